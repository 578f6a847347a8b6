import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactElement } from 'react';
import { ScreenHeader } from '../components/screen-parts.tsx';
import { LoadingScreen, ScreenError } from '../components/screen-states.tsx';
import { formatDay } from '../lib/format.ts';
import { AdminLink, useScreenParams } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { useCan } from '../session/staff-context.ts';
import { OfferedBadge } from './state-rule-badge.tsx';
import { StateRuleForm } from './state-rule-form.tsx';
import { StateRuleSummary } from './state-rule-summary.tsx';
import { stateRuleQuery } from './state-rules-api.ts';

/** /admin/state-rules/{code}: one place's rules, which the owner edits and staff read. */
export default function StateRulePage(): ReactElement {
  const { code } = useScreenParams('/signed-in/admin/state-rules/$code');
  const query = useQuery(stateRuleQuery(code));
  const mayEdit = useCan('editStateRules');
  useScreenTitle(query.data?.name ?? 'State rule');
  if (query.isError) return <ScreenError error={query.error} />;
  const rule = query.data;
  if (!rule) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader
        back={
          <AdminLink
            to="/admin/state-rules"
            className="mb-2 inline-flex items-center gap-1 rounded-md font-medium text-forest-800 text-sm hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All state rules
          </AdminLink>
        }
        title={rule.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {rule.code} · {rule.timeZone} · reviewed {formatDay(rule.reviewedOn)}
            </span>
            <OfferedBadge offered={rule.offered} />
          </span>
        }
      />
      {mayEdit ? (
        <StateRuleForm key={JSON.stringify(rule)} rule={rule} />
      ) : (
        <>
          <p className="mb-4 flex items-center gap-2 rounded-lg bg-forest-50 px-4 py-3 text-forest-900 text-sm ring-1 ring-forest-700/15">
            <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
            Only the owner changes state rules.
          </p>
          <StateRuleSummary rule={rule} />
        </>
      )}
    </div>
  );
}
