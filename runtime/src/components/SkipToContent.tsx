// The first focusable element: jumps to <main id="docc-main">.
export function SkipToContent() {
  return (
    <a
      className="skip-to-content"
      href="#docc-main"
      onClick={(e) => {
        // Hash links are routes in file:// mode, so move focus by hand instead of following the hash.
        e.preventDefault();
        const main = document.getElementById('docc-main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
