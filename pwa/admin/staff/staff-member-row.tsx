import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/back-office/permissions';
import type { StaffMember, UpdateStaffRequest } from '#shared/schemas/admin/staff';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { Badge } from '../components/badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { SelectBox } from '../components/select-box.tsx';
import { isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { formatDate } from '../lib/format.ts';
import { sessionQuery } from '../session/session-api.ts';
import { STAFF_KEY, updateStaffMember } from './staff-api.ts';

function changeText(change: UpdateStaffRequest, member: StaffMember): string {
  if (change.role) return `${member.email} is now ${STAFF_ROLE_LABELS[change.role]}`;
  return change.disabled ? `${member.email} is disabled and signed out` : `${member.email} can sign in again`;
}

/** One account: its role (changed at once), and disabling (confirmed first) or enabling it. */
export function StaffMemberRow({ member, isYou }: { member: StaffMember; isYou: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (change: UpdateStaffRequest) => updateStaffMember(member.id, change),
    onMutate: () => setProblem(null),
    onSuccess: async (_answer, change) => {
      // The signed-in member's own role may be the one that changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
      setConfirming(false);
      toast({ title: 'Account saved', description: changeText(change, member) });
    },
    onError: async (failure) => {
      if (isSignedOut(failure)) return;
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      setProblem(problemMessage(failure));
    },
  });

  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`break-all font-medium ${member.disabled ? 'text-ink/70' : ''}`}>{member.email}</span>
          {isYou ? <Badge tone="info">You</Badge> : null}
          {member.disabled ? <Badge tone="neutral">Disabled</Badge> : null}
        </p>
        <p className="text-ink/70 text-xs">Added {formatDate(member.createdAt)}</p>
        {problem ? (
          <p role="alert" className="mt-1 text-red-800 text-xs">
            {problem}
          </p>
        ) : null}
      </div>
      <SelectBox
        aria-label={`Role of ${member.email}`}
        value={member.role}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ role: event.target.value as StaffRole })}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </SelectBox>
      {member.disabled ? (
        <Button
          variant="secondary"
          size="compact"
          disabled={update.isPending}
          onClick={() => update.mutate({ disabled: false })}
        >
          Enable
        </Button>
      ) : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <button type="button" className={dangerOutlineButtonClass} aria-label={`Disable ${member.email}`}>
              Disable
            </button>
          }
          title={`Disable ${member.email}?`}
          description="They are signed out everywhere at once and cannot sign in until the account is enabled again."
          confirmLabel="Disable account"
          cancelLabel="Keep it"
          tone="danger"
          busy={update.isPending}
          problem={confirming ? problem : null}
          onConfirm={() => update.mutate({ disabled: true })}
        />
      )}
    </li>
  );
}
