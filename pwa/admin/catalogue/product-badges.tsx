import type { AdminProduct } from '#shared/schemas/admin/catalogue';
import { Badge } from '../components/badge.tsx';

/** What the shop shows of a product: discontinued, out of stock, featured. */
export function ProductBadges({ product }: { product: AdminProduct }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.discontinued ? <Badge tone="neutral">Discontinued</Badge> : null}
      {product.inStock ? null : <Badge tone="danger">Out of stock</Badge>}
      {product.featured ? <Badge tone="info">Featured</Badge> : null}
    </span>
  );
}
