import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { AuditEntry } from '#shared/schemas/admin/audit';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { Badge } from '../components/badge.tsx';
import { Pagination } from '../components/pagination.tsx';
import { cellClass, EmptyState, headCellClass, Panel, ScreenHeader, tableClass } from '../components/screen-parts.tsx';
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
          {query.data.entries.length === 0 ? (
            <EmptyState title="No entries match">Try other filters.</EmptyState>
          ) : (
            <>
              <TableScroller label="Audit log" className="hidden md:block">
                <table className={tableClass}>
                  <thead>
                    <tr>
                      <th scope="col" className={headCellClass}>
                        When
                      </th>
                      <th scope="col" className={headCellClass}>
                        Who
                      </th>
                      <th scope="col" className={headCellClass}>
                        Action
                      </th>
                      <th scope="col" className={headCellClass}>
                        Change
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.entries.map((entry) => (
                      <tr key={entry.id} className="align-top">
                        <td className={`${cellClass} whitespace-nowrap align-top text-ink/80`}>
                          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                        </td>
                        <td className={`${cellClass} align-top`}>
                          <span className="block break-all">{who(entry)}</span>
                          {entry.ip ? <span className="block text-ink/70 text-xs">{entry.ip}</span> : null}
                        </td>
                        <td className={`${cellClass} align-top`}>
                          <ActionCell entry={entry} />
                        </td>
                        <td className={`${cellClass} max-w-md align-top`}>
                          <AuditChange entry={entry} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
              <ul className="divide-y divide-forest-900/10 md:hidden">
                {query.data.entries.map((entry) => (
                  <li key={entry.id} className="grid gap-2 px-4 py-3 text-sm">
                    <div className="flex items-start justify-between gap-3">
                      <ActionCell entry={entry} />
                      <time dateTime={entry.at} className="shrink-0 text-ink/70 text-xs">
                        {formatDateTime(entry.at)}
                      </time>
                    </div>
                    <p className="break-all text-ink/75 text-xs">{who(entry)}</p>
                    <AuditChange entry={entry} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                noun="entries"
                onPage={(page) => show({ ...search, page })}
              />
            </>
          )}
        </Panel>
      ) : null}
    </>
  );
}
