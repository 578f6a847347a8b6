import { MINIMUM_AGE } from '#shared/age';
import {
  ACCEPTED_IDS,
  DELIVERY_OPTION_NAMES,
  DELIVERY_STAGES,
  type DeliveryOptionTerms,
  type DeliveryStage,
  formatHour,
  formatThreshold,
  MAX_DELIVERY_ATTEMPTS,
  sameDayAreasText,
} from '#shared/catalogue/delivery';
import { deliverySentence, sharedFreeStandardThreshold } from '#shared/catalogue/delivery-promises';
import { deliveredPlaces } from '#shared/compliance/delivered-places';
import type { StateRule } from '#shared/compliance/state-rule';
import {
  BUSINESS_HOURS,
  REPLY_WITHIN_HOURS,
  STORE_NAME,
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '#shared/content/business';
import { listJoin } from '#shared/content/list-join';
import { POLICY_META } from '#shared/content/policies';
import { formatUsd } from '#shared/money';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { Article, Callout } from '../../../components/ui/article.tsx';
import { TableScroller } from '../../../components/ui/table-scroller.tsx';
import { useStateRules } from '../../compliance/index.ts';

const meta = POLICY_META[STATIC_PAGE_PATHS.shippingInfo];

/**
 * What each stage looks like to the shopper. The store sends no email yet: an order is followed
 * on its own page, which the device keeps under "Your orders" and Look Up Order finds anywhere.
 */
const STAGE_DETAILS: Record<DeliveryStage, string> = {
  'Order Placed':
    'Your order’s page opens with its number, its items and the delivery option you chose. This device keeps it under Your orders.',
  Processing:
    'Our team checks the order, picks your products from sealed stock and packs them in plain, odor-proof packaging.',
  'In Transit': 'Your order is with a driver or carrier, and its page says so.',
  Delivered: 'The driver checks your ID, you sign for the package, and the order’s page shows it delivered.',
};

/** What an option's row says under its window: when Standard is free, where and until when Same-Day runs. */
function optionNotes(place: StateRule, option: DeliveryOptionTerms): string[] {
  const { delivery } = place;
  if (option.id === 'standard' && delivery.freeStandardOverCents !== null) {
    return [`Free on orders over ${formatThreshold(delivery.freeStandardOverCents)}`];
  }
  if (option.id === 'same-day') {
    return [
      `In ${sameDayAreasText(delivery)}`,
      `Order by ${formatHour(delivery.sameDayCutoffHour)} local time`,
      'ID verification at the door',
    ];
  }
  return [];
}

/** One place's options, prices and windows, as its rules hold them. */
function PlaceDelivery({ place }: { place: StateRule }) {
  const caption = `Delivery to ${place.name}: options, prices and delivery windows`;
  return (
    <>
      <h3>{place.name}</h3>
      <TableScroller label={caption}>
        <table>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Price</th>
              <th scope="col">Delivery window and details</th>
            </tr>
          </thead>
          <tbody>
            {place.delivery.options.map((option) => (
              <tr key={option.id}>
                <th scope="row">{DELIVERY_OPTION_NAMES[option.id]}</th>
                <td className="whitespace-nowrap">{formatUsd(option.priceCents)}</td>
                <td>
                  <span className="block font-medium">{option.window}</span>
                  {optionNotes(place, option).map((note) => (
                    <span key={note} className="mt-1 block text-ink/75 text-sm">
                      {note}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}

/** The delivery page: where and how the store delivers (from the state rules), ID rules, packaging, steps, tracking. */
export default function ShippingInfoPage() {
  const rules = useStateRules() ?? [];
  const places = deliveredPlaces(rules);
  const threshold = sharedFreeStandardThreshold(rules);
  const summary = deliverySentence(rules);
  return (
    <Article
      eyebrow="Delivery"
      title={meta.heading ?? meta.title}
      lead={`${summary ? `${summary} ` : ''}Every order arrives discreetly and is handed only to an adult ${MINIMUM_AGE} or over with valid ID.`}
    >
      <Callout title="At a glance">
        <ul>
          <li>
            We deliver to {places.length > 0 ? listJoin(places.map((place) => place.name)) : 'no state yet'}; each
            state&apos;s options, prices and delivery windows are below, and checkout offers exactly these.
          </li>
          <li>
            Have a valid government photo ID ready: the person who placed the order must sign for it, and must be{' '}
            {MINIMUM_AGE} or over.
          </li>
        </ul>
      </Callout>

      <h2>Where we deliver, and how fast</h2>
      <p>
        What we may send depends on each state&apos;s law, so each product page lists the states that product goes to,
        and the <a href={STATIC_PAGE_PATHS.compliance}>compliance page</a> says why we do not deliver elsewhere yet.
        Same-Day runs only in the areas named for it, for orders placed before the cut-off on the state&apos;s own
        clock; after it, choose Express or Standard.
      </p>
      {places.map((place) => (
        <PlaceDelivery key={place.code} place={place} />
      ))}
      <p>
        The free-shipping threshold is measured on your order subtotal, before delivery and tax, and the order has to be
        over it
        {threshold !== null
          ? `: a subtotal of exactly ${formatUsd(threshold)} pays the Standard fee.`
          : ': a subtotal of exactly the threshold pays the Standard fee.'}
      </p>

      <h2>Age and ID requirements</h2>
      <p>
        The law requires us to confirm the age and identity of everyone who receives an order, every time. At the door
        the driver will:
      </p>
      <ul>
        <li>check that you are {MINIMUM_AGE} or over, using a valid, unexpired, government-issued photo ID;</li>
        <li>confirm that the recipient is the person who placed the order, with a name that matches the order;</li>
        <li>ask for your signature before handing over the package.</li>
      </ul>
      <p>We accept these forms of ID:</p>
      <ul>
        {ACCEPTED_IDS.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
      <p>
        We cannot leave an order at the door, with a neighbor, a concierge or anyone other than the person who ordered
        it, even if they are {MINIMUM_AGE} or over.
      </p>

      <h2>Discreet packaging</h2>
      <p>
        Your products travel in a plain outer box or mailer with no logos, no product names and nothing that hints at
        what is inside. Inside, each product stays in its sealed, child-resistant packaging, and we add an odor-proof
        bag so the package gives nothing away. The shipping label shows a neutral sender name, and your billing
        statement does too.
      </p>

      <h2>How delivery works</h2>
      <ol>
        {DELIVERY_STAGES.map((stage) => (
          <li key={stage}>
            <strong>{stage}.</strong> {STAGE_DETAILS[stage]}
          </li>
        ))}
      </ol>

      <h2>Tracking your order</h2>
      <p>
        Your order’s page shows which of the four stages it has reached, and moves on as our team does. Open it from
        Your orders on the device you ordered from, or on any other device with Look Up Order, its number and the email
        you gave at checkout. If it has not moved for a day, or anything looks wrong, contact us and we will chase it
        for you.
      </p>

      <h2>Delivery restrictions</h2>
      <ul>
        <li>We only deliver products that are legal at the delivery address, under both state and local law.</li>
        <li>We cannot deliver to P.O. boxes, parcel lockers, freight forwarders, schools or federal property.</li>
        <li>Orders are handed only to the person who placed them, with valid photo ID and a signature.</li>
        <li>
          A driver will not complete a delivery if the ID is missing, expired or does not match the order, if the
          recipient appears to be under {MINIMUM_AGE}, or if the recipient appears intoxicated.
        </li>
        <li>State purchase and possession limits apply to each order, and we may cancel an order that exceeds them.</li>
      </ul>

      <h2>If we miss you</h2>
      <p>
        We make up to {MAX_DELIVERY_ATTEMPTS} delivery attempts. After each missed attempt our care team calls or emails
        you, at the number and address you gave at checkout, to agree the next delivery window so you can be home with
        your ID; or contact us to arrange a better time. If the order still cannot be delivered after{' '}
        {MAX_DELIVERY_ATTEMPTS} attempts, it comes back to us and our care team contacts you to reschedule or cancel it.
      </p>
      <Callout title="Please have your ID ready" tone="warning">
        An attempt where the recipient cannot show valid ID, or is not the person who placed the order, counts as a
        failed attempt.
      </Callout>

      <h2>Questions about delivery?</h2>
      <p>
        The {STORE_NAME} care team answers every message within {REPLY_WITHIN_HOURS} hours.
      </p>
      <ul>
        <li>
          Phone: <a href={`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a>
        </li>
        <li>
          Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </li>
        <li>
          Address: {SUPPORT_ADDRESS.street}, {SUPPORT_ADDRESS.city}, {SUPPORT_ADDRESS.region}{' '}
          {SUPPORT_ADDRESS.postalCode}
        </li>
        <li>Hours: {BUSINESS_HOURS.map((entry) => `${entry.days} ${entry.hours}`).join(', ')}</li>
      </ul>
      <p>
        You can also write to us from our <a href={STATIC_PAGE_PATHS.contact}>contact page</a>. For returns, see our{' '}
        <a href={STATIC_PAGE_PATHS.returns}>returns and exchanges policy</a>.
      </p>
    </Article>
  );
}
