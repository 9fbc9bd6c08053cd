// Accessible tabs (WAI-ARIA tabs pattern): a tablist of buttons with roving tabindex,
// Left/Right arrows (wrapping), Home and End move and select; one tabpanel labelled by the
// selected tab. Used for code-sample languages, response statuses, media types and
// oneOf/anyOf alternatives.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec { key: string; label: ReactNode; className?: string }

export function Tabs({ label, tabs, selected, onSelect, children, className }: {
  label: string;
  tabs: TabSpec[];
  selected: number;
  onSelect: (i: number) => void;
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const sel = Math.min(Math.max(selected, 0), tabs.length - 1);
  const move = (i: number) => {
    const n = (i + tabs.length) % tabs.length;
    onSelect(n);
    refs.current[n]?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(sel + 1),
      ArrowLeft: () => move(sel - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const f = keys[e.key];
    if (f) { e.preventDefault(); f(); }
  };
  return (
    <div className={'api-tabs' + (className ? ` ${className}` : '')}>
      <div role="tablist" aria-label={label} className="api-tabs__list">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => { refs.current[i] = el; }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === sel}
            aria-controls={`${base}-panel`}
            tabIndex={i === sel ? 0 : -1}
            className={'api-tabs__tab' + (t.className ? ` ${t.className}` : '')}
            data-key={t.key}
            onClick={() => onSelect(i)}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${sel}`} className="api-tabs__panel">
        {children}
      </div>
    </div>
  );
}
