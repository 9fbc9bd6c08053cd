// Theme store, one per mount: 'light' | 'dark' as data-theme on the mount root (the CSS
// variables hang there, never on :root). The standalone page also mirrors it on <html>
// (head.ts applies the stored value there before first paint) and persists it in
// localStorage 'theme'; an embedded mount leaves the host's document and storage alone.
import { useSyncExternalStore } from 'react';
import { useSite } from './pack';

export type Theme = 'light' | 'dark';

export interface ThemeStore {
  get(): Theme;
  set(t: Theme): void;
  subscribe(l: () => void): () => void;
}

export function themeStore(root: HTMLElement, initial: Theme, page: boolean): ThemeStore {
  let theme = initial;
  const listeners = new Set<() => void>();
  const apply = () => {
    root.dataset.theme = theme;
    if (page) document.documentElement.dataset.theme = theme;
  };
  apply();
  return {
    get: () => theme,
    set(t) {
      theme = t;
      apply();
      if (page) try { localStorage.setItem('theme', t); } catch { /* storage disabled */ }
      listeners.forEach((l) => l());
    },
    subscribe: (l) => { listeners.add(l); return () => { listeners.delete(l); }; },
  };
}

export function useTheme(): [Theme, (t: Theme) => void] {
  const { theme } = useSite();
  return [useSyncExternalStore(theme.subscribe, theme.get), theme.set];
}
