import { MINIMUM_AGE } from '#shared/age';
import { ACCEPTED_IDS } from '#shared/catalogue/delivery';
import { COA_MAX_AGE_MONTHS, PESTICIDE_COMPOUNDS_TESTED } from '#shared/catalogue/lab-limits';
import { hempLawFacts, OUR_THC_PRODUCTS_ARE_CANNABIS } from '#shared/compliance/hemp-law';
import { STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/content/business';
import { listJoin } from '#shared/content/list-join';
import { POLICY_META } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { Article, Callout } from '../../../components/ui/article.tsx';
import { StateRulesTable } from '../../compliance/index.ts';

const meta = POLICY_META[STATIC_PAGE_PATHS.compliance];
const UPDATED = 'November 27, 2026';
const hempLaw = hempLawFacts();

/**
 * The compliance page: age and ID checks, state-by-state availability, federal hemp law and why
 * our products are not hemp, lab testing, no medical claims, no medical card needed, extra
 * medical protections.
 */
export default function CompliancePage() {
  return (
    <Article
      eyebrow="Legal"
      title={meta.heading ?? meta.title}
      lead={`${STORE_NAME} operates within the cannabis laws of every state we serve. This page explains the rules we follow and how we apply them to every order.`}
      updated={UPDATED}
    >
      <h2>Age and ID verification</h2>
      <p>Our products are sold only to adults aged {MINIMUM_AGE} or over. We check age twice:</p>
      <ol>
        <li>
          When you enter our store, you must confirm that you are {MINIMUM_AGE} or over before you can browse or shop.
        </li>
        <li>
          At delivery, the driver checks a valid, unexpired, government-issued photo ID, confirms that the recipient is
          the person who placed the order, and collects a signature. We accept: {listJoin(ACCEPTED_IDS)}.
        </li>
      </ol>
      <p>
        An order is never left unattended or handed to anyone else. If the recipient cannot prove they are {MINIMUM_AGE}{' '}
        or over, the delivery is refused.
      </p>

      <h2>State-by-state availability</h2>
      <p>
        Cannabis law is set state by state, and often city by city. We deliver only where a state&apos;s adult-use law
        lets a licensed store deliver to a home, only the products that state allows, and never more than its purchase
        limits. Your cart keeps to the limits of the state you choose (or, until you choose, to the strictest state we
        deliver to), shows how much of each limit it uses, and checkout checks the delivery address&apos;s state again,
        counting your other orders that day where a limit is per day. These are the states we deliver to today, their
        limits and the official texts they come from:
      </p>
      <StateRulesTable />
      <p>
        We do not deliver to any other state yet. We add a state only once its delivery rules and purchase limits are
        confirmed from its official texts; see our <a href={STATIC_PAGE_PATHS.shippingInfo}>delivery information</a> for
        delivery options and times.
      </p>

      <h2>Federal hemp law</h2>
      <p>
        Federal law changed what counts as hemp on {hempLaw.since}. Under the {hempLaw.law} ({hempLaw.citation};{' '}
        <a href={hempLaw.url}>official text</a>), {hempLaw.definition}.
        {hempLaw.exclusions.length > 0 ? ` It leaves out ${listJoin(hempLaw.exclusions)}.` : ''} Until{' '}
        {hempLaw.replaced.through}, the {hempLaw.replaced.law} counted {hempLaw.replaced.measure} alone: hemp held{' '}
        {hempLaw.replaced.limit}.
      </p>
      <p>{OUR_THC_PRODUCTS_ARE_CANNABIS} We sell none of our products as hemp.</p>

      <h2>Independent lab testing</h2>
      <p>
        Every batch is tested by an independent laboratory accredited to ISO/IEC 17025 for potency, heavy metals, over{' '}
        {PESTICIDE_COMPOUNDS_TESTED} pesticide compounds and microbial contaminants. A batch that fails any test is not
        sold, and the certificate of analysis for every product we sell is dated within {COA_MAX_AGE_MONTHS} months. See
        our <a href={STATIC_PAGE_PATHS.labReports}>lab reports</a> for our limits and sample results.
      </p>

      <h2>Packaging and labeling</h2>
      <p>
        Products ship in sealed, child-resistant packaging labeled with their cannabinoid content, batch number and the
        warnings required by the delivery state, inside plain, unbranded outer packaging.
      </p>

      <h2>No medical claims</h2>
      <p>
        We do not make medical claims about our products. They are not intended to diagnose, treat, cure or prevent any
        disease, and statements about them have not been evaluated by the Food and Drug Administration. Our guides are
        general education, not medical advice. Talk to a healthcare professional before using cannabis if you are
        pregnant or breastfeeding, have a medical condition or take medication.
      </p>

      <h2>Medical cards and medical customers</h2>
      <p>
        No medical card is required to shop with us: our products are sold to adults {MINIMUM_AGE} or over under state
        adult-use laws. If you are a registered medical cannabis patient, your state&apos;s program may give you extra
        protections, such as higher purchase limits, tax exemptions or legal protections related to employment or
        housing. Those protections come from your state&apos;s medical program, not from buying with us, so check the
        rules of your program.
      </p>

      <Callout title="Use responsibly" tone="warning">
        Do not drive or operate machinery after using cannabis. Keep all products locked away from children and pets.
        Cannabis other than hemp remains illegal under federal law: never take it across state lines, even between
        states where it is legal.
      </Callout>

      <h2>Reporting a concern</h2>
      <p>
        If you believe an order was delivered to someone under {MINIMUM_AGE}, or you have any other compliance concern,
        contact us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or{' '}
        <a href={`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`}>{SUPPORT_PHONE}</a>. We investigate every report.
      </p>
    </Article>
  );
}
