import type { SiteInfo } from '../pack/schema';
import { NavLink } from './Link';
import { Icon } from './Icons';

export function Footer({ site }: { site: SiteInfo }) {
  if (!site.footer.length && !site.copyright) return null;
  return (
    <footer className="footer">
      <div className="footer__inner">
        {site.footer.length > 0 && (
          <div className="footer__columns">
            {site.footer.map((col, i) => (
              <div key={i} className="footer__col">
                <h2 className="footer__title">{col.title}</h2>
                <ul>
                  {col.items.map((it, j) => (
                    <li key={j}>
                      <NavLink to={it.href} external={it.external} className="footer__link">
                        {it.label}{it.external && <Icon name="external" size={12} />}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {site.copyright && <div className="footer__copyright">{site.copyright}</div>}
      </div>
    </footer>
  );
}
