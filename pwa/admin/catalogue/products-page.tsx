import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactElement, useMemo } from 'react';
import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import type { AdminProduct } from '#shared/schemas/admin/catalogue';
import { compactControlClass } from '../../components/ui/form-field.tsx';
import { type Column, DataList } from '../components/data-list.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { countOf, formatMoney } from '../lib/format.ts';
import { AdminLink, useAdminNavigate, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { productsQuery } from './catalogue-api.ts';
import { ProductBadges } from './product-badges.tsx';

const categoryName = (category: string) => (isCategoryId(category) ? CATEGORIES[category].name : category);

function matches(product: AdminProduct, needle: string): boolean {
  return [product.name, product.id, product.category, ...product.effects, ...product.flavors].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

const COLUMNS: Column<AdminProduct>[] = [
  {
    header: 'Product',
    phone: 'title',
    cell: (product) => (
      <>
        <AdminLink
          to="/admin/catalogue/$productId"
          params={{ productId: product.id }}
          className="font-semibold text-forest-800 hover:underline"
        >
          {product.name}
        </AdminLink>
        <span className="block font-mono font-normal text-ink/70 text-xs">{product.id}</span>
      </>
    ),
  },
  { header: 'Category', cell: (product) => categoryName(product.category) },
  {
    header: 'Price',
    align: 'end',
    phone: 'meta',
    className: 'tabular-nums',
    cell: (product) => formatMoney(product.price),
  },
  {
    header: 'Rating',
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (product) => (
      <>
        {product.rating} <span className="text-ink/70">({product.reviewCount})</span>
      </>
    ),
  },
  { header: 'On the shop', cell: (product) => <ProductBadges product={product} /> },
];

/** /admin/catalogue: every product, searchable, each opening its edit form. */
export default function ProductsPage(): ReactElement {
  useScreenTitle('Catalogue');
  const search = useScreenSearch('/signed-in/admin/catalogue');
  const navigate = useAdminNavigate();
  const query = useQuery(productsQuery);
  const needle = (search.q ?? '').toLowerCase();
  const products = useMemo(
    () => (query.data?.products ?? []).filter((product) => !needle || matches(product, needle)),
    [query.data, needle],
  );

  return (
    <>
      <ScreenHeader
        title="Catalogue"
        description="What the shop shows for each product. Changes reach the shop within seconds."
      />
      <div className="relative mb-4 w-full sm:w-80">
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-ink/50" />
        <input
          type="search"
          aria-label="Search products"
          placeholder="Search by name, effect or flavor"
          value={search.q ?? ''}
          onChange={(event) =>
            void navigate({ to: '/admin/catalogue', search: { q: event.target.value || undefined }, replace: true })
          }
          className={`${compactControlClass} pl-9`}
        />
      </div>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : (
        <Panel flush>
          <DataList
            rows={products}
            rowKey={(product) => product.id}
            columns={COLUMNS}
            caption="Products"
            linkedRows
            empty={<EmptyState title="No products match">Try another word.</EmptyState>}
          />
        </Panel>
      )}
      {query.data ? <p className="mt-3 text-ink/70 text-xs">{countOf(products.length, 'product')} shown.</p> : null}
    </>
  );
}
