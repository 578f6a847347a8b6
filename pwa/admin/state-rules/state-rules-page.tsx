import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactElement } from 'react';
import type { StateRule } from '#shared/compliance/state-rule';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { cellClass, EmptyState, headCellClass, Panel, ScreenHeader, tableClass } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { formatDay } from '../lib/format.ts';
import { AdminLink } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { useCan } from '../session/staff-context.ts';
import { categoriesText, limitText } from './rule-words.ts';
import { OfferedBadge } from './state-rule-badge.tsx';
import { stateRulesQuery } from './state-rules-api.ts';

function PlaceLink({ rule }: { rule: StateRule }) {
  return (
    <AdminLink
      to="/admin/state-rules/$code"
      params={{ code: rule.code }}
      className="font-semibold text-forest-800 hover:underline"
    >
      {rule.name}
    </AdminLink>
  );
}

function Limits({ rule }: { rule: StateRule }) {
  if (rule.limits.length === 0) return <span className="text-ink/70">No limits</span>;
  return (
    <ul className="grid gap-1">
      {rule.limits.map((limit) => (
        <li key={`${limit.label} ${limit.of}`}>{limitText(limit)}</li>
      ))}
    </ul>
  );
}

/** The places the store delivers to, with what may go there and how much. */
function OfferedTable({ rules }: { rules: StateRule[] }) {
  return (
    <TableScroller label="States delivered to" className="hidden md:block">
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              State
            </th>
            <th scope="col" className={headCellClass}>
              Categories
            </th>
            <th scope="col" className={headCellClass}>
              Purchase limits
            </th>
            <th scope="col" className={headCellClass}>
              Reviewed
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.code} className="align-top hover:bg-forest-50/40">
              <td className={`${cellClass} align-top`}>
                <PlaceLink rule={rule} />
                <span className="mt-1 flex items-center gap-2">
                  <span className="font-mono text-ink/70 text-xs">{rule.code}</span>
                  <OfferedBadge offered />
                </span>
              </td>
              <td className={`${cellClass} align-top`}>{categoriesText(rule.categories)}</td>
              <td className={`${cellClass} max-w-xl align-top`}>
                <Limits rule={rule} />
              </td>
              <td className={`${cellClass} whitespace-nowrap align-top text-ink/80`}>{formatDay(rule.reviewedOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The places it does not deliver to, each with the reason shoppers read. */
function NotOfferedTable({ rules }: { rules: StateRule[] }) {
  return (
    <TableScroller label="States not delivered to" className="hidden md:block">
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              State
            </th>
            <th scope="col" className={headCellClass}>
              Note for shoppers
            </th>
            <th scope="col" className={headCellClass}>
              Reviewed
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.code} className="align-top hover:bg-forest-50/40">
              <td className={`${cellClass} whitespace-nowrap align-top`}>
                <PlaceLink rule={rule} />
                <span className="mt-1 flex items-center gap-2">
                  <span className="font-mono text-ink/70 text-xs">{rule.code}</span>
                  <OfferedBadge offered={false} />
                </span>
              </td>
              <td className={`${cellClass} align-top text-ink/80`}>{rule.note || '—'}</td>
              <td className={`${cellClass} whitespace-nowrap align-top text-ink/80`}>{formatDay(rule.reviewedOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The phone's list: each place a row that opens it. */
function PlaceList({ rules }: { rules: StateRule[] }) {
  return (
    <ul className="divide-y divide-forest-900/10 md:hidden">
      {rules.map((rule) => (
        <li key={rule.code}>
          <AdminLink
            to="/admin/state-rules/$code"
            params={{ code: rule.code }}
            className="flex items-center gap-3 px-4 py-3 hover:bg-forest-50/50"
          >
            <span className="grid min-w-0 flex-1 gap-1 text-sm">
              <span className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-semibold text-forest-800">{rule.name}</span>
                <OfferedBadge offered={rule.offered} />
              </span>
              {rule.offered ? (
                <>
                  <span className="text-ink/80 text-xs">{categoriesText(rule.categories)}</span>
                  {rule.limits.map((limit) => (
                    <span key={`${limit.label} ${limit.of}`} className="text-ink/70 text-xs">
                      {limitText(limit)}
                    </span>
                  ))}
                </>
              ) : (
                <span className="line-clamp-2 text-ink/70 text-xs">{rule.note}</span>
              )}
              <span className="text-ink/70 text-xs">Reviewed {formatDay(rule.reviewedOn)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-ink/40" />
          </AdminLink>
        </li>
      ))}
    </ul>
  );
}

/** /admin/state-rules: where the store delivers, what may go there and how much a shopper may buy. */
export default function StateRulesPage(): ReactElement {
  useScreenTitle('State rules');
  const query = useQuery(stateRulesQuery);
  const mayEdit = useCan('editStateRules');
  const states = query.data?.states ?? [];
  const offered = states.filter((rule) => rule.offered);
  const notOffered = states.filter((rule) => !rule.offered);

  return (
    <>
      <ScreenHeader
        title="State rules"
        description={
          mayEdit
            ? 'Where the store delivers, what may go there and how much a shopper may buy. Carts and checkouts apply a change at once.'
            : 'Where the store delivers, what may go there and how much a shopper may buy. Only the owner changes them.'
        }
      />
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : (
        <div className="grid gap-5">
          <Panel title={`Delivered to (${offered.length})`} flush>
            {offered.length === 0 ? (
              <EmptyState title="No state is offered">Open a state to offer delivery there.</EmptyState>
            ) : (
              <>
                <OfferedTable rules={offered} />
                <PlaceList rules={offered} />
              </>
            )}
          </Panel>
          <Panel title={`Not delivered to (${notOffered.length})`} flush>
            {notOffered.length === 0 ? (
              <EmptyState title="Every state is offered" />
            ) : (
              <>
                <NotOfferedTable rules={notOffered} />
                <PlaceList rules={notOffered} />
              </>
            )}
          </Panel>
        </div>
      )}
    </>
  );
}
