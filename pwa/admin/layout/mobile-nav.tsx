import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { STAFF_ROLE_LABELS } from '#shared/back-office/permissions';
import type { StaffMember } from '#shared/schemas/admin/staff';
import { AdminLink } from '../lib/navigation.ts';
import type { Section } from './sections.ts';
import { UnreadCount } from './unread-count.tsx';

/** The sections on a phone (or a narrow window): a sheet from the right with big rows. */
export function MobileNav({
  staff,
  sections,
  unread,
  onSignOut,
  signingOut,
}: {
  staff: StaffMember;
  sections: Section[];
  unread: number;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="relative inline-flex items-center gap-2 rounded-full border border-cream/30 px-3.5 py-1.5 font-semibold text-cream text-sm transition hover:bg-white/10">
        <Menu aria-hidden="true" className="h-4 w-4" />
        Menu
        {unread > 0 ? (
          <span className="absolute -top-1 -right-1 min-w-5 rounded-full bg-gold px-1 text-center font-bold text-[11px] text-forest-900 leading-5">
            {unread}
            <span className="sr-only"> unread messages</span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-xs flex-col bg-cream shadow-2xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none">
          <div className="flex items-center justify-between gap-3 border-forest-900/10 border-b px-4 py-3">
            <Dialog.Title className="font-semibold text-forest-900">Back office</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-900 transition hover:bg-forest-50"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The back office’s sections, and signing out.</Dialog.Description>
          <nav aria-label="Back office" className="flex-1 overflow-y-auto px-3 py-3">
            <ul className="grid gap-0.5">
              {sections.map((section) => (
                <li key={section.to}>
                  <AdminLink
                    to={section.to}
                    onClick={close}
                    activeProps={{ className: 'bg-forest-100 text-forest-900' }}
                    inactiveProps={{ className: 'text-ink hover:bg-forest-50' }}
                    className="flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium transition"
                  >
                    <section.icon aria-hidden="true" className="h-5 w-5 text-forest-700" />
                    {section.label}
                    {section.to === '/admin/messages' ? <UnreadCount count={unread} tone="light" /> : null}
                  </AdminLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-forest-900/10 border-t px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <p className="truncate font-medium text-ink text-sm">{staff.email}</p>
            <p className="text-ink/70 text-xs">{STAFF_ROLE_LABELS[staff.role]}</p>
            <button
              type="button"
              onClick={() => {
                close();
                onSignOut();
              }}
              disabled={signingOut}
              className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full border border-forest-800/25 bg-white px-4 py-2.5 font-semibold text-forest-900 text-sm transition hover:bg-forest-50"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
