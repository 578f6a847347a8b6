import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/back-office/permissions';
import {
  type CreateStaffRequest,
  createStaffRequestSchema,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from '#shared/schemas/admin/staff';
import { Button } from '../../components/ui/button.tsx';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { focusFirstError, useSchemaForm } from '../../components/ui/form-state.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Panel } from '../components/screen-parts.tsx';
import { SelectBox } from '../components/select-box.tsx';
import { fieldErrorsFrom, hasCode, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { addStaffMember, STAFF_KEY } from './staff-api.ts';

const FIELDS = ['email', 'password', 'role'] as const;
const EMPTY: CreateStaffRequest = { email: '', password: '', role: 'staff' };

/** The owner adds an account; the new member signs in with the password given here. */
export function AddStaffForm() {
  const formId = useId().replaceAll(':', '');
  const queryClient = useQueryClient();
  const form = useSchemaForm(createStaffRequestSchema, EMPTY);
  const add = useMutation({
    mutationFn: addStaffMember,
    onSuccess: async (_answer, request) => {
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      form.reset();
      toast({ title: 'Staff member added', description: `${request.email} can sign in now.` });
    },
    onError: (failure) => {
      if (isSignedOut(failure)) return;
      const errors = hasCode(failure, 'staff_exists')
        ? { email: problemMessage(failure) }
        : fieldErrorsFrom<(typeof FIELDS)[number]>(failure);
      if (Object.keys(errors).length === 0) {
        toast({ title: 'Could not add the account', description: problemMessage(failure), variant: 'destructive' });
        return;
      }
      form.setErrors(errors);
      focusFirstError(formId, FIELDS, errors);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.ok) {
      focusFirstError(formId, FIELDS, checked.errors);
      return;
    }
    add.mutate(checked.data);
  }

  return (
    <Panel title="Add a staff member">
      <form
        noValidate
        data-form={formId}
        aria-label="Add a staff member"
        onSubmit={submit}
        className="grid items-start gap-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,0.8fr)_auto]"
      >
        <Field formId={formId} name="email" label="Email" error={form.errors.email}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
              className={compactControlClass}
            />
          )}
        </Field>
        <Field
          formId={formId}
          name="password"
          label="Password"
          error={form.errors.password}
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. Give it to them in person.`}
        >
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={STAFF_PASSWORD_MAX_LENGTH}
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
              className={compactControlClass}
            />
          )}
        </Field>
        <Field formId={formId} name="role" label="Role" error={form.errors.role}>
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={form.values.role}
              onChange={(event) => form.setValue('role', event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
        <Button type="submit" variant="primary" size="compact" disabled={add.isPending} className="md:mt-6">
          <UserPlus aria-hidden="true" className="-ml-0.5 h-4 w-4" />
          {add.isPending ? 'Adding…' : 'Add'}
        </Button>
      </form>
    </Panel>
  );
}
