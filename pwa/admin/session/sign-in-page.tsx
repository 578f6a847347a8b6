import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Leaf, LogIn } from 'lucide-react';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { signInRequestSchema } from '#shared/schemas/admin/staff';
import { Button } from '../../components/ui/button.tsx';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { focusFirstError, useSchemaForm } from '../../components/ui/form-state.ts';
import { ApiError } from '../../lib/api-client.ts';
import { firstScreenFor } from '../layout/sections.ts';
import { fieldErrorsFrom, problemMessage, waitFrom } from '../lib/api-problems.ts';
import { useReplaceWith, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { sessionQuery, signIn } from './session-api.ts';

const FIELDS = ['email', 'password'] as const;

/** What went wrong with a sign-in, in words, and which control to put the person back in. */
function refusal(error: unknown): { message: string; focus: 'password' | 'alert' } {
  if (error instanceof ApiError && error.status === 429) {
    const wait = waitFrom(error.retryAfter);
    return {
      message: wait ? `Too many attempts. Try again in ${wait}.` : error.serverMessage,
      focus: 'alert',
    };
  }
  if (error instanceof ApiError && error.status === 401) return { message: error.serverMessage, focus: 'password' };
  return { message: problemMessage(error), focus: 'alert' };
}

/** /admin for someone not signed in: email and password, and why a try was refused. */
export default function SignInPage(): ReactElement {
  useScreenTitle('Sign in');
  const formId = useId().replaceAll(':', '');
  const form = useSchemaForm(signInRequestSchema, { email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const replaceWith = useReplaceWith();
  const { next } = useScreenSearch('/admin');

  useEffect(() => {
    document.getElementById(`${formId}-email`)?.focus();
  }, [formId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const checked = form.validate();
    if (!checked.ok) {
      focusFirstError(formId, FIELDS, checked.errors);
      return;
    }
    setBusy(true);
    try {
      const staff = await signIn(checked.data);
      queryClient.setQueryData(sessionQuery.queryKey, staff);
      await replaceWith(next ?? firstScreenFor(staff.role));
    } catch (error) {
      const fields = fieldErrorsFrom<(typeof FIELDS)[number]>(error);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusFirstError(formId, FIELDS, fields);
        return;
      }
      const { message, focus } = refusal(error);
      setProblem(message);
      if (focus === 'password') {
        form.setValue('password', '');
        document.getElementById(`${formId}-password`)?.focus();
      } else {
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-forest-900 to-forest-800 px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="mb-6 flex items-center justify-center gap-2 text-cream">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-cream/10 text-gold"
          >
            <Leaf className="h-5 w-5" strokeWidth={2.25} />
          </span>
          <span className="font-bold text-xl tracking-tight">Verdant</span>
          <span className="rounded-md bg-cream/10 px-1.5 py-0.5 font-semibold text-[11px] uppercase tracking-wider">
            Back office
          </span>
        </p>
        <section aria-labelledby="sign-in-heading" className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <h1 id="sign-in-heading" className="font-bold text-forest-900 text-xl">
            Sign in
          </h1>
          <p className="mt-1 text-ink/70 text-sm">For the store’s owner and staff.</p>
          <form
            noValidate
            data-form={formId}
            aria-label="Sign in"
            onSubmit={(event) => void submit(event)}
            className="mt-6 grid gap-4"
          >
            <Field formId={formId} name="email" label="Email" error={form.errors.email}>
              {({ labelId: _labelId, ...control }) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="username"
                  spellCheck={false}
                  value={form.values.email}
                  onChange={(event) => form.setValue('email', event.target.value)}
                  className={controlClass}
                />
              )}
            </Field>
            <Field formId={formId} name="password" label="Password" error={form.errors.password}>
              {({ labelId: _labelId, ...control }) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={form.values.password}
                  onChange={(event) => form.setValue('password', event.target.value)}
                  className={controlClass}
                />
              )}
            </Field>
            <Button variant="primary" type="submit" disabled={busy} className="mt-1 w-full">
              <LogIn aria-hidden="true" className="h-4 w-4" />
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
          <div ref={alertRef} tabIndex={-1} role="alert" className="outline-none">
            {problem ? (
              <p className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-red-800 text-sm ring-1 ring-red-700/20">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {problem}
              </p>
            ) : null}
          </div>
        </section>
        <p className="mt-6 text-center text-cream/80 text-sm">
          Looking for the shop?{' '}
          <a href="/" className="font-semibold text-cream underline underline-offset-2">
            Go to Verdant
          </a>
        </p>
      </div>
    </main>
  );
}
