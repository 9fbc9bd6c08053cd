// The first focusable element: jumps to <main id="main">.
export function SkipToContent() {
  return (
    <a
      className="skip-to-content"
      href="#main"
      onClick={(e) => {
        // Hash links are routes in file:// mode, so move focus by hand instead of following the hash.
        e.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
