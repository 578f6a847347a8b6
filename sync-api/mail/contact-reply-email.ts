import { STORE_NAME, STORE_TIME_ZONE } from '#shared/content/business';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { CONTACT_SUBJECTS } from '#shared/schemas/contact';
import { type EmailContent, renderEmail } from './email-frame.ts';
import { STORE_ORIGIN_MARK } from './mailer.ts';

/**
 * A staff reply to a contact message, as the shopper receives it, in the store's frame
 * (email-frame.ts): the reply, the care team's signature, then the shopper's own message quoted,
 * so the email makes sense on its own.
 */

/** What the reply answers: the message as the contact form stored it. */
export interface RepliedMessage {
  subject: string;
  message: string;
  createdAt: string;
}

const CONTACT_LINK = `${STORE_ORIGIN_MARK}${STATIC_PAGE_PATHS.contact}`;

/** When they wrote, in the store's time zone, named, as the shopper may live in another. */
const wroteAt = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, timeZoneName: 'short' });

function whenWritten(iso: string): string {
  const date = new Date(iso);
  const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${wroteAt.format(date)} ${zone}`.trim();
}

/** "Re: Order Support"; a message filed under Other (or a subject no longer offered) is "Your message to …". */
export function contactReplySubject(subject: string): string {
  const known = CONTACT_SUBJECTS.find((offered) => offered.id === subject && offered.id !== 'other');
  return `Re: ${known?.label ?? `Your message to ${STORE_NAME}`}`;
}

/** The reply's email to the shopper who wrote `message`. */
export function contactReplyEmail(reply: string, message: RepliedMessage): EmailContent {
  return renderEmail({
    subject: contactReplySubject(message.subject),
    blocks: [{ kind: 'typed', text: reply }],
    footnote: { text: `Write to us again: ${CONTACT_LINK}`, link: CONTACT_LINK },
    signedBy: `The ${STORE_NAME} care team`,
    after: [{ kind: 'quote', intro: `On ${whenWritten(message.createdAt)}, you wrote:`, text: message.message }],
  });
}
