import { Menu } from 'lucide-react';
import { deferredWidget, useDeferredWidget } from '../../lib/deferred-widget.ts';
import { iconButtonClass } from './search-box.tsx';

const mobileMenuSheet = deferredWidget(() =>
  import('./mobile-menu-sheet.tsx').then((module) => module.MobileMenuSheet),
);

/** The phone menu's button; the sheet is in mobile-menu-sheet.tsx. */
export function MobileMenu() {
  const { Widget, activation, placeholderProps } = useDeferredWidget(mobileMenuSheet);
  if (Widget) return <Widget {...activation} />;
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={iconButtonClass}
      {...placeholderProps}
    >
      <Menu aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
