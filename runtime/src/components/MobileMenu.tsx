// The drawer below 996 px, two levels as Docusaurus has it: on a page with a sidebar it
// opens on that sidebar, under a "← Back to main menu" button that switches it to the
// navbar's links (the main menu), whose "Docs sidebar →" button switches back; elsewhere it
// shows the main menu alone. The level's button takes the focus when the level changes, so
// a keyboard stays inside; Escape (Navbar), the close button and the backdrop dismiss it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SidebarItem } from '../pack/schema';
import { Icon } from './Icons';
import { Link } from './Link';
import { Sidebar } from './Sidebar';
import { ThemeToggle } from './ThemeToggle';

interface Props {
  title: string;
  path: string;
  /** The navbar's links, rendered for the drawer. */
  main: ReactNode;
  sidebar: SidebarItem[] | null;
  /** A link was picked: the drawer closes, focus belongs to the new page. */
  onPick: () => void;
  /** Close button or backdrop: the drawer closes, focus goes back to the hamburger. */
  onDismiss: () => void;
}

export function MobileMenu({ title, path, main, sidebar, onPick, onDismiss }: Props) {
  const [level, setLevel] = useState<'sidebar' | 'main'>(sidebar ? 'sidebar' : 'main');
  const switcher = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) switcher.current?.focus();
  }, [level]);
  const go = (to: 'sidebar' | 'main') => { switched.current = true; setLevel(to); };
  const showSidebar = sidebar && level === 'sidebar';
  return (
    <div className="mobile-menu" id="docc-mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onDismiss} />
      <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="mobile-menu__header">
          <Link to="/" className="navbar__brand" onClick={onPick}><span className="navbar__title">{title}</span></Link>
          <ThemeToggle />
          <button type="button" className="icon-button" aria-label="Close navigation menu" autoFocus onClick={onDismiss}><Icon name="close" /></button>
        </div>
        {showSidebar ? (
          <>
            <button ref={switcher} type="button" className="mobile-menu__switch" onClick={() => go('main')}>← Back to main menu</button>
            <Sidebar items={sidebar} active={path} />
          </>
        ) : (
          <>
            <nav className="mobile-menu__items" aria-label="Main menu">{main}</nav>
            {sidebar && <button ref={switcher} type="button" className="mobile-menu__switch mobile-menu__switch--forward" onClick={() => go('sidebar')}>Docs sidebar →</button>}
          </>
        )}
      </div>
    </div>
  );
}
