// The /search?q=… page: the same engine (or hosted provider) as the modal, its state in the
// URL so a search can be shared, 20 hits per page with previous/next links.
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../components/Link';
import { useSite } from '../state/pack';
import { useNav, useRouter } from '../state/route';
import { HitGroups, NoResults, SearchError } from './Hits';
import { addRecent, load, RECENT_KEY, save } from './store';
import { currentSearchParams, MAX_QUERY, searchTarget } from './url';
import { suggestions, useSearch } from './useSearch';
import './search.css';

export function SearchPage() {
  const { manifest } = useSite();
  const nav = useNav();
  const router = useRouter();
  const { q, page } = useMemo(() => currentSearchParams(router), [nav, router]);
  const [input, setInput] = useState(q);
  useEffect(() => setInput(q), [q]);
  const state = useSearch(q, page);
  const query = q.trim();
  const change = (value: string) => {
    const v = value.slice(0, MAX_QUERY);
    setInput(v);
    router.navigate(searchTarget(v), true);
  };
  const pick = (h: { route: string; pageTitle: string; heading: string; kind: string }) =>
    save(RECENT_KEY, addRecent(load(RECENT_KEY), { route: h.route, pageTitle: h.pageTitle, heading: h.heading, kind: h.kind }));

  let body = null;
  if (!query) body = <p className="search-page__hint">Type a word or two: page titles, headings and text are searched.</p>;
  else if (state.status === 'error') body = <SearchError />;
  else if (state.hits.length) {
    body = (
      <>
        <div className="search-page__results"><HitGroups hits={state.hits} onPick={pick} level={2} /></div>
        {state.pages > 1 && (
          <nav className="search-page__pager" aria-label="Search result pages">
            {page > 1 ? <Link to={searchTarget(q, page - 1)} rel="prev" className="search-page__prev">Previous</Link> : <span />}
            <span className="search-page__pageno">Page {page} of {state.pages}</span>
            {page < state.pages ? <Link to={searchTarget(q, page + 1)} rel="next" className="search-page__next">Next</Link> : <span />}
          </nav>
        )}
      </>
    );
  } else if (state.status === 'idle') body = <NoResults query={query} suggestions={suggestions(manifest)} onSuggest={change} />;

  return (
    <div className="container search-page" data-status={query ? state.status : 'idle'} aria-busy={state.status === 'loading' || state.status === 'stalled'}>
      <h1>{query ? <>Search results for "{query}"</> : 'Search the documentation'}</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <input type="search" className="search-page__input" placeholder="Search docs" aria-label="Search docs" maxLength={MAX_QUERY}
          value={input} autoFocus={!q} onChange={(e) => change(e.target.value)} />
      </form>
      {query && state.status === 'idle' && state.hits.length > 0 && (
        <p className="search-page__count" aria-live="polite">{state.total === 1 ? '1 result' : `${state.total} results`}</p>
      )}
      {state.status === 'stalled' && <p className="search-page__count" role="status">Loading…</p>}
      {state.waiting && <p className="search-page__count" role="status">Search index loading…</p>}
      {body}
    </div>
  );
}
