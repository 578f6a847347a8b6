import { API_PATHS } from '#shared/api-paths';
import { loadStateRules } from '../compliance/state-rules-store.ts';
import type { Database } from '../db/database.ts';
import { SHARE_POLICIES } from '../shared-answers/share-answers.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * GET /api/state-rules: every place's delivery rules and purchase limits, the same for every
 * shopper, so it is kept in memory like the catalogue and dropped when the owner edits a rule.
 */
export function stateRulesRouter(db: Database): ApiRouter {
  const router = apiRouter();
  router.get(API_PATHS.stateRules, async (ctx) => {
    ctx.body = { states: await loadStateRules(db) };
    ctx.state.shareAs = SHARE_POLICIES.catalogue;
  });
  return router;
}
