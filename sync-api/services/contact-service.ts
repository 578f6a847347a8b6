import { randomUUID } from 'node:crypto';
import type { ContactReceipt, ContactSubmission } from '#shared/schemas/contact';
import type { Database } from '../db/database.ts';
import { ContactMessageModel } from '../models/contact-message.ts';
import { AppError } from './app-error.ts';
import type { Submitted } from './review-service.ts';

/**
 * Stores a contact message once per submission id, as `submitReview` does: a resend of the same
 * message answers the stored receipt, a different message under a used id is a 409.
 */
export async function submitContactMessage(
  db: Database,
  submission: ContactSubmission,
): Promise<Submitted<ContactReceipt>> {
  const { submissionId, ...message } = submission;
  const inserted: Pick<ContactMessageModel, 'id'>[] = await db('contact_messages')
    .insert({
      id: randomUUID(),
      submission_id: submissionId,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    })
    .onConflict('submission_id')
    .ignore()
    .returning(['id']);
  const row = inserted[0];
  if (row) return { created: true, receipt: { id: row.id } };

  const stored = await ContactMessageModel.query(db).findOne('submission_id', submissionId);
  if (!stored) throw new Error(`Contact message ${submissionId} was neither inserted nor found`);
  const same =
    stored.name === message.name &&
    stored.email === message.email &&
    stored.subject === message.subject &&
    stored.message === message.message;
  if (!same) {
    throw new AppError(
      'submission_conflict',
      409,
      'This submissionId was already used for a different message; make a new id for a new message.',
    );
  }
  return { created: false, receipt: { id: stored.id } };
}
