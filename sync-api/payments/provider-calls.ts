import type { ErrorCode } from '#shared/errors';
import { AppError } from '../app-error.ts';
import { BankRefusedError } from './bank-provider.ts';
import { PaymentRefusedError, ProviderUnavailableError } from './payment-provider.ts';

/**
 * A call to the bank or card provider, its failures in the shopper's or the staff's words: a
 * refusal is the provider's answer (`refused`, with its reason), and a provider that does not
 * answer leaves everything as it was (503, saying what to do).
 */
async function askProvider<T>(
  who: string,
  call: () => Promise<T>,
  refused: { code: ErrorCode; status: number; field?: string },
  whatToDo: string,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BankRefusedError) {
      throw new AppError(refused.code, refused.status, error.message, {
        reason: error.reason,
        ...(refused.field ? { field: refused.field } : {}),
      });
    }
    if (error instanceof PaymentRefusedError) {
      throw new AppError(refused.code, refused.status, `${who} refused: ${error.message} ${whatToDo}`);
    }
    if (error instanceof ProviderUnavailableError) {
      throw new AppError('provider_unavailable', 503, `${who} did not answer. ${whatToDo}`);
    }
    throw error;
  }
}

export const askBank = <T>(
  call: () => Promise<T>,
  refused: { code: ErrorCode; status: number; field?: string },
  whatToDo: string,
): Promise<T> => askProvider('The bank', call, refused, whatToDo);

export const askCardProvider = <T>(
  call: () => Promise<T>,
  refused: { code: ErrorCode; status: number },
  whatToDo: string,
): Promise<T> => askProvider('The card payment provider', call, refused, whatToDo);
