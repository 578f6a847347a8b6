import { MINIMUM_AGE } from '#shared/age';
import {
  ACCEPTED_IDS,
  CALIFORNIA_COUNTIES_SERVED,
  DELIVERY_OPTIONS,
  DELIVERY_STAGES,
  type DeliveryStage,
  deliveryOption,
  EXPRESS_COVERAGE_HOURS,
  EXPRESS_COVERAGE_STATES,
  FREE_SHIPPING_THRESHOLD_LABEL,
  MAX_DELIVERY_ATTEMPTS,
  PLANNED_EXPANSION,
  SAME_DAY_CUTOFF_LABEL,
  SAME_DAY_STATES,
} from '#shared/catalogue/delivery';
import {
  BUSINESS_HOURS,
  FREE_SHIPPING_THRESHOLD_CENTS,
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

/** The delivery page: areas, options, ID rules, packaging, steps, tracking. */
export default function ShippingInfoPage() {
  const expansionStates = listJoin(PLANNED_EXPANSION.states);
  const sameDay = deliveryOption('same-day');
  return (
    <Article
      eyebrow="Delivery"
      title={meta.heading ?? meta.title}
      lead={`Same-day delivery in ${listJoin(SAME_DAY_STATES)}, ${EXPRESS_COVERAGE_HOURS} hour delivery in ${EXPRESS_COVERAGE_STATES.length} states, and free standard shipping on orders over ${FREE_SHIPPING_THRESHOLD_LABEL}. Every order arrives discreetly and is handed only to an adult ${MINIMUM_AGE} or over with valid ID.`}
    >
      <Callout title="At a glance">
        <ul>
          <li>
            Same-Day delivery in {listJoin(SAME_DAY_STATES)} arrives in {sameDay.time} when you order by{' '}
            {SAME_DAY_CUTOFF_LABEL} local time.
          </li>
          <li>Standard delivery is free on orders over {FREE_SHIPPING_THRESHOLD_LABEL}.</li>
          <li>
            Have a valid government photo ID ready: the person who placed the order must sign for it, and must be{' '}
            {MINIMUM_AGE} or over.
          </li>
        </ul>
      </Callout>

      <h2>Where we deliver</h2>
      <h3>Same-day delivery</h3>
      <p>
        Same-Day delivery is available in {listJoin(SAME_DAY_STATES)}. Place your order by {SAME_DAY_CUTOFF_LABEL} local
        time and a licensed driver brings it to your door within {sameDay.time}. Orders placed after the cut-off are
        delivered the next day. Same-day zones cover most metro areas; if you are unsure whether your address is inside
        one, contact us before ordering and we will check for you.
      </p>
      <h3>{EXPRESS_COVERAGE_HOURS} hour delivery</h3>
      <p>
        We deliver within {EXPRESS_COVERAGE_HOURS} hours in {listJoin(EXPRESS_COVERAGE_STATES)}. Choose Express at
        checkout for the fastest service in these states.
      </p>
      <h3>Everywhere else we ship</h3>
      <p>
        Where our products are legal, Standard delivery reaches you in {deliveryOption('standard').time}. Each product
        page lists the states that product ships to, because what we may send depends on each state&apos;s law.
      </p>
      <h3>California counties we serve</h3>
      <p>
        In the San Francisco Bay Area we deliver throughout {listJoin(CALIFORNIA_COUNTIES_SERVED.bayArea)} counties. In
        Southern California we cover {listJoin(CALIFORNIA_COUNTIES_SERVED.losAngelesArea)} counties. Some cities inside
        these counties do not allow cannabis delivery; if yours is one of them, we will let you know before your order
        is confirmed.
      </p>
      <h3>Where we are headed next</h3>
      <p>
        Our expansion plan brings same-day delivery to {expansionStates} in {PLANNED_EXPANSION.year}, adding to the{' '}
        {EXPRESS_COVERAGE_HOURS} hour service those states already have. Each launch depends on state licensing, so
        contact us for the latest timing in your area.
      </p>

      <h2>Delivery options and prices</h2>
      <TableScroller label="Delivery options, prices and delivery times">
        <table>
          <caption className="sr-only">Delivery options, prices and delivery times</caption>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Price</th>
              <th scope="col">Delivery time and details</th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_OPTIONS.map((option) => (
              <tr key={option.id}>
                <th scope="row">
                  {option.name}
                  {option.badge ? (
                    <span className="mt-1 block w-fit whitespace-nowrap rounded-full bg-gold/20 px-2 py-0.5 font-semibold text-forest-900 text-xs">
                      {option.badge}
                    </span>
                  ) : null}
                </th>
                <td className="whitespace-nowrap">{formatUsd(option.priceCents)}</td>
                <td>
                  <span className="block font-medium">{option.time}</span>
                  {[...option.notes, ...(option.states ? [`Available in ${listJoin(option.states)}`] : [])].map(
                    (note) => (
                      <span key={note} className="mt-1 block text-ink/75 text-sm">
                        {note}
                      </span>
                    ),
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p>
        The free-shipping threshold is measured on your order subtotal after any Subscribe &amp; Save discount and
        before delivery. An order has to be over {FREE_SHIPPING_THRESHOLD_LABEL} to qualify, so a subtotal of exactly{' '}
        {formatUsd(FREE_SHIPPING_THRESHOLD_CENTS)} pays the Standard fee.
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
