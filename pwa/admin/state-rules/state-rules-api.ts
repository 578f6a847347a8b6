import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminStateRuleApiPath } from '#shared/api-paths';
import type { StateRuleEdit } from '#shared/schemas/admin/state-rules';
import { stateRuleSchema, stateRulesResponseSchema } from '#shared/schemas/state-rules';
import { apiRequest } from '../../lib/api-client.ts';

export const STATE_RULES_KEY = ['admin', 'state-rules'] as const;

export const stateRulesQuery = queryOptions({
  queryKey: [...STATE_RULES_KEY, 'list'],
  queryFn: () => apiRequest(API_PATHS.adminStateRules, { schema: stateRulesResponseSchema }),
});

export const stateRuleQuery = (code: string) =>
  queryOptions({
    queryKey: [...STATE_RULES_KEY, 'one', code],
    queryFn: () => apiRequest(adminStateRuleApiPath(code), { schema: stateRuleSchema }),
  });

export function saveStateRule(code: string, edit: StateRuleEdit): Promise<unknown> {
  return apiRequest(adminStateRuleApiPath(code), { method: 'PUT', body: edit });
}
