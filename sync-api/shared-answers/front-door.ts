import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';
import { mentionsAgeCookie } from '../middleware/cookies.ts';
import { requestIdFor } from '../middleware/request-context.ts';
import type { SecurityHeaders } from '../middleware/security-headers.ts';
import type { CatalogueVersion } from './catalogue-version.ts';
import { matchesContent } from './entity-tags.ts';
import type { KeptAnswer } from './kept-answers.ts';
import { encodingFor, keyReadsAgeGate, sharedKey } from './share-answers.ts';

export interface FrontDoorOptions {
  catalogue: CatalogueVersion;
  answers: LRUCache<string, KeptAnswer>;
  securityHeaders: Promise<SecurityHeaders>;
  /** Pages are answered here only with a public origin: their key then needs nothing from Koa. */
  publicOrigin: string | null;
  logger: Logger;
}

/**
 * The answers every shopper shares that are already kept, sent before the request reaches Koa:
 * a GET for the catalogue, or for a page from a visitor without an age cookie, whose answer is
 * in memory in the encoding asked for. It sends what the app would (the same headers, the
 * same 304s) without the app's per-request work, which for these answers buys nothing: no body
 * to read, no session, nothing to log but a debug line (docs/benchmarks.md has what each costs).
 * Anything else, including the first request for an answer, goes on to the app, which keeps it.
 *
 * Returns whether it answered.
 */
export function frontDoor(options: FrontDoorOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { catalogue, answers, logger } = options;
  let securityHeaders: SecurityHeaders | null = null;
  void options.securityHeaders.then((headers) => {
    securityHeaders = headers;
  });

  return function answerFromMemory(request, response) {
    try {
      return answerIfKept(request, response);
    } catch (error) {
      // Nothing here may take the process down: an answer half sent is cut, else the app answers.
      logger.error({ err: error }, 'an answer kept in memory could not be sent');
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
  };

  function answerIfKept(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const version = catalogue.current;
    if (request.method !== 'GET' || version === null || securityHeaders === null || answers.size === 0) return false;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (keyReadsAgeGate(path) && (options.publicOrigin === null || mentionsAgeCookie(request.headers.cookie))) {
      return false;
    }
    const key = sharedKey(
      { path, url, querystring: queryAt === -1 ? '' : url.slice(queryAt + 1), origin: null },
      () => false,
    );
    const answer = key === null ? undefined : answers.get(`${version} ${key}`);
    if (!answer) return false;
    const encoding = encodingFor(answer, request.headers['accept-encoding']);
    const body = answer.encodedNow(encoding);
    if (!body) return false;

    const requestId = requestIdFor(request.headers['x-request-id']);
    const fresh = matchesContent(request.headers['if-none-match'], answer.hash);
    const headers = answer.wireHeaders(encoding, fresh, securityHeaders);
    response.writeHead(fresh ? 304 : answer.status, [...headers, 'x-request-id', requestId]);
    if (fresh) response.end();
    else response.end(body);
    if (logger.isLevelEnabled('debug')) {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      logger.debug({ requestId, method: 'GET', path, status: fresh ? 304 : answer.status, durationMs }, 'request');
    }
    return true;
  }
}
