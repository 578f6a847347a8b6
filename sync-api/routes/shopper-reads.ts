import { SHOPPER_READ_ORDER, SHOPPER_READS } from '#shared/shopper-reads';
import { SHOPPER_READ_ANSWERS } from '../catalogue/shopper-read-answers.ts';
import type { Database } from '../db/database.ts';
import { SHARE_POLICIES } from '../shared-answers/share-answers.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * The GETs every shopper shares (shared/shopper-reads.ts). A kept one is kept in memory until
 * the catalogue changes and browsers revalidate it on every use, so staff edits show on the
 * shop's next request (decisions 010, 015); the others are read afresh and revalidated.
 * Offline, the service worker's copy answers instead.
 */
export function shopperReadsRouter(db: Database): ApiRouter {
  const router = apiRouter();
  // The router answers with the first route that matches, as the shared order says.
  for (const name of SHOPPER_READ_ORDER) {
    const read = SHOPPER_READS[name];
    router.get(read.path, async (ctx) => {
      ctx.body = await SHOPPER_READ_ANSWERS[name](db, { params: ctx.params, query: ctx.query });
      if (read.kept) ctx.state.shareAs = SHARE_POLICIES.catalogue;
      else ctx.set('Cache-Control', 'no-cache');
    });
  }
  return router;
}
