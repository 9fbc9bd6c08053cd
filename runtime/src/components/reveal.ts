/**
 * Scrolls the nearest scrolling container of `el`, starting at `from` (a sidebar or TOC column
 * with its own scrollbar, or the mobile menu panel around the sidebar), just enough that `el`
 * is inside it: like scrollIntoView({ block: 'nearest' }), but never scrolling the page, which
 * scrollIntoView would also do when the column is sticky. Nothing happens when no ancestor from
 * `from` up scrolls on its own.
 */
export function revealIn(el: HTMLElement, from: HTMLElement): void {
  let box: HTMLElement | null = from;
  while (box && box !== document.body && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
  if (!box || box === document.body) return;
  const e = el.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const margin = Math.min(48, b.height / 4);
  if (e.top < b.top + margin) box.scrollTop -= b.top + margin - e.top;
  else if (e.bottom > b.bottom - margin) box.scrollTop += e.bottom - (b.bottom - margin);
}
