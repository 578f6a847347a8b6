import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Search } from 'lucide-react';
import { type ReactElement, useMemo } from 'react';
import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import type { AdminProduct } from '#shared/schemas/admin/catalogue';
import { compactControlClass } from '../../components/ui/form-field.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { cellClass, EmptyState, headCellClass, Panel, ScreenHeader, tableClass } from '../components/screen-parts.tsx';
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

function ProductLink({ product }: { product: AdminProduct }) {
  return (
    <AdminLink
      to="/admin/catalogue/$productId"
      params={{ productId: product.id }}
      className="font-semibold text-forest-800 hover:underline"
    >
      {product.name}
    </AdminLink>
  );
}

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
          {products.length === 0 ? (
            <EmptyState title="No products match">Try another word.</EmptyState>
          ) : (
            <>
              <TableScroller label="Products" className="hidden md:block">
                <table className={tableClass}>
                  <thead>
                    <tr>
                      <th scope="col" className={headCellClass}>
                        Product
                      </th>
                      <th scope="col" className={headCellClass}>
                        Category
                      </th>
                      <th scope="col" className={`${headCellClass} text-right`}>
                        Price
                      </th>
                      <th scope="col" className={`${headCellClass} text-right`}>
                        Rating
                      </th>
                      <th scope="col" className={headCellClass}>
                        On the shop
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {products.map((product) => (
                      <tr key={product.id} className="hover:bg-forest-50/40">
                        <td className={cellClass}>
                          <ProductLink product={product} />
                          <span className="block font-mono text-ink/70 text-xs">{product.id}</span>
                        </td>
                        <td className={cellClass}>{categoryName(product.category)}</td>
                        <td className={`${cellClass} text-right tabular-nums`}>{formatMoney(product.price)}</td>
                        <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
                          {product.rating} <span className="text-ink/70">({product.reviewCount})</span>
                        </td>
                        <td className={cellClass}>
                          <ProductBadges product={product} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
              <ul className="divide-y divide-forest-900/10 md:hidden">
                {products.map((product) => (
                  <li key={product.id}>
                    <AdminLink
                      to="/admin/catalogue/$productId"
                      params={{ productId: product.id }}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-forest-50/50"
                    >
                      <span className="grid min-w-0 flex-1 gap-1 text-sm">
                        <span className="flex justify-between gap-3">
                          <span className="min-w-0 truncate font-semibold text-forest-800">{product.name}</span>
                          <span className="shrink-0 tabular-nums">{formatMoney(product.price)}</span>
                        </span>
                        <span className="text-ink/70 text-xs">
                          {categoryName(product.category)} · rated {product.rating} ({product.reviewCount})
                        </span>
                        <ProductBadges product={product} />
                      </span>
                      <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-ink/40" />
                    </AdminLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      )}
      {query.data ? <p className="mt-3 text-ink/70 text-xs">{countOf(products.length, 'product')} shown.</p> : null}
    </>
  );
}
