/** What other features use of the orders feature. */

export { forgetAccountOrders, useAccountOrdersOnDevice } from './account-orders.ts';
export { OrderDelivery, OrderItems } from './order-details.tsx';
export { formatOrderDate } from './order-freshness.ts';
export { OrderLookupDialog } from './order-lookup-dialog.tsx';
export { rememberPlacedOrder } from './remember-placed-order.ts';
