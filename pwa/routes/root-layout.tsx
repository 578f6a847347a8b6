import { Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { AgeGate } from '../features/age-gate/age-gate.tsx';
import { CartButton } from '../features/cart/cart-button.tsx';
import { CartDrawer } from '../features/cart/cart-drawer.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';

export function RootLayout() {
  return (
    <>
      <AgeGate>
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-forest-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <SiteHeader cartButton={<CartButton />} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <CartDrawer />
      </AgeGate>
      <Toaster />
    </>
  );
}
