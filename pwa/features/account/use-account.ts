import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/account';
import { fetchAccount } from './account-api.ts';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

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
