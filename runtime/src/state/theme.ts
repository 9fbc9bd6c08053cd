// Theme store, one per mount: 'light' | 'dark' as data-theme on the mount root (the CSS
// variables hang there, never on :root). The standalone page also mirrors it on <html>
// (head.ts applies the first one there before first paint) and persists the visitor's
// choice in localStorage 'theme'; an embedded mount leaves the host's document and storage
// alone. The site's colour mode (docc.toml [color_mode], Docusaurus colorMode) can hide the
// switch and hand the choice to the system's prefers-color-scheme.
import { useSyncExternalStore } from 'react';
import type { ColorMode } from '../pack/schema';
import { useSite } from './pack';

export type Theme = 'light' | 'dark';

export interface ThemeStore {
  get(): Theme;
  /** A visitor's choice: persisted on the standalone page. */
  set(t: Theme): void;
  /** What the site or the system decides: shown, never persisted. */
  show(t: Theme): void;
  subscribe(l: () => void): () => void;
}

export function themeStore(root: HTMLElement, initial: Theme, page: boolean): ThemeStore {
  let theme = initial;
  const listeners = new Set<() => void>();
  const show = (t: Theme) => {
    theme = t;
    root.dataset.theme = theme;
    if (page) document.documentElement.dataset.theme = theme;
    listeners.forEach((l) => l());
  };
  show(initial);
  return {
    get: () => theme,
    show,
    set(t) {
      show(t);
      if (page) try { localStorage.setItem('theme', t); } catch { /* storage disabled */ }
    },
    subscribe: (l) => { listeners.add(l); return () => { listeners.delete(l); }; },
  };
}

const DARK = '(prefers-color-scheme: dark)';
const systemTheme = (): Theme => (matchMedia(DARK).matches ? 'dark' : 'light');

/** The theme a site starts in when nothing was chosen. */
export const siteTheme = (cm: ColorMode): Theme =>
  cm.respect_prefers_color_scheme ? systemTheme() : cm.default_mode === 'Dark' ? 'dark' : 'light';

/**
 * With respect_prefers_color_scheme, a change of the system's setting wins over an earlier
 * choice, as in Docusaurus: the stored choice is dropped. Returns the unsubscribe.
 */
export function followSystem(store: ThemeStore, cm: ColorMode, page: boolean): () => void {
  if (!cm.respect_prefers_color_scheme) return () => {};
  const mql = matchMedia(DARK);
  // Only a real change counts: a browser may report one that leaves the scheme as it was
  // (Chromium re-applying an emulated scheme to a reloaded page), which must not cost the
  // visitor their choice.
  let last = systemTheme();
  const onChange = () => {
    const now = systemTheme();
    if (now === last) return;
    last = now;
    if (page) try { localStorage.removeItem('theme'); } catch { /* storage disabled */ }
    store.show(now);
  };
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

export function useTheme(): [Theme, (t: Theme) => void] {
  const { theme } = useSite();
  return [useSyncExternalStore(theme.subscribe, theme.get), theme.set];
}
