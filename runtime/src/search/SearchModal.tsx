// The search modal: a native <dialog> opened with showModal(), so the browser keeps focus
// inside it, makes the rest of the page inert and turns Escape into a `cancel` event (closed
// through onClose, so React stays the owner; Escape in the input is handled first, as the
// input would clear itself instead). Focus starts in the input; ArrowDown/ArrowUp
// move through the hits (the focused hit is a real link, so Enter opens it and screen readers
// read it), typing goes back to the input. With an empty query it lists favourites and recent
// picks (stored in localStorage).
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../components/Icons';
import { Link } from '../components/Link';
import { lockScroll } from '../state/scroll';
import { useSite } from '../state/pack';
import { HitGroups, NoResults, SearchError } from './Hits';
import { addFavorite, addRecent, FAVORITES_KEY, load, RECENT_KEY, removeHit, save, shownRecents, type StoredHit } from './store';
import { MAX_QUERY, searchTarget } from './url';
import { suggestions, useSearch, type UIHit } from './useSearch';
import './search.css';

const stored = (h: StoredHit): StoredHit => ({ route: h.route, pageTitle: h.pageTitle, heading: h.heading, kind: h.kind });

export function SearchModal({ onClose }: { onClose: () => void }) {
  const { manifest, router, root } = useSite();
  const [query, setQuery] = useState('');
  const state = useSearch(query);
  const [recent, setRecent] = useState(() => load(RECENT_KEY));
  const [favorites, setFavorites] = useState(() => load(FAVORITES_KEY));
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Before the first paint: the dialog never shows as a non-modal box.
  useLayoutEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
    return lockScroll();
  }, []);

  const updateRecent = (list: StoredHit[]) => { setRecent(list); save(RECENT_KEY, list); };
  const updateFavorites = (list: StoredHit[]) => { setFavorites(list); save(FAVORITES_KEY, list); };
  const pick = (h: StoredHit) => { updateRecent(addRecent(recent, stored(h))); onClose(); };
  const isFavorite = (route: string) => favorites.some((f) => f.route === route);
  const toggleFavorite = (h: StoredHit) => {
    if (isFavorite(h.route)) updateFavorites(removeHit(favorites, h.route));
    else { updateFavorites(addFavorite(favorites, stored(h))); updateRecent(removeHit(recent, h.route)); }
  };
  const star = (h: StoredHit) => {
    const on = isFavorite(h.route);
    return (
      <button type="button" className={'search-action' + (on ? ' search-action--on' : '')} aria-pressed={on}
        aria-label={on ? 'Remove this search from favorites' : 'Save this search'} title={on ? 'Remove from favorites' : 'Save this search'}
        onClick={() => toggleFavorite(h)}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round"><path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.3L12 17.5 6.4 20.4l1.1-6.3L3 9.7l6.2-.9z" /></svg>
      </button>
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    const root = dialog.current;
    if (!root) return;
    // A type="search" input clears itself on Escape (and the dialog stays open): close instead.
    if (e.key === 'Escape') { e.preventDefault(); onClose(); return; }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const items = [...root.querySelectorAll<HTMLElement>('[data-search-item]')];
      if (!items.length) return;
      e.preventDefault();
      const i = items.indexOf(document.activeElement as HTMLElement);
      if (e.key === 'ArrowDown') items[i < 0 ? 0 : Math.min(i + 1, items.length - 1)].focus();
      else if (i <= 0) input.current?.focus();
      else items[i - 1].focus();
      return;
    }
    // Typing while a hit has focus refines the query.
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.target !== input.current && (e.target as HTMLElement).hasAttribute?.('data-search-item')) {
      input.current?.focus();
    }
  };

  const onSubmit = () => {
    const first = dialog.current?.querySelector<HTMLElement>('[data-search-item]');
    if (first) first.click();
    else if (query.trim()) { onClose(); router.navigate(searchTarget(query)); }
  };

  const q = query.trim();
  const recents = shownRecents(recent, favorites);
  let body;
  if (!q) {
    body = recents.length || favorites.length ? (
      <>
        {favorites.length > 0 && <StoredList title="Favorites" items={favorites} onPick={pick} actions={(h) => (
          <button type="button" className="search-action" aria-label="Remove this search from favorites" title="Remove from favorites" onClick={() => updateFavorites(removeHit(favorites, h.route))}><Icon name="close" size={16} /></button>
        )} />}
        {recents.length > 0 && <StoredList title="Recent" items={recents} onPick={pick} actions={(h) => (
          <>
            {star(h)}
            <button type="button" className="search-action" aria-label="Remove this search from history" title="Remove from history" onClick={() => updateRecent(removeHit(recent, h.route))}><Icon name="close" size={16} /></button>
          </>
        )} />}
      </>
    ) : <div className="search-empty"><p className="search-empty__title">No recent searches</p></div>;
  } else if (state.status === 'error') body = <SearchError />;
  else if (state.hits.length) body = <HitGroups hits={state.hits} onPick={(h: UIHit) => pick(h)} action={star} />;
  else if (state.status === 'idle' && state.query === query) body = <NoResults query={q} suggestions={suggestions(manifest)} onSuggest={(s) => { setQuery(s); input.current?.focus(); }} />;

  const busy = state.status === 'loading' || state.status === 'stalled';
  return createPortal(
    // A press on the ::backdrop targets the <dialog> itself (the panel fills it).
    <dialog ref={dialog} className="search-modal" aria-label="Search" onKeyDown={onKeyDown}
      onCancel={(e) => { e.preventDefault(); onClose(); }} onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className="search-modal__dialog" data-status={q ? state.status : 'idle'} aria-busy={busy}>
        <form className="search-modal__form" role="search" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
          <label className="search-modal__label" htmlFor="docc-search-input"><Icon name="search" size={20} /><span className="search-sr">Search docs</span></label>
          <input ref={input} id="docc-search-input" className="search-modal__input" type="search" placeholder="Search docs" maxLength={MAX_QUERY}
            autoComplete="off" autoCorrect="off" autoCapitalize="off" spellCheck={false} enterKeyHint="go"
            value={query} onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY))} />
          {state.status === 'stalled' && q && <span className="search-modal__spinner" role="status"><span className="search-sr">Loading results</span></span>}
          <button type="button" className="search-modal__close" onClick={onClose}><kbd aria-hidden="true">Esc</kbd><span className="search-sr">Close search</span></button>
        </form>
        <div className="search-modal__body">{state.waiting && <p className="search-empty" role="status">Search index loading…</p>}{body}</div>
        <div className="search-sr" aria-live="polite">{q && state.status === 'idle' ? `${state.total} results` : ''}</div>
        <footer className="search-modal__footer">
          {q ? <Link to={searchTarget(q)} className="search-modal__all" onClick={onClose}>See all results</Link> : <span />}
          <span className="search-modal__keys" aria-hidden="true"><kbd>↵</kbd> to select <kbd>↑</kbd><kbd>↓</kbd> to navigate <kbd>esc</kbd> to close</span>
        </footer>
      </div>
    </dialog>,
    root,
  );
}

function StoredList({ title, items, onPick, actions }: { title: string; items: StoredHit[]; onPick: (h: StoredHit) => void; actions: (h: StoredHit) => ReactNode }) {
  return (
    <section className="search-group" aria-label={title}>
      <h3 className="search-group__title">{title}</h3>
      <ul className="search-group__hits">
        {items.map((h) => (
          <li key={h.route} className="search-hit search-hit--stored">
            <Link to={h.route} className="search-hit__link" data-search-item="" onClick={() => onPick(h)}>
              <span className="search-hit__title">{h.heading || h.pageTitle}</span>
              {h.heading && <span className="search-hit__snippet">{h.pageTitle}</span>}
            </Link>
            {actions(h)}
          </li>
        ))}
      </ul>
    </section>
  );
}
