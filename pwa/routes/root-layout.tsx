import { Link, Outlet } from '@tanstack/react-router';
import { Leaf } from 'lucide-react';
import { AgeGate } from '../features/age-gate/age-gate.tsx';

/** Spec 1 §1: the header banner. */
export const PROMO_BANNER = 'Free Shipping Over $99 • 100-Day Guarantee';

export function RootLayout() {
  return (
    <AgeGate>
      <div className="flex min-h-screen flex-col">
        <p className="bg-forest-900 px-4 py-2 text-center font-medium text-cream text-sm">{PROMO_BANNER}</p>
        <header className="border-forest-900/10 border-b bg-white/90">
          <div className="mx-auto flex max-w-6xl items-center px-4 py-4">
            <Link to="/" className="flex items-center gap-2 font-bold text-2xl text-forest-900">
              <Leaf aria-hidden="true" className="h-7 w-7 text-forest-700" />
              Verdant
            </Link>
          </div>
        </header>
        <main className="flex-1">
          <Outlet />
        </main>
        <footer className="bg-forest-900 px-4 py-8 text-center text-cream/80 text-sm">
          For adults 21 and over. Lab tested and certified.
        </footer>
      </div>
    </AgeGate>
  );
}
