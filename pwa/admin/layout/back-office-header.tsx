import { Leaf, LogOut } from 'lucide-react';
import { STAFF_ROLE_LABELS } from '#shared/back-office/permissions';
import type { StaffMember } from '#shared/schemas/admin/staff';
import { AdminLink } from '../lib/navigation.ts';
import { MobileNav } from './mobile-nav.tsx';
import { sectionsFor } from './sections.ts';
import { UnreadCount, useUnreadCount } from './unread-count.tsx';
import { useSignOut } from './use-sign-out.ts';

function Wordmark() {
  return (
    <AdminLink to="/admin/orders" className="flex shrink-0 items-center gap-2 rounded-lg py-1 text-cream">
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-cream/10 text-gold">
        <Leaf className="h-4.5 w-4.5" strokeWidth={2.25} />
      </span>
      <span className="font-bold text-lg tracking-tight">Verdant</span>
      <span className="rounded-md bg-cream/10 px-1.5 py-0.5 font-semibold text-[11px] text-cream/85 uppercase tracking-wider">
        Back office
      </span>
    </AdminLink>
  );
}

/**
 * The back office's header: the sections the signed-in role may use, who is signed in, and
 * Sign out. Narrower than a wide desktop, the sections move into a menu.
 */
export function BackOfficeHeader({ staff }: { staff: StaffMember }) {
  const sections = sectionsFor(staff.role);
  const unread = useUnreadCount(sections.some((section) => section.to === '/admin/messages'));
  const { signOut, busy } = useSignOut();
  return (
    <header className="sticky top-0 z-30 bg-forest-900 text-cream shadow-sm">
      <div className="mx-auto flex h-14 max-w-[90rem] items-center gap-4 px-3 sm:px-6">
        <Wordmark />
        <nav aria-label="Back office" className="hidden flex-1 xl:block">
          {/*
            The row stops at 90rem whatever the window, and the owner's twelve sections fit it
            without their icons; a 1,280-pixel window's only packed closer.
          */}
          <ul className="flex items-center min-[90rem]:gap-0.5">
            {sections.map((section) => (
              <li key={section.to}>
                <AdminLink
                  to={section.to}
                  activeProps={{ className: 'bg-white/12 text-white' }}
                  inactiveProps={{ className: 'text-cream/80 hover:bg-white/6 hover:text-white' }}
                  className="flex items-center gap-2 whitespace-nowrap rounded-lg px-1.5 py-2 font-medium text-sm transition min-[90rem]:px-3"
                >
                  {section.label}
                  {section.to === '/admin/messages' ? <UnreadCount count={unread} tone="dark" /> : null}
                </AdminLink>
              </li>
            ))}
          </ul>
        </nav>
        {/*
          Who is signed in shows where the row has room for it beside the owner's twelve
          sections (a long email cut short); Sign out always fits.
        */}
        <div className="ml-auto hidden min-w-0 items-center gap-3 xl:flex">
          <p className="hidden max-w-56 truncate text-right text-cream/80 text-xs 2xl:block">
            <span title={staff.email} className="block truncate font-medium text-cream">
              {staff.email}
            </span>
            {STAFF_ROLE_LABELS[staff.role]}
          </p>
          <button
            type="button"
            onClick={signOut}
            disabled={busy}
            className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-cream/30 px-3.5 py-1.5 font-semibold text-cream text-sm transition hover:bg-white/10 disabled:opacity-70"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </button>
        </div>
        <div className="ml-auto xl:hidden">
          <MobileNav staff={staff} sections={sections} unread={unread} onSignOut={signOut} signingOut={busy} />
        </div>
      </div>
    </header>
  );
}
