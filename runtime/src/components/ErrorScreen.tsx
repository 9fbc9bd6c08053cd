// Load failures: the site data (or one page chunk of it) cannot be read. Shown as the error
// text in a red box with a Retry button that loads the data anew (see mount.tsx: the
// standalone page reloads the document, an embedded mount fetches its pack again).
import { useSite } from '../state/pack';

function RetryBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <div className="error-screen__box" role="alert">{message}</div>
      <button type="button" className="button" onClick={onRetry}>Retry</button>
    </>
  );
}

/** Full-page error for a pack that cannot be opened at all (truncated, altered, wrong version). */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main id="docc-main" className="error-screen">
      <h1>This documentation site could not be loaded</h1>
      <RetryBox message={message} onRetry={onRetry} />
    </main>
  );
}

/** A page chunk that fails to decode: the shell stays, the page area shows the box. */
export function LoadError({ error }: { error: unknown }) {
  const { retry } = useSite();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-screen error-screen--page">
      <h1>This page could not be loaded</h1>
      <RetryBox message={`The data of this page could not be read (${detail}). The file may be truncated or altered.`} onRetry={retry} />
    </div>
  );
}
