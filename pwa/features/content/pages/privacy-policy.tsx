import { MINIMUM_AGE } from '#shared/age';
import {
  REPLY_WITHIN_HOURS,
  STORE_NAME,
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '#shared/content/business';
import { POLICY_META } from '#shared/content/policies';
import { SENT_EMAIL_CONTENTS_KEPT_DAYS } from '#shared/content/retention';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = POLICY_META[STATIC_PAGE_PATHS.privacyPolicy];
const UPDATED = 'December 8, 2026';

/** The privacy policy (age limit 21; data kept typically 3 to 7 years). */
export default function PrivacyPolicyPage() {
  return (
    <Article
      eyebrow="Legal"
      title={meta.heading ?? meta.title}
      lead={`This policy explains what personal information ${STORE_NAME} collects when you visit our store or place an order, why we collect it, who we share it with, how long we keep it and the choices you have.`}
      updated={UPDATED}
    >
      <h2>Who we are</h2>
      <p>
        {STORE_NAME} is an online store for cannabis products, operated from {SUPPORT_ADDRESS.street},{' '}
        {SUPPORT_ADDRESS.city}, {SUPPORT_ADDRESS.region} {SUPPORT_ADDRESS.postalCode}. In this policy, &ldquo;we&rdquo;,
        &ldquo;us&rdquo; and &ldquo;our&rdquo; mean {STORE_NAME}, and &ldquo;you&rdquo; means a visitor or customer.
      </p>

      <h2>Adults only</h2>
      <p>
        Our store is only for adults aged {MINIMUM_AGE} or over. We do not knowingly collect personal information from
        anyone under {MINIMUM_AGE}. If we learn that we have, we delete it promptly. If you believe a person under{' '}
        {MINIMUM_AGE} has given us their information, please contact us.
      </p>

      <h2>Information we collect</h2>
      <h3>Information you give us</h3>
      <ul>
        <li>Contact details: your name, email address, phone number and delivery address.</li>
        <li>
          Age and identity details: your confirmation that you are {MINIMUM_AGE} or over and, at delivery, the details
          of the government photo ID checked by the driver (name, date of birth, ID type and expiry date).
        </li>
        <li>Order details: the products you buy, delivery preferences, returns and refunds.</li>
        <li>Messages: what you send us through the contact form, email or phone, and reviews you choose to publish.</li>
      </ul>
      <h3>Information collected automatically</h3>
      <ul>
        <li>
          Cookies that keep our store working: a session cookie that links your browser to your cart and a cookie that
          records your age confirmation. We do not use them to track you across other websites.
        </li>
        <li>
          Data stored on your device: your cart is kept in your browser so the store works offline, and synchronized
          with our servers when you are online. If you sign in, the name you enter is stored in your browser too.
        </li>
        <li>Technical data: IP address, browser type, device type and the pages you visit, kept in our server logs.</li>
      </ul>
      <h3>Payment information</h3>
      <p>
        Card details are entered into a form hosted by our payment processor and go directly to them. We never see or
        store your full card number; we receive only a confirmation of payment and limited details such as the card type
        and last four digits. For an order paid at the door, no payment details are taken online.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>To process, deliver and support your orders, including returns and refunds.</li>
        <li>
          To verify that you are {MINIMUM_AGE} or over and that the person receiving an order is the person who placed
          it.
        </li>
        <li>To meet our legal obligations, including record-keeping, tax and cannabis regulations.</li>
        <li>To answer your questions and send messages about your orders.</li>
        <li>To send marketing emails, only if you have opted in; every message includes a link to unsubscribe.</li>
        <li>To keep our store secure, prevent fraud and improve how it works.</li>
      </ul>

      <h2>How we share your information</h2>
      <p>We do not sell your personal information, and we do not share it for cross-context behavioral advertising.</p>
      <p>We share it only with:</p>
      <ul>
        <li>
          delivery drivers and carriers, who receive the name, address and phone number needed to deliver an order;
        </li>
        <li>our payment processor, to take payments and issue refunds;</li>
        <li>
          service providers that host our systems, send our emails or help with customer support, under contracts that
          limit their use of your information to the service they provide to us;
        </li>
        <li>regulators, law enforcement or courts, when the law requires it, and only to the extent it requires.</li>
      </ul>

      <h2>How long we keep your information</h2>
      <p>
        We keep personal information only as long as we need it for the purposes above. Order, payment and
        age-verification records are typically kept for 3 to 7 years, depending on the tax and cannabis record-keeping
        rules of the state an order was delivered to. The emails we send you (receipts, order updates, sign-in codes and
        replies) are kept for {SENT_EMAIL_CONTENTS_KEPT_DAYS} days; after that we keep only that an email was sent, to
        which address and when. Marketing preferences are kept until you unsubscribe, and server logs for a much shorter
        period. When a retention period ends, we delete or anonymize the information.
      </p>

      <h2>Your rights and choices</h2>
      <p>
        Depending on where you live, including California under the California Consumer Privacy Act, you may have the
        right to:
      </p>
      <ul>
        <li>know what personal information we hold about you and receive a copy of it;</li>
        <li>correct information that is inaccurate;</li>
        <li>ask us to delete your information, subject to the records the law requires us to keep;</li>
        <li>opt out of marketing at any time;</li>
        <li>not be treated differently for exercising any of these rights.</li>
      </ul>
      <p>
        To make a request, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
        <a href={`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a>. We will confirm your identity before
        acting on a request, acknowledge it within {REPLY_WITHIN_HOURS} hours and respond within the time the law
        allows.
      </p>

      <h2>How we protect your information</h2>
      <p>
        Our store is served only over encrypted connections, our cookies are signed so they cannot be altered, and
        access to customer records is limited to the staff who need it. No system is perfectly secure, but we review our
        safeguards regularly and will notify you and the authorities of a breach as the law requires.
      </p>

      <Callout title="A note on cannabis and privacy">
        Cannabis remains illegal under federal law. We keep only the information we need, and we disclose it to
        government authorities only when legally required to.
      </Callout>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page. If a change materially affects how we use
        information we already hold, we will tell you by email before it takes effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about privacy can be sent to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, by post to{' '}
        {STORE_NAME}, {SUPPORT_ADDRESS.street}, {SUPPORT_ADDRESS.city}, {SUPPORT_ADDRESS.region}{' '}
        {SUPPORT_ADDRESS.postalCode}, or through our <a href={STATIC_PAGE_PATHS.contact}>contact page</a>.
      </p>
    </Article>
  );
}
