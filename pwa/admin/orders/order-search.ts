import { z } from 'zod';
import { ORDER_STATUSES } from '#shared/back-office/order-status';
import { ORDER_SEARCH_MAX_LENGTH } from '#shared/schemas/admin/orders';
import { optionalDate, optionalEnum, optionalPage, optionalText } from '../lib/search-params.ts';

/** The orders screen's address: its filters, search and page, as the API takes them. */
export const orderSearchSchema = z.object({
  status: optionalEnum(ORDER_STATUSES),
  from: optionalDate,
  to: optionalDate,
  q: optionalText(ORDER_SEARCH_MAX_LENGTH),
  page: optionalPage,
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;
