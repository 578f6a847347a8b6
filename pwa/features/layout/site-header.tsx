import type { ReactNode } from 'react';
import { AccountMenu } from './account-menu.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { LearnMenu, ShopMenu } from './nav-menus.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { SearchButton } from './search-box.tsx';
import { StatePicker } from './state-picker.tsx';

/**
 * The header of every page: the promo banner, then a bar that stays at the top
 * with the logo, the Shop THC and Learn menus, search, the state picker, the account menu (the
 * device's orders, signing in) and the cart. Below the md breakpoint the menus and the state picker move into the mobile menu.
 * The cart button comes from the layout, so this feature does not reach into the cart's.
 */
export function SiteHeader({ cartButton }: { cartButton: ReactNode }) {
  return (
    <>
      <PromoBanner />
      <header className="sticky top-0 z-30 border-forest-900/10 border-b bg-cream shadow-[0_1px_0_rgba(15,61,34,0.04)]">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:gap-4 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 md:flex lg:ml-6">
            <ShopMenu />
            <LearnMenu />
          </nav>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <SearchButton />
            <div className="mx-1 hidden md:block">
              <StatePicker />
            </div>
            <AccountMenu />
            {cartButton}
            <div className="md:hidden">
              <MobileMenu />
            </div>
          </div>
        </div>
      </header>
    </>
  );
}
