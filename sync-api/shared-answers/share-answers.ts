import type { Context, Middleware } from 'koa';
import type { LRUCache } from 'lru-cache';
import { ADMIN_API_PREFIX, isApiPath } from '#shared/api-paths';
import { isBackOfficePath, matchPage } from '#shared/routes';
import { matchShopperRead } from '#shared/shopper-reads';
import type { AppState } from '../app-state.ts';
import type { Database } from '../db/database.ts';
import { readAgeVerification } from '../middleware/age-check.ts';
import type { CatalogueVersion } from './catalogue-version.ts';
import { type AnswerEncoding, entityTag, matchesContent, preferredEncoding } from './entity-tags.ts';
import { COMPRESS_FROM_BYTES, KeptAnswer } from './kept-answers.ts';

/**
 * How an answer every shopper shares may be kept by others: browsers revalidate each time
 * (max-age=0, a 304 when the ETag still matches), and a CDN may keep it a little while and serve
 * it stale while it asks again. Staff edits reach this server's answers within a second; a CDN
 * adds at most its s-maxage (docs/DEPLOY.md).
 */
export const SHARE_POLICIES = {
  catalogue: { cacheControl: 'public, max-age=0, s-maxage=10, stale-while-revalidate=60', vary: 'Accept-Encoding' },
  /** A page as a visitor without an age confirmation sees it: the same for all of them. */
  page: { cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600', vary: 'Accept-Encoding, Cookie' },
  /** A page rendered for a confirmed age: nothing personal in it, but no shared cache can tell whose cookie it is. */
  pageForConfirmedAge: { cacheControl: 'private, no-cache', vary: 'Accept-Encoding, Cookie' },
} as const;

export type SharePolicy = (typeof SHARE_POLICIES)[keyof typeof SHARE_POLICIES];

/** The headers of its own an answer keeps; the rest (security headers, request ids) are each request's. */
const KEPT_HEADERS = ['content-type', 'x-robots-tag'] as const;

/** A request's path and query as they came, and the origin its page would name (null with a public origin). */
export interface RequestPlace {
  path: string;
  url: string;
  querystring: string;
  origin: string | null;
}

/**
 * Where a shared answer is kept: a catalogue answer by its path and its query in a stable order
 * (the filters, whatever order they come in), a page by its address (its query as given, which
 * the renderer reads), the origin its head names, and whether the age gate is confirmed. Null
 * for anything else, and for an order's page, which is the order's alone.
 */
export function sharedKey(place: RequestPlace, ageConfirmed: () => boolean): string | null {
  if (isApiPath(place.path)) {
    if (!matchShopperRead(place.path)?.read.kept) return null;
    if (!place.querystring) return `api ${place.path}?`;
    const params = new URLSearchParams(place.querystring);
    params.sort();
    return `api ${place.path}?${params}`;
  }
  const page = matchPage(place.path);
  if (!page || page.page === 'order' || isBackOfficePath(place.path)) return null;
  return `page ${place.origin ?? ''}${place.url} ${ageConfirmed() ? 'confirmed' : 'unconfirmed'}`;
}

/** Whether a path's key needs the age gate's state: any path outside the API may be a page. */
export const keyReadsAgeGate = (path: string) => !isApiPath(path);

export interface ShareAnswersOptions {
  db: Database;
  catalogue: CatalogueVersion;
  answers: LRUCache<string, KeptAnswer>;
  /** With a public origin set, pages do not depend on the Host header, so it is not part of their key. */
  publicOrigin: string | null;
}

/**
 * Answers every shopper shares (the catalogue's, and pages) are made once per catalogue version
 * and kept, serialised and compressed, in memory: a request for one is answered without the
 * database or React. The routes say which answers are shared by setting `ctx.state.shareAs`;
 * this middleware keys them by what changes them (the path and query, the age gate's state on
 * pages, the Host without a public origin, the catalogue's version; the build is the process's
 * own), tags them, answers If-None-Match with 304 and sends each encoding made once.
 */
export function shareAnswers(options: ShareAnswersOptions): Middleware<AppState> {
  const { catalogue, answers } = options;
  catalogue.onChange(() => answers.clear());

  async function keyOf(ctx: Context): Promise<string | null> {
    const place = {
      path: ctx.path,
      url: ctx.url,
      querystring: ctx.querystring,
      // The origin the page's links were built from (storefront.ts), never the Origin header:
      // keyed by that, one request's Host would have set every later visitor's links.
      origin: options.publicOrigin ? null : `${ctx.protocol}://${ctx.host}`,
    };
    if (!keyReadsAgeGate(ctx.path)) return sharedKey(place, () => false);
    // Unreadable (the database is away), the page is not shared: the storefront decides what to send.
    const confirmed = await readAgeVerification(options.db, ctx).then(
      (verification) => verification !== null,
      () => null,
    );
    return confirmed === null ? null : sharedKey(place, () => confirmed);
  }

  return async function shareAnswersMiddleware(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      // Staff who change the catalogue see it changed on their next request, here as everywhere.
      if (ctx.path.startsWith(`${ADMIN_API_PREFIX}/`) && ctx.status < 400) {
        await catalogue
          .refresh()
          .catch((error: unknown) => ctx.state.log.warn({ err: error }, 'the catalogue version could not be read'));
      }
      return;
    }
    const version = catalogue.current;
    const key = version === null ? null : await keyOf(ctx);
    const versionedKey = key === null ? null : `${version} ${key}`;
    const kept = versionedKey === null ? undefined : answers.get(versionedKey);
    if (kept) {
      ctx.state.answeredFromMemory = true;
      return send(ctx, kept);
    }

    await next();
    const policy = ctx.state.shareAs;
    if (!policy || (ctx.status !== 200 && ctx.status !== 404)) return;
    const body = bodyBytes(ctx.body);
    if (!body) return;
    const headers: Record<string, string> = { 'cache-control': policy.cacheControl, vary: policy.vary };
    for (const name of KEPT_HEADERS) {
      const value = ctx.response.get(name);
      if (value) headers[name] = value;
    }
    const answer = new KeptAnswer(ctx.status, headers, body);
    // An answer read while the version moved may be the old one. (A HEAD is answered as its GET
    // would be, the body left out on the way out, so its answer serves both.)
    if (versionedKey !== null && catalogue.current === version) answers.set(versionedKey, answer);
    await send(ctx, answer);
  };
}

function bodyBytes(body: unknown): Buffer | null {
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body !== null && typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe !== 'function') {
    return Buffer.from(JSON.stringify(body));
  }
  return null;
}

async function send(ctx: Context, answer: KeptAnswer): Promise<void> {
  const encoding = encodingFor(answer, ctx.get('accept-encoding'));
  ctx.set(answer.headers);
  ctx.set('ETag', entityTag(answer.hash, encoding));
  if (matchesContent(ctx.get('if-none-match'), answer.hash)) {
    ctx.body = null;
    ctx.status = 304;
    return;
  }
  if (encoding === 'identity') ctx.remove('Content-Encoding');
  else ctx.set('Content-Encoding', encoding);
  ctx.body = await answer.encoded(encoding);
  ctx.status = answer.status;
}

/** The encoding an answer goes out in: small ones as they are, others as the client prefers. */
export function encodingFor(answer: KeptAnswer, acceptEncoding: string | undefined): AnswerEncoding {
  return answer.body.length < COMPRESS_FROM_BYTES ? 'identity' : preferredEncoding(acceptEncoding);
}
