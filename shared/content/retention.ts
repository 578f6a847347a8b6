/**
 * How long the store keeps what it says it keeps, for the privacy policy and the code that
 * deletes it to read from one place.
 */

/** Days the outbox keeps a sent email's text; then only who was sent what kind of email, and when. */
export const SENT_EMAIL_CONTENTS_KEPT_DAYS = 90;
