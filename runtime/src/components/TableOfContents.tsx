// "On this page": page.toc (h2-h3 unless front matter says otherwise; pack/derive.ts), highlighting the section being read.
// Right column on wide screens, a collapsible block above the content on narrow ones.
import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../pack/schema';
import { tocDepths } from '../pack/derive';
import { useSite } from '../state/pack';
import { Ident } from './Ident';
import { Link } from './Link';
import { revealIn } from './reveal';

function useActiveHeading(toc: TocEntry[]): string {
  const [active, setActive] = useState('');
  const { byContentId, view } = useSite();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // The last heading whose top has passed just under the sticky navbar.
      const line = view.top() + 100;
      let id = '';
      for (const t of toc) {
        const el = byContentId(t.id);
        if (el && el.getBoundingClientRect().top <= line) id = t.id;
      }
      // At the very bottom of the page the last sections cannot reach the line.
      if (view.height() + view.y() >= view.full() - 2 && toc.length) id = toc[toc.length - 1].id;
      setActive(id);
    };
    const onScroll = () => { if (!frame) frame = requestAnimationFrame(update); };
    update();
    view.target.addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll);
    return () => { view.target.removeEventListener('scroll', onScroll); removeEventListener('resize', onScroll); cancelAnimationFrame(frame); };
  }, [toc, byContentId, view]);
  return active;
}

function TocList({ toc, active }: { toc: TocEntry[]; active: string }) {
  const depth = tocDepths(toc);
  return (
    <ul className="toc__list">
      {toc.map((t, i) => (
        <li key={t.id} className={`toc__item toc__item--l${depth[i]}`}>
          <Link to={`#${t.id}`} className={'toc__link' + (t.id === active ? ' toc__link--active' : '')} aria-current={t.id === active ? 'location' : undefined}>
            <Ident text={t.text} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const active = useActiveHeading(toc);
  const nav = useRef<HTMLElement>(null);
  // A long TOC scrolls in its own column: keep the entry being read inside it.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('.toc__link--active');
    if (nav.current && link) revealIn(link, nav.current);
  }, [active]);
  if (!toc.length) return null;
  return (
    <nav className="toc" aria-label="On this page" ref={nav}>
      <div className="toc__title">On this page</div>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

export function MobileToc({ toc }: { toc: TocEntry[] }) {
  if (!toc.length) return null;
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <TocList toc={toc} active="" />
    </details>
  );
}
