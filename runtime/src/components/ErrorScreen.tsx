// Full-page error for a pack that cannot be opened at all (truncated, altered, wrong version).
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main id="main" className="error-screen">
      <h1>This documentation site could not be loaded</h1>
      <div className="error-screen__box" role="alert">{message}</div>
      <button type="button" className="button" onClick={() => location.reload()}>Retry</button>
    </main>
  );
}
