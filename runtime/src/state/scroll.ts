// Scroll lock for modal layers (search, mobile menu): the document stops scrolling under
// them. An inline style, saved and restored, rather than a class on <body>, so an embedded
// mount needs no CSS rule outside its own root. Counted, so nested layers unlock once.
let locks = 0;
let saved = '';

export function lockScroll(): () => void {
  if (!locks++) { saved = document.body.style.overflow; document.body.style.overflow = 'hidden'; }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (!--locks) document.body.style.overflow = saved;
  };
}
