// Top bar: brand, 'Docs' + configured items, search slot, theme toggle; below 996 px a
// hamburger opens the drawer (MobileMenu): the current page's sidebar, and the same items
// one level up.
// With navbar.hide_on_scroll it slides away while scrolling down and returns on scroll up.
import { useEffect, useRef, useState } from 'react';
import type { NavItem, SidebarItem } from '../pack/schema';
import { SearchButton } from '../search/SearchButton';
import { useAssetUrl, useSite } from '../state/pack';
import { lockScroll } from '../state/scroll';
import { Icon } from './Icons';
import { Link, NavLink } from './Link';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { useVersionedHref, VersionDropdown } from './Versions';

interface Props { path: string; sidebar: SidebarItem[] | null; docsActive: boolean }

function useHideOnScroll(enabled: boolean, pause: boolean) {
  const { view } = useSite();
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = view.y();
      if (!pause) {
        if (y < 60) setHidden(false);
        else if (y > last.current + 4) setHidden(true);
        else if (y < last.current - 4) setHidden(false);
      }
      last.current = y;
    };
    view.target.addEventListener('scroll', onScroll, { passive: true });
    return () => view.target.removeEventListener('scroll', onScroll);
  }, [enabled, pause, view]);
  return enabled && hidden && !pause;
}

// The docs section's item: the built-in 'Docs' link, or a configured item labelled 'Docs' / pointing at docs_root.
const isDocsItem = (it: NavItem, docsRoot: string) => !it.external && (it.label.toLowerCase() === 'docs' || it.href === docsRoot);

function Items({ items, path, onPick, docsRoot, docsActive }: { items: NavItem[]; path: string; onPick?: () => void; docsRoot: string; docsActive: boolean }) {
  const versioned = useVersionedHref();
  return (
    <>
      {items.map((item, i) => {
        const it = item.external ? item : { ...item, href: versioned(item.href) };
        const active = !it.external && ((isDocsItem(it, docsRoot) && docsActive) ||
          (it.href !== '/' && (path === it.href || path.startsWith(it.href.replace(/\/$/, '') + '/'))));
        return (
          <NavLink key={i} to={it.href} external={it.external} onClick={onPick}
            className={'navbar__link' + (active ? ' navbar__link--active' : '')} aria-current={path === it.href ? 'page' : undefined}>
            {it.label}{it.external && <Icon name="external" size={12} />}
          </NavLink>
        );
      })}
    </>
  );
}

export function Navbar({ path, sidebar, docsActive }: Props) {
  const { manifest, keys } = useSite();
  const site = manifest.site;
  const nav = site.navbar;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(nav.hide_on_scroll, open);
  const logo = useAssetUrl(nav.logo);
  const left = nav.items.filter((i) => !i.right);
  const right = nav.items.filter((i) => i.right);
  const close = () => setOpen(false);
  // Dismissing the menu (close button, backdrop, Escape) gives focus back to the hamburger;
  // picking a link does not (focus then belongs to the new page).
  const dismiss = () => { setOpen(false); toggle.current?.focus(); };

  useEffect(() => { setOpen(false); }, [path]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: Event) => { if ((e as KeyboardEvent).key === 'Escape') dismiss(); };
    keys.addEventListener('keydown', onKey);
    const unlock = lockScroll();
    return () => { keys.removeEventListener('keydown', onKey); unlock(); };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  // A built-in 'Docs' item, unless the configured items already have one.
  const versioned = useVersionedHref();
  const dropdown = site.version_dropdown;
  const docs = site.docs_root && !nav.items.some((it) => isDocsItem(it, site.docs_root)) && (
    <Link to={versioned(site.docs_root)} onClick={close} className={'navbar__link' + (docsActive ? ' navbar__link--active' : '')} aria-current={path === site.docs_root ? 'page' : undefined}>Docs</Link>
  );
  return (
    <header className={'navbar' + (hidden ? ' navbar--hidden' : '')}>
      <div className="navbar__inner">
        <button ref={toggle} type="button" className="icon-button navbar__toggle" aria-label="Open navigation menu" aria-expanded={open} aria-controls="docc-mobile-menu" onClick={() => setOpen(true)}>
          <Icon name="menu" size={24} />
        </button>
        <Link to="/" className="navbar__brand">
          {logo && <img src={logo.url} alt="" className="navbar__logo" />}
          <span className="navbar__title">{nav.title || site.title}</span>
        </Link>
        <nav className="navbar__items" aria-label="Main">
          {docs}
          <Items items={left} path={path} docsRoot={site.docs_root} docsActive={docsActive} />
          {dropdown && !dropdown.right && <VersionDropdown />}
        </nav>
        <div className="navbar__items navbar__items--right">
          {dropdown?.right && <VersionDropdown />}
          <Items items={right} path={path} docsRoot={site.docs_root} docsActive={docsActive} />
          <SearchButton />
          <ThemeToggle />
        </div>
      </div>
      {open && (
        <MobileMenu title={nav.title || site.title} path={path} sidebar={sidebar} onPick={close} onDismiss={dismiss}
          main={<>{docs}<Items items={nav.items} path={path} onPick={close} docsRoot={site.docs_root} docsActive={docsActive} />{dropdown && <VersionDropdown onPick={close} />}</>} />
      )}
    </header>
  );
}
