import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRound, LogOut, Package, Trash2, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { z } from 'zod';
import { type Account, displayNameSchema, type Passkey } from '#shared/schemas/account';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormFailure } from '../../components/ui/form-failure.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/form-state.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { loadCartOwner } from '../cart/index.ts';
import { forgetAccountOrders, formatOrderDate, useAccountOrdersOnDevice } from '../orders/index.ts';
import {
  createPasskey,
  passkeysSupported,
  removePasskey,
  renameAccount,
  signOutEverywhere,
  signOutHere,
} from './account-api.ts';
import { NameInput } from './name-input.tsx';
import { signInFailureMessage } from './sign-in-messages.ts';
import { setAccount, useAccount } from './use-account.ts';

const nameSchema = z.object({ displayName: displayNameSchema });

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6">
      <h2 id={id} className="font-semibold text-forest-900 text-lg">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Runs one of the screen's actions: busy while it runs, its failure in the store's words. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(task: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      setFailure(signInFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

function NameForm({ account }: { account: Account }) {
  const formId = useId().replaceAll(':', '');
  const queryClient = useQueryClient();
  const form = useSchemaForm(nameSchema, { displayName: account.displayName ?? '' });
  const action = useAction();
  function save(event: FormEvent) {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.ok) return;
    void action.run(async () => {
      const answer = await renameAccount(checked.data.displayName);
      setAccount(queryClient, answer.account);
      toast({ title: 'Name saved', description: `We'll greet you as ${checked.data.displayName}.` });
    });
  }
  return (
    <form
      noValidate
      data-form={formId}
      aria-label="Your name"
      onSubmit={save}
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <Field formId={formId} name="displayName" label="Name" error={form.errors.displayName}>
        {({ labelId: _labelId, ...control }) => (
          <NameInput
            control={control}
            value={form.values.displayName}
            onChange={(value) => form.setValue('displayName', value)}
          />
        )}
      </Field>
      <Button variant="secondary" type="submit" disabled={action.busy}>
        {action.busy ? 'Saving…' : 'Save name'}
      </Button>
      <div className="sm:col-span-2">
        <FormFailure className="mt-3" message={action.failure} />
      </div>
    </form>
  );
}

function passkeyWords(passkey: Passkey): string {
  const where = passkey.synced ? 'Synced across your devices' : 'On one device';
  const used = passkey.lastUsedAt ? `last used ${formatOrderDate(passkey.lastUsedAt)}` : 'not used yet';
  return `${where} · added ${formatOrderDate(passkey.createdAt)} · ${used}`;
}

function Passkeys({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const action = useAction();
  const supported = passkeysSupported();
  const refresh = (next: Account | null) => setAccount(queryClient, next);
  return (
    <>
      {account.passkeys.length === 0 ? (
        <p className="text-ink/75">No passkey yet: you sign in with a code we email you.</p>
      ) : (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {account.passkeys.map((passkey, index) => (
            <li
              key={passkey.id}
              className="flex items-center gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-forest-900/10"
            >
              <KeyRound aria-hidden="true" className="h-5 w-5 shrink-0 text-forest-700" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-forest-900">Passkey {index + 1}</p>
                <p className="text-ink/70 text-sm">{passkeyWords(passkey)}</p>
              </div>
              <button
                type="button"
                disabled={action.busy}
                aria-label={`Remove passkey ${index + 1}`}
                className="rounded-full p-2 text-ink/60 transition hover:bg-red-50 hover:text-red-700"
                onClick={() =>
                  void action.run(async () => {
                    await removePasskey(passkey.id);
                    refresh({ ...account, passkeys: account.passkeys.filter((kept) => kept.id !== passkey.id) });
                    toast({ title: 'Passkey removed', description: 'It no longer signs in to your account.' });
                  })
                }
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <Button
          variant="secondary"
          disabled={action.busy}
          className="mt-4"
          onClick={() =>
            void action.run(async () => {
              const answer = await createPasskey();
              refresh(answer.account);
              toast({ title: 'Passkey saved', description: 'Next time, sign in with it: no code needed.' });
            })
          }
        >
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Add a passkey
        </Button>
      ) : (
        <p className="mt-3 text-ink/70 text-sm">This browser cannot make passkeys.</p>
      )}
      <FormFailure className="mt-3" message={action.failure} />
    </>
  );
}

function SignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const action = useAction();
  const leave = (signOut: () => Promise<unknown>, words: string) =>
    action.run(async () => {
      const { leaveAccountCart } = await loadCartOwner();
      await leaveAccountCart(signOut);
      await forgetAccountOrders();
      setAccount(queryClient, null);
      toast({ title: 'Signed out', description: words });
      await navigate({ to: '/' });
    });
  return (
    <>
      <p className="text-ink/75">
        Signing out here removes your account's orders and cart from this device; both stay with your account for your
        next sign-in. On a shared or lost device, sign out everywhere: every device you signed in on is signed out at
        once.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={action.busy}
          onClick={() => void leave(signOutHere, 'You are signed out on this device.')}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out
        </Button>
        <Button
          variant="secondary"
          disabled={action.busy}
          onClick={() => void leave(signOutEverywhere, 'You are signed out on every device.')}
        >
          Sign out everywhere
        </Button>
      </div>
      <FormFailure className="mt-3" message={action.failure} />
    </>
  );
}

/** /account: the signed-in shopper's name, passkeys, orders and signing out. */
export function AccountScreen() {
  const account = useAccount();
  const orders = useAccountOrdersOnDevice(account);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl text-forest-900 sm:text-4xl">Your account</h1>
      {account === undefined ? (
        <div className="flex justify-center py-16" role="status">
          <Spinner />
          <span className="sr-only">Loading your account…</span>
        </div>
      ) : account === null ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-forest-900/5">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <UserRound aria-hidden="true" className="h-8 w-8" />
          </span>
          <h2 className="mt-4 font-semibold text-forest-900 text-xl">You're not signed in</h2>
          <p className="mt-2 max-w-sm text-ink/75">Sign in to see your orders from every device.</p>
          <Link to="/sign-in" className={buttonClass('primary', 'mt-6')}>
            Sign in
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-5">
          <p className="text-ink/75">
            Signed in as <span className="font-semibold text-forest-900">{account.email}</span>
          </p>
          <Section title="Your orders">
            <p className="text-ink/75">
              {orders.data === undefined
                ? 'Every order placed with your email, on any device.'
                : `${orders.data} ${orders.data === 1 ? 'order' : 'orders'} placed with your email, on any device.`}
            </p>
            <Link to="/orders" className={buttonClass('primary', 'mt-4')}>
              <Package aria-hidden="true" className="h-4 w-4" />
              See your orders
            </Link>
          </Section>
          <Section title="Your name">
            <NameForm account={account} />
          </Section>
          <Section title="Passkeys">
            <Passkeys account={account} />
          </Section>
          <Section title="Signing out">
            <SignOut />
          </Section>
        </div>
      )}
    </div>
  );
}
