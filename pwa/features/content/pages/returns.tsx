import { RotateCcw } from 'lucide-react';
import {
  ACCESSORY_RETURN_DAYS,
  DEFECTIVE_CANNABIS_RETURN_DAYS,
  INELIGIBLE_ITEMS,
  INSPECTION_TIME,
  REFUND_TIMELINE,
  RETURN_WINDOWS,
  SHIPPING_DAMAGE_REPORT_HOURS,
} from '#shared/catalogue/returns';
import {
  BUSINESS_HOURS,
  GUARANTEE_DAYS,
  REPLY_WITHIN_HOURS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '#shared/content/business';
import { POLICY_META } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { Article, Callout } from '../../../components/ui/article.tsx';
import { TableScroller } from '../../../components/ui/table-scroller.tsx';
import { OrderLookupDialog } from '../../orders/index.ts';

const meta = POLICY_META[STATIC_PAGE_PATHS.returns];

// `.article-body a` (styles.css) colours and underlines every link in an article; the `!`
// utilities keep this link looking like a button.
const primaryAction =
  'inline-flex items-center justify-center gap-2 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white! no-underline! transition hover:bg-forest-700';

/** The returns and exchanges page: windows, what cannot be returned, refunds, exchanges, return shipping. */
export default function ReturnsPage() {
  return (
    <Article
      eyebrow="Customer care"
      title={meta.heading ?? meta.title}
      lead="If something is wrong with your order, we will put it right. Here is what can be returned or exchanged, how long you have, and how quickly your refund arrives."
    >
      <div className="rounded-2xl bg-forest-50 p-6 ring-1 ring-forest-900/5">
        <p className="mt-0! font-semibold text-forest-900">Need to send something back?</p>
        <p className="mt-1! text-ink/80">Start a return with our care team, or look up an order to check its status.</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href={STATIC_PAGE_PATHS.contact} className={primaryAction}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Start a Return
          </a>
          <OrderLookupDialog />
        </div>
      </div>

      <Callout title={`Our ${GUARANTEE_DAYS}-day satisfaction guarantee`}>
        If you are not happy with a purchase, tell us within {GUARANTEE_DAYS} days of delivery and we will work with you
        to make it right. Because cannabis cannot be restocked once it leaves us, guarantee claims for opened products
        are settled with a replacement or a refund rather than a return.
      </Callout>

      <h2>Return windows</h2>
      <p>Each window starts on the day your order is delivered.</p>
      <TableScroller label="Return windows by item type">
        <table>
          <caption className="sr-only">Return windows by item type</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Window</th>
              <th scope="col">Conditions</th>
            </tr>
          </thead>
          <tbody>
            {RETURN_WINDOWS.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{entry.items}</th>
                <td>{entry.window}</td>
                <td>{entry.conditions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <h3>Defective or incorrect cannabis products</h3>
      <p>
        If a product arrives faulty (a broken vape cartridge, a damaged seal, gummies that have fused together) or is
        not what you ordered, contact us within {DEFECTIVE_CANNABIS_RETURN_DAYS} days of delivery. Keep the product and
        its packaging, and include your order number and a short description or photo of the problem.
      </p>
      <h3>Accessories</h3>
      <p>
        Unused accessories in their original packaging can be returned within {ACCESSORY_RETURN_DAYS} days of delivery
        for any reason.
      </p>
      <h3>Damaged in transit</h3>
      <p>
        If your package arrives damaged, contact us within {SHIPPING_DAMAGE_REPORT_HOURS} hours of delivery and send
        photos of the outer box, the inner packaging and the affected products. Photo evidence lets us settle the claim
        with the carrier and send your replacement quickly.
      </p>

      <h2>What cannot be returned</h2>
      <ul>
        {INELIGIBLE_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Callout title="Opened cannabis cannot be returned" tone="warning">
        For safety and legal reasons, cannabis products that have been opened cannot be returned or resold. If an opened
        product is defective, contact us within {DEFECTIVE_CANNABIS_RETURN_DAYS} days and we will replace it or refund
        it without asking you to send it back.
      </Callout>

      <h2>How to start a return</h2>
      <ol>
        <li>
          Select <strong>Start a Return</strong> above, or contact us, with your order number and the item you want to
          return. For damaged or defective items, attach photos.
        </li>
        <li>
          We reply within {REPLY_WITHIN_HOURS} hours with your return authorization and instructions, including a
          prepaid label when the return is on us.
        </li>
        <li>
          Pack the item securely, ideally in its original packaging, and send it back as our instructions describe.
        </li>
        <li>We inspect the item within {INSPECTION_TIME} of receiving it and email you the outcome.</li>
      </ol>

      <h2>Refunds and timing</h2>
      <TableScroller label="How long each step of a refund takes">
        <table>
          <caption className="sr-only">How long each step of a refund takes</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">How long</th>
              <th scope="col">What happens</th>
            </tr>
          </thead>
          <tbody>
            {REFUND_TIMELINE.map((step) => (
              <tr key={step.step}>
                <th scope="row">{step.step}</th>
                <td>{step.time}</td>
                <td>{step.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p>
        Refunds go back to the payment method you used. Delivery charges are refunded when the return is due to our
        error.
      </p>

      <h2>Exchanges</h2>
      <p>
        If an item was defective or incorrect, we can send the right product or a replacement instead of a refund,
        subject to stock. Tell us which you prefer when you start your return. For accessories, the quickest way to
        exchange is to return the item for a refund and place a new order.
      </p>

      <h2>Return shipping</h2>
      <p>
        When the problem is ours (a defective, incorrect or damaged item) we pay for return shipping and send you a
        prepaid label. For other returns, such as an unused accessory you no longer want, return shipping is paid by
        you.
      </p>

      <h2>Contact us</h2>
      <p>
        Our care team replies to every message within {REPLY_WITHIN_HOURS} hours. Call{' '}
        <a href={`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a> or email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> during business hours:
      </p>
      <ul>
        {BUSINESS_HOURS.map((entry) => (
          <li key={entry.days}>
            {entry.days}: {entry.hours}
          </li>
        ))}
      </ul>
    </Article>
  );
}
