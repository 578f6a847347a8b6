import { useEffect, useRef, useState } from 'react';
import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '#shared/schemas/checkout';
import { ApiError, isConnectionFailure } from '../../lib/api-client.ts';
import { tooManyAttemptsText } from '../../lib/too-many-attempts.ts';
import { type IntentFailureAction, intentFailureAction } from './checkout-rules.ts';
import { createPaymentIntent } from './payment-intent-api.ts';

/** How long the details and the cart must hold still before the payment session is asked for. */
export const INTENT_DEBOUNCE_MS = 400;

export type IntentProblem =
  | { kind: 'fix'; message: string; details: unknown }
  | { kind: 'age'; message: string }
  | { kind: 'unreachable' };

export type IntentState =
  /** Offline, or the details are not complete: nothing is asked. */
  | { kind: 'idle' }
  /** The cart has changes the server has not taken yet: a payment never starts from them. */
  | { kind: 'saving-cart'; intent: CreatePaymentIntentResponse | null }
  /** Asking (or about to ask); the last session stays shown while its total is refreshed. */
  | { kind: 'loading'; intent: CreatePaymentIntentResponse | null }
  | { kind: 'ready'; intent: CreatePaymentIntentResponse }
  | { kind: 'problem'; problem: IntentProblem; intent: CreatePaymentIntentResponse | null };

type Answer = { key: string; intent: CreatePaymentIntentResponse } | { key: string; problem: IntentProblem };

/**
 * The payment session for the current cart, details and delivery option. It is asked
 * for once the details are valid and the cart is synced, and again, debounced, whenever any of
 * them changes; the server updates the same payment intent each time. Offline nothing is asked.
 * A failure the shopper cannot fix here is handed to `onLeave` (a notice, then /shop).
 */
export function usePaymentIntent({
  request,
  cartKey,
  cartSynced,
  online,
  onLeave,
}: {
  request: CreatePaymentIntentRequest | null;
  cartKey: string;
  cartSynced: boolean;
  online: boolean;
  onLeave: (action: Exclude<IntentFailureAction, 'fix' | 'age'>) => void;
}): { state: IntentState; retry: () => void } {
  const key = request ? JSON.stringify([request, cartKey]) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastIntent, setLastIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  const requestRef = useRef(request);
  requestRef.current = request;

  const ask = online && key !== null && cartSynced;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again for the same key
  useEffect(() => {
    if (!ask || !key) return;
    const body = requestRef.current;
    if (!body) return;
    const id = ++latest.current;
    const timer = setTimeout(() => {
      createPaymentIntent(body).then(
        (intent) => {
          if (id !== latest.current) return;
          setLastIntent(intent);
          setAnswer({ key, intent });
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          setAnswer({ key, problem: problemOf(error, onLeaveRef.current) });
        },
      );
    }, INTENT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      // A newer question replaces this one: its answer, if it comes, is not used.
      if (latest.current === id) latest.current += 1;
    };
  }, [ask, key, attempt]);

  const retry = () => {
    setAnswer(null);
    setAttempt((value) => value + 1);
  };

  let state: IntentState;
  if (!online || key === null) state = { kind: 'idle' };
  else if (!cartSynced) state = { kind: 'saving-cart', intent: lastIntent };
  else if (answer?.key !== key) state = { kind: 'loading', intent: lastIntent };
  else if ('intent' in answer) state = { kind: 'ready', intent: answer.intent };
  else state = { kind: 'problem', problem: answer.problem, intent: lastIntent };
  return { state, retry };
}

function problemOf(error: unknown, onLeave: (action: 'empty' | 'leave') => void): IntentProblem {
  if (isConnectionFailure(error)) return { kind: 'unreachable' };
  if (error instanceof ApiError) {
    const action = intentFailureAction(error.status, error.code);
    if (action === 'fix') {
      return { kind: 'fix', message: tooManyAttemptsText(error) ?? error.serverMessage, details: error.details };
    }
    if (action === 'age') return { kind: 'age', message: error.serverMessage };
    onLeave(action);
  } else {
    console.error('Could not start the payment session', error);
    onLeave('leave');
  }
  return { kind: 'unreachable' };
}
