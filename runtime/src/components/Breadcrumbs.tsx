import type { Crumb } from '../pack/schema';
import { Icon } from './Icons';
import { Ident } from './Ident';
import { Link } from './Link';

/** page.breadcrumbs (derived: pack/derive.ts), ending with the current page (appended when they list only its parents). */
export function Breadcrumbs({ crumbs: given, route, title }: { crumbs: Crumb[]; route: string; title: string }) {
  if (!given.length) return null;
  const last = given[given.length - 1];
  const crumbs = last.route === route || (last.route === null && last.label === title) ? given : [...given, { label: title, route: null }];
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li><Link to="/" aria-label="Home page" className="breadcrumbs__home"><Icon name="home" size={16} /></Link></li>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {c.route && !last ? <Link to={c.route}><Ident text={c.label} /></Link> : <span aria-current={last ? 'page' : undefined}><Ident text={c.label} /></span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
