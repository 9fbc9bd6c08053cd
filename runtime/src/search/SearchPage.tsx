// Interim /search page over the pack's search index (plain substring match on titles,
// sections and text). The search engineer replaces this with the real engine.
import { useMemo, useState } from 'react';
import { useSite } from '../state/pack';
import { Link } from '../components/Link';

export function SearchPage() {
  const { pack } = useSite();
  const [q, setQ] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const index = useMemo(() => { try { return pack.search(); } catch { return { pages: [], docs: [] }; } }, [pack]);
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = terms.length
    ? index.docs.map((d) => ({ ...d, p: index.pages[d.page] })).filter((d) => {
      const t = `${d.p?.title} ${d.heading} ${d.text}`.toLowerCase();
      return d.p && terms.every((w) => t.includes(w));
    }).slice(0, 50)
    : [];
  return (
    <div className="container search-page">
      <h1>Search the documentation</h1>
      <input type="search" className="search-page__input" placeholder="Search docs" aria-label="Search docs" value={q} autoFocus onChange={(e) => setQ(e.target.value)} />
      {terms.length > 0 && <p aria-live="polite">{hits.length ? `${hits.length}${hits.length === 50 ? '+' : ''} results` : 'No results.'}</p>}
      <ul className="search-page__results">
        {hits.map((d, i) => (
          <li key={i}>
            <Link to={d.p.route + (d.anchor ? '#' + d.anchor : '')}>{d.p.title}{d.heading ? ` › ${d.heading}` : ''}</Link>
            <p>{d.text.slice(0, 180)}{d.text.length > 180 ? '…' : ''}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
