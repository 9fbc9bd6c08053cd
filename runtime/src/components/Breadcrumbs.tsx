import type { Crumb } from '../pack/schema';
import { Icon } from './Icons';
import { Link } from './Link';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (!crumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li><Link to="/" aria-label="Home page" className="breadcrumbs__home"><Icon name="home" size={16} /></Link></li>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {c.route && !last ? <Link to={c.route}>{c.label}</Link> : <span aria-current={last ? 'page' : undefined}>{c.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
