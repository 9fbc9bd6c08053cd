import { Link } from './Link';

export function NotFound() {
  return (
    <div className="container not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved, or the link that brought you here may be out of date.</p>
      <p><Link to="/" className="button">Go to the home page</Link></p>
    </div>
  );
}
