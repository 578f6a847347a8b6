import { API_PATHS } from '#shared/api-paths';
import { stateRuleEditSchema } from '#shared/schemas/admin/state-rules';
import { editStateRule, listStateRulesForStaff, readStateRule } from '../compliance/state-rule-edit-service.ts';
import type { Database } from '../db/database.ts';
import { noStore } from '../middleware/no-store.ts';
import { actorOf, requirePermission, requireStaff } from '../middleware/staff-session.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * The state rules in the back office: every member reads them; only the owner edits one
 * (PUT /api/admin/state-rules/{code} with the editable fields; 403 for staff, nothing changed).
 */
export function adminStateRulesRouter(db: Database, bank: BankProvider | null): ApiRouter {
  const router = apiRouter();
  const guards = [noStore(), requireStaff(db), requirePermission('readStateRules')] as const;
  const onePath = `${API_PATHS.adminStateRules}/:code`;

  router.get(API_PATHS.adminStateRules, ...guards, async (ctx) => {
    ctx.body = { states: await listStateRulesForStaff(db) };
  });

  router.get(onePath, ...guards, async (ctx) => {
    ctx.body = await readStateRule(db, ctx.params.code ?? '');
  });

  router.put(onePath, ...guards, requirePermission('editStateRules'), async (ctx) => {
    const edit = stateRuleEditSchema.parse(ctx.request.body ?? {});
    ctx.body = await editStateRule(db, ctx.params.code ?? '', edit, actorOf(ctx), { bankAvailable: bank !== null });
  });

  return router;
}
