import { API_PATHS } from '#shared/api-paths';
import {
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  createPaymentIntentResponseSchema,
} from '#shared/schemas/checkout';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * POST /api/create-payment-intent: the payment session for the server's cart, with where and
 * how to deliver and how the shopper pays. Asked again in the same session, it updates the same
 * intent (or, paid at the door, the same checkout).
 */
export function createPaymentIntent(request: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return apiRequest(API_PATHS.createPaymentIntent, {
    method: 'POST',
    body: request,
    schema: createPaymentIntentResponseSchema,
  });
}
