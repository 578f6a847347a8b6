import { Link, Outlet } from '@tanstack/react-router';
import { Leaf } from 'lucide-react';
import { Toaster } from '../components/ui/toaster.tsx';
import { AgeGate } from '../features/age-gate/age-gate.tsx';
import { CartButton } from '../features/cart/cart-button.tsx';
import { CartDrawer } from '../features/cart/cart-drawer.tsx';

/** Spec 1 §1: the header banner. */
export const PROMO_BANNER = 'Free Shipping Over $99 • 100-Day Guarantee';

export function RootLayout() {
  return (
    <>
      <AgeGate>
        <div className="flex min-h-screen flex-col">
          <p className="bg-forest-900 px-4 py-2 text-center font-medium text-cream text-sm">{PROMO_BANNER}</p>
          <header className="border-forest-900/10 border-b bg-white/90">
            <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
              <Link to="/" className="flex items-center gap-2 font-bold text-2xl text-forest-900">
                <Leaf aria-hidden="true" className="h-7 w-7 text-forest-700" />
                Verdant
              </Link>
              <CartButton />
            </div>
          </header>
          <main className="flex-1">
            <Outlet />
          </main>
          <footer className="bg-forest-900 px-4 py-8 text-center text-cream/80 text-sm">
            For adults 21 and over. Lab tested and certified.
          </footer>
        </div>
        <CartDrawer />
      </AgeGate>
      <Toaster />
    </>
  );
}
