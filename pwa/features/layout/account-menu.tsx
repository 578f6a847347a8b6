import { UserRound } from 'lucide-react';
import { deferredWidget, useDeferredWidget } from '../../lib/deferred-widget.ts';
import { ACCOUNT_MENU_LABEL } from './nav-links.ts';
import { iconButtonClass } from './search-box.tsx';

const accountMenu = deferredWidget(() =>
  import('./account-menu-dropdown.tsx').then((module) => module.AccountMenuDropdown),
);

/**
 * The account icon: a menu with "Your orders" and "Sign in". Like the header's other menus, a
 * look-alike button stands in until the menu's code arrives, and a press on it opens the menu.
 */
export function AccountMenu() {
  const { Widget, activation, placeholderProps } = useDeferredWidget(accountMenu);
  if (Widget) return <Widget {...activation} />;
  return (
    <button
      type="button"
      aria-label={ACCOUNT_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={iconButtonClass}
      {...placeholderProps}
    >
      <UserRound aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
