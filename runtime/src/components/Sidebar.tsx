// The docs sidebar (manifest.sidebars[page.sidebar]). Categories start expanded when they
// contain the active route, otherwise as `collapsed` says; navigating into a closed category
// opens it, and nothing is ever collapsed automatically. `collapsible: false` = always open.
// Expanding and collapsing animate (Collapsible), 1 ms with prefers-reduced-motion.
// A hosted site's collapsed categories come without their items (`Category.piece`, a segment
// of their own): fetched when the category opens; those on the active route's path
// (`RouteEntry.sidebar`) are read before the page shows (`Site.routesFor`).
import { useEffect, useRef, useState } from 'react';
import { vec } from '../pack/bincode';
import { SidebarItemD, type SidebarItem } from '../pack/schema';
import { contains, useReady, useSite } from '../state/pack';
import { Collapsible } from './Collapsible';
import { Icon } from './Icons';
import { Ident } from './Ident';
import { revealIn } from './reveal';
import { Link } from './Link';

type Category = Extract<SidebarItem, { Category: unknown }>['Category'];

function CategoryItem({ cat, active, level }: { cat: Category; active: string; level: number }) {
  const { pack, route } = useSite();
  const inside = contains([{ Category: cat }], active, route(active)?.sidebar);
  const [open, setOpen] = useState(inside || !cat.collapsed);
  useEffect(() => { if (inside) setOpen(true); }, [inside, active]);
  const expanded = !cat.collapsible || open;
  // Its piece is fetched when it first opens (reading `ready` asks for it) and kept.
  const arrived = useReady(expanded ? cat.piece : null);
  const items = cat.piece != null && (expanded ? arrived : pack.loaded(cat.piece)) ? pack.segment(cat.piece, vec(SidebarItemD)) : cat.items;
  const current = cat.route === active;
  const cls = 'menu__link menu__link--category' + (current ? ' menu__link--active' : inside ? ' menu__link--active-parent' : '');
  return (
    <li className={'menu__item' + (expanded ? '' : ' menu__item--collapsed')}>
      <div className="menu__category">
        {cat.route ? (
          <Link to={cat.route} className={cls} aria-current={current ? 'page' : undefined} onClick={() => setOpen(true)}>{cat.label}</Link>
        ) : cat.collapsible ? (
          <button type="button" className={cls} aria-expanded={expanded} onClick={() => setOpen(!open)}>{cat.label}</button>
        ) : (
          <span className={cls}>{cat.label}</span>
        )}
        {cat.collapsible && (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${cat.label}'`}
            onClick={() => setOpen(!open)}
          >
            <Icon name="chevron" size={16} />
          </button>
        )}
      </div>
      <Collapsible open={expanded}><SidebarList items={items} active={active} level={level + 1} /></Collapsible>
    </li>
  );
}

function SidebarList({ items, active, level }: { items: SidebarItem[]; active: string; level: number }) {
  return (
    <ul className={level ? 'menu__list menu__list--nested' : 'menu__list'}>
      {items.map((it, i) =>
        'Link' in it ? (
          <li key={i} className="menu__item">
            <Link
              to={it.Link.route}
              className={'menu__link' + (it.Link.badge ? ' menu__link--badged' : '') + (it.Link.route === active ? ' menu__link--active' : '')}
              aria-current={it.Link.route === active ? 'page' : undefined}
            >
              {it.Link.badge && <span className={`menu__badge menu__badge--${it.Link.badge}`} aria-hidden="true">{it.Link.badge === 'delete' ? 'del' : it.Link.badge}</span>}
              <Ident text={it.Link.label} />
            </Link>
          </li>
        ) : (
          <CategoryItem key={i} cat={it.Category} active={active} level={level} />
        ),
      )}
    </ul>
  );
}

export function Sidebar({ items, active }: { items: SidebarItem[]; active: string }) {
  const nav = useRef<HTMLElement>(null);
  // The current page's entry in view on load and after each navigation (API and SDK sidebars are
  // thousands of pixels tall). Again when a category that opened for it finishes its animation
  // (only just after the navigation: later the reader's own expanding must not pull the list).
  useEffect(() => {
    const show = () => {
      const el = nav.current;
      const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
      if (el && link) revealIn(link, el);
    };
    show();
    const el = nav.current;
    el?.addEventListener('transitionend', show);
    const stop = () => el?.removeEventListener('transitionend', show);
    const t = setTimeout(stop, 1500);
    return () => { clearTimeout(t); stop(); };
  }, [active]);
  return (
    <nav className="menu" aria-label="Docs sidebar" ref={nav}>
      <SidebarList items={items} active={active} level={0} />
    </nav>
  );
}
