import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowRight, BadgeCheck, FlaskConical, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { productImageUrl } from '#shared/catalogue/images';
import { GUARANTEE_DAYS } from '#shared/content/business';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { useDeliveryPromises } from '../compliance/index.ts';

const HERO_ART = [
  { key: 'lychee-gummies', className: 'left-0 top-10 w-[46%] -rotate-6' },
  { key: 'granddaddy-purple-flower', className: 'right-0 top-0 w-[52%] rotate-3' },
  { key: 'jack-herer-vape', className: 'left-[22%] bottom-0 w-[48%] rotate-2' },
] as const;

/** The hero's three points; free shipping only where every place delivered to gives it. */
function heroPoints(freeShipping: string | null) {
  return [
    ...(freeShipping ? [{ Icon: Truck, text: freeShipping }] : []),
    { Icon: ShieldCheck, text: `${GUARANTEE_DAYS}-day guarantee` },
    { Icon: FlaskConical, text: 'Third-party lab tested' },
  ];
}

/** The hero, whose 'Shop Now' scrolls to the products. */
export function HomeHero({ onShopNow }: { onShopNow: () => void }) {
  const { freeShipping, sameDay } = useDeliveryPromises();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-forest-900 text-cream">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(201,162,39,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(31,122,68,0.55),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1.25fr_1fr] lg:gap-12 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-medium text-cream/90 text-xs ring-1 ring-white/15">
            <Leaf aria-hidden="true" className="h-3.5 w-3.5 text-gold" />
            {sameDay ? `${sameDay} · ` : ''}Adults {MINIMUM_AGE}+
          </p>
          <h1
            id="hero-heading"
            className="mt-5 font-bold text-[2.5rem] leading-[1.06] tracking-tight sm:text-5xl xl:text-6xl"
          >
            Premium cannabis,
            <br />
            <span className="text-gold">thoughtfully</span> delivered.
          </h1>
          <p className="mt-5 max-w-xl text-cream/80 text-lg leading-relaxed">
            Lab-tested gummies, flower, vapes and prerolls from growers we know by name. Shop by format or by how you
            want to feel.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={onShopNow}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-gold px-7 font-semibold text-forest-900 shadow-lg shadow-black/20 transition hover:bg-[#d8b13a] active:scale-[0.98]"
            >
              Shop Now
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <Link
              to={STATIC_PAGE_PATHS.beginnersWellnessRoutine as string}
              className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-cream ring-1 ring-white/25 transition hover:bg-white/10"
            >
              New here? Start with the basics
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2.5 text-cream/85 text-sm sm:mt-10">
            {heroPoints(freeShipping).map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-gold" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-md lg:block">
          {HERO_ART.map((art) => (
            <img
              key={art.key}
              src={productImageUrl(art.key, 400)}
              width={400}
              height={400}
              alt=""
              // Lazy: the collage is not shown on phones, and a hidden lazy image is never fetched.
              loading="lazy"
              className={`absolute aspect-square rounded-[2rem] object-cover shadow-2xl shadow-black/40 ring-4 ring-white/10 ${art.className}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

const LAB_POINTS = [
  {
    Icon: FlaskConical,
    title: 'Independent labs',
    text: 'Every batch is tested by an accredited third-party lab before it reaches our shelves.',
  },
  {
    Icon: BadgeCheck,
    title: 'Potency you can trust',
    text: 'Cannabinoid content is verified, so the label on the pack matches what is inside.',
  },
  {
    Icon: ShieldCheck,
    title: 'Clean and compliant',
    text: 'Screened for pesticides, heavy metals, residual solvents and microbes.',
  },
] as const;

/** The 'Lab Tested and Certified' band, leading to the lab reports. */
export function LabTestedBand() {
  return (
    <section aria-labelledby="lab-heading" className="border-forest-900/10 border-y bg-forest-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1fr_2fr] lg:items-center lg:px-8">
        <div>
          <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-forest-800 text-gold">
            <BadgeCheck aria-hidden="true" className="h-6 w-6" />
          </div>
          <h2 id="lab-heading" className="mt-4 font-bold text-2xl text-forest-900 tracking-tight sm:text-3xl">
            Lab Tested and Certified
          </h2>
          <p className="mt-3 text-ink/75 leading-relaxed">
            We publish a certificate of analysis for every product we sell. Check the numbers before you buy.
          </p>
          <Link
            to={STATIC_PAGE_PATHS.labReports as string}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-sm text-white transition hover:bg-forest-700"
          >
            View lab reports
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {LAB_POINTS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/8">
              <Icon aria-hidden="true" className="h-6 w-6 text-forest-700" />
              <p className="mt-3 font-semibold text-forest-900">{title}</p>
              <p className="mt-1 text-ink/70 text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
