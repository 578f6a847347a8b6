import { ShoppingBag } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * The bag on an Add to Cart button, or a small spinner while the cart on this device is still
 * opening: the button is disabled then, and says so by more than its grey (decision 013).
 */
export function AddToCartIcon({ ready, className }: { ready: boolean; className: string }) {
  if (ready) return <ShoppingBag aria-hidden="true" className={className} />;
  return <Spinner thin className={className} />;
}
