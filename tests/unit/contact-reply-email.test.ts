import { describe, expect, test } from 'vitest';
import { STORE_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/content/business';
import { contactReplyEmail, contactReplySubject } from '../../sync-api/mail/contact-reply-email.ts';
import { STORE_ORIGIN_MARK, withStoreOrigin } from '../../sync-api/mail/mailer.ts';

/** A message as the contact form stored it: sent at 9:30 in the morning in San Francisco, in winter. */
const MESSAGE = {
  subject: 'order-support',
  message: 'My delivery window changed.\nCan the driver come after 6?\n\nThanks, Ada',
  createdAt: '2026-01-15T17:30:00.000Z',
};

describe('the email a shopper gets when staff reply to their message', () => {
  test('its subject answers theirs as the form named it; Other, or a subject no longer offered, is their message to the store', () => {
    expect(contactReplySubject('order-support')).toBe('Re: Order Support');
    expect(contactReplySubject('dosage-help')).toBe('Re: Dosage Help');
    expect(contactReplySubject('other')).toBe(`Re: Your message to ${STORE_NAME}`);
    expect(contactReplySubject('gone-subject')).toBe(`Re: Your message to ${STORE_NAME}`);
    expect(contactReplyEmail('Yes.', MESSAGE).subject).toBe('Re: Order Support');
  });

  test('the text is the reply, the store’s signature, then their message quoted line by line with when they wrote it', () => {
    const { text } = contactReplyEmail('Hi Ada,\n\nThe driver can come at 7.', MESSAGE);
    expect(text.startsWith('Hi Ada,\n\nThe driver can come at 7.\n')).toBe(true);
    const signature = text.indexOf('\n-- \n');
    const quote = text.indexOf('On January 15, 2026 at 9:30 AM PST, you wrote:');
    expect(signature).toBeGreaterThan(0);
    expect(quote).toBeGreaterThan(signature);
    const signed = text.slice(signature, quote);
    for (const line of [`The ${STORE_NAME} care team`, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_ADDRESS.street]) {
      expect(signed).toContain(line);
    }
    expect(signed).toContain(`${SUPPORT_ADDRESS.city}, ${SUPPORT_ADDRESS.region} ${SUPPORT_ADDRESS.postalCode}`);
    expect(text.slice(quote)).toContain(
      '> My delivery window changed.\n> Can the driver come after 6?\n>\n> Thanks, Ada',
    );
  });

  test('the link back to the store is made absolute by the mailer, on the store’s address', () => {
    const { text, html } = contactReplyEmail('See you soon.', MESSAGE);
    expect(text).toContain(`${STORE_ORIGIN_MARK}/contact`);
    expect(withStoreOrigin(html, 'https://verdant.shop')).toContain('href="https://verdant.shop/contact"');
  });

  test('in the HTML, markup typed in the reply or the message is text, never markup', () => {
    const hostile = '<script>alert(1)</script> & "quotes" <img src=x onerror=alert(2)>';
    const { html } = contactReplyEmail(hostile, { ...MESSAGE, message: `</blockquote>${hostile}` });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</blockquote></blockquote>');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;img src=x onerror=alert(2)&gt;',
    );
    expect(html).toContain('&lt;/blockquote&gt;&lt;script&gt;');
  });

  test('the HTML keeps the reply’s paragraphs and line breaks, fits a phone’s width, and quotes their message below the signature', () => {
    const { html } = contactReplyEmail('Hi Ada,\n\nThe driver can come at 7.\nSee you then.', MESSAGE);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/max-width:560px/);
    expect(html).toMatch(/<p [^>]*>Hi Ada,<\/p>\s*<p [^>]*>The driver can come at 7\.<br>See you then\.<\/p>/);
    const signature = html.indexOf(`The ${STORE_NAME} care team`);
    const quote = html.indexOf('<blockquote');
    expect(signature).toBeGreaterThan(html.indexOf('See you then.'));
    expect(quote).toBeGreaterThan(signature);
    expect(html.slice(quote)).toContain('My delivery window changed.<br>Can the driver come after 6?');
    expect(html).toContain(`href="mailto:${SUPPORT_EMAIL}"`);
    expect(html).toContain('href="tel:+14155550142"');
  });
});
