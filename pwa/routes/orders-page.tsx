import { OrdersScreen } from '../features/orders/orders-screen.tsx';

/** /orders: the orders this device follows. */
export default function OrdersPage() {
  return <OrdersScreen />;
}
