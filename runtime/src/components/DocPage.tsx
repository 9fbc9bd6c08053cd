// A documentation page: breadcrumbs, title, blocks, prev/next pagination; TOC on the right.
// Also used for categories' generated indexes (their description is their first paragraph) and
// the API and SDK reference kinds, whose blocks carry the views.
import type { FullPage } from '../pack/derive';
import type { PageLink } from '../pack/schema';
import { PageBlocks } from './PageBlocks';
import { Breadcrumbs } from './Breadcrumbs';
import { Ident } from './Ident';
import { Link } from './Link';
import { MobileToc, TableOfContents } from './TableOfContents';
import { VersionBanner } from './Versions';

function Pagination({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev ? (
        <Link to={prev.route} className="pagination-nav__link pagination-nav__link--prev" rel="prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« <Ident text={prev.label} /></span>
        </Link>
      ) : <span />}
      {next && (
        <Link to={next.route} className="pagination-nav__link pagination-nav__link--next" rel="next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label"><Ident text={next.label} /> »</span>
        </Link>
      )}
    </nav>
  );
}

export function DocPage({ page }: { page: FullPage }) {
  return (
    <div className={'doc-layout' + (page.toc.length ? ' doc-layout--toc' : '')}>
      <article className="doc">
        <VersionBanner route={page.route} />
        <Breadcrumbs crumbs={page.breadcrumbs} route={page.route} title={page.title} />
        <MobileToc toc={page.toc} />
        <div className="markdown">
          {!page.hide_title && <h1 className="doc__title"><Ident text={page.title} /></h1>}
          <PageBlocks blocks={page.blocks} />
        </div>
        <Pagination prev={page.prev} next={page.next} />
      </article>
      {page.toc.length > 0 && <aside className="toc-col" aria-label="Table of contents"><TableOfContents toc={page.toc} /></aside>}
    </div>
  );
}
