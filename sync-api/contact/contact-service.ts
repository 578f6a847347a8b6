import { randomUUID } from 'node:crypto';
import type { ContactReceipt, ContactSubmission } from '#shared/schemas/contact';
import type { Database } from '../db/database.ts';
import { type Submitted, submitOnce } from '../db/submit-once.ts';
import { ContactMessageModel } from './contact-message-model.ts';

/** Stores a contact message, once per submission id. */
export function submitContactMessage(db: Database, submission: ContactSubmission): Promise<Submitted<ContactReceipt>> {
  const { submissionId, ...message } = submission;
  return submitOnce({
    noun: 'message',
    insert: async () => {
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
      return row && { id: row.id };
    },
    findStored: () => ContactMessageModel.query(db).findOne('submission_id', submissionId),
    isSameAs: (stored) =>
      stored.name === message.name &&
      stored.email === message.email &&
      stored.subject === message.subject &&
      stored.message === message.message,
    receiptOf: (stored) => ({ id: stored.id }),
  });
}
