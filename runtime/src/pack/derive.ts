// The page fields the pack leaves out because they follow from what the runtime holds anyway:
// the table of contents from the page's h2/h3 headings, previous/next from its sidebar's
// reading order, the breadcrumbs from the categories above it there. compiler/model/src/derive.rs
// computes exactly this and ships, in `page.overrides`, each value the compiler made otherwise
// (front matter TOC levels or pagination, reference pages); the contract test holds both to
// the compiler's values. Pack.page applies it once per page.
import type { Block, Crumb, Manifest, Page, PageLink, SidebarItem, TocEntry } from './schema';
import { headings, plainText } from './text';

/** A page with the fields the runtime derives: what the components render. */
export interface FullPage extends Page { toc: TocEntry[]; prev: PageLink | null; next: PageLink | null; breadcrumbs: Crumb[] }

/** A sidebar category: label and route. */
type Cat = [string, string | null];
/** A route's first place in a sidebar: reading-order index, the categories above it, its own (a category's route). */
type Place = [number, Cat[], Cat?];

/** The h2/h3 headings of the page, nested ones included. */
const toc = (blocks: Block[]): TocEntry[] =>
  headings(blocks).filter((h) => h.level === 2 || h.level === 3).map(({ level, id, content }) => ({ level, id, text: plainText(content) }));

/** How deep each TOC entry is drawn: under the last earlier entry of a lower level (Docusaurus's
 *  treeifyTOC), so an h3 before the first h2 is a top entry. model derive.rs `toc_depths`. */
export function tocDepths(toc: TocEntry[]): number[] {
  const open: number[] = [];
  return toc.map(({ level }) => {
    while (open.length && open[open.length - 1] >= level) open.pop();
    return open.push(level) - 1;
  });
}

/** Completes the pages of `manifest` (its sidebars are read once, here). */
export function deriver(manifest: Manifest): (page: Page) => FullPage {
  // (A hosted site's routes arrive in blocks; its pages carry previous/next and breadcrumbs.)
  const titles = new Map(manifest.routes.flatMap((r) => (r ? [[r.path, r.title]] : [])));
  const orders = manifest.sidebars.map((s) => {
    // Each route once, with the label previous/next links show: the sidebar link's (as
    // Docusaurus's pagination), a category's page its title.
    const routes: PageLink[] = [];
    const places = new Map<string, Place>();
    const add = (route: string, label: string | null, above: Cat[], own?: Cat) => {
      const title = titles.get(route);
      if (title != null && !places.has(route)) places.set(route, [routes.push({ label: label || title, route }) - 1, above, own]);
    };
    const walk = (items: SidebarItem[], above: Cat[]) => {
      for (const it of items) {
        if ('Link' in it) { add(it.Link.route, it.Link.label, above); continue; }
        const me: Cat = [it.Category.label, it.Category.route];
        if (me[1] != null) add(me[1], null, above, me);
        walk(it.Category.items, [...above, me]);
      }
    };
    walk(s.items, []);
    return [routes, places] as const;
  });
  const link = (l: PageLink | undefined): PageLink | null => (l == null ? null : { ...l });
  return (page) => {
    const full: FullPage = { ...page, toc: toc(page.blocks), prev: null, next: null, breadcrumbs: [] };
    const [routes, places] = (page.sidebar != null && orders[page.sidebar]) || [];
    const place = places?.get(page.route);
    if (routes && place) {
      const [at, above, own] = place;
      full.prev = link(routes[at - 1]);
      full.next = link(routes[at + 1]);
      // An index doc stands for its category; a category's own page lists its parents only.
      const cats = own && page.kind !== 'Category' ? [...above, own] : above;
      full.breadcrumbs = cats.map(([label, route]) => ({ label, route: route === page.route ? null : route }));
    }
    // Each override is named after the field it replaces (`Toc` → toc: model lib.rs `Override`).
    for (const v of page.overrides) for (const [k, x] of Object.entries(v)) (full as unknown as Record<string, unknown>)[k.toLowerCase()] = x;
    return full;
  };
}
