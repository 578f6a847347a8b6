import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { useScreenTitle } from '../lib/use-title.ts';
import { useStaff } from '../session/staff-context.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { staffQuery } from './staff-api.ts';
import { StaffMemberRow } from './staff-member-row.tsx';

/** /admin/staff (owner): who may sign in, with which role. */
export default function StaffPage(): ReactElement {
  useScreenTitle('Staff');
  const you = useStaff();
  const query = useQuery(staffQuery);
  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader
        title="Staff"
        description="Owners can do everything; staff run orders, stock, the catalogue, reviews and messages, but cannot refund, change prices or manage accounts."
      />
      <div className="grid gap-4">
        <AddStaffForm />
        {query.isError ? (
          <ScreenError error={query.error} inScreen />
        ) : query.data ? (
          <Panel title="Accounts" flush>
            <ul className="divide-y divide-forest-900/10">
              {query.data.staff.map((member) => (
                <StaffMemberRow
                  key={`${member.id}-${member.role}-${member.disabled}`}
                  member={member}
                  isYou={member.id === you.id}
                />
              ))}
            </ul>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
