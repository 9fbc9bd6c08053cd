// A category's generated index: title, description, then its Cards block as a grid of link cards.
// The description is shown as a lead paragraph unless the compiler already put it in the blocks.
import type { Page } from '../pack/schema';
import { DocPage } from './DocPage';

export function CategoryPage({ page }: { page: Page }) {
  const hasText = page.blocks.some((b) => typeof b === 'object' && 'Paragraph' in b);
  return <DocPage page={page} lead={!hasText} />;
}
