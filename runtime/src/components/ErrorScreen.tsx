// Load failures: the site data (or one page chunk of it) cannot be read. Shown as the error
// text in a red box with a Retry button that forces a full reload: retrying inside the page
// would decode the same bytes again, a reload fetches the document anew.

function RetryBox({ message }: { message: string }) {
  return (
    <>
      <div className="error-screen__box" role="alert">{message}</div>
      <button type="button" className="button" onClick={() => location.reload()}>Retry</button>
    </>
  );
}

/** Full-page error for a pack that cannot be opened at all (truncated, altered, wrong version). */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main id="docc-main" className="error-screen">
      <h1>This documentation site could not be loaded</h1>
      <RetryBox message={message} />
    </main>
  );
}

/** A page chunk that fails to decode: the shell stays, the page area shows the box. */
export function LoadError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-screen error-screen--page">
      <h1>This page could not be loaded</h1>
      <RetryBox message={`The data of this page could not be read (${detail}). The file may be truncated or altered.`} />
    </div>
  );
}
