import {
  ArrowRight,
  FlaskConical,
  HeartHandshake,
  Leaf,
  type LucideIcon,
  Package,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { COA_MAX_AGE_MONTHS } from '#shared/catalogue/lab-limits';
import {
  GUARANTEE_DAYS,
  REPLY_WITHIN_HOURS,
  STORE_NAME,
  STORE_TAGLINE,
  SUPPORT_ADDRESS,
} from '#shared/content/business';
import { POLICY_META } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { useDeliveryPromises } from '../../compliance/index.ts';

const meta = POLICY_META[STATIC_PAGE_PATHS.about];

interface Commitment {
  icon: LucideIcon;
  title: string;
  text: string;
  link?: { href: string; label: string };
}

/** What the store commits to; delivery in the words its rules hold, or not at all. */
const commitments = (delivery: string | null): readonly Commitment[] => [
  {
    icon: FlaskConical,
    title: 'Every batch lab tested',
    text: `Independent ISO/IEC 17025-accredited labs test every batch for potency and contaminants, and each certificate is dated within ${COA_MAX_AGE_MONTHS} months.`,
    link: { href: STATIC_PAGE_PATHS.labReports, label: 'See our lab reports' },
  },
  {
    icon: ShieldCheck,
    title: `Strictly ${MINIMUM_AGE}+`,
    text: `We check age when you enter and check ID at your door. Every order goes only to the adult who placed it.`,
    link: { href: STATIC_PAGE_PATHS.compliance, label: 'How we stay compliant' },
  },
  {
    icon: Package,
    title: 'Discreet by design',
    text: 'Plain, unbranded outer packaging, odor-proof bags and child-resistant containers, every time.',
  },
  ...(delivery
    ? [
        {
          icon: Truck,
          title: 'Fast, fair delivery',
          text: delivery,
          link: { href: STATIC_PAGE_PATHS.shippingInfo, label: 'Delivery details' },
        },
      ]
    : []),
  {
    icon: HeartHandshake,
    title: `${GUARANTEE_DAYS}-day satisfaction guarantee`,
    text: `If something is not right, tell us within ${GUARANTEE_DAYS} days and we will make it right.`,
    link: { href: STATIC_PAGE_PATHS.returns, label: 'Returns and exchanges' },
  },
  {
    icon: Leaf,
    title: 'Honest information',
    text: `Clear labels, plain-language guides and no medical claims. Real people answer every message within ${REPLY_WITHIN_HOURS} hours.`,
  },
];

const shopNow =
  'inline-flex items-center justify-center gap-2 rounded-full bg-gold px-7 py-3 font-semibold text-forest-900 transition hover:bg-cream';

/** The about page: mission, story, commitments and a 'Shop Now' button to the home page. */
export default function AboutPage() {
  const { sentence } = useDeliveryPromises();
  return (
    <div>
      <header className="bg-gradient-to-br from-forest-900 to-forest-700 px-4 py-14 text-cream sm:py-20">
        <div className="mx-auto max-w-5xl">
          <p className="font-semibold text-gold text-sm uppercase tracking-wider">{meta.heading ?? meta.title}</p>
          <h1 className="mt-2 max-w-3xl font-bold text-3xl tracking-tight sm:text-5xl">{STORE_TAGLINE}</h1>
          <p className="mt-5 max-w-2xl text-cream/85 text-lg">
            {STORE_NAME} brings carefully sourced, lab-tested cannabis products to adults {MINIMUM_AGE} and over, with
            the care and honesty you would expect from a neighborhood shop you trust.
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-14">
        <section aria-labelledby="mission" className="grid gap-8 md:grid-cols-5">
          <h2 id="mission" className="font-bold text-2xl text-forest-900 md:col-span-2">
            Our mission
          </h2>
          <div className="space-y-4 text-ink/85 text-lg leading-relaxed md:col-span-3">
            <p>
              We believe adults deserve to know exactly what they are buying. Our mission is to make quality cannabis
              simple and safe to buy: tested products, truthful labels, fair prices and delivery that respects your
              privacy.
            </p>
          </div>
        </section>

        <section aria-labelledby="story" className="grid gap-8 md:grid-cols-5">
          <h2 id="story" className="font-bold text-2xl text-forest-900 md:col-span-2">
            Our story
          </h2>
          <div className="space-y-4 text-ink/85 leading-relaxed md:col-span-3">
            <p>
              {STORE_NAME} started in {SUPPORT_ADDRESS.city} with a simple frustration: buying cannabis online meant
              guessing. Labels rarely matched lab results, delivery windows were vague, and help was hard to reach.
            </p>
            <p>
              So we built the store we wanted to shop at. We work only with licensed growers and makers whose products
              pass independent testing, we keep our range focused on gummies, flower, vapes and prerolls we know well,
              and we staff our care team with people who can answer real questions about dosing, delivery and returns.
            </p>
            <p>
              Today we deliver across a growing list of states, and the principle has not changed: if we would not give
              it to a friend, we do not sell it.
            </p>
          </div>
        </section>

        <section aria-labelledby="commitments">
          <h2 id="commitments" className="font-bold text-2xl text-forest-900">
            Our commitments
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {commitments(sentence).map(({ icon: Icon, title, text, link }) => (
              <li key={title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-forest-100 text-forest-800">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-semibold text-forest-900 text-lg">{title}</h3>
                <p className="mt-2 flex-1 text-ink/80 leading-relaxed">{text}</p>
                {link ? (
                  <a
                    href={link.href}
                    className="mt-4 inline-flex items-center gap-1 self-start rounded font-semibold text-forest-700 underline-offset-2 hover:underline"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="shop-cta"
          className="rounded-2xl bg-gradient-to-br from-forest-900 to-forest-700 px-6 py-10 text-center text-cream sm:px-12"
        >
          <h2 id="shop-cta" className="font-bold text-2xl sm:text-3xl">
            Ready to find your favorite?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-cream/85">
            Browse gummies, flower, vapes and prerolls, every one of them lab tested and backed by our {GUARANTEE_DAYS}
            -day guarantee.
          </p>
          <a href={STATIC_PAGE_PATHS.home} className={`${shopNow} mt-6`}>
            Shop Now
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        </section>
      </div>
    </div>
  );
}
