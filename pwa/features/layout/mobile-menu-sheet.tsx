import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { BookOpen, ChevronRight, FlaskConical, Menu, Package, UserRound, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ALL } from '#shared/catalogue/product-filters';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';
import { useAccount } from '../account/index.ts';
import { InstallApp } from '../install/index.ts';
import { Logo } from './logo.tsx';
import { accountLinks, GUIDE_LINKS, LAB_REPORTS_LINK, SHOP_CHOICES } from './nav-links.ts';
import { PRODUCTS_HASH } from './nav-menus.tsx';
import { iconButtonClass, SearchForm } from './search-box.tsx';
import { StatePicker } from './state-picker.tsx';

const rowClass =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium text-ink transition hover:bg-forest-50 hover:text-forest-900';

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="flex flex-col">
      <h3 className="px-3 pb-1 font-semibold text-ink/65 text-xs uppercase tracking-wider">{title}</h3>
      <ul className="flex flex-col">{children}</ul>
    </nav>
  );
}

/**
 * The phone menu: a sheet with search, the state picker, the categories, the
 * guides, the lab reports, the device's orders, signing in and installing the app. Any link closes it. Its code
 * loads after the first page is on screen; mobile-menu.tsx shows the button until then.
 */
export function MobileMenuSheet({ defaultOpen, autoFocus }: WidgetActivation) {
  const [open, setOpen] = useState(defaultOpen);
  const signedIn = Boolean(useAccount());
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={iconButtonClass} autoFocus={autoFocus}>
        <Menu aria-hidden="true" className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-sm flex-col bg-cream shadow-2xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none">
          <div className="flex items-center justify-between gap-3 border-forest-900/10 border-b px-4 py-3">
            <Logo onClick={close} />
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className={iconButtonClass}>
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Search, shop by category and read our guides.</Dialog.Description>

          <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-4 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
            <SearchForm onSearched={close} />
            <StatePicker variant="menu" />

            <MenuSection title="Shop THC">
              {SHOP_CHOICES.map((choice) => (
                <li key={choice.label}>
                  <Link
                    to="/"
                    search={{ category: choice.category ?? ALL }}
                    hash={PRODUCTS_HASH}
                    onClick={close}
                    className={`${rowClass} justify-between`}
                  >
                    {choice.label}
                    <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink/40" />
                  </Link>
                </li>
              ))}
            </MenuSection>

            <MenuSection title="Learn">
              {GUIDE_LINKS.map((guide) => (
                <li key={guide.to}>
                  <Link to={guide.to} onClick={close} className={rowClass}>
                    <BookOpen aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
                    {guide.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={LAB_REPORTS_LINK.to} onClick={close} className={rowClass}>
                  <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
                  {LAB_REPORTS_LINK.label}
                </Link>
              </li>
            </MenuSection>

            <div className="grid gap-2">
              {accountLinks(signedIn).map((link) => {
                const Icon = link.id === 'orders' ? Package : UserRound;
                return (
                  <Link
                    key={link.id}
                    to={link.to}
                    onClick={close}
                    className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-forest-800/30 font-semibold text-forest-900 transition hover:bg-forest-50"
                  >
                    <Icon aria-hidden="true" className="h-5 w-5" />
                    {link.label}
                  </Link>
                );
              })}
            </div>
            <InstallApp className="-mt-3 flex flex-col" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
