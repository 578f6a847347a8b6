/**
 * The benchmark's baseline: the three measured endpoints written with node:http and a pg.Pool
 * and nothing else, answering the same JSON as the API from the same database. It is what the
 * API's framework, middleware and ORM are compared with; it skips no work an endpoint does
 * (the signed age cookie and its database record, the session cookie, request validation with
 * the shared schemas, the push's transaction), only the layers around it.
 *
 * Run as its own process: DATABASE_URL, SESSION_SECRET, PORT and HOST from the environment.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import pg from 'pg';
import { API_PATHS } from '#shared/api-paths';
import { syncRequestSchema } from '#shared/schemas/cart-sync';
import { productIdSchema, productQuerySchema } from '#shared/schemas/product';
import { matchShopperRead } from '#shared/shopper-reads';
import { syncCart } from './baseline-cart-sync.ts';
import { findProduct, listProducts } from './baseline-catalogue.ts';
import { answerError, answerJson, BaselineError, cookieSigner, readCookies, readJsonBody } from './baseline-http.ts';

const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const SYNC_BODY_LIMIT = 64 * 1024;
const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`The baseline server needs ${name}`);
  return value;
}

// The API's pool holds at most 10 connections (knexfile.ts); so does this one.
const pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 10 });
const cookies = cookieSigner(required('SESSION_SECRET'));

/** The age cookie must be signed and name an unexpired confirmation the database recorded. */
async function requireAgeVerified(jar: Map<string, string>): Promise<void> {
  const id = cookies.read(jar, 'verdant_age');
  const found =
    id && UUID.test(id)
      ? await pool.query<{ expires_at: Date }>('select expires_at from age_verifications where id = $1', [id])
      : null;
  const expiresAt = found?.rows[0]?.expires_at;
  if (!expiresAt || expiresAt.getTime() <= Date.now()) {
    throw new BaselineError(
      403,
      'age_verification_required',
      'Confirm that you are 21 or older (POST /api/age-verification) before changing the cart.',
    );
  }
}

async function cartSync(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const jar = readCookies(request.headers.cookie);
  await requireAgeVerified(jar);
  const known = cookies.read(jar, 'verdant_session');
  const sessionId = known && UUID.test(known) ? known : randomUUID();
  const parsed = syncRequestSchema.safeParse(await readJsonBody(request, SYNC_BODY_LIMIT));
  if (!parsed.success) throw new BaselineError(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'Invalid');
  const cart = await syncCart(pool, sessionId, parsed.data);
  answerJson(response, 200, cart, {
    'cache-control': 'no-store',
    'set-cookie': cookies.set('verdant_session', sessionId, SESSION_MAX_AGE_MS),
  });
}

async function products(search: string, response: ServerResponse): Promise<void> {
  const query = productQuerySchema.safeParse(parseQuery(search));
  if (!query.success) throw new BaselineError(400, 'invalid_request', query.error.issues[0]?.message ?? 'Invalid');
  answerJson(response, 200, await listProducts(pool, query.data), { 'cache-control': CATALOGUE_CACHE });
}

async function product(id: string, response: ServerResponse): Promise<void> {
  const valid = productIdSchema.safeParse(id);
  const found = valid.success ? await findProduct(pool, valid.data) : null;
  if (!found) throw new BaselineError(404, 'product_not_found', `No product has the id "${id}".`);
  answerJson(response, 200, found, { 'cache-control': CATALOGUE_CACHE });
}

async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const [path = '/', search = ''] = (request.url ?? '/').split('?', 2);
  const read = request.method === 'GET' ? matchShopperRead(path) : null;
  if (read?.name === 'products') return products(search, response);
  if (read?.name === 'product') return product(read.params.id ?? '', response);
  if (request.method === 'POST' && path === API_PATHS.cartSync) return cartSync(request, response);
  throw new BaselineError(404, 'not_found', `The baseline does not answer ${request.method} ${path}.`);
}

const server = createServer((request, response) => {
  route(request, response).catch((error: unknown) => {
    // A client that hung up mid-request (the load generator stopping) is owed no answer.
    if (request.readableAborted) return;
    if (error instanceof BaselineError) return answerError(response, error);
    console.error(error);
    answerError(response, new BaselineError(500, 'internal_error', 'Something went wrong on our side.'));
  });
});

server.listen(Number(required('PORT')), process.env.HOST ?? '127.0.0.1');

async function shutDown(): Promise<void> {
  server.close();
  await pool.end();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown());
process.once('SIGTERM', () => void shutDown());
