// Reader choices that follow them across pages and visits: the code-sample language
// (`docc.api.lang`), the server (`docc.api.server`) and MDX tab groups
// (`docusaurus.tab.<groupId>`, Docusaurus's own key). Kept in localStorage, shared by
// every mounted view through useSyncExternalStore, and synced across tabs by the
// `storage` event. A file:// page may have no usable storage: the choice then lasts for
// the page's lifetime only.
import { useSyncExternalStore } from 'react';

export const LANG_KEY = 'docc.api.lang';
export const SERVER_KEY = 'docc.api.server';

const values = new Map<string, string | null>();
const listeners = new Set<() => void>();

function read(key: string): string | null {
  if (!values.has(key)) {
    let v: string | null = null;
    try { v = localStorage.getItem(key); } catch { /* no storage (opaque origin) */ }
    values.set(key, v);
  }
  return values.get(key) ?? null;
}

function write(key: string, value: string) {
  values.set(key, value);
  try { localStorage.setItem(key, value); } catch { /* no storage: keep it in memory */ }
  listeners.forEach((l) => l());
}

function onStorage(e: StorageEvent) {
  if (e.key && values.has(e.key)) {
    values.set(e.key, e.newValue);
    listeners.forEach((l) => l());
  }
}

// The window listener exists only while some view reads a preference, so unmounting the
// docs leaves no listener behind.
function subscribe(l: () => void) {
  if (!listeners.size) addEventListener('storage', onStorage);
  listeners.add(l);
  return () => {
    listeners.delete(l);
    if (!listeners.size) removeEventListener('storage', onStorage);
  };
}

/** A persisted preference: its value (null when never chosen) and a setter. */
export function usePref(key: string): [string | null, (v: string) => void] {
  const value = useSyncExternalStore(subscribe, () => read(key), () => null);
  return [value, (v: string) => write(key, v)];
}
