import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { AuditEntry } from '#shared/schemas/admin/audit';
import { Badge } from '../components/badge.tsx';
import { type Column, DataList } from '../components/data-list.tsx';
import { Pagination } from '../components/pagination.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAdminNavigate, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { auditQuery } from './audit-api.ts';
import { AuditChange } from './audit-change.tsx';
import { AuditFilters } from './audit-filters.tsx';
import type { AuditSearch } from './audit-search.ts';
import { AuditSubject } from './audit-subject.tsx';
import { AUDIT_ACTION_LABELS } from './audit-words.ts';

const who = (entry: AuditEntry) => entry.staffEmail ?? (entry.ip === 'command line' ? 'Command line' : 'Unknown');

function ActionCell({ entry }: { entry: AuditEntry }) {
  const failed = entry.action === 'staff.sign_in_failed';
  return (
    <span className="grid justify-items-start gap-1">
      {failed ? (
        <Badge tone="danger">{AUDIT_ACTION_LABELS[entry.action]}</Badge>
      ) : (
        <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
      )}
      <AuditSubject entry={entry} />
    </span>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap text-ink/80',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    header: 'Who',
    cell: (entry) => (
      <>
        <span className="block break-all">{who(entry)}</span>
        {entry.ip ? <span className="block text-ink/70 text-xs">{entry.ip}</span> : null}
      </>
    ),
  },
  { header: 'Action', phone: 'title', cell: (entry) => <ActionCell entry={entry} /> },
  { header: 'Change', phone: 'wide', className: 'max-w-md', cell: (entry) => <AuditChange entry={entry} /> },
];

/** /admin/audit (owner): who did what and when, with the values before and after. */
export default function AuditPage(): ReactElement {
  useScreenTitle('Audit log');
  const search = useScreenSearch('/signed-in/admin/audit');
  const navigate = useAdminNavigate();
  const query = useQuery({ ...auditQuery(search), placeholderData: keepPreviousData });
  const show = (next: AuditSearch) => void navigate({ to: '/admin/audit', search: next });

  return (
    <>
      <ScreenHeader
        title="Audit log"
        description="Every staff action, newest first. Nothing here can be changed or deleted."
      />
      <Panel className="mb-4">
        <AuditFilters search={search} onChange={show} />
      </Panel>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : query.data ? (
        <Panel flush className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
          <DataList
            rows={query.data.entries}
            rowKey={(entry) => entry.id}
            columns={COLUMNS}
            caption="Audit log"
            empty={<EmptyState title="No entries match">Try other filters.</EmptyState>}
          />
          {query.data.entries.length > 0 ? (
            <Pagination
              page={query.data.page}
              pageSize={query.data.pageSize}
              total={query.data.total}
              noun="entries"
              onPage={(page) => show({ ...search, page })}
            />
          ) : null}
        </Panel>
      ) : null}
    </>
  );
}
