import { Menu } from 'lucide-react';
import { deferredWidget } from '../../lib/deferred-widget.ts';
import { DeferredDialogButton } from './search-box.tsx';

const mobileMenuSheet = deferredWidget(() =>
  import('./mobile-menu-sheet.tsx').then((module) => module.MobileMenuSheet),
);

/** The phone menu's button; the sheet is in mobile-menu-sheet.tsx. */
export function MobileMenu() {
  return (
    <DeferredDialogButton widget={mobileMenuSheet} label="Open menu">
      <Menu aria-hidden="true" className="h-6 w-6" />
    </DeferredDialogButton>
  );
}
