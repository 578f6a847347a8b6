import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactElement } from 'react';
import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import { productPath } from '#shared/routes';
import { buttonClass } from '../../components/ui/button.tsx';
import { ScreenHeader } from '../components/screen-parts.tsx';
import { LoadingScreen, ScreenError, ScreenNotFound } from '../components/screen-states.tsx';
import { formatMoney } from '../lib/format.ts';
import { AdminLink, useScreenParams } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { productQuery } from './catalogue-api.ts';
import { ProductBadges } from './product-badges.tsx';
import { ProductForm } from './product-form.tsx';

/** /admin/catalogue/{id}: one product's page on the shop, as staff edit it. */
export default function ProductEditPage(): ReactElement {
  const { productId } = useScreenParams('/signed-in/admin/catalogue/$productId');
  const query = useQuery(productQuery(productId));
  useScreenTitle(query.data?.name ?? 'Product');
  if (query.isError) return <ScreenError error={query.error} />;
  if (query.data === null) {
    return <ScreenNotFound title="No such product" text={`The catalogue has no product with the id ${productId}.`} />;
  }
  const product = query.data;
  if (!product) return <LoadingScreen />;
  const category = isCategoryId(product.category) ? CATEGORIES[product.category].name : product.category;

  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader
        back={
          <AdminLink
            to="/admin/catalogue"
            className="mb-2 inline-flex items-center gap-1 rounded-md font-medium text-forest-800 text-sm hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All products
          </AdminLink>
        }
        title={product.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {category} · {formatMoney(product.price)} · {product.reviewCount} reviews, rated {product.rating}
            </span>
            <ProductBadges product={product} />
          </span>
        }
        actions={
          <a
            href={productPath(product.id)}
            target="_blank"
            rel="noopener"
            className={buttonClass('secondary', '', 'compact')}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            View in shop
          </a>
        }
      />
      <ProductForm key={product.updatedAt} product={product} />
    </div>
  );
}
