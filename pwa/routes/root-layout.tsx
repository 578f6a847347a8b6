import { Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { AgeGate } from '../features/age-gate/age-gate.tsx';
import { UpdateToast } from '../features/app-update/update-toast.tsx';
import { CartButton } from '../features/cart/cart-button.tsx';
import { CartDrawer } from '../features/cart/cart-drawer.tsx';
import { useCartLink } from '../features/cart/cart-link.ts';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';
import { OfflineBanner } from '../features/offline/offline-banner.tsx';
import { useKeepStorageForCart } from '../features/offline/persistent-storage.ts';

export function RootLayout() {
  useCartLink();
  useKeepStorageForCart();
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
          <div className="sticky top-16 z-20">
            <OfflineBanner />
          </div>
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <CartDrawer />
      </AgeGate>
      <Toaster />
      <UpdateToast />
    </>
  );
}
