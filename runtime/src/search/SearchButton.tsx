// The navbar's search slot: the button, the global shortcuts (Ctrl+K / Cmd+K toggle, `/`
// opens unless the visitor is typing in a field), and the modal. Focus returns to where it
// was when the modal closes. The modal (and with it the index decode) loads only on open.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icons';
import { useSite } from '../state/pack';
import { preconnect } from './hosted';
import { SearchModal } from './SearchModal';

export function isEditable(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
}

export function SearchButton() {
  const { manifest, keys } = useSite();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const ds = manifest.site.docsearch;

  const show = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  // Focus goes back once the modal <dialog> has left the page (a layout effect: right after
  // the commit that removed it); while it is open the rest of the document is inert.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open || !wasOpen.current) { wasOpen.current = open; return; }
    wasOpen.current = false;
    const back = returnTo.current && returnTo.current !== document.body && returnTo.current.isConnected ? returnTo.current : button.current;
    back?.focus();
  }, [open]);

  useEffect(() => { if (ds) preconnect(ds); }, [ds]);
  useEffect(() => {
    const onKey = (ev: Event) => {
      const e = ev as KeyboardEvent;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (open) close(); else show();
      } else if (e.key === '/' && !open && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.target)) {
        e.preventDefault();
        show();
      }
    };
    keys.addEventListener('keydown', onKey);
    return () => keys.removeEventListener('keydown', onKey);
  }, [open, show, close, keys]);

  return (
    <>
      <button ref={button} type="button" className="search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={show}>
        <Icon name="search" size={16} />
        <span className="search-button__placeholder">Search docs</span>
        <span className="search-button__keys" aria-hidden="true"><kbd>{/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl'}</kbd><kbd>K</kbd></span>
      </button>
      {open && <SearchModal onClose={close} />}
    </>
  );
}
