import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactElement } from 'react';
import type { AdminMessage } from '#shared/schemas/admin/moderation';
import { Badge } from '../components/badge.tsx';
import { FilterTabs, tabLinkProps } from '../components/filter-tabs.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { countOf, formatDateTime } from '../lib/format.ts';
import { AdminLink, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { messagesQuery } from './messages-api.ts';
import { DEFAULT_MESSAGE_FILTER, MESSAGE_FILTERS, type MessageFilter } from './messages-search.ts';

const TAB_LABELS: Record<MessageFilter, string> = { open: 'Open', handled: 'Handled', all: 'All' };
const EMPTY: Record<MessageFilter, string> = {
  open: 'Inbox zero: every message has been handled.',
  handled: 'No message has been handled yet.',
  all: 'No message has arrived yet.',
};

/** Unread first, then newest first. */
function inboxOrder(messages: readonly AdminMessage[]): AdminMessage[] {
  return [...messages].sort(
    (a, b) => Number(a.readAt !== null) - Number(b.readAt !== null) || b.createdAt.localeCompare(a.createdAt),
  );
}

function MessageRow({ message }: { message: AdminMessage }) {
  const unread = message.readAt === null;
  return (
    <AdminLink
      to="/admin/messages/$messageId"
      params={{ messageId: message.id }}
      className={`flex items-center gap-3 px-4 py-3 transition hover:bg-forest-50/50 ${unread ? 'bg-forest-50/40' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-forest-600' : 'bg-transparent'}`}
      />
      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="flex items-baseline justify-between gap-3">
          <span className={`truncate ${unread ? 'font-bold text-ink' : 'font-medium text-ink/85'}`}>
            {message.name}
            {unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          <time dateTime={message.createdAt} className="shrink-0 text-ink/70 text-xs">
            {formatDateTime(message.createdAt)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <span className={unread ? 'font-semibold text-forest-900' : 'text-forest-900'}>{message.subjectLabel}</span>
          {message.handledAt ? <Badge tone="success">Handled</Badge> : null}
        </span>
        <span className="truncate text-ink/70">{message.message}</span>
      </span>
      <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-ink/40" />
    </AdminLink>
  );
}

/** /admin/messages: the contact form's messages, unread first. */
export default function MessagesPage(): ReactElement {
  useScreenTitle('Messages');
  const status = useScreenSearch('/signed-in/admin/messages').status ?? DEFAULT_MESSAGE_FILTER;
  const query = useQuery({ ...messagesQuery(status), placeholderData: keepPreviousData });
  const unread = query.data?.unread ?? 0;
  return (
    <>
      <ScreenHeader
        title="Messages"
        description={
          unread > 0 ? `${countOf(unread, 'unread message')}. Opening one marks it read.` : 'Everything has been read.'
        }
      />
      <FilterTabs label="Messages by state">
        {MESSAGE_FILTERS.map((tab) => (
          <li key={tab}>
            <AdminLink
              to="/admin/messages"
              search={tab === DEFAULT_MESSAGE_FILTER ? {} : { status: tab }}
              {...tabLinkProps}
            >
              {TAB_LABELS[tab]}
            </AdminLink>
          </li>
        ))}
      </FilterTabs>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : query.data ? (
        <Panel flush>
          {query.data.messages.length === 0 ? (
            <EmptyState title={EMPTY[status]} />
          ) : (
            <ul className="divide-y divide-forest-900/10">
              {inboxOrder(query.data.messages).map((message) => (
                <li key={message.id}>
                  <MessageRow message={message} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </>
  );
}
