import { useNavigate } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/form-state.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { SIGN_IN_DELAY_MS, SIGN_IN_MISSING_TOAST, signedInToast } from './community-messages.ts';
import { SIGN_IN_NAME_MAX, type SignInInput, saveSignedInUser, signInSchema } from './signed-in-user.ts';
import { wait } from './submit.ts';

const EMPTY: SignInInput = { name: '' };

/**
 * A name only. Blank: the destructive toast. Otherwise, after SIGN_IN_DELAY_MS, the name is
 * kept on this device, the welcome toast shows and the shopper goes to /.
 */
export function SignInForm() {
  const formId = useId().replaceAll(':', '');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(signInSchema, EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = form.validate();
    if (!checked.ok) {
      toast(
        checked.errors.name === 'Name is required'
          ? SIGN_IN_MISSING_TOAST
          : { ...SIGN_IN_MISSING_TOAST, description: checked.errors.name ?? '' },
      );
      document.getElementById(`${formId}-name`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await wait(SIGN_IN_DELAY_MS);
      const user = saveSignedInUser(checked.data.name);
      toast(signedInToast(user.name));
      await navigate({ to: '/' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      data-form={formId}
      aria-label="Sign in"
      onSubmit={(event) => void submit(event)}
      className="grid gap-5"
    >
      <Field formId={formId} name="name" label="Name" error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={SIGN_IN_NAME_MAX}
            placeholder="Enter your name"
            value={form.values.name}
            onChange={(event) => form.setValue('name', event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <Button variant="primary" type="submit" disabled={busy} className="w-full">
        <LogIn aria-hidden="true" className="h-4 w-4" />
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
