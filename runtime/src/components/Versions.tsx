// Docs versions (Docusaurus's versioned docs, `SiteInfo.versions`): the banner above an
// unreleased or unmaintained version's pages, the navbar's version menu, and the visitor's
// chosen version, stored under Docusaurus's own key so a choice carries over from it. The
// version shown is the page's, else the chosen one, else the last (what navbar docs links
// and search follow).
import { useEffect, useRef, useState } from 'react';
import { useNav } from '../state/route';
import { useSite, type Site } from '../state/pack';
import { usePref } from './api/prefs';
import { Icon } from './Icons';
import { Link } from './Link';

export const VERSION_KEY = 'docs-preferred-version-default';

/** The docs version of the page at `path`, or null (not a versioned doc). */
export const versionOf = (site: Site, path: string): number | null => site.route(path)?.version ?? null;

/** `path` in version `to`: the same page when that version has it, else its main doc. */
export function sameIn(site: Site, path: string, to: number): string {
  const vs = site.manifest.site.versions;
  const from = versionOf(site, path);
  if (from != null) {
    const there = vs[to].path + path.slice(vs[from].path.length);
    if (versionOf(site, there || '/') === to) return there || '/';
  }
  return vs[to].main;
}

/** The version shown: the page's, else the visitor's choice, else the last; null if unversioned. */
export function useShownVersion(): number | null {
  const site = useSite();
  const { path } = useNav();
  const [pref] = usePref(VERSION_KEY);
  const vs = site.manifest.site.versions;
  if (!vs.length) return null;
  const chosen = vs.findIndex((v) => v.name === pref);
  return versionOf(site, path) ?? (chosen >= 0 ? chosen : site.manifest.site.last_version);
}

/** A navbar link into the docs, moved to the version shown (Docusaurus's doc items). */
export function useVersionedHref(): (href: string) => string {
  const site = useSite();
  const shown = useShownVersion();
  return (href) => (shown == null || versionOf(site, href) == null || versionOf(site, href) === shown ? href : sameIn(site, href, shown));
}

export function VersionBanner({ route }: { route: string }) {
  const site = useSite();
  const [, choose] = usePref(VERSION_KEY);
  const v = versionOf(site, route);
  const { versions, last_version: last, title } = site.manifest.site;
  const version = v == null ? null : versions[v];
  if (!version || version.banner === 'None') return null;
  const latest = versions[last];
  return (
    <div className="version-banner admonition admonition--warning" role="alert">
      <p>
        {version.banner === 'Unreleased'
          ? <>This is unreleased documentation for {title} <b>{version.label}</b> version.</>
          : <>This is documentation for {title} <b>{version.label}</b>, which is no longer actively maintained.</>}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <Link to={sameIn(site, route, last)} onClick={() => choose(latest.name)}><b>latest version</b></Link> ({latest.label}).
      </p>
    </div>
  );
}

/** The navbar's version menu: each version by label, to the same page in it (or its main doc). */
export function VersionDropdown({ onPick }: { onPick?: () => void }) {
  const site = useSite();
  const { path } = useNav();
  const [, choose] = usePref(VERSION_KEY);
  const shown = useShownVersion();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => { if (!box.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const vs = site.manifest.site.versions;
  if (shown == null) return null;
  return (
    <div className="version-menu" ref={box} onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false); }}>
      <button type="button" className="navbar__link version-menu__button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        {vs[shown].label}<Icon name="chevron" size={12} />
      </button>
      {open && (
        <ul className="version-menu__list">
          {vs.map((v, i) => (
            <li key={v.name}>
              <Link to={sameIn(site, path, i)} className={'version-menu__item' + (i === shown ? ' version-menu__item--active' : '')}
                aria-current={i === shown ? 'true' : undefined} onClick={() => { choose(v.name); setOpen(false); onPick?.(); }}>{v.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
