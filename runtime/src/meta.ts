// Document head per route: <title>, meta description and canonical link, from the page's
// meta_title/meta_description (the compiler writes the same values into hosted pages, so a
// crawler and the live runtime agree; they are in the page, not the manifest's route table,
// so the manifest every visit loads does not grow by two strings a route). An empty meta_title is the default
// 'Page | Site' (hosted.rs default_title), built here. The canonical URL is
// site.url + base_path + route + '/', the hosted tree's directory URL.
import type { Page, RouteEntry, SiteInfo } from './pack/schema';

function tag<T extends HTMLElement>(selector: string, make: () => T): T {
  return (document.head.querySelector(selector) as T | null) ?? document.head.appendChild(make());
}

export function canonicalUrl(site: SiteInfo, route: string): string {
  const base = site.base_path || '/';
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  const path = trimmed ? `${base}${trimmed.split('/').map(encodeURIComponent).join('/')}/` : base;
  return site.url.replace(/\/$/, '') + path;
}

/**
 * `title` is the page's title (the entry's, or Search / Page Not Found for routes without one);
 * `page` the route's page once decoded (null while it arrives: the default title meanwhile).
 */
export function applyHead(site: SiteInfo, entry: RouteEntry | undefined, page: Page | null, path: string, title: string): void {
  document.title = page?.meta_title || (title && title !== site.title ? `${title} | ${site.title}` : site.title);
  const desc = tag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
  desc.content = page?.meta_description || site.tagline;
  const canon = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!site.url || !entry) { canon?.remove(); return; }
  tag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = canonicalUrl(site, entry.path === path ? path : entry.path);
}
