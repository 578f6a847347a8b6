import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Pagination } from '../components/pagination.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { useAdminNavigate, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { OrderFilters } from './order-filters.tsx';
import type { OrderSearch } from './order-search.ts';
import { ordersQuery } from './orders-api.ts';
import { OrdersList } from './orders-list.tsx';

/** /admin/orders: every order, newest first, those that need attention at the top. */
export default function OrdersPage(): ReactElement {
  useScreenTitle('Orders');
  const search = useScreenSearch('/signed-in/admin/orders');
  const navigate = useAdminNavigate();
  const query = useQuery({ ...ordersQuery(search), placeholderData: keepPreviousData });
  const show = (next: OrderSearch) => void navigate({ to: '/admin/orders', search: next });

  return (
    <>
      <ScreenHeader title="Orders" description="Newest first. Orders that need attention come first." />
      <Panel className="mb-4">
        <OrderFilters search={search} onChange={show} />
      </Panel>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : query.data ? (
        <Panel flush className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
          {query.data.orders.length === 0 ? (
            <EmptyState title="No orders match">
              {search.q || search.status || search.from || search.to
                ? 'Try another search, or clear the filters.'
                : 'Orders appear here as soon as shoppers pay.'}
            </EmptyState>
          ) : (
            <>
              <OrdersList orders={query.data.orders} />
              <Pagination
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                noun="orders"
                onPage={(page) => show({ ...search, page })}
              />
            </>
          )}
        </Panel>
      ) : null}
    </>
  );
}
