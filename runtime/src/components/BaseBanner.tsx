// Shown when the site is served (over http) from a path outside the configured base URL.
export function BaseBanner({ base }: { base: string }) {
  return (
    <div className="base-banner" role="alert">
      This site was built for the base URL <code>{base}</code>, but it is being served from{' '}
      <code>{location.pathname}</code>. Links may not work: serve it under <code>{base}</code>, or rebuild it with the
      base URL set to the path it is served from.
    </div>
  );
}
