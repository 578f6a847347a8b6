import { BadgeCheck, CircleCheck, FlaskConical, Mail, Microscope, ShieldCheck } from 'lucide-react';
import {
  COA_MAX_AGE_MONTHS,
  describeLimit,
  LAB_SAFETY_LIMITS,
  PESTICIDE_COMPOUNDS_TESTED,
} from '#shared/catalogue/lab-limits';
import { HEMP_DEFINITION, HEMP_LAW_SINCE } from '#shared/compliance/hemp-law';
import { POLICY_META } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { TableScroller } from '../../../components/ui/table-scroller.tsx';

const meta = POLICY_META[STATIC_PAGE_PATHS.labReports];

interface SampleBatch {
  batchId: string;
  product: string;
  category: string;
  /** ISO date of the certificate. */
  testedOn: string;
  lab: string;
  potency: readonly { label: string; value: string }[];
  panels: readonly string[];
}

/** Two sample batch certificates, every result a 'Pass'. */
const SAMPLE_BATCHES: readonly SampleBatch[] = [
  {
    batchId: 'LYG-261009-A14',
    product: 'Lychee Gummies',
    category: 'Gummies',
    testedOn: '2026-10-09',
    lab: 'Bayline Analytical Laboratories',
    potency: [
      { label: 'Total THC', value: '5.1 mg per gummy (label: 5 mg)' },
      { label: 'CBD', value: '0.4 mg per gummy' },
      { label: 'Total terpenes', value: '0.6%' },
    ],
    panels: ['Potency', 'Heavy metals', 'Pesticides', 'Microbials', 'Residual solvents', 'Mycotoxins'],
  },
  {
    batchId: 'SSF-260922-B07',
    product: 'Sunset Sherbet Flower',
    category: 'Flower',
    testedOn: '2026-09-22',
    lab: 'Redwood Coast Analytical',
    potency: [
      { label: 'Total THC', value: '21.4%' },
      { label: 'Total CBD', value: '0.1%' },
      { label: 'Moisture', value: '10.2%' },
    ],
    panels: ['Potency', 'Heavy metals', 'Pesticides', 'Microbials', 'Moisture', 'Foreign matter'],
  },
];

const TESTING_PARTNERS = [
  {
    name: 'Bayline Analytical Laboratories',
    location: 'Emeryville, California',
    focus: 'Edibles and vapes: cannabinoid potency, residual solvents, heavy metals and pesticides.',
  },
  {
    name: 'Redwood Coast Analytical',
    location: 'Santa Rosa, California',
    focus: 'Flower and prerolls: potency, terpenes, moisture, foreign matter and microbial screening.',
  },
  {
    name: 'Coral Key Testing Laboratory',
    location: 'Tampa, Florida',
    focus: `Gummies: full-panel testing and ${HEMP_DEFINITION.thcMeasure} per gummy and per package.`,
  },
] as const;

const TESTING_STEPS = [
  {
    title: 'Independent sampling',
    text: 'A lab technician collects random samples from each sealed production batch. We never choose or prepare the samples ourselves.',
  },
  {
    title: 'Potency and profile',
    text: 'The lab measures cannabinoids such as THC and CBD by liquid chromatography, so the dose on the label is the dose in the product.',
  },
  {
    title: 'Contaminant screening',
    text: `Every batch is screened for heavy metals, over ${PESTICIDE_COMPOUNDS_TESTED} pesticide compounds, microbials, mycotoxins and, for extracts, residual solvents.`,
  },
  {
    title: 'Certificate and review',
    text: 'The lab issues a certificate of analysis (COA). We check every figure against the limits below; a batch that fails any test is never sold.',
  },
  {
    title: 'Published for you',
    text: `The COA for the batch you receive is dated within ${COA_MAX_AGE_MONTHS} months, and our team will send it to you on request.`,
  },
] as const;

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

const buttonBase = 'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition';

function BatchCard({ batch }: { batch: SampleBatch }) {
  const headingId = `batch-${batch.batchId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-forest-700 text-xs uppercase tracking-wider">{batch.category}</p>
          <h3 id={headingId} className="mt-1 font-bold text-forest-900 text-xl">
            {batch.product}
          </h3>
        </div>
        <span className="inline-flex items-center gap-1 rounded-full bg-forest-100 px-3 py-1 font-semibold text-forest-800 text-sm">
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
          Pass
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink/70">Batch</dt>
        <dd className="font-mono text-ink">{batch.batchId}</dd>
        <dt className="text-ink/70">Tested</dt>
        <dd className="text-ink">
          <time dateTime={batch.testedOn}>{formatDate(batch.testedOn)}</time>
        </dd>
        <dt className="text-ink/70">Laboratory</dt>
        <dd className="text-ink">{batch.lab}</dd>
      </dl>
      <h4 className="mt-5 font-semibold text-forest-900">Potency</h4>
      <dl className="mt-2 space-y-1 text-sm">
        {batch.potency.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 border-forest-900/10 border-b pb-1">
            <dt className="text-ink/70">{row.label}</dt>
            <dd className="text-right font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 font-semibold text-forest-900">Safety panels</h4>
      <ul className="mt-2 grid grid-cols-2 gap-2 text-sm">
        {batch.panels.map((panel) => (
          <li key={panel} className="flex items-center gap-2 text-ink">
            <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-600" />
            <span>
              {panel}: <span className="font-semibold text-forest-800">Pass</span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The lab reports page: sample batches, the testing process, partner labs and safety limits. */
export default function LabReportsPage() {
  return (
    <div>
      <header className="bg-gradient-to-br from-forest-900 to-forest-700 px-4 py-12 text-cream sm:py-16">
        <div className="mx-auto max-w-5xl">
          <p className="font-semibold text-gold text-sm uppercase tracking-wider">Quality &amp; safety</p>
          <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{meta.heading ?? meta.title}</h1>
          <p className="mt-4 max-w-3xl text-cream/85 text-lg">
            Every batch we sell is tested by an independent, ISO/IEC 17025-accredited laboratory before it reaches our
            shelves. Here is what we test for, the limits a batch must meet, and what a certificate looks like.
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-12">
        <section aria-labelledby="sample-batches">
          <h2 id="sample-batches" className="font-bold text-2xl text-forest-900">
            Sample batch results
          </h2>
          <p className="mt-2 max-w-3xl text-ink/80">
            Two recent certificates, summarized. The certificate behind every product we sell is dated within{' '}
            {COA_MAX_AGE_MONTHS} months.
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {SAMPLE_BATCHES.map((batch) => (
              <BatchCard key={batch.batchId} batch={batch} />
            ))}
          </div>
        </section>

        <section aria-labelledby="testing-process">
          <h2 id="testing-process" className="font-bold text-2xl text-forest-900">
            Our testing process
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TESTING_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-forest-50 p-5 ring-1 ring-forest-900/5">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-forest-800 font-bold text-cream text-sm"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-forest-900">{step.title}</h3>
                <p className="mt-1 text-ink/80 text-sm leading-relaxed">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="testing-partners">
          <h2 id="testing-partners" className="font-bold text-2xl text-forest-900">
            Our testing partners
          </h2>
          <p className="mt-2 max-w-3xl text-ink/80">
            We work only with laboratories accredited to ISO/IEC 17025, the international standard for testing
            competence, and licensed by the states they operate in. None of them is owned by us, and none is paid by the
            result.
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {TESTING_PARTNERS.map((partner) => (
              <li key={partner.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5">
                <Microscope aria-hidden="true" className="h-6 w-6 text-forest-700" />
                <h3 className="mt-3 font-semibold text-forest-900">{partner.name}</h3>
                <p className="text-ink/70 text-sm">{partner.location}</p>
                <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-gold/20 px-2.5 py-0.5 font-semibold text-forest-900 text-xs">
                  <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
                  ISO/IEC 17025:2017 accredited
                </p>
                <p className="mt-3 text-ink/80 text-sm leading-relaxed">{partner.focus}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="safety-limits">
          <h2 id="safety-limits" className="font-bold text-2xl text-forest-900">
            Safety limits every batch must meet
          </h2>
          <p className="mt-2 max-w-3xl text-ink/80">
            A batch that exceeds any one of these limits fails, and it is never sold. Potency is reported as{' '}
            {HEMP_DEFINITION.thcMeasure}, the measure federal law has used to define hemp since {HEMP_LAW_SINCE}: by
            that measure our THC products are cannabis, not hemp.
          </p>
          <TableScroller
            label="Safety limits by test"
            className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/5"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Safety limits by test</caption>
              <thead className="bg-forest-50 text-forest-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Test
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Limit
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Applies to
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Why it matters
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-forest-900/10">
                {LAB_SAFETY_LIMITS.map((limit) => (
                  <tr key={limit.id}>
                    <th scope="row" className="px-4 py-3 font-semibold text-forest-900">
                      {limit.test}
                      <span className="block font-normal text-ink/75 text-xs">{limit.group}</span>
                    </th>
                    <td className="px-4 py-3 font-medium text-ink">{describeLimit(limit.rule)}</td>
                    <td className="px-4 py-3 text-ink/80">{limit.appliesTo}</td>
                    <td className="px-4 py-3 text-ink/80">{limit.why}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </section>

        <section aria-labelledby="read-a-coa" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="read-a-coa" className="font-bold text-2xl text-forest-900">
              Reading a certificate of analysis
            </h2>
            <ul className="mt-4 space-y-3 text-ink/85">
              <li className="flex gap-3">
                <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
                <span>Match the batch number on your package to the batch number on the certificate.</span>
              </li>
              <li className="flex gap-3">
                <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
                <span>
                  Check the test date: it should be within {COA_MAX_AGE_MONTHS} months of when you bought the product.
                </span>
              </li>
              <li className="flex gap-3">
                <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
                <span>
                  Compare the measured THC and CBD with the label; small variations within the lab's tolerance are
                  normal.
                </span>
              </li>
              <li className="flex gap-3">
                <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
                <span>Look for a Pass result on every safety panel and the lab's accreditation number.</span>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-gradient-to-br from-forest-900 to-forest-700 p-8 text-cream">
            <h2 className="font-bold text-2xl">Want the certificate for your batch?</h2>
            <p className="mt-3 text-cream/85">
              Send us the batch number printed on your package and we will email you the full certificate of analysis.
            </p>
            <a href={STATIC_PAGE_PATHS.contact} className={`${buttonBase} mt-6 bg-gold text-forest-900 hover:bg-cream`}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Contact Our Team
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
