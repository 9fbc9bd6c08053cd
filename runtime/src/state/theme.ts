// Theme store: 'light' | 'dark' on <html data-theme>, persisted in localStorage 'theme'.
// head.ts applies the stored value before first paint; this module keeps React in sync.
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const listeners = new Set<() => void>();

export const getTheme = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

export function setTheme(t: Theme) {
  document.documentElement.dataset.theme = t;
  try { localStorage.setItem('theme', t); } catch { /* storage disabled */ }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
export const useTheme = () => useSyncExternalStore(subscribe, getTheme);
