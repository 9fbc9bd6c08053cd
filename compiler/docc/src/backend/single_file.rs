//! The single file (`docc compile -o FILE`): the landing route's static HTML and head tags
//! around the pack, its segments in reading order (`emit.rs` lays the file out).

use super::{Backend, CompiledSite, Layout, Rendered};
use crate::emit;
use docc_diag::Diagnostic;
use docc_model::pack;
use docc_model::{Page, SiteInfo};
use std::collections::HashMap;

pub(crate) struct SingleFile;

impl Backend for SingleFile {
    fn name(&self) -> &'static str {
        "single-file"
    }
    fn default_output(&self) -> &'static str {
        "dist/index.html"
    }

    /// The file holds the whole pack: big chunks in runs compress best.
    fn layout(&self) -> Option<Layout> {
        Some(Layout::Runs)
    }

    fn render(&self, site: &CompiledSite) -> Result<Rendered, Vec<Diagnostic>> {
        let CompiledSite { manifest, pages, chunks, rank, landing_chunk, search, pack: packed, metas, hosts, favicon, .. } = *site;
        // The single file's segment order: the landing page's chunk first, then docs, API and
        // typed-reference chunks (by rank), the search index last.
        let landing = landing_chunk.map(pack::segment_of_chunk);
        let segments = pack::segment_of_search_headings(chunks, search.shards.len(), search.blocks.len()) + search.headings.len() as u32;
        let order =
            emit::reading_order(manifest, segments, landing, |s| rank.get(s.wrapping_sub(pack::segment_of_chunk(0)) as usize).copied().unwrap_or(u8::MAX));
        Ok(Rendered::File(single_file_html(&manifest.site, pages, metas, hosts, favicon, packed, &order).into_bytes()))
    }
}

/// The single file: the landing route's static HTML and head tags around the pack.
/// Links in the static HTML are hash routes (`#/route`), what the runtime uses under
/// file://; images are left to the runtime (their bytes live in the pack).
fn single_file_html(
    site: &SiteInfo,
    pages: &[Page],
    metas: &HashMap<String, crate::hosted::RouteMeta>,
    hosts: &emit::CspHosts,
    favicon: &emit::Favicon,
    packed: &[u8],
    order: &[u32],
) -> String {
    use crate::static_html::{self, Ctx};
    let href = |r: &str| if r == "/" { "#/".to_string() } else { format!("#{}", crate::hosted::encode_path(r)) };
    let asset = |_: u32| None;
    let cx = Ctx { route_href: &href, asset_url: &asset };
    let (landing, head) = match crate::hosted::landing_route(pages, site) {
        Some(i) => {
            let p = &pages[i];
            let meta = metas.get(&p.route).cloned().unwrap_or(crate::hosted::RouteMeta { title: site.title.clone(), description: site.tagline.clone() });
            let body = static_html::chrome(site, None, &p.route, &static_html::page(p, &cx), &cx);
            (body, crate::hosted::head_tags(site, &meta, &crate::hosted::canonical(site, "/"), "website"))
        }
        None => (
            String::new(),
            crate::hosted::head_tags(
                site,
                &crate::hosted::RouteMeta { title: site.title.clone(), description: site.tagline.clone() },
                &crate::hosted::canonical(site, "/"),
                "website",
            ),
        ),
    };
    let head = head + &favicon.inline_link();
    emit::html(&emit::HtmlMeta { locale: &site.locale, color_mode: &site.color_mode, hosts, head: &head, landing: &landing }, packed, order)
}
