import { MINIMUM_AGE } from '#shared/age';
import { MAX_DELIVERY_ATTEMPTS } from '#shared/catalogue/delivery';
import { GUARANTEE_DAYS, STORE_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/content/business';
import { POLICY_META } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { Article, Callout } from '../../../components/ui/article.tsx';

const meta = POLICY_META[STATIC_PAGE_PATHS.termsOfService];
const UPDATED = 'December 8, 2026';

/** The terms of service (age limit 21 or over). */
export default function TermsOfServicePage() {
  return (
    <Article
      eyebrow="Legal"
      title={meta.heading ?? meta.title}
      lead={`These terms govern your use of the ${STORE_NAME} website and app and every purchase you make from us. Please read them carefully: by using our store you agree to them.`}
      updated={UPDATED}
    >
      <h2>1. Eligibility</h2>
      <p>
        You must be {MINIMUM_AGE} years of age or older to use our store, create an account or buy from us, and you must
        live in, and take delivery in, a state where the products you order are legal. By confirming your age at the
        entrance to our store you state that you are {MINIMUM_AGE} or over. We may ask for proof of age at any time, and
        we verify it at delivery.
      </p>
      <Callout title={`${MINIMUM_AGE}+ only`} tone="warning">
        Buying on behalf of, or giving products to, anyone under {MINIMUM_AGE} is prohibited and may be a crime. We will
        cancel any order we believe is intended for a person under {MINIMUM_AGE}.
      </Callout>

      <h2>2. Your account</h2>
      <p>
        You are responsible for the accuracy of the information you give us and for activity under your account. Tell us
        promptly if you believe someone else has used it.
      </p>

      <h2>3. Products and availability</h2>
      <p>
        We sell cannabis products, including gummies, flower, vapes and prerolls, under state adult-use law. Which
        products we can sell and deliver depends on state and local law, so some products are not available in every
        state. Product images are illustrations; potency and ingredients are as stated on the product&apos;s label and
        its certificate of analysis.
      </p>

      <h2>4. Orders and pricing</h2>
      <ul>
        <li>
          Prices are shown in US dollars. Every order is a one-time purchase: nothing is ordered or charged again unless
          you place another order.
        </li>
        <li>
          Your order is an offer to buy. A contract is formed when we confirm and dispatch the order. We may decline or
          cancel an order, with a full refund, if a product is unavailable, a price was shown in error, or we cannot
          verify your age or identity.
        </li>
        <li>
          Checkout shows everything you pay: the items, delivery, and each tax your state and town levy on the order (a
          cannabis excise, sales tax and any local tax) on its own line, at the rates in force when you place it. What
          you pay is the total checkout shows; if some items are not handed over, their price and their tax come off.
        </li>
        <li>
          You pay in one of the ways checkout offers for your state: at the door, in cash or by debit card, to the
          driver once they have checked your ID (nothing is charged online), by bank, or by card where a card may be
          used: a bank or card payment is authorised when you place the order and taken only once it is handed over.
        </li>
        <li>State purchase limits apply, and we may cancel or reduce an order that would exceed them.</li>
      </ul>

      <h2>5. Delivery and ID checks</h2>
      <p>
        Orders are handed only to the person who placed them, who must show a valid government-issued photo ID
        confirming they are {MINIMUM_AGE} or over and sign for the delivery. We make up to {MAX_DELIVERY_ATTEMPTS}{' '}
        delivery attempts. Delivery times are estimates. Full details are in our{' '}
        <a href={STATIC_PAGE_PATHS.shippingInfo}>delivery and shipping information</a>.
      </p>

      <h2>6. Returns, refunds and our guarantee</h2>
      <p>
        Returns, exchanges, refunds and our {GUARANTEE_DAYS}-day satisfaction guarantee are governed by our{' '}
        <a href={STATIC_PAGE_PATHS.returns}>returns and exchanges policy</a>, which forms part of these terms. Opened
        cannabis products cannot be returned.
      </p>

      <h2>7. Responsible use and health</h2>
      <ul>
        <li>
          Use our products only as directed, keep them out of reach of children and pets, and start with a low dose.
        </li>
        <li>Do not drive or operate machinery after using cannabis.</li>
        <li>
          Do not use our products if you are pregnant or breastfeeding, and speak with a healthcare professional before
          use if you have a medical condition or take medication.
        </li>
        <li>Do not resell our products or take them into a state or country where they are illegal.</li>
      </ul>
      <p>
        Information on our site, including our guides, is general education and not medical advice. Our products are not
        intended to diagnose, treat, cure or prevent any disease, and statements about them have not been evaluated by
        the Food and Drug Administration.
      </p>

      <h2>8. Acceptable use of our store</h2>
      <p>
        You agree not to misuse our store: for example, by providing false age or identity information, interfering with
        its security or operation, scraping it by automated means, or using it for any unlawful purpose.
      </p>

      <h2>9. Reviews and content you submit</h2>
      <p>
        When you post a review or other content, you confirm it is honest and your own, and you give us a non-exclusive,
        royalty-free licence to display it in our store. We may decline or remove content that is unlawful, misleading
        or makes medical claims.
      </p>

      <h2>10. Intellectual property</h2>
      <p>
        The {STORE_NAME} name, logo, text, images and software of our store belong to us or our licensors. You may use
        them only to browse and shop with us.
      </p>

      <h2>11. Disclaimers and limitation of liability</h2>
      <p>
        Apart from the commitments in these terms and our returns policy, our store and products are provided &ldquo;as
        is&rdquo; to the fullest extent the law allows. We are not liable for indirect or consequential losses, and our
        total liability for any claim relating to an order is limited to the amount you paid for that order. Nothing in
        these terms limits liability that cannot be limited by law, or your rights as a consumer.
      </p>

      <h2>12. Disputes and governing law</h2>
      <p>
        These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. If
        you have a complaint, please contact us first: most problems are solved quickly that way. Any dispute that we
        cannot resolve together will be heard by the state or federal courts located in {SUPPORT_ADDRESS.city} County,
        California, unless the law of your state gives you the right to bring it where you live.
      </p>

      <h2>13. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last changed.
        Changes apply to orders placed after that date.
      </p>

      <h2>14. Contact</h2>
      <p>
        {STORE_NAME}, {SUPPORT_ADDRESS.street}, {SUPPORT_ADDRESS.city}, {SUPPORT_ADDRESS.region}{' '}
        {SUPPORT_ADDRESS.postalCode}. Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
        <a href={`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a>.
      </p>
    </Article>
  );
}
