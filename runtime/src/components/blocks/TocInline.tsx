// MDX <TOCInline>: the page's headings (levels chosen by the compiler) as links in the text.
import type { TocEntry } from '../../pack/schema';
import { tocDepths } from '../../pack/derive';
import { Link } from '../Link';

export function TocInline({ entries }: { entries: TocEntry[] }) {
  const depth = tocDepths(entries);
  return (
    <ul className="toc-inline">
      {entries.map((e, i) => <li key={e.id} className={`toc-inline__l${depth[i]}`}><Link to={`#${e.id}`}>{e.text}</Link></li>)}
    </ul>
  );
}
