// An animated expand/collapse (sidebar categories). The content is mounted the first time it
// opens and then kept (hidden when collapsed), so reopening animates instead of re-rendering.
// The animation length grows with the content's height, as Docusaurus does, so tall lists do
// not snap and short ones do not drag; with prefers-reduced-motion it is 1 ms (the stylesheet
// enforces the same for every transition).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Transition length in ms for content `height` px tall. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Collapsible({ open, className, children }: { open: boolean; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const animate = useRef(false);
  if (open && !mounted) setMounted(true);

  useLayoutEffect(() => {
    // The first render (closed, or open on a page inside the category) is never animated.
    if (!animate.current) { animate.current = true; return; }
    const el = ref.current;
    if (!el) return;
    el.hidden = false;
    el.style.height = '';
    const height = el.scrollHeight;
    const ms = collapseDuration(height, prefersReducedMotion());
    el.style.transition = `height ${ms}ms ease-in-out`;
    el.style.overflow = 'hidden';
    el.style.height = (open ? 0 : height) + 'px';
    void el.offsetHeight; // commit the start height so the change below transitions
    el.style.height = (open ? height : 0) + 'px';
    const done = setTimeout(() => {
      el.style.height = '';
      el.style.overflow = '';
      el.hidden = !open;
    }, ms + 20);
    return () => clearTimeout(done);
  }, [open]);

  if (!mounted) return null;
  return <div ref={ref} className={className} hidden={!open} data-collapsible="">{children}</div>;
}
