import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import {
  CircleAlert,
  CloudOff,
  CloudUpload,
  Merge,
  Minus,
  Plus,
  ShoppingBag,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';
import { MAX_LINE_QUANTITY } from '#shared/catalogue/cart-rules';
import { freeDeliveryNote } from '#shared/catalogue/delivery-promises';
import { CART_MERGED_TITLE, cartMergeSentences } from '#shared/content/cart-merge-words';
import { formatUsd, toCents } from '#shared/money';
import type { CartMergeOutcome } from '#shared/schemas/account';
import { cartTaxNote } from '#shared/taxes/compute-taxes';
import { Spinner } from '../../components/ui/spinner.tsx';
import { type ToastInput, toast } from '../../components/ui/use-toast.ts';
import { type CartLineRecord, cartDb, type RefusalRecord } from '../../db/cart-db.ts';
import { countedLine } from '../../db/cart-model.ts';
import { useSelectedState } from '../../lib/selected-state.ts';
import { useOnline } from '../../lib/use-online.ts';
import { cartStanding, type LimitsInForce, LimitsPanel, useLimitsInForce, useStateRules } from '../compliance/index.ts';
import { OFFLINE_MESSAGES } from '../offline/index.ts';
import { clearCart, dismissCartMerge, dismissRefusal, removeLine, stepLineQuantity } from './cart-actions.ts';
import { closeCartDrawer, takeCartDrawerReturnFocus, useCartDrawerOpen } from './cart-drawer-store.ts';
import { CART_CLEARED_TOAST, CART_EMPTY_TEXT, CART_REMOVED_TOAST, cartErrorToast } from './cart-messages.ts';
import { SyncStatus } from './sync-status.tsx';
import { type SyncState, useCart, useCartMerge, useRefusals, useSyncState } from './use-cart.ts';

const LINE_IMAGE_SIZE = 80;

/** Runs a cart action; says so in a toast when asked, and shows any failure in a destructive one. */
async function runCartAction(action: () => Promise<void>, success?: ToastInput): Promise<void> {
  try {
    await action();
    if (success) toast(success);
  } catch (error) {
    toast(cartErrorToast(error));
  }
}

/** Steps a line's quantity; stepping to 0 removes the line and says so. */
async function changeQuantity(line: CartLineRecord, step: number, limits: LimitsInForce | undefined): Promise<void> {
  let removed = false;
  await runCartAction(async () => {
    ({ removed } = await stepLineQuantity(cartDb, line.key, step, limits));
  });
  if (removed) toast(CART_REMOVED_TOAST);
}

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-forest-900 transition hover:bg-forest-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

function RefusalNotice({ refusal }: { refusal: RefusalRecord }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="text-red-900">
          {refusal.productName ? <strong className="font-semibold">{refusal.productName}: </strong> : null}
          {refusal.message}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-red-900/75">That change could not be made, so it is not in your cart.</p>
          <button
            type="button"
            className="-my-1 -mr-1 ml-auto rounded-full px-3 py-1 font-semibold text-red-900 transition hover:bg-red-100"
            onClick={() => void runCartAction(() => dismissRefusal(cartDb, refusal.id))}
          >
            Dismiss
          </button>
        </div>
      </div>
    </div>
  );
}

/** What signing in did to this device's cart: the account's lines joined it, and what could not. */
function MergeNotice({ outcome }: { outcome: CartMergeOutcome }) {
  return (
    <section
      aria-label={CART_MERGED_TITLE}
      className="flex items-start gap-3 rounded-2xl border border-forest-700/20 bg-forest-50 p-3 text-sm"
    >
      <Merge aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
      <div className="min-w-0 flex-1 text-forest-900">
        <h3 className="font-semibold">{CART_MERGED_TITLE}</h3>
        <ul className="mt-1 grid gap-1">
          {cartMergeSentences(outcome).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <div className="mt-1 flex justify-end">
          <button
            type="button"
            className="-my-1 -mr-1 rounded-full px-3 py-1 font-semibold transition hover:bg-forest-100"
            onClick={() => void runCartAction(() => dismissCartMerge(cartDb))}
          >
            Dismiss
          </button>
        </div>
      </div>
    </section>
  );
}

function CartLine({
  line,
  disabled,
  unconfirmedLabel,
  limits,
}: {
  line: CartLineRecord;
  disabled: boolean;
  unconfirmedLabel: string;
  limits: LimitsInForce | undefined;
}) {
  const name = line.product.name;
  const unitCents = toCents(line.unitPrice);
  const decrease = () => void changeQuantity(line, -1, limits);
  const increase = () => void changeQuantity(line, +1, limits);
  const remove = () => void runCartAction(() => removeLine(cartDb, line), CART_REMOVED_TOAST);

  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-forest-900/5">
      <img
        src={line.product.image}
        width={LINE_IMAGE_SIZE}
        height={LINE_IMAGE_SIZE}
        alt=""
        className="h-20 w-20 shrink-0 rounded-xl bg-forest-50 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-forest-900 leading-snug">{name}</h3>
            <p className="text-ink/65 text-sm">{line.product.thcContent}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink/65 text-sm">
              <span>{line.sizeLabel}</span>
              {line.purchaseType === 'subscription' ? (
                <span className="rounded-full bg-forest-100 px-2 py-0.5 font-medium text-forest-800 text-xs">
                  Subscribe &amp; Save
                </span>
              ) : null}
            </p>
          </div>
          <button
            type="button"
            aria-label={`Remove ${name}`}
            className={`${iconButton} -mt-1 -mr-1 text-ink/50 hover:bg-red-50 hover:text-red-700`}
            disabled={disabled}
            onClick={remove}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>

        {line.issue ? (
          <p className="mt-2 flex items-start gap-1.5 rounded-xl bg-amber-50 px-2.5 py-1.5 text-amber-900 text-sm ring-1 ring-amber-200">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
            <span>{line.issue.message}</span>
          </p>
        ) : null}

        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <fieldset
            aria-label={`Quantity of ${name}`}
            className="inline-flex min-w-0 items-center rounded-full border border-forest-900/15 bg-cream"
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${name}`}
              className={iconButton}
              disabled={disabled}
              onClick={decrease}
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <span aria-live="polite" className="min-w-7 text-center font-semibold text-sm tabular-nums">
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${name}`}
              className={iconButton}
              // Raising a line the server cannot sell would only be refused (shared/catalogue/cart-rules.ts).
              disabled={disabled || line.quantity >= MAX_LINE_QUANTITY || line.issue !== null}
              onClick={increase}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </fieldset>
          <div className="text-right">
            <p className="font-semibold text-ink tabular-nums">{formatUsd(unitCents * line.quantity)}</p>
            {line.quantity > 1 ? <p className="text-ink/75 text-xs tabular-nums">{formatUsd(unitCents)} each</p> : null}
          </div>
        </div>

        {line.confirmed ? null : (
          <p className="mt-1.5 flex animate-late-fade-in items-center gap-1 text-ink/70 text-xs">
            {unconfirmedLabel === SAVING ? (
              <CloudUpload aria-hidden="true" className="h-3 w-3" />
            ) : (
              <CloudOff aria-hidden="true" className="h-3 w-3" />
            )}
            {unconfirmedLabel}
          </p>
        )}
      </div>
    </li>
  );
}

const SAVING = 'Saving…';
const SAVED_ON_DEVICE = 'Saved on this device';

/** The mark on a line the server has not confirmed yet: on its way, or waiting on this device. */
function unconfirmedLabelFor(state: SyncState): string {
  return state.kind === 'pending' || state.kind === 'loading' ? SAVING : SAVED_ON_DEVICE;
}

/** Free Standard delivery as the chosen state's rules (or every state's, when they agree) give it. */
function FreeDeliveryNote({ itemsCents }: { itemsCents: number }) {
  const rules = useStateRules();
  const chosen = useSelectedState();
  const note = rules ? freeDeliveryNote(rules, chosen, itemsCents) : null;
  return note ? <p className="-mt-1 text-ink/70 text-sm">{note}</p> : null;
}

/** The taxes checkout will add in the chosen state; checkout shows each in amounts once it has the ZIP code. */
function TaxNote() {
  const rules = useStateRules();
  const chosen = useSelectedState();
  const note = cartTaxNote(rules?.find((rule) => rule.code === chosen) ?? null, null);
  return note ? <p className="-mt-1 text-ink/70 text-sm">{note}</p> : null;
}

/**
 * The app's one cart drawer: a right-hand sheet, full width on phones.
 * Closes on the backdrop, the close button and on proceeding to checkout.
 */
export function CartDrawer() {
  const open = useCartDrawerOpen();
  const navigate = useNavigate();
  const { lines, totals, isLoading } = useCart();
  const refusals = useRefusals();
  const merged = useCartMerge();
  const syncState = useSyncState();
  const online = useOnline();
  const limits = useLimitsInForce();
  const empty = lines.length === 0;
  const counted = lines.map(countedLine);
  const standing = limits && !empty ? cartStanding(limits, counted) : null;

  const proceedToCheckout = () => {
    closeCartDrawer();
    void navigate({ to: '/checkout' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) closeCartDrawer();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col bg-cream shadow-2xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none sm:max-w-md sm:rounded-l-2xl"
          onCloseAutoFocus={(event) => {
            const target = takeCartDrawerReturnFocus();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <header className="flex items-center justify-between gap-3 border-forest-900/10 border-b px-5 py-4">
            <Dialog.Title className="flex items-center gap-2 font-semibold text-forest-900 text-xl">
              <ShoppingBag aria-hidden="true" className="h-5 w-5 text-forest-700" />
              Shopping Cart ({totals.itemCount})
            </Dialog.Title>
            <Dialog.Close aria-label="Close" className={`${iconButton} -mr-2`}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </header>
          <Dialog.Description className="sr-only">
            The products in your cart, their quantities and the total.
          </Dialog.Description>

          <div className="flex-1 overflow-y-auto px-5 py-4">
            {merged ? (
              <div className="mb-4">
                <MergeNotice outcome={merged.outcome} />
              </div>
            ) : null}
            {refusals.length > 0 ? (
              <div className="mb-4 flex flex-col gap-2">
                {refusals.map((refusal) => (
                  <RefusalNotice key={refusal.id} refusal={refusal} />
                ))}
              </div>
            ) : null}
            {isLoading ? (
              <div className="flex justify-center py-16" role="status" aria-label="Loading your cart">
                <Spinner />
              </div>
            ) : empty ? (
              <div className="flex flex-col items-center px-4 py-16 text-center">
                <div className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
                  <ShoppingBag aria-hidden="true" className="h-8 w-8" />
                </div>
                <p className="max-w-60 text-ink/75">{CART_EMPTY_TEXT}</p>
                <Dialog.Close className="mt-6 rounded-full border border-forest-800/30 px-5 py-2.5 font-semibold text-forest-900 text-sm transition hover:bg-forest-50">
                  Continue shopping
                </Dialog.Close>
              </div>
            ) : (
              <ul aria-label="Cart items" className="flex flex-col gap-3">
                {lines.map((line) => (
                  <CartLine
                    key={line.key}
                    line={line}
                    disabled={isLoading}
                    unconfirmedLabel={unconfirmedLabelFor(syncState)}
                    limits={limits}
                  />
                ))}
              </ul>
            )}
            {standing ? (
              <div className="mt-4">
                <LimitsPanel standing={standing} lines={counted} />
              </div>
            ) : null}
          </div>

          <footer className="flex flex-col gap-3 border-forest-900/10 border-t bg-white px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:rounded-bl-2xl">
            <div className="flex items-baseline justify-between">
              <span className="font-semibold text-forest-900 text-lg">Total:</span>
              <span className="font-bold text-forest-900 text-xl tabular-nums">{formatUsd(totals.totalCents)}</span>
            </div>
            <FreeDeliveryNote itemsCents={totals.totalCents} />
            <TaxNote />
            <button
              type="button"
              className="w-full rounded-full bg-forest-800 px-6 py-3 font-semibold text-white transition hover:bg-forest-700 disabled:cursor-not-allowed disabled:bg-forest-800/40"
              disabled={isLoading || empty || !online}
              aria-describedby={online ? undefined : 'checkout-offline-note'}
              onClick={proceedToCheckout}
            >
              Proceed to Checkout
            </button>
            {online ? null : (
              <p id="checkout-offline-note" className="-mt-1 text-center text-amber-900 text-sm">
                {OFFLINE_MESSAGES.checkout}
              </p>
            )}
            <div className="flex items-center justify-between gap-3">
              <SyncStatus state={syncState} />
              <button
                type="button"
                className="shrink-0 rounded-full px-3 py-1.5 font-medium text-ink/70 text-sm transition hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink/70"
                disabled={isLoading || empty}
                onClick={() => void runCartAction(() => clearCart(cartDb), CART_CLEARED_TOAST)}
              >
                Clear Cart
              </button>
            </div>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
