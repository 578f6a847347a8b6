import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminMessageApiPath } from '#shared/api-paths';
import { adminMessageListSchema, adminMessageSchema, type MessageUpdate } from '#shared/schemas/admin/moderation';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';
import type { MessageFilter } from './messages-search.ts';

export const MESSAGES_KEY = ['admin', 'messages'] as const;

export const messagesQuery = (status: MessageFilter) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', status],
    queryFn: () => apiRequest(withQuery(API_PATHS.adminMessages, { status }), { schema: adminMessageListSchema }),
  });

/** Opening a message reads it, which marks it read on the server. */
export const messageQuery = (messageId: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'one', messageId],
    queryFn: () => apiRequest(adminMessageApiPath(messageId), { schema: adminMessageSchema }),
  });

export function updateMessage(messageId: string, update: MessageUpdate): Promise<unknown> {
  return apiRequest(adminMessageApiPath(messageId), { method: 'PATCH', body: update });
}
