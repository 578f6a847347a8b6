import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, CircleX, Phone, ShieldCheck, TriangleAlert, Truck } from 'lucide-react';
import { type FormEvent, type ReactElement, type ReactNode, useId, useState } from 'react';
import { todayUtc } from '#shared/age';
import { idCheckRefusal, RETURN_REASON_WORDS, RETURN_REASONS, type ReturnReason } from '#shared/back-office/handoff';
import { ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import { centsToDecimal, formatUsd, toCents } from '#shared/money';
import {
  amountHandedOverCents,
  DOOR_METHOD_NAMES,
  DOOR_METHODS,
  type DoorMethod,
  moneyFromWire,
  moneyRows,
} from '#shared/payments/order-payment';
import type { TenderId } from '#shared/payments/tenders';
import { type HandoffOrder, handoffOrderSchema } from '#shared/schemas/admin/handoffs';
import { ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { Button } from '../../components/ui/button.tsx';
import { compactControlClass, controlClass, Field } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { OrderStatusBadge } from '../components/badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { AdminLink, useScreenParams } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { ORDERS_KEY } from '../orders/orders-api.ts';
import { STOCK_KEY } from '../stock/stock-api.ts';
import { HANDOFFS_KEY, handOver, handoffQuery, returnToStore } from './handoffs-api.ts';

const optionClass =
  'flex min-h-12 items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-forest-900/15 has-[:checked]:bg-forest-50 has-[:checked]:ring-2 has-[:checked]:ring-forest-700';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="flex h-6 w-6 items-center justify-center rounded-full bg-forest-800 text-white text-xs"
          >
            {number}
          </span>
          {title}
        </span>
      }
    >
      <div className="grid gap-4">{children}</div>
    </Panel>
  );
}

/** After a handoff or a refusal, everything that shows this order reads it again. */
function useAfterChange(orderId: string) {
  const queryClient = useQueryClient();
  return {
    async done(order: HandoffOrder, title: string) {
      queryClient.setQueryData(handoffQuery(orderId).queryKey, order);
      toast({ title });
      await Promise.all(
        [HANDOFFS_KEY, ORDERS_KEY, STOCK_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    /** A 409 carries the order as it is now (someone else finished it): shown at once. */
    showCurrent(error: ApiError) {
      const parsed = handoffOrderSchema.safeParse((error.details as { order?: unknown } | undefined)?.order);
      if (parsed.success) queryClient.setQueryData(handoffQuery(orderId).queryKey, parsed.data);
    },
  };
}

/** What returning an order does with its money, by how it is paid. */
const RETURN_MONEY_WORDS: Record<TenderId, string> = {
  card: ', and the hold on the card is released: nothing is charged.',
  bank: ', and the bank authorisation is released: nothing is debited.',
  door: ', and nothing is owed.',
};

function ReturnToStoreDialog({ order, reason: suggested }: { order: HandoffOrder; reason: ReturnReason | null }) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason | null>(suggested);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const after = useAfterChange(order.id);
  const mutation = useMutation({
    mutationFn: (chosen: ReturnReason) => returnToStore(order.id, { reason: chosen, note: note.trim() || undefined }),
    onSuccess: async (returned) => {
      setOpen(false);
      await after.done(returned, `Order ${order.number} is returned to the store`);
    },
    onError: (error: ApiError) => {
      if (isSignedOut(error)) return;
      after.showCurrent(error);
      setProblem(problemMessage(error));
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setReason(suggested);
        setProblem(null);
      }}
      trigger={
        <Button type="button" variant="secondary" className="w-full">
          Return to store
        </Button>
      }
      title="Return the order to the store"
      description={`Order ${order.number} is not handed over. Everything goes back into stock${RETURN_MONEY_WORDS[order.tender]}`}
      confirmLabel="Return to store"
      tone="danger"
      busy={mutation.isPending}
      problem={problem}
      onConfirm={() => (reason ? mutation.mutate(reason) : setProblem('Choose why the order is coming back.'))}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-forest-900 text-sm">Why is it coming back?</legend>
        {RETURN_REASONS.map((id) => (
          <label key={id} className={optionClass}>
            <input
              type="radio"
              name={`${formId}-reason`}
              checked={reason === id}
              onChange={() => setReason(id)}
              className="h-4 w-4 accent-forest-700"
            />
            <span className="text-sm">{RETURN_REASON_WORDS[id]}</span>
          </label>
        ))}
      </fieldset>
      <NoteField
        formId={formId}
        label="Anything to add (optional)"
        value={note}
        onChange={setNote}
        maxLength={ORDER_NOTE_MAX}
      />
    </ConfirmDialog>
  );
}

/** The three steps at the door, then Mark delivered; or the way back to the store. */
function HandoffForm({ order }: { order: HandoffOrder }) {
  const formId = useId().replaceAll(':', '');
  const [nameMatches, setNameMatches] = useState<boolean | null>(null);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [handedOver, setHandedOver] = useState<boolean[]>(() => order.lines.map(() => true));
  const [method, setMethod] = useState<DoorMethod | null>(null);
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const after = useAfterChange(order.id);

  const notHandedOver = handedOver.flatMap((kept, index) => (kept ? [] : [index]));
  const dueCents = amountHandedOverCents(order.breakdown, order.lines, notHandedOver);
  const atDoor = order.tender === 'door';
  const amount = typedAmount ?? centsToDecimal(dueCents);
  const idChecked = nameMatches !== null && dateOfBirth !== '';
  const idRefusal = idChecked ? idCheckRefusal({ nameMatches, dateOfBirth }, todayUtc()) : null;
  const nothingHandedOver = notHandedOver.length === order.lines.length;
  const ready = idChecked && idRefusal === null && !nothingHandedOver && (!atDoor || method !== null);

  const mutation = useMutation({
    mutationFn: () =>
      handOver(order.id, {
        idCheck: { nameMatches: nameMatches === true, dateOfBirth },
        notHandedOver,
        payment: atDoor && method ? { method, amount } : undefined,
      }),
    onMutate: () => setProblem(null),
    onSuccess: (delivered) => after.done(delivered, `Order ${order.number} is delivered`),
    onError: (error: ApiError) => {
      if (isSignedOut(error)) return;
      after.showCurrent(error);
      setProblem(problemMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !mutation.isPending) mutation.mutate();
  }

  return (
    <form aria-label="Hand over" onSubmit={submit} className="grid gap-4">
      <Step number={1} title="Check ID">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm">
            Does the name on the ID match <strong className="font-semibold">{order.delivery.fullName}</strong>?
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              [true, 'Name matches'],
              [false, 'Does not match'],
            ].map(([value, label]) => (
              <label key={String(value)} className={optionClass}>
                <input
                  type="radio"
                  name={`${formId}-name`}
                  checked={nameMatches === value}
                  onChange={() => setNameMatches(value as boolean)}
                  className="h-4 w-4 accent-forest-700"
                />
                <span className="font-medium text-sm">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field formId={formId} name="dateOfBirth" label="Date of birth on the ID" error={undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        {idRefusal ? (
          <div role="alert" className="grid gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-700/20">
            <p className="flex items-start gap-2 font-medium text-sm">
              <CircleX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {idRefusal.message}
            </p>
            {idRefusal.reason ? <ReturnToStoreDialog order={order} reason={idRefusal.reason} /> : null}
          </div>
        ) : idChecked ? (
          <p className="flex items-center gap-2 font-medium text-forest-800 text-sm">
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            ID checked: the name matches, 21 or over.
          </p>
        ) : null}
      </Step>

      <Step number={2} title="Hand over">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-ink/80 text-sm">
            Untick anything you could not hand over: it comes off the amount and goes back to the store.
          </legend>
          {order.lines.map((line, index) => (
            <label key={`${line.productId}-${line.size}-${line.purchaseType}`} className={optionClass}>
              <input
                type="checkbox"
                checked={handedOver[index] ?? true}
                onChange={(event) =>
                  setHandedOver((now) => now.map((kept, at) => (at === index ? event.target.checked : kept)))
                }
                className="h-5 w-5 shrink-0 accent-forest-700"
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-medium text-forest-900">
                  {line.quantity} × {line.name}
                </span>
                <span className="text-ink/70">{line.sizeLabel}</span>
              </span>
              <span className="font-medium text-sm tabular-nums">{formatUsd(toCents(line.lineTotal))}</span>
            </label>
          ))}
        </fieldset>
        {nothingHandedOver ? (
          <p role="alert" className="text-red-800 text-sm">
            Nothing would be handed over: return the order to the store instead.
          </p>
        ) : null}
      </Step>

      <Step number={3} title={atDoor ? 'Take payment' : 'Payment'}>
        {order.tender === 'bank' ? (
          <p className="text-sm">
            Paid by bank: delivering debits <strong className="font-semibold">{formatUsd(dueCents)}</strong> from the
            account ending {order.payment.accountLast4 ?? '····'}, what was handed over. Nothing to take at the door.
          </p>
        ) : atDoor ? (
          <>
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-ink/80 text-sm">Amount due</span>
              <span className="font-bold text-2xl text-forest-900 tabular-nums">{formatUsd(dueCents)}</span>
            </p>
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold text-forest-900 text-sm">Paid with</legend>
              <div className="grid grid-cols-2 gap-2">
                {DOOR_METHODS.map((id) => (
                  <label key={id} className={optionClass}>
                    <input
                      type="radio"
                      name={`${formId}-method`}
                      checked={method === id}
                      onChange={() => setMethod(id)}
                      className="h-4 w-4 accent-forest-700"
                    />
                    <span className="font-medium text-sm">{DOOR_METHOD_NAMES[id]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              formId={formId}
              name="amount"
              label="Amount taken ($)"
              error={undefined}
              hint="Exactly what is due; give change for cash from your float."
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setTypedAmount(event.target.value)}
                  className={compactControlClass}
                />
              )}
            </Field>
          </>
        ) : (
          <p className="text-sm">
            Paid by card: delivering charges <strong className="font-semibold">{formatUsd(dueCents)}</strong> to the
            card held at checkout, what was handed over, and releases the rest. Nothing to take at the door.
          </p>
        )}
      </Step>

      {problem ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-900 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={!ready || mutation.isPending} className="w-full">
        {mutation.isPending ? 'Saving…' : 'Mark delivered'}
      </Button>
      <ReturnToStoreDialog order={order} reason={null} />
    </form>
  );
}

/**
 * An order that is not at the door: delivered with its money, back at the store and why, or
 * not sent out yet (a link kept from earlier), which has nothing to hand over.
 */
function HandoffOutcome({ order }: { order: HandoffOrder }) {
  const money = moneyFromWire(order.tender, order.payment, order.payment.refunded);
  const delivered = order.status === 'delivered';
  const ended = order.status === 'returned' || order.status === 'cancelled';
  const Icon = delivered ? CircleCheck : ended ? CircleX : Truck;
  const tone = delivered ? 'text-forest-800' : ended ? 'text-red-800' : 'text-ink/80';
  return (
    <Panel>
      <p className={`flex items-center gap-2 font-semibold ${tone}`}>
        <Icon aria-hidden="true" className="h-5 w-5" />
        {ORDER_STATUS_LABELS[order.status]}
      </p>
      {delivered || ended ? null : (
        <p className="mt-2 text-sm">Not out for delivery yet: it is handed over once it is In Transit.</p>
      )}
      {order.returnReason ? <p className="mt-2 text-sm">{order.returnReason}.</p> : null}
      <dl aria-label="Payment" className="mt-3 grid gap-1 text-sm">
        {moneyRows(money).map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-ink/75">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      {order.notHandedOver.length > 0 ? (
        <p className="mt-3 text-ink/80 text-sm">
          Not handed over: {order.notHandedOver.map((index) => order.lines[index]?.name).join(', ')}, back in stock.
        </p>
      ) : null}
    </Panel>
  );
}

function BackToDeliveries() {
  return (
    <AdminLink
      to="/admin/deliveries"
      className="mb-2 inline-flex items-center gap-1 rounded-md font-medium text-forest-800 text-sm hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Deliveries
    </AdminLink>
  );
}

/** /admin/deliveries/{id}: the driver at the door, on a phone. */
export default function HandoffPage(): ReactElement {
  const { orderId } = useScreenParams('/signed-in/admin/deliveries/$orderId');
  const query = useQuery(handoffQuery(orderId));
  useScreenTitle(query.data ? `Hand over ${query.data.number}` : 'Hand over');
  if (query.isError) return <ScreenError error={query.error} />;
  const order = query.data;
  if (!order) return <BackToDeliveries />;
  const { delivery } = order;
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <ScreenHeader
        back={<BackToDeliveries />}
        title={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {delivery.fullName}
            <OrderStatusBadge status={order.status} />
          </span>
        }
        description={
          <>
            <span className="block">
              {delivery.street}, {delivery.city}, {delivery.state} {delivery.zip}
            </span>
            <span className="mt-1 flex flex-wrap items-center gap-x-3">
              <span className="font-mono text-xs tracking-wide">{order.number}</span>
              <a href={`tel:${delivery.phone}`} className="inline-flex items-center gap-1 py-1 text-forest-800">
                <Phone aria-hidden="true" className="h-3.5 w-3.5" />
                {delivery.phone}
              </a>
            </span>
          </>
        }
      />
      {order.status === 'in_transit' ? <HandoffForm order={order} /> : <HandoffOutcome order={order} />}
    </div>
  );
}
