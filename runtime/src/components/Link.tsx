// An internal link: a real href (so open-in-new-tab works) whose plain clicks go through the router.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { Router } from '../router';
import { isPlainClick } from '../router';
import { useRouter } from '../state/route';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route with an optional anchor ('/a/b#c'), or '#c' for the current route. */
  to: string;
}

export function onInternalClick(e: MouseEvent<HTMLAnchorElement>, to: string, router: Router) {
  if (!isPlainClick(e) || (e.currentTarget.target && e.currentTarget.target !== '_self')) return;
  e.preventDefault();
  router.navigate(to);
}

export function Link({ to, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  // Sidebars may hold URLs (Docusaurus `type: 'link'` items): those leave the site.
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(to)) return <a {...rest} href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} />;
  return <a {...rest} href={router.href(to)} onClick={(e) => { onClick?.(e); onInternalClick(e, to, router); }} />;
}

/** A nav item: a route, or an external URL opened in a new tab. */
export function NavLink({ to, external, ...rest }: LinkProps & { external: boolean }) {
  if (external) return <a {...rest} href={to} target="_blank" rel="noopener noreferrer" />;
  return <Link to={to} {...rest} />;
}
