import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminOutboxEmailApiPath, adminOutboxRetryApiPath } from '#shared/api-paths';
import { type EmailStatus, outboxEmailDetailSchema, outboxPageSchema } from '#shared/schemas/admin/outbox';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';
import type { OutboxSearch } from './outbox-search.ts';

export const OUTBOX_KEY = ['admin', 'outbox'] as const;

/** While an email waits or is being sent, its screen asks again this often to show it go. */
const WHILE_SENDING_MS = 2000;
const onItsWay = (status: EmailStatus) => status === 'queued' || status === 'sending';

export const outboxQuery = (search: OutboxSearch) =>
  queryOptions({
    queryKey: [...OUTBOX_KEY, 'list', search],
    queryFn: () => apiRequest(withQuery(API_PATHS.adminOutbox, search), { schema: outboxPageSchema }),
    refetchInterval: (query) =>
      query.state.data?.emails.some((email) => onItsWay(email.status)) ? WHILE_SENDING_MS : false,
  });

export const outboxEmailQuery = (emailId: string) =>
  queryOptions({
    queryKey: [...OUTBOX_KEY, 'one', emailId],
    queryFn: () => apiRequest(adminOutboxEmailApiPath(emailId), { schema: outboxEmailDetailSchema }),
    refetchInterval: (query) => (query.state.data && onItsWay(query.state.data.status) ? WHILE_SENDING_MS : false),
  });

/** A failed email back in the queue: the server answers it as it now is. */
export function resendEmail(emailId: string) {
  return apiRequest(adminOutboxRetryApiPath(emailId), { method: 'POST', schema: outboxEmailDetailSchema });
}
