import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { ReactElement } from 'react';
import {
  EMAIL_KIND_LABELS,
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
  type EmailStatus,
  type OutboxEmail,
} from '#shared/schemas/admin/outbox';
import { type Column, DataList } from '../components/data-list.tsx';
import { FilterTabs, tabLinkProps } from '../components/filter-tabs.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { countOf, formatDateTime } from '../lib/format.ts';
import { AdminLink, useAdminNavigate, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { outboxQuery } from './outbox-api.ts';
import { OutboxPager } from './outbox-pager.tsx';
import type { OutboxSearch } from './outbox-search.ts';

const EMPTY: Record<EmailStatus | 'all', string> = {
  all: 'The store has written no email yet.',
  queued: 'No email is waiting to be sent.',
  sending: 'No email is being sent just now.',
  sent: 'No email has been sent yet.',
  failed: 'No email has failed.',
};

const linkClass = 'font-medium text-forest-800 hover:underline';

const COLUMNS: Column<OutboxEmail>[] = [
  { header: 'To', className: 'break-all', cell: (email) => email.to },
  {
    header: 'Subject',
    phone: 'title',
    cell: (email) => (
      <AdminLink to="/admin/outbox/$emailId" params={{ emailId: email.id }} className={linkClass}>
        {email.subject}
      </AdminLink>
    ),
  },
  { header: 'Kind', className: 'whitespace-nowrap text-ink/80', cell: (email) => EMAIL_KIND_LABELS[email.kind] },
  { header: 'Status', phone: 'meta', cell: (email) => <EmailStatusBadge status={email.status} /> },
  {
    header: 'When',
    className: 'whitespace-nowrap text-ink/80',
    cell: (email) => <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>,
  },
  {
    header: 'Order',
    cell: (email) =>
      email.orderId && email.orderNumber ? (
        // Above the card's stretched link on a phone, so it opens the order, not the email.
        <AdminLink
          to="/admin/orders/$orderId"
          params={{ orderId: email.orderId }}
          className="relative z-10 font-mono font-semibold text-forest-800 tracking-wide hover:underline"
        >
          {email.orderNumber}
        </AdminLink>
      ) : (
        <span className="text-ink/60">—</span>
      ),
  },
];

/** Emails whose every try failed, above the list whatever it shows: someone must send them again. */
function FailingNotice({ count, search }: { count: number; search: OutboxSearch }) {
  return (
    <div className="mb-4 flex flex-col gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-900 text-sm ring-1 ring-red-700/20 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <p className="flex min-w-0 items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <strong className="font-semibold">{countOf(count, 'email')} failing.</strong> Every try to send{' '}
          {count === 1 ? 'it' : 'them'} failed: open one to read why, and send it again once the mail server answers.
        </span>
      </p>
      {search.status === 'failed' && !search.order ? null : (
        <AdminLink
          to="/admin/outbox"
          search={{ status: 'failed' }}
          className="shrink-0 self-start pl-6 font-semibold text-red-900 underline underline-offset-2 hover:text-red-950 sm:pl-0"
        >
          Show the failing emails
        </AdminLink>
      )}
    </div>
  );
}

/** /admin/outbox: every email the store wrote, newest first, and whether it went. */
export default function OutboxPage(): ReactElement {
  useScreenTitle('Outbox');
  const search = useScreenSearch('/signed-in/admin/outbox');
  const navigate = useAdminNavigate();
  const query = useQuery({ ...outboxQuery(search), placeholderData: keepPreviousData });
  const show = (next: OutboxSearch) => void navigate({ to: '/admin/outbox', search: next });
  const failing = query.data?.failing ?? 0;
  const orderNumber = query.data?.emails.find((email) => email.orderNumber)?.orderNumber;
  const next = query.data?.next ?? null;

  return (
    <>
      <ScreenHeader
        title="Outbox"
        description={
          search.order
            ? `The emails written about order ${orderNumber ?? 'this order'}, newest first.`
            : 'Every email the store wrote, newest first, and whether it went.'
        }
        actions={
          search.order ? (
            <AdminLink to="/admin/outbox" search={{ status: search.status }} className={linkClass}>
              Every order’s emails
            </AdminLink>
          ) : null
        }
      />
      {failing > 0 ? <FailingNotice count={failing} search={search} /> : null}
      <FilterTabs label="Emails by status">
        {(['all', ...EMAIL_STATUSES] as const).map((tab) => {
          const status = tab === 'all' ? undefined : tab;
          // The tab shown stays current on an older page.
          const before = status === search.status ? search.before : undefined;
          return (
            <li key={tab}>
              <AdminLink to="/admin/outbox" search={{ order: search.order, status, before }} {...tabLinkProps}>
                {tab === 'all' ? 'All' : EMAIL_STATUS_LABELS[tab]}
                {tab === 'failed' && failing > 0 ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="min-w-5 rounded-full bg-red-700 px-1.5 text-center font-bold text-white text-xs leading-5"
                    >
                      {failing}
                    </span>
                    <span className="sr-only"> ({failing})</span>
                  </>
                ) : null}
              </AdminLink>
            </li>
          );
        })}
      </FilterTabs>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : query.data ? (
        <Panel flush className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
          <DataList
            rows={query.data.emails}
            rowKey={(email) => email.id}
            columns={COLUMNS}
            caption="Emails"
            linkedRows
            flagged={(email) => email.status === 'failed'}
            empty={
              <EmptyState
                title={search.order ? 'No email was written about this order.' : EMPTY[search.status ?? 'all']}
              >
                {search.before ? 'There are no older emails.' : undefined}
              </EmptyState>
            }
          />
          <OutboxPager
            shown={query.data.emails.length}
            onNewest={search.before ? () => show({ ...search, before: undefined }) : null}
            onOlder={next ? () => show({ ...search, before: next }) : null}
          />
        </Panel>
      ) : null}
    </>
  );
}
