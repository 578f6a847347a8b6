import { AppError } from '../app-error.ts';

export interface Submitted<Receipt> {
  /** False when this submission id was stored before: the same receipt is answered again. */
  created: boolean;
  receipt: Receipt;
}

/**
 * Stores a device's submission once per submission id, so a queued or retried send is kept once:
 *  1. insert it; a row with the same submission id makes the insert do nothing (ON CONFLICT
 *     DO NOTHING, so two sends racing each other still store one row);
 *  2. when nothing was inserted, read the stored row: the same content again answers its
 *     receipt; different content under a used id is refused (409 submission_conflict).
 */
export async function submitOnce<Stored, Receipt>(steps: {
  /** What the submission is, in the refusal: "review", "message". */
  noun: string;
  /** The new row's receipt, or undefined when the submission id was already stored. */
  insert: () => Promise<Receipt | undefined>;
  findStored: () => PromiseLike<Stored | undefined>;
  isSameAs: (stored: Stored) => boolean;
  receiptOf: (stored: Stored) => Receipt;
}): Promise<Submitted<Receipt>> {
  const inserted = await steps.insert();
  if (inserted) return { created: true, receipt: inserted };
  const stored = await steps.findStored();
  if (!stored) throw new Error(`A ${steps.noun} was neither inserted nor found under its submission id`);
  if (!steps.isSameAs(stored)) {
    throw new AppError(
      'submission_conflict',
      409,
      `This submissionId was already used for a different ${steps.noun}; make a new id for a new ${steps.noun}.`,
    );
  }
  return { created: false, receipt: steps.receiptOf(stored) };
}
