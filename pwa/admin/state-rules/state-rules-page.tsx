import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { StateRule } from '#shared/compliance/state-rule';
import { type Column, DataList } from '../components/data-list.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { formatDay } from '../lib/format.ts';
import { AdminLink } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { useCan } from '../session/staff-context.ts';
import { categoriesText, limitText } from './rule-words.ts';
import { OfferedBadge } from './state-rule-badge.tsx';
import { stateRulesQuery } from './state-rules-api.ts';

const PLACE: Column<StateRule> = {
  header: 'State',
  phone: 'title',
  className: 'whitespace-nowrap',
  cell: (rule) => (
    <>
      <AdminLink
        to="/admin/state-rules/$code"
        params={{ code: rule.code }}
        className="font-semibold text-forest-800 hover:underline"
      >
        {rule.name}
      </AdminLink>
      <span className="mt-1 flex items-center gap-2">
        <span className="font-mono text-ink/70 text-xs">{rule.code}</span>
        <OfferedBadge offered={rule.offered} />
      </span>
    </>
  ),
};

const REVIEWED: Column<StateRule> = {
  header: 'Reviewed',
  className: 'whitespace-nowrap text-ink/80',
  cell: (rule) => formatDay(rule.reviewedOn),
};

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
const OFFERED_COLUMNS: Column<StateRule>[] = [
  PLACE,
  { header: 'Categories', phone: 'wide', cell: (rule) => categoriesText(rule.categories) },
  { header: 'Purchase limits', phone: 'wide', className: 'max-w-xl', cell: (rule) => <Limits rule={rule} /> },
  REVIEWED,
];

/** The places it does not deliver to, each with the reason shoppers read. */
const NOT_OFFERED_COLUMNS: Column<StateRule>[] = [
  PLACE,
  { header: 'Note for shoppers', phone: 'wide', className: 'text-ink/80', cell: (rule) => rule.note || '—' },
  REVIEWED,
];

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
            <DataList
              rows={offered}
              rowKey={(rule) => rule.code}
              columns={OFFERED_COLUMNS}
              caption="States delivered to"
              linkedRows
              empty={<EmptyState title="No state is offered">Open a state to offer delivery there.</EmptyState>}
            />
          </Panel>
          <Panel title={`Not delivered to (${notOffered.length})`} flush>
            <DataList
              rows={notOffered}
              rowKey={(rule) => rule.code}
              columns={NOT_OFFERED_COLUMNS}
              caption="States not delivered to"
              linkedRows
              empty={<EmptyState title="Every state is offered" />}
            />
          </Panel>
        </div>
      )}
    </>
  );
}
