import type { AdminProduct } from '#shared/schemas/admin/catalogue';
import { Badge } from '../components/badge.tsx';

/** What the shop shows of a product: discontinued, or in or out of stock, and featured. */
export function ProductBadges({ product }: { product: AdminProduct }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.discontinued ? <Badge tone="neutral">Discontinued</Badge> : null}
      {product.discontinued ? null : product.inStock ? (
        <Badge tone="success">In stock</Badge>
      ) : (
        <Badge tone="danger">Out of stock</Badge>
      )}
      {product.featured ? <Badge tone="info">Featured</Badge> : null}
    </span>
  );
}
