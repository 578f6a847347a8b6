import type { ContactSubject } from '#shared/schemas/contact';
import { BaseModel } from '../db/base-model.ts';

/** A message sent through the contact form. */
export class ContactMessageModel extends BaseModel {
  static override tableName = 'contact_messages';

  id!: string;
  /** The device's id for the submission: unique, so a resend is stored once. */
  submissionId!: string;
  name!: string;
  email!: string;
  subject!: ContactSubject;
  message!: string;
  createdAt!: Date;
}
