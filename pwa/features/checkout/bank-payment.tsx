import { CircleAlert, FlaskConical, Landmark } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toCents } from '#shared/money';
import {
  accountNumberProblem,
  bankDigits,
  routingNumberProblem,
  TEST_BANK_ACCOUNTS,
  TEST_BANK_ROUTING_NUMBER,
} from '#shared/payments/bank-accounts';
import { whenMoneyMoves } from '#shared/payments/tenders';
import type { BankCheckout } from '#shared/schemas/checkout';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { CHECKOUT_TEXTS } from './checkout-messages.ts';
import { PayButton } from './pay-button.tsx';
import type { PlaceLater } from './use-complete-payment.ts';

type BankField = 'holderName' | 'routingNumber' | 'accountNumber';

/** What is wrong with each field, by the same rules the server applies (shared). */
function problemsOf(account: Record<BankField, string>): Partial<Record<BankField, string>> {
  const problems: Partial<Record<BankField, string>> = {};
  if (account.holderName.trim() === '') problems.holderName = 'Enter the name on the account';
  const routing = routingNumberProblem(account.routingNumber);
  if (routing) problems.routingNumber = routing;
  const number = accountNumberProblem(account.accountNumber);
  if (number) problems.accountNumber = number;
  return problems;
}

const FIELDS: readonly BankField[] = ['holderName', 'routingNumber', 'accountNumber'];

/**
 * Paying by bank (decision 027): the account to pay from, and when money moves, said before the
 * shopper commits. Placing the order asks the bank to authorise the total; the debit waits for
 * the handoff. With the built-in test bank, its accounts are listed, plainly marked as test mode.
 */
export function BankPayment({
  checkout,
  updating,
  processing,
  placeLater,
  totalChanged,
}: {
  checkout: BankCheckout;
  updating: boolean;
  processing: boolean;
  placeLater: PlaceLater;
  totalChanged: () => void;
}) {
  const formId = `bank-${useId().replaceAll(':', '')}`;
  const [account, setAccount] = useState<Record<BankField, string>>({
    holderName: '',
    routingNumber: '',
    accountNumber: '',
  });
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: BankField, value: string) => {
    setAccount((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(account);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      setErrors(found);
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    const bankAccount = {
      holderName: account.holderName.trim(),
      routingNumber: bankDigits(account.routingNumber),
      accountNumber: bankDigits(account.accountNumber),
    };
    setProblem(await placeLater(checkout.checkoutId, totalChanged, bankAccount));
  }

  const digitsInput = (field: BankField, label: string, maxLength: number, autoComplete: string) => (
    <Field formId={formId} name={field} label={label} error={errors[field]}>
      {({ labelId: _labelId, ...control }) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={account[field]}
          onChange={(event) => set(field, event.target.value)}
          className={`${controlClass} font-mono tabular-nums`}
        />
      )}
    </Field>
  );

  return (
    <form noValidate aria-label="Pay by bank" onSubmit={(event) => void submit(event)} className="grid gap-5">
      <p className="flex items-start gap-3 rounded-xl bg-forest-50 px-4 py-3 text-forest-900 ring-1 ring-forest-900/10">
        <Landmark aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
        <span>{whenMoneyMoves('bank', toCents(checkout.breakdown.total))}</span>
      </p>
      {checkout.testBank ? (
        <div className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-900/15">
          <p className="flex items-center gap-2 font-semibold">
            <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0" />
            {CHECKOUT_TEXTS.testBankMode}
          </p>
          <p className="mt-2 text-sm">
            Routing number <span className="font-mono font-semibold tabular-nums">{TEST_BANK_ROUTING_NUMBER}</span>,
            with an account that:
          </p>
          <ul aria-label="Test bank accounts" className="mt-2 grid gap-1.5 text-sm">
            {TEST_BANK_ACCOUNTS.map((test) => (
              <li key={test.accountNumber} className="flex gap-3">
                <span className="shrink-0 font-mono font-semibold tabular-nums">{test.accountNumber}</span>{' '}
                <span className="min-w-0">{test.description}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Field formId={formId} name="holderName" label="Name on the account" error={errors.holderName}>
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={100}
            value={account.holderName}
            onChange={(event) => set('holderName', event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {digitsInput('routingNumber', 'Routing number', 11, 'off')}
        {digitsInput('accountNumber', 'Account number', 20, 'off')}
      </div>
      <p className="text-ink/70 text-sm">{CHECKOUT_TEXTS.bankNumbersKept}</p>
      {problem ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      <PayButton total={checkout.breakdown.total} processing={processing} disabled={updating} action="Place Order" />
    </form>
  );
}
