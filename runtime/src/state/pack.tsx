// The pack context: the decoded manifest plus lookups every component needs.
import { createContext, useContext, useEffect, useState } from 'react';
import type { Pack } from '../pack/load';
import type { Manifest, RouteEntry, SidebarItem } from '../pack/schema';
import { normalizePath } from '../router';

export interface Site {
  pack: Pack;
  manifest: Manifest;
  route(path: string): RouteEntry | undefined;
  /** Index of the sidebar that holds site.docs_root (the navbar 'Docs' item's section), or -1. */
  docsSidebar: number;
  baseMismatch: boolean;
  base: string;
}

function contains(items: SidebarItem[], route: string): boolean {
  return items.some((it) => 'Link' in it ? it.Link.route === route : it.Category.route === route || contains(it.Category.items, route));
}

export function makeSite(pack: Pack, baseMismatch: boolean, base: string): Site {
  const manifest = pack.manifest;
  // Routes are sorted by path; a Map keyed by the normalised path also tolerates
  // compiler routes written with a trailing slash.
  const byPath = new Map(manifest.routes.map((r) => [normalizePath(r.path), r]));
  const docsRoot = manifest.site.docs_root;
  return {
    pack, manifest, baseMismatch, base,
    route: (path) => byPath.get(path),
    docsSidebar: manifest.sidebars.findIndex((s) => contains(s.items, docsRoot)),
  };
}

export const SiteContext = createContext<Site>(null as unknown as Site);
export const useSite = () => useContext(SiteContext);

/** Blob URLs for pack assets, made once per asset. */
const urls = new Map<number, { url: string; svg: boolean }>();
export function assetUrl(pack: Pack, index: number): { url: string; svg: boolean } | null {
  let hit = urls.get(index);
  if (!hit) {
    const a = pack.assets().items[index];
    if (!a) return null;
    hit = { url: URL.createObjectURL(new Blob([a.bytes as BlobPart], { type: a.mime })), svg: a.mime.includes('svg') };
    urls.set(index, hit);
  }
  return hit;
}

/**
 * An asset's Blob URL for rendering. If the assets segment is not decoded yet, the first paint
 * goes without it (only the manifest and the page chunk are decoded before first render) and
 * the URL arrives right after.
 */
export function useAssetUrl(index: number | null): { url: string; svg: boolean } | null {
  const { pack, manifest } = useSite();
  const ready = index == null || pack.loaded(manifest.assets_segment);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (ready) return;
    const t = setTimeout(() => { try { pack.assets(); } catch { /* shown as a broken image */ } setTick(1); });
    return () => clearTimeout(t);
  }, [ready, pack]);
  if (index == null || !ready) return null;
  try { return assetUrl(pack, index); } catch { return null; }
}
