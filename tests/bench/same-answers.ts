import { randomUUID } from 'node:crypto';
import { API_PATHS } from '#shared/api-paths';
import { verifiedShoppers } from './sync-shoppers.ts';

/**
 * Before anything is measured, the baseline must answer what the API answers: the same bytes
 * for every catalogue GET, and, for the same pushes from two new shoppers, the same cart sync
 * answers once the ids that differ by nature (client ids, line ids) are numbered in order.
 */

interface Answer {
  status: number;
  body: string;
}

const ANSWER_TIMEOUT_MS = 10_000;

/** Sent as the benchmark's requests are: no Accept-Encoding, so both answer plain JSON. */
async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...init.headers },
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}

function mustMatch(what: string, api: Answer, baseline: Answer): void {
  if (api.status === baseline.status && api.body === baseline.body) return;
  throw new Error(
    `The baseline does not answer ${what} as the API does:\n` +
      `  API      ${api.status} ${api.body.slice(0, 300)}\n  baseline ${baseline.status} ${baseline.body.slice(0, 300)}`,
  );
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Each distinct uuid becomes `uuid-N`, N in order of first appearance. */
function numberUuids(body: string): string {
  const seen = new Map<string, number>();
  return body.replace(UUID, (uuid) => {
    if (!seen.has(uuid)) seen.set(uuid, seen.size + 1);
    return `uuid-${seen.get(uuid)}`;
  });
}

const line = (productId: string, size: string, purchaseType = 'one-time') => ({ productId, size, purchaseType });

/** Every outcome a push can have: applied, each refusal (a state's limit too), a line removed, then more lines. */
const SCRIPTED_MUTATIONS = [
  { name: 'setLineQuantity', args: { ...line('lychee-gummies', '6-pack'), quantity: 2 } },
  { name: 'setLineQuantity', args: { ...line('tangie-flower', '3.5g', 'subscription'), quantity: 3 } },
  { name: 'setLineQuantity', args: { ...line('runtz-preroll', '1-preroll'), quantity: 1 } },
  { name: 'setLineQuantity', args: { ...line('no-such-product', '1g'), quantity: 1 } },
  { name: 'setLineQuantity', args: { ...line('tangie-flower', '6-pack'), quantity: 1 } },
  { name: 'dance', args: {} },
  { name: 'removeLine', args: line('lychee-gummies', '6-pack') },
  { name: 'setLineQuantity', args: { ...line('blue-dream-preroll', '1-preroll'), quantity: 4 } },
  { name: 'setLineQuantity', args: { ...line('tangie-flower', '3.5g', 'subscription'), quantity: 1 } },
  // 8 g of concentrate: past the strictest offered state's limit, which holds while no state is chosen.
  { name: 'setLineQuantity', args: { ...line('maui-wowie-vape', '2-pack'), quantity: 2 } },
].map((mutation, index) => ({ id: index + 1, ...mutation }));

async function syncScript(apiUrl: string, serverUrl: string): Promise<Answer[]> {
  const [shopper] = await verifiedShoppers(apiUrl, serverUrl, 1);
  if (!shopper) throw new Error('No shopper');
  const clientId = randomUUID();
  const push = async (mutations: unknown[]) => {
    const answer = await call(`${serverUrl}${API_PATHS.cartSync}`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, mutations }),
    });
    return { status: answer.status, body: numberUuids(answer.body) };
  };
  const last = SCRIPTED_MUTATIONS.length;
  return [
    await push(SCRIPTED_MUTATIONS),
    // A retried push changes nothing and reports its refusals again.
    await push(SCRIPTED_MUTATIONS),
    // Ids that skip ahead: the one before the gap applies, then 409 mutation_gap.
    await push([
      { id: last + 1, name: 'clearCart', args: {} },
      { id: last + 3, name: 'clearCart', args: {} },
    ]),
    await push([]),
  ];
}

export async function checkSameAnswers(apiUrl: string, baselineUrl: string, productIds: string[]): Promise<void> {
  const paths = [
    API_PATHS.products,
    ...productIds.map((id) => `${API_PATHS.products}/${id}`),
    `${API_PATHS.products}/no-such-product`,
  ];
  for (const path of paths) {
    const [api, baseline] = await Promise.all([call(`${apiUrl}${path}`), call(`${baselineUrl}${path}`)]);
    mustMatch(`GET ${path}`, api, baseline);
  }
  const [api, baseline] = [await syncScript(apiUrl, apiUrl), await syncScript(apiUrl, baselineUrl)];
  for (const [index, answer] of api.entries()) {
    mustMatch(`cart sync push ${index + 1} of the script`, answer, baseline[index] ?? { status: 0, body: '' });
  }
}
