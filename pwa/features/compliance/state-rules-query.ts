import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import type { StateRule } from '#shared/compliance/state-rule';
import type { StateRulesResponse } from '#shared/schemas/state-rules';
import { apiRequest, type ResponseSchema } from '../../lib/api-client.ts';

/**
 * GET /api/state-rules: where the store delivers and each state's purchase limits. Saved on the
 * device with the catalogue (pwa/lib/query-client.ts) and warmed with it, so the limits show
 * offline too; its schema loads with the request, not with the first page.
 */
const stateRulesAnswer = (): Promise<ResponseSchema<StateRulesResponse>> =>
  import('#shared/schemas/state-rules').then((schemas) => schemas.stateRulesResponseSchema);

export const STATE_RULES_QUERY_KEY = ['state-rules'] as const;

export const stateRulesQueryOptions = () =>
  queryOptions({
    queryKey: STATE_RULES_QUERY_KEY,
    queryFn: async (): Promise<StateRule[]> =>
      (await apiRequest(API_PATHS.stateRules, { schema: stateRulesAnswer() })).states,
  });

/** The rules once the device has them (saved or fetched); undefined until then. */
export function useStateRules(): StateRule[] | undefined {
  return useQuery(stateRulesQueryOptions()).data;
}
