// Pieces shared by the modal and the /search page: highlighted text, hit groups, and the
// empty states ('No results for "…"' with suggestions; the hosted-search failure).
import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import type { Segment } from './engine';
import type { UIHit } from './useSearch';

/** Text with its matches in <mark> (segments are text, never HTML). */
export function Marked({ segs }: { segs: Segment[] }) {
  return <>{segs.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}

const KIND_LABEL: Record<string, string> = { doc: 'Doc', category: 'Category', page: 'Page', api: 'API', schema: 'Schema', ts: 'Reference' };

/** Consecutive hits of the same page, under the page's title. */
export function groupHits(hits: UIHit[]): { page: string; title: string; kind: string; hits: UIHit[] }[] {
  const groups: { page: string; title: string; kind: string; hits: UIHit[] }[] = [];
  for (const h of hits) {
    const page = h.route.split('#')[0];
    const last = groups[groups.length - 1];
    if (last && last.page === page) last.hits.push(h);
    else groups.push({ page, title: h.pageTitle, kind: h.kind, hits: [h] });
  }
  return groups;
}

interface HitsProps {
  hits: UIHit[];
  /** Heading level of the page titles (3 in the modal, 2 under the search page's h1). */
  level?: 2 | 3;
  onPick: (h: UIHit) => void;
  /** Extra controls after a hit's link (the modal's favourite star). */
  action?: (h: UIHit) => ReactNode;
}

export function HitGroups({ hits, onPick, action, level = 3 }: HitsProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {groupHits(hits).map((g, gi) => (
        <section key={gi} className="search-group" aria-label={g.title}>
          <H className="search-group__title">{g.title}<span className="search-group__kind">{KIND_LABEL[g.kind] ?? g.kind}</span></H>
          <ul className="search-group__hits">
            {g.hits.map((h) => (
              <li key={h.route} className="search-hit">
                <Link to={h.route} className="search-hit__link" data-search-item="" onClick={() => onPick(h)}>
                  <span className="search-hit__title">{h.heading ? <Marked segs={h.head} /> : <Marked segs={h.title} />}</span>
                  {h.snippet.length > 0 && <span className="search-hit__snippet"><Marked segs={h.snippet} /></span>}
                </Link>
                {action?.(h)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function NoResults({ query, suggestions, onSuggest }: { query: string; suggestions: string[]; onSuggest: (s: string) => void }) {
  return (
    <div className="search-empty">
      <p className="search-empty__title">No results for "<strong>{query}</strong>"</p>
      {suggestions.length > 0 && (
        <>
          <p className="search-empty__hint">Try searching for</p>
          <ul className="search-empty__suggestions">
            {suggestions.map((s) => <li key={s}><button type="button" className="search-suggestion" onClick={() => onSuggest(s)}>{s}</button></li>)}
          </ul>
        </>
      )}
    </div>
  );
}

export function SearchError() {
  return (
    <div className="search-empty search-empty--error" role="alert">
      <p className="search-empty__title">Unable to fetch results</p>
      <p className="search-empty__hint">You might want to check your network connection.</p>
    </div>
  );
}
