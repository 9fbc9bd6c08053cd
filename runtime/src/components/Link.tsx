// An internal link: a real href (so open-in-new-tab works) whose plain clicks go through the router.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { Router } from '../router';
import { isPlainClick, splitTarget } from '../router';
import { useSite, type Site } from '../state/pack';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route with an optional anchor ('/a/b#c'), or '#c' for the current route. */
  to: string;
}

export function onInternalClick(e: MouseEvent<HTMLAnchorElement>, to: string, router: Router) {
  if (!isPlainClick(e) || (e.currentTarget.target && e.currentTarget.target !== '_self')) return;
  e.preventDefault();
  router.navigate(to);
}

/**
 * Starts fetching the page chunk of the route a link leads to, when the pointer or focus
 * reaches it: hosted pages fetch chunks on demand, and the ~100 ms before a click hides
 * most of a fetch. Not for a visitor who asked to save data or is on a 2G connection.
 */
function prefetch(site: Site, to: string) {
  const c = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (c?.saveData || /2g$/.test(c?.effectiveType ?? '')) return;
  const path = splitTarget(to.split('?')[0], site.router.get().path).path;
  const entry = site.route(path);
  // A hosted route not known yet: its route table block first, then its chunk.
  if (entry) site.pack.prefetch(entry.segment);
  else site.routesFor(path)?.then(() => prefetch(site, to), () => {});
}

export function Link({ to, onClick, ...rest }: LinkProps) {
  const site = useSite();
  const router = site.router;
  // Sidebars may hold URLs (Docusaurus `type: 'link'` items): those leave the site.
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(to)) return <a {...rest} href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} />;
  const ahead = () => prefetch(site, to);
  return <a onPointerEnter={ahead} onFocus={ahead} {...rest} href={router.href(to)} onClick={(e) => { onClick?.(e); onInternalClick(e, to, router); }} />;
}

/** A nav item: a route, or an external URL opened in a new tab. */
export function NavLink({ to, external, ...rest }: LinkProps & { external: boolean }) {
  if (external) return <a {...rest} href={to} target="_blank" rel="noopener noreferrer" />;
  return <Link to={to} {...rest} />;
}
