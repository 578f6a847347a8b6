import type { ErrorCode } from '#shared/errors';
import { AppError } from '../app-error.ts';
import { BankRefusedError } from './bank-provider.ts';
import { ProviderUnavailableError } from './payment-provider.ts';

/**
 * A call to the bank provider, its failures in the shopper's or the staff's words: a refusal is
 * the bank's answer (`refused`, with the bank's reason), and a bank that does not answer leaves
 * everything as it was (503, saying what to do).
 */
export async function askBank<T>(
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
    if (error instanceof ProviderUnavailableError) {
      throw new AppError('provider_unavailable', 503, `The bank did not answer. ${whatToDo}`);
    }
    throw error;
  }
}
