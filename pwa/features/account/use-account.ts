import { type QueryClient, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import type { Account, AccountAnswer } from '#shared/schemas/account';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Who is signed in, for every screen that shows it. The header's menus ask too, and they load
 * with the first page: the answer's schema (zod) is fetched only once the answer is there.
 */

export const ACCOUNT_QUERY_KEY = ['account'] as const;

export function fetchAccount(): Promise<AccountAnswer> {
  return apiRequest(API_PATHS.account, {
    schema: import('#shared/schemas/account').then((schemas) => schemas.accountAnswerSchema),
  });
}

export function accountQueryOptions() {
  return {
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: fetchAccount,
    // Signed in or out changes only by the shopper's own hand on this device, or by "sign out
    // everywhere" elsewhere, which the next visit finds out.
    staleTime: 5 * 60_000,
    networkMode: 'online' as const,
  };
}

/** The signed-in account: undefined while it is asked for, null when signed in to none. */
export function useAccount(): Account | null | undefined {
  const { data } = useQuery(accountQueryOptions());
  return data === undefined ? undefined : data.account;
}

/** After signing in or out, or a change to the account: what every screen shows of it. */
export function setAccount(queryClient: QueryClient, account: Account | null): void {
  queryClient.setQueryData(ACCOUNT_QUERY_KEY, { account });
}
