//! The page fields the pack leaves out because the runtime rebuilds them from what it holds
//! anyway: the table of contents from the page's headings, previous/next from its sidebar's
//! reading order, the breadcrumbs from the categories above it in that sidebar.
//! `runtime/src/pack/derive.ts` is the runtime's half and must compute exactly what this
//! file does: `settle` compares the compiler's values with these and ships the ones that
//! differ (`Page::overrides`), so a site the rules do not fit is shown as compiled, only
//! larger. The contract test holds both halves to the compiler's values.

use std::collections::HashMap;

use serde::Serialize;

use crate::text::{for_each_child, plain_text};
use crate::{Block, Crumb, Override, Page, PageKind, PageLink, Sidebar, SidebarItem, TocEntry};

/// Heading levels a TOC lists unless front matter says otherwise (Docusaurus's h2–h3).
const TOC_LEVELS: std::ops::RangeInclusive<u32> = 2..=3;

/// The headings of `blocks` a default TOC lists, in page order, inside containers too.
pub fn toc(blocks: &[Block]) -> Vec<TocEntry> {
    fn walk(blocks: &[Block], out: &mut Vec<TocEntry>) {
        for b in blocks {
            if let Block::Heading { level, id, content } = b {
                if TOC_LEVELS.contains(level) {
                    out.push(TocEntry { level: *level, id: id.clone(), text: plain_text(content) });
                }
            }
            for_each_child(b, &mut |bs| walk(bs, out));
        }
    }
    let mut out = Vec::new();
    walk(blocks, &mut out);
    out
}

/// How deep each entry of a TOC is drawn, as Docusaurus nests it (`treeifyTOC`): under the
/// last earlier entry of a lower level, at the top when there is none. So an h3 before the
/// page's first h2 is a top entry, not an indented orphan (home-assistant's
/// `config_entries_index`). `runtime/src/pack/derive.ts` `tocDepths` is the runtime's copy.
pub fn toc_depths(entries: &[TocEntry]) -> Vec<u32> {
    let mut open: Vec<u32> = Vec::new();
    entries
        .iter()
        .map(|e| {
            while open.last().is_some_and(|&l| l >= e.level) {
                open.pop();
            }
            open.push(e.level);
            open.len() as u32 - 1
        })
        .collect()
}

/// A route's first place in a sidebar: its index in the reading order and the categories
/// above it (label, route), then its own when the sidebar item is a category.
struct Place<'a> {
    at: usize,
    above: Vec<(&'a str, Option<&'a str>)>,
    own: Option<(&'a str, Option<&'a str>)>,
}

/// One sidebar's reading order: its pages' routes, each once, in depth-first order, with the
/// label previous/next links to each show (the sidebar link's label, as Docusaurus's
/// pagination uses it; a category's page: its title).
#[derive(Default)]
struct Order<'a> {
    routes: Vec<&'a str>,
    labels: Vec<&'a str>,
    places: HashMap<&'a str, Place<'a>>,
}

/// The sidebars, read once for every page.
pub struct Derive<'a> {
    orders: Vec<Order<'a>>,
}

impl<'a> Derive<'a> {
    /// `routes`: every page's (route, title), as the manifest's routes list them.
    pub fn new(sidebars: &'a [Sidebar], routes: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        let titles: HashMap<&str, &str> = routes.into_iter().collect();
        let orders = sidebars
            .iter()
            .map(|s| {
                let mut o = Order::default();
                o.walk(&s.items, &mut Vec::new(), &titles);
                o
            })
            .collect();
        Derive { orders }
    }

    fn place(&self, route: &str, sidebar: Option<u32>) -> Option<(&Order<'a>, &Place<'a>)> {
        let order = self.orders.get(sidebar? as usize)?;
        Some((order, order.places.get(route)?))
    }

    /// The pages before and after `route` in its sidebar's reading order.
    pub fn prev_next(&self, route: &str, sidebar: Option<u32>) -> (Option<PageLink>, Option<PageLink>) {
        let Some((order, place)) = self.place(route, sidebar) else { return (None, None) };
        let near = |i: Option<usize>| i.and_then(|i| Some(PageLink { label: order.labels.get(i)?.to_string(), route: order.routes.get(i)?.to_string() }));
        (near(place.at.checked_sub(1)), near(Some(place.at + 1)))
    }

    /// The categories above the page in its sidebar, and the category a doc stands for (an
    /// index doc); a category's own page lists its parents only.
    pub fn breadcrumbs(&self, route: &str, sidebar: Option<u32>, kind: PageKind) -> Vec<Crumb> {
        let Some((_, place)) = self.place(route, sidebar) else { return Vec::new() };
        let own = place.own.filter(|_| kind != PageKind::Category);
        place
            .above
            .iter()
            .chain(own.as_ref())
            .map(|&(label, r)| Crumb { label: label.to_string(), route: r.filter(|&r| r != route).map(str::to_string) })
            .collect()
    }

    /// The values of `p` the runtime would not derive itself. `hosted`: previous/next and the
    /// breadcrumbs always, since a hosted page's runtime has no route table to derive them from
    /// (the head leaves the routes out: `hosted.rs` `head_file`).
    pub fn overrides(&self, p: &Page, hosted: bool) -> Vec<Override> {
        let (prev, next) = self.prev_next(&p.route, p.sidebar);
        let mut out = Vec::new();
        if toc(&p.blocks) != p.toc {
            out.push(Override::Toc(p.toc.clone()));
        }
        if hosted || prev != p.prev {
            out.push(Override::Prev(p.prev.clone()));
        }
        if hosted || next != p.next {
            out.push(Override::Next(p.next.clone()));
        }
        if hosted || self.breadcrumbs(&p.route, p.sidebar, p.kind) != p.breadcrumbs {
            out.push(Override::Breadcrumbs(p.breadcrumbs.clone()));
        }
        out
    }
}

impl<'a> Order<'a> {
    fn walk(&mut self, items: &'a [SidebarItem], above: &mut Vec<(&'a str, Option<&'a str>)>, titles: &HashMap<&str, &'a str>) {
        for item in items {
            match item {
                SidebarItem::Link { route, label, .. } => self.add(route, Some(label), above, None, titles),
                SidebarItem::Category { label, route, items, .. } => {
                    let me = (label.as_str(), route.as_deref());
                    if let Some(r) = route {
                        self.add(r, None, above, Some(me), titles);
                    }
                    above.push(me);
                    self.walk(items, above, titles);
                    above.pop();
                }
            }
        }
    }

    fn add(
        &mut self,
        route: &'a str,
        label: Option<&'a str>,
        above: &[(&'a str, Option<&'a str>)],
        own: Option<(&'a str, Option<&'a str>)>,
        titles: &HashMap<&str, &'a str>,
    ) {
        if let Some(&title) = titles.get(route).filter(|_| !self.places.contains_key(route)) {
            self.places.insert(route, Place { at: self.routes.len(), above: above.to_vec(), own });
            self.routes.push(route);
            self.labels.push(label.filter(|l| !l.is_empty()).unwrap_or(title));
        }
    }
}

/// Sets every page's `overrides` (after pagination: the pages must be final), with the
/// `Derive` pagination used, on all cores (each page walks its blocks for the TOC).
pub fn settle(pages: &mut [Page], d: &Derive, hosted: bool) {
    use rayon::prelude::*;
    pages.par_iter_mut().for_each(|p| p.overrides = d.overrides(p, hosted));
}

/// A page as the runtime holds it once `derive.ts` has run: the packed fields and the derived
/// ones, with the compiler's values. `--dump-model` writes pages so, and the contract test
/// checks that the runtime's derived page is exactly this.
#[derive(Serialize)]
pub struct Shown<'a> {
    #[serde(flatten)]
    pub page: &'a Page,
    pub toc: &'a [TocEntry],
    pub prev: &'a Option<PageLink>,
    pub next: &'a Option<PageLink>,
    pub breadcrumbs: &'a [Crumb],
}

impl<'a> Shown<'a> {
    pub fn of(page: &'a Page) -> Self {
        Shown { page, toc: &page.toc, prev: &page.prev, next: &page.next, breadcrumbs: &page.breadcrumbs }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Inline, ListItem};

    fn heading(level: u32, id: &str) -> Block {
        Block::Heading { level, id: id.into(), content: vec![Inline::Text(id.to_uppercase())] }
    }

    fn link(route: &str) -> SidebarItem {
        SidebarItem::Link { label: format!("label {route}"), route: route.into(), badge: String::new() }
    }

    fn category(label: &str, route: Option<&str>, items: Vec<SidebarItem>) -> SidebarItem {
        SidebarItem::Category { label: label.into(), route: route.map(Into::into), collapsed: false, collapsible: true, items, piece: None }
    }

    #[test]
    fn toc_depths_nest_as_docusaurus_does() {
        let e = |level| TocEntry { level, id: String::new(), text: String::new() };
        // An h3 before any h2 is a top entry; later h3s sit under their h2.
        assert_eq!(toc_depths(&[e(3), e(2), e(3), e(3), e(2)]), [0, 0, 1, 1, 0]);
        // Levels that skip (h2 then h4) nest one step, as the tree does.
        assert_eq!(toc_depths(&[e(2), e(4), e(3), e(4), e(2)]), [0, 1, 1, 2, 0]);
        assert_eq!(toc_depths(&[e(3), e(3)]), [0, 0]);
    }

    #[test]
    fn toc_lists_h2_h3_in_page_order_inside_containers() {
        let blocks = vec![
            heading(1, "a"),
            heading(2, "b"),
            Block::List { ordered: false, start: 1, items: vec![ListItem { task: None, blocks: vec![heading(3, "c")] }] },
            heading(4, "d"),
            Block::Details { summary: vec![], blocks: vec![heading(2, "e")] },
        ];
        let ids: Vec<(u32, String, String)> = toc(&blocks).into_iter().map(|t| (t.level, t.id, t.text)).collect();
        assert_eq!(ids, [(2, "b".into(), "B".into()), (3, "c".into(), "C".into()), (2, "e".into(), "E".into())]);
    }

    #[test]
    fn pagination_and_breadcrumbs_follow_the_sidebar() {
        let sidebars = vec![Sidebar {
            id: "docs".into(),
            items: vec![
                link("/a"),
                category("Guides", Some("/g"), vec![link("/g/one"), category("Deep", None, vec![link("/g/deep"), link("/a")])]),
                link("/missing"),
                link("/z"),
            ],
        }];
        let routes = [("/a", "A"), ("/g", "G"), ("/g/one", "One"), ("/g/deep", "Deep page"), ("/z", "Z")];
        let d = Derive::new(&sidebars, routes);
        let pl = |r: &str, t: &str| Some(PageLink { label: t.into(), route: r.into() });
        // A route listed twice keeps its first place; a route that is no page is passed over.
        // Links show the sidebar item's label (Docusaurus's pagination), a category's page its title.
        assert_eq!(d.prev_next("/a", Some(0)), (None, pl("/g", "G")));
        assert_eq!(d.prev_next("/g/deep", Some(0)), (pl("/g/one", "label /g/one"), pl("/z", "label /z")));
        assert_eq!(d.prev_next("/z", Some(0)), (pl("/g/deep", "label /g/deep"), None));
        assert_eq!(d.prev_next("/z", None), (None, None));
        let crumb = |l: &str, r: Option<&str>| Crumb { label: l.into(), route: r.map(Into::into) };
        assert_eq!(d.breadcrumbs("/g/deep", Some(0), PageKind::Doc), [crumb("Guides", Some("/g")), crumb("Deep", None)]);
        // An index doc stands for its category; a generated index lists its parents only.
        assert_eq!(d.breadcrumbs("/g", Some(0), PageKind::Doc), [crumb("Guides", None)]);
        assert!(d.breadcrumbs("/g", Some(0), PageKind::Category).is_empty());
        assert!(d.breadcrumbs("/a", Some(0), PageKind::Doc).is_empty());
    }

    #[test]
    fn settle_ships_only_what_differs() {
        let sidebars = vec![Sidebar { id: "docs".into(), items: vec![link("/a"), link("/b")] }];
        let page = |route: &str| Page { route: route.into(), title: route.into(), sidebar: Some(0), blocks: vec![heading(2, "h")], ..Page::default() };
        let mut pages = vec![page("/a"), page("/b")];
        pages[0].toc = toc(&pages[0].blocks);
        pages[0].next = Some(PageLink { label: "label /b".into(), route: "/b".into() });
        // /b: a hidden TOC and front matter `pagination_prev: null`.
        let routes: Vec<(String, String)> = pages.iter().map(|p| (p.route.clone(), p.title.clone())).collect();
        settle(&mut pages, &Derive::new(&sidebars, routes.iter().map(|(r, t)| (r.as_str(), t.as_str()))), false);
        assert!(pages[0].overrides.is_empty(), "{:?}", pages[0].overrides);
        assert_eq!(pages[1].overrides, [Override::Toc(vec![]), Override::Prev(None)]);
    }
}
