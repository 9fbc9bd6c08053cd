// The first focusable element: jumps to <main id="docc-main">.
import { useSite } from '../state/pack';

export function SkipToContent() {
  const { byId } = useSite();
  return (
    <a
      className="skip-to-content"
      href="#docc-main"
      onClick={(e) => {
        // Hash links are routes in file:// mode, so move focus by hand instead of following the hash.
        e.preventDefault();
        const main = byId('docc-main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
