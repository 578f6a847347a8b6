import { parse as parseQuery } from 'node:querystring';
import { $ZodError } from 'zod/v4/core';
import type { ApiTransport } from '#shared/page-rendering';
import { matchShopperRead } from '#shared/shopper-reads';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { SHOPPER_READ_ANSWERS } from './shopper-read-answers.ts';

/**
 * The reads every shopper shares (shared/shopper-reads.ts) answered in-process, with the same
 * answers as the API's, for the page renderer: it renders pages with the storefront's own
 * queries, and those ask for these paths. Anything else is not the renderer's to ask.
 */
export function catalogueTransport(db: Database): ApiTransport {
  return async (path) => {
    const url = new URL(path, 'http://storefront.invalid');
    const read = matchShopperRead(url.pathname);
    try {
      if (!read) throw new AppError('not_found', 404, `The page renderer does not read ${url.pathname}.`);
      const query = parseQuery(url.search.slice(1));
      return Response.json(await SHOPPER_READ_ANSWERS[read.name](db, { params: read.params, query }));
    } catch (error) {
      if (error instanceof $ZodError) return errorAnswer('invalid_request', 400, 'The query is not valid.');
      if (error instanceof AppError) return errorAnswer(error.code, error.status, error.message);
      throw error;
    }
  };
}

const errorAnswer = (code: string, status: number, message: string) =>
  Response.json({ error: { code, message } }, { status });
