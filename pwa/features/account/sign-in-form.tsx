import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LogIn, Mail } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { accountEmailSchema, type SignInAnswer, signInCodeSchema } from '#shared/schemas/account';
import { Button } from '../../components/ui/button.tsx';
import { FormFailure } from '../../components/ui/form-failure.tsx';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { focusFirstError, useSchemaForm } from '../../components/ui/form-state.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadCartOwner } from '../cart/index.ts';
import { offerAccountDetails } from '../checkout/index.ts';
import { createPasskey, passkeysSupported, sendSignInCode, signInWithCode, signInWithPasskey } from './account-api.ts';
import { NameInput } from './name-input.tsx';
import { codeSentText, SIGN_IN_MISSING_TOAST, signedInToast, signInFailureMessage } from './sign-in-messages.ts';
import { readSignedInUser, saveSignedInUser, signInSchema } from './signed-in-user.ts';
import { setAccount } from './use-account.ts';

const detailsSchema = signInSchema.extend({ email: accountEmailSchema });
const codeSchema = z.object({ code: signInCodeSchema });
const DETAIL_FIELDS = ['name', 'email'] as const;

function Divider({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 text-ink/70 text-xs uppercase tracking-wider">
      <span aria-hidden="true" className="h-px flex-1 bg-forest-900/10" />
      {children}
      <span aria-hidden="true" className="h-px flex-1 bg-forest-900/10" />
    </p>
  );
}

type Step = { kind: 'details' } | { kind: 'code'; email: string; name: string } | { kind: 'passkey-offer' };

/**
 * Signing in to an account (decision 031): with a passkey, or with a code emailed to the
 * shopper, which makes the account the first time. The name is the account's display name,
 * blank refused with the spec's toast. After a code sign-in on a device that can hold a
 * passkey, the shopper is offered one for next time; then they go to the shop.
 */
export function SignInForm() {
  const formId = useId().replaceAll(':', '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const details = useSchemaForm(detailsSchema, { name: '', email: '' });
  const { setValue: setDetail } = details;
  // Filled after the first render, which must match the server's (it has no local storage).
  useEffect(() => {
    const saved = readSignedInUser();
    if (saved) setDetail('name', saved.name);
  }, [setDetail]);
  const codeForm = useSchemaForm(codeSchema, { code: '' });
  const canUsePasskeys = passkeysSupported();

  async function run(task: () => Promise<void>) {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await task();
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'sign_in_code_wrong' || error.code === 'sign_in_code_expired')) {
        codeForm.setErrors({ code: error.serverMessage });
        document.getElementById(`${formId}-code`)?.focus();
      } else {
        setFailure(signInFailureMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  function welcome({ account, cartMerge }: SignInAnswer, name: string) {
    setAccount(queryClient, account);
    // The sign-in stands whether or not the account's cart arrives now: the sync retries by itself.
    void loadCartOwner()
      .then(({ cartJoinedAccount }) => cartJoinedAccount(cartMerge))
      .catch(() => undefined);
    if (account.lastDelivery) offerAccountDetails(account.lastDelivery);
    const shown = account.displayName ?? name;
    saveSignedInUser(shown);
    toast(signedInToast(shown));
  }

  function askForCode(event: FormEvent) {
    event.preventDefault();
    const checked = details.validate();
    if (!checked.ok) {
      if (checked.errors.name) {
        toast(
          checked.errors.name === 'Name is required'
            ? SIGN_IN_MISSING_TOAST
            : { ...SIGN_IN_MISSING_TOAST, description: checked.errors.name },
        );
      }
      focusFirstError(formId, DETAIL_FIELDS, checked.errors);
      return;
    }
    void run(async () => {
      await sendSignInCode(checked.data.email);
      setStep({ kind: 'code', email: checked.data.email, name: checked.data.name });
      codeForm.reset();
    });
  }

  function signInWithTheCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const checked = codeForm.validate();
    if (!checked.ok) {
      document.getElementById(`${formId}-code`)?.focus();
      return;
    }
    void run(async () => {
      const signed = await signInWithCode({ email: step.email, code: checked.data.code, displayName: step.name });
      welcome(signed, step.name);
      if (canUsePasskeys && signed.account.passkeys.length === 0) setStep({ kind: 'passkey-offer' });
      else await navigate({ to: '/' });
    });
  }

  const signInByPasskey = () =>
    run(async () => {
      const signed = await signInWithPasskey();
      welcome(signed, signed.account.displayName ?? '');
      await navigate({ to: '/' });
    });

  const makePasskey = () =>
    run(async () => {
      const { account } = await createPasskey();
      setAccount(queryClient, account);
      toast({ title: 'Passkey saved', description: 'Next time, sign in with it: no code needed.' });
      await navigate({ to: '/' });
    });

  if (step.kind === 'passkey-offer') {
    return (
      <section aria-labelledby={`${formId}-offer`} className="grid gap-4">
        <h2 id={`${formId}-offer`} className="font-semibold text-forest-900 text-lg">
          Sign in faster next time
        </h2>
        <p className="text-ink/75">
          Save a passkey on this device: next time you sign in with your fingerprint, face or screen lock, with no code
          to wait for. Your passkey stays on your device; we never see it.
        </p>
        <FormFailure message={failure} />
        <Button variant="primary" disabled={busy} onClick={() => void makePasskey()} className="w-full">
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {busy ? 'Saving passkey…' : 'Create a passkey'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void navigate({ to: '/' })} className="w-full">
          Not now
        </Button>
      </section>
    );
  }

  return (
    <div className="grid gap-5">
      {canUsePasskeys && step.kind === 'details' ? (
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void signInByPasskey()} className="w-full">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Sign in with a passkey
          </Button>
          <Divider>or get a code by email</Divider>
        </>
      ) : null}
      {step.kind === 'details' ? (
        <form
          noValidate
          data-form={formId}
          aria-label="Sign in"
          aria-busy={busy || undefined}
          onSubmit={askForCode}
          className="grid gap-5"
        >
          <Field formId={formId} name="name" label="Name" error={details.errors.name}>
            {({ labelId: _labelId, ...control }) => (
              <NameInput
                control={control}
                placeholder="Enter your name"
                value={details.values.name}
                onChange={(value) => details.setValue('name', value)}
              />
            )}
          </Field>
          <Field
            formId={formId}
            name="email"
            label="Email"
            error={details.errors.email}
            hint="We email you a code to sign in: no password."
          >
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email webauthn"
                inputMode="email"
                maxLength={254}
                value={details.values.email}
                onChange={(event) => details.setValue('email', event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <FormFailure message={failure} />
          <Button variant="primary" type="submit" disabled={busy} className="w-full">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {busy ? 'Sending code…' : 'Email Me a Code'}
          </Button>
        </form>
      ) : (
        <form
          noValidate
          data-form={formId}
          aria-label="Enter your code"
          aria-busy={busy || undefined}
          onSubmit={signInWithTheCode}
          className="grid gap-5"
        >
          <p
            role="status"
            className="rounded-2xl bg-forest-50 px-4 py-3 text-forest-900 text-sm ring-1 ring-forest-900/10"
          >
            {codeSentText(step.email)}
          </p>
          <Field formId={formId} name="code" label="Code" error={codeForm.errors.code}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={codeForm.values.code}
                onChange={(event) => codeForm.setValue('code', event.target.value)}
                className={`${controlClass} font-mono text-lg tracking-[0.4em]`}
              />
            )}
          </Field>
          <FormFailure message={failure} />
          <Button variant="primary" type="submit" disabled={busy} className="w-full">
            <LogIn aria-hidden="true" className="h-4 w-4" />
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-medium text-forest-800 underline-offset-4 hover:underline"
              onClick={() => {
                setFailure(null);
                setStep({ kind: 'details' });
              }}
            >
              Use another email
            </button>
            <button
              type="button"
              disabled={busy}
              className="font-medium text-forest-800 underline-offset-4 hover:underline"
              onClick={() =>
                void run(async () => {
                  await sendSignInCode(step.email);
                  codeForm.reset();
                  toast({ title: 'New code sent', description: codeSentText(step.email) });
                })
              }
            >
              Send a new code
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
