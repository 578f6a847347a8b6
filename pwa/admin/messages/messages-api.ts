import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminMessageApiPath, adminMessageRepliesApiPath } from '#shared/api-paths';
import {
  type AdminMessageThread,
  adminMessageThreadSchema,
  type ContactReplyRequest,
} from '#shared/schemas/admin/contact-replies';
import { adminMessageListSchema, type MessageUpdate } from '#shared/schemas/admin/moderation';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';
import type { MessageFilter } from './messages-search.ts';

export const MESSAGES_KEY = ['admin', 'messages'] as const;

export const messagesQuery = (status: MessageFilter) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', status],
    queryFn: () => apiRequest(withQuery(API_PATHS.adminMessages, { status }), { schema: adminMessageListSchema }),
  });

/**
 * How often an open message asks again while one of its replies' emails is on its way: the
 * server's worker sends within seconds, and staff watch for Sent.
 */
const DELIVERY_POLL_MS = 3000;

const deliveryPending = (message: AdminMessageThread | undefined) =>
  message?.replies.some((reply) => reply.emailStatus === 'queued' || reply.emailStatus === 'sending') ?? false;

/** Opening a message reads it (with its thread), which marks it read on the server. */
export const messageQuery = (messageId: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'one', messageId],
    queryFn: () => apiRequest(adminMessageApiPath(messageId), { schema: adminMessageThreadSchema }),
    refetchInterval: (query) => (deliveryPending(query.state.data) ? DELIVERY_POLL_MS : false),
  });

export function updateMessage(messageId: string, update: MessageUpdate): Promise<unknown> {
  return apiRequest(adminMessageApiPath(messageId), { method: 'PATCH', body: update });
}

export function sendReply(messageId: string, reply: ContactReplyRequest): Promise<unknown> {
  return apiRequest(adminMessageRepliesApiPath(messageId), { method: 'POST', body: reply });
}
