import { z } from 'zod';
import { requiredText, submissionIdSchema } from './review.ts';

/**
 * A message from the contact form, checked by the form on
 * the device and again by POST /api/contact. Text is trimmed and stored as text.
 */

/** The subjects, in the form's order, with what the form shows for each. */
export const CONTACT_SUBJECTS = [
  { id: 'product-inquiry', label: 'Product Inquiry' },
  { id: 'dosage-help', label: 'Dosage Help' },
  { id: 'order-support', label: 'Order Support' },
  { id: 'wellness-consultation', label: 'Wellness Consultation' },
  { id: 'partnership', label: 'Partnership' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['id'];
export const CONTACT_SUBJECT_IDS = CONTACT_SUBJECTS.map((subject) => subject.id) as [
  ContactSubject,
  ...ContactSubject[],
];

export const CONTACT_LIMITS = { name: 80, email: 254, message: 5000 } as const;

export const contactSchema = z.object({
  name: requiredText('Full name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address, like name@example.com')),
  subject: z.enum(CONTACT_SUBJECT_IDS, { error: 'Choose a subject' }),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.infer<typeof contactSchema>;

/** POST /api/contact. Unknown fields are dropped. */
export const contactSubmissionSchema = contactSchema.extend({ submissionId: submissionIdSchema });
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const contactReceiptSchema = z.object({ id: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
