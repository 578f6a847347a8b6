import { getRouteApi } from '@tanstack/react-router';
import { OrderScreen } from '../features/orders/order-screen.tsx';

const route = getRouteApi('/orders/$orderId');

/** /orders/{id}: one order and where it is. */
export default function OrderPage() {
  const { orderId } = route.useParams();
  // Keyed by the order, so moving from one order to another starts afresh.
  return <OrderScreen key={orderId} orderId={orderId} />;
}
