import { z } from 'zod';
import { optionalEnum } from '../lib/search-params.ts';

export const MESSAGE_FILTERS = ['open', 'handled', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** The inbox's address: open, handled or every message; none means the open ones. */
export const messagesSearchSchema = z.object({ status: optionalEnum(MESSAGE_FILTERS) });
export const DEFAULT_MESSAGE_FILTER: MessageFilter = 'open';
