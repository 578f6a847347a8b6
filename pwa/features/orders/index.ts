/** What other features use of the orders feature. */

export { OrderDelivery, OrderItems } from './order-details.tsx';
export { OrderLookupDialog } from './order-lookup-dialog.tsx';
export { rememberPlacedOrder } from './remember-placed-order.ts';
