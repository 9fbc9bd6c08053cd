// MDX <TOCInline>: the page's headings (levels chosen by the compiler) as links in the text.
import type { TocEntry } from '../../pack/schema';
import { Link } from '../Link';

export function TocInline({ entries }: { entries: TocEntry[] }) {
  const min = Math.min(...entries.map((e) => e.level));
  return (
    <ul className="toc-inline">
      {entries.map((e) => <li key={e.id} className={`toc-inline__l${e.level - min}`}><Link to={`#${e.id}`}>{e.text}</Link></li>)}
    </ul>
  );
}
