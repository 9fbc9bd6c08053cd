// Interim /search page over the pack's search index (plain substring match on titles,
// sections and text). The search engineer replaces this with the real engine.
import { useMemo, useState } from 'react';
import { useSite } from '../state/pack';
import { Link } from '../components/Link';

export function SearchPage() {
  const { pack } = useSite();
  const [q, setQ] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const docs = useMemo(() => { try { return pack.search().docs; } catch { return []; } }, [pack]);
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = terms.length
    ? docs.filter((d) => { const t = `${d.page_title} ${d.section} ${d.text}`.toLowerCase(); return terms.every((w) => t.includes(w)); }).slice(0, 50)
    : [];
  return (
    <div className="container search-page">
      <h1>Search the documentation</h1>
      <input type="search" className="search-page__input" placeholder="Search docs" aria-label="Search docs" value={q} autoFocus onChange={(e) => setQ(e.target.value)} />
      {terms.length > 0 && <p aria-live="polite">{hits.length ? `${hits.length}${hits.length === 50 ? '+' : ''} results` : 'No results.'}</p>}
      <ul className="search-page__results">
        {hits.map((d, i) => (
          <li key={i}>
            <Link to={d.route}>{d.page_title}{d.section && d.section !== d.page_title ? ` › ${d.section}` : ''}</Link>
            <p>{d.text.slice(0, 180)}{d.text.length > 180 ? '…' : ''}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
