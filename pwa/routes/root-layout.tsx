import { Outlet } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { useToasts } from '../components/ui/use-toast.ts';
import { AgeGate } from '../features/age-gate/age-gate.tsx';
import { useUpdateWaiting } from '../features/app-update/update-offer.ts';
import { CartButton } from '../features/cart/cart-button.tsx';
import { useCartDrawerOpen } from '../features/cart/cart-drawer-store.ts';
import { useCartLink } from '../features/cart/cart-link.ts';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';
import { OfflineBanner } from '../features/offline/offline-banner.tsx';
import { useKeepStorageForCart } from '../features/offline/persistent-storage.ts';
import { OnDemand } from '../lib/on-demand.tsx';

// What the first page rarely shows loads when it is first needed.
const CartDrawer = lazy(() =>
  import('../features/cart/cart-drawer.tsx').then((module) => ({ default: module.CartDrawer })),
);
const loadToaster = () => import('../components/ui/toaster.tsx');
const loadUpdateToast = () => import('../features/app-update/update-toast.tsx');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));
const UpdateToast = lazy(() => loadUpdateToast().then((module) => ({ default: module.UpdateToast })));

function CartDrawerOnceOpened() {
  return (
    <OnDemand needed={useCartDrawerOpen()}>
      <CartDrawer />
    </OnDemand>
  );
}

function ToasterOnceNeeded() {
  return (
    <OnDemand needed={useToasts().length > 0}>
      <Toaster />
    </OnDemand>
  );
}

function UpdateToastOnceNeeded() {
  return (
    <OnDemand needed={useUpdateWaiting()}>
      <UpdateToast />
    </OnDemand>
  );
}

export function RootLayout() {
  // Toasts may have to show offline (a message queued, a cart change kept) or after a release
  // replaced their chunk: their code is fetched as soon as the app has the page, not when idle,
  // since a shopper can lose the connection in the first seconds.
  useEffect(() => {
    void loadToaster();
    void loadUpdateToast();
  }, []);
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
          {/* At least a screen tall, so a page that loads its content late never pushes the footer
              (already in view) down: no layout shift. */}
          <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <CartDrawerOnceOpened />
      </AgeGate>
      <ToasterOnceNeeded />
      <UpdateToastOnceNeeded />
    </>
  );
}
