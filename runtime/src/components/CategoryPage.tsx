// A category's generated index: title, description, then its Cards block as a grid of link cards.
import type { Page } from '../pack/schema';
import { DocPage } from './DocPage';

export function CategoryPage({ page }: { page: Page }) {
  return <DocPage page={page} lead />;
}
