import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS } from '#shared/api-paths';
import type { LineKey } from '#shared/schemas/cart-sync';
import { newLoopbackAddress } from '../loopback-addresses.ts';
import { type CheckOutcome, failed, passed, type ScaleStore } from '../scale-check.ts';
import { type Answer, ScaleClient } from '../scale-client.ts';
import { purchasableLines } from '../shoppers.ts';
import { type Acknowledged, findMissingWrites } from './acknowledged-writes.ts';

/**
 * Check 5: a process killed without warning in the middle of a load loses nothing it
 * acknowledged, and the other carries on. Shoppers write through the proxy for LOAD_MS, each
 * a short journey from an address of its own (age confirmation, cart pushes as the PWA sends
 * them, retried on failure as it does, a REST add and a contact message); A gets SIGKILL at
 * KILL_AT_MS. Every write answered 2xx is then looked for in the database.
 */

const LOAD_MS = 10_000;
const KILL_AT_MS = 4_000;
const SHOPPERS_AT_ONCE = 12;
const PUSHES_PER_JOURNEY = 3;
const PUSH_ATTEMPTS = 3;
/** Requests started this long after the kill count as "after": the proxy has noticed by then. */
const SETTLE_MS = 1_000;

interface Attempt {
  startedAt: number;
  endedAt: number;
  ok: boolean;
  /** The status, or the error's code when no answer came. */
  outcome: string;
}

class Load {
  readonly attempts: Attempt[] = [];
  readonly acknowledged: Acknowledged = { ageVerifications: [], cartLines: [], restLines: [], contactMessages: [] };
  private readonly started = performance.now();

  elapsed = () => performance.now() - this.started;
  running = () => this.elapsed() < LOAD_MS;

  /** Sends one write and notes when it ran and how it ended: null when no answer came. */
  async attempt(send: () => Promise<Answer>): Promise<Answer | null> {
    const startedAt = this.elapsed();
    const answer = await send().catch((error: NodeJS.ErrnoException) => error);
    const outcome = answer instanceof Error ? (answer.code ?? answer.message) : String(answer.status);
    this.attempts.push({ startedAt, endedAt: this.elapsed(), ok: acknowledged(answer), outcome });
    return answer instanceof Error ? null : answer;
  }
}

const acknowledged = (answer: Answer | Error | null): answer is Answer =>
  answer !== null && !(answer instanceof Error) && answer.status >= 200 && answer.status < 300;

/**
 * A device's pushes, resent on failure as the PWA does. A first push that the dying process
 * committed without its answer (and the session cookie in it) arriving makes the resend land
 * in a new session, which refuses the client id (409 client_conflict); the device then starts
 * a new client id, as the PWA does. Answers the client id the pushes were acknowledged under.
 */
async function pushLines(load: Load, shopper: ScaleClient, lines: LineKey[]): Promise<string | null> {
  let clientId = randomUUID();
  let budget = PUSH_ATTEMPTS * lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as LineKey;
    const quantity = index + 1;
    const push = { clientId, mutations: [{ id: index + 1, name: 'setLineQuantity', args: { ...line, quantity } }] };
    let answer: Answer | null = null;
    while (!acknowledged(answer)) {
      if (budget-- === 0) return null;
      answer = await load.attempt(() => shopper.post(API_PATHS.cartSync, { json: push }));
      if (answer?.status === 409 && answer.body?.error?.code === 'client_conflict') break;
    }
    if (!acknowledged(answer)) {
      clientId = randomUUID();
      index = -1;
      continue;
    }
    load.acknowledged.cartLines.push({ clientId, mutationId: index + 1, line, quantity });
  }
  return clientId;
}

async function journey(load: Load, proxyUrl: string, lines: LineKey[]): Promise<void> {
  const shopper = new ScaleClient(proxyUrl, newLoopbackAddress());
  if (!acknowledged(await load.attempt(() => shopper.post(API_PATHS.ageVerification)))) return;
  const ageId = shopper.cookies.get('verdant_age');
  if (ageId) load.acknowledged.ageVerifications.push(ageId);

  const picked = [...lines].sort(() => Math.random() - 0.5).slice(0, PUSHES_PER_JOURNEY + 1);
  const clientId = await pushLines(load, shopper, picked.slice(0, PUSHES_PER_JOURNEY));
  if (!clientId) return;

  const added = picked[PUSHES_PER_JOURNEY] as LineKey;
  if (acknowledged(await load.attempt(() => shopper.post(API_PATHS.cart, { json: { ...added, quantity: 2 } })))) {
    load.acknowledged.restLines.push({ clientId, line: added, quantity: 2 });
  }

  const submissionId = randomUUID();
  const message = { submissionId, name: 'Load Tester', email: 'load@scale.test', subject: 'other', message: 'Hello' };
  if (acknowledged(await load.attempt(() => shopper.post(API_PATHS.contact, { json: message })))) {
    load.acknowledged.contactMessages.push(submissionId);
  }
}

/** The failures among `attempts`, counted by status or error: "502 ×9, ECONNRESET ×1". */
function failureKinds(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const attempt of attempts) if (!attempt.ok) counts.set(attempt.outcome, (counts.get(attempt.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${outcome} ×${count}`).join(', ') || 'none';
}

export async function processLossLosesNothing(store: ScaleStore): Promise<CheckOutcome> {
  const lines = await purchasableLines(store.proxyUrl, 10);
  const load = new Load();
  const shoppers = Array.from({ length: SHOPPERS_AT_ONCE }, async () => {
    while (load.running()) await journey(load, store.proxyUrl, lines);
  });
  await sleep(KILL_AT_MS);
  const killedAt = load.elapsed();
  process.kill(store.a.pid, 'SIGKILL');
  await Promise.all(shoppers);

  const during = load.attempts.filter(
    (attempt) => attempt.endedAt >= killedAt && attempt.startedAt < killedAt + SETTLE_MS,
  );
  const after = load.attempts.filter((attempt) => attempt.startedAt >= killedAt + SETTLE_MS);
  const afterOk = after.filter((attempt) => attempt.ok).length;
  const failedDuring = during.filter((attempt) => !attempt.ok).length;
  const before = load.attempts.filter((attempt) => attempt.endedAt < killedAt);
  const failedBefore = before.filter((attempt) => !attempt.ok).length;
  const ack = load.acknowledged;
  const acknowledgedCount =
    ack.ageVerifications.length + ack.cartLines.length + ack.restLines.length + ack.contactMessages.length;
  const missing = await findMissingWrites(store.database.pool, ack);
  const afterRate = after.length === 0 ? 0 : (afterOk / after.length) * 100;
  const bAnswers = await fetch(`${store.b.url}${API_PATHS.featuredProducts}`).then(
    (response) => response.ok,
    () => false,
  );

  const figures = `A killed ${Math.round(killedAt)} ms into ${LOAD_MS / 1000} s of writes by ${SHOPPERS_AT_ONCE} shoppers through nginx: ${load.attempts.length} writes sent, ${acknowledgedCount} acknowledged (${ack.ageVerifications.length} age, ${ack.cartLines.length} cart pushes, ${ack.restLines.length} REST adds, ${ack.contactMessages.length} messages), ${missing.length} of them missing; ${failedDuring} failed around the kill (${failureKinds(during)}), ${failedBefore} before it (${failureKinds(before)}); after it ${afterOk}/${after.length} succeeded (${afterRate.toFixed(1)} %)`;
  if (missing.length > 0) return failed(`${figures}; missing: ${missing.slice(0, 3).join('; ')}`);
  if (failedBefore > 0 || after.length === 0 || afterOk !== after.length || !bAnswers) {
    return failed(`${figures}; B ${bAnswers ? 'still answers' : 'no longer answers'}`);
  }
  return passed(figures);
}
