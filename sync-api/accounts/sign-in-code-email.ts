import { STORE_NAME } from '#shared/content/business';
import { SIGN_IN_CODE_MINUTES } from '#shared/schemas/account';
import { type EmailContent, renderEmail } from '../mail/email-frame.ts';

/** The sign-in code's email: the code in its subject, readable at a glance on a lock screen. */
export function signInCodeEmail(code: string): EmailContent {
  return renderEmail({
    subject: `${code} is your ${STORE_NAME} sign-in code`,
    heading: 'Your sign-in code',
    blocks: [
      { kind: 'code', text: code },
      {
        kind: 'paragraph',
        text: `Type it on the sign-in page within ${SIGN_IN_CODE_MINUTES} minutes. It works once.`,
      },
      {
        kind: 'paragraph',
        text: 'If you did not ask for it, ignore this email: nobody can sign in without the code.',
      },
    ],
  });
}
