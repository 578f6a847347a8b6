import { IdCard, type LucideIcon, Package, ShieldCheck, Tag, Truck } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { GUARANTEE_DAYS } from '#shared/content/business';
import { useDeliveryPromises } from '../compliance/index.ts';

type Point = { icon: LucideIcon; title: string; text: string };

/** The block's points; delivery's only as far as the state rules hold them. */
function points({ sameDay, freeShipping }: { sameDay: string | null; freeShipping: string | null }): Point[] {
  return [
    { icon: Package, title: 'Discreet packaging', text: 'Plain, smell-proof boxes with no branding outside.' },
    ...(sameDay ? [{ icon: Truck, title: 'Fast delivery', text: `${sameDay}, ordered by the cut-off.` }] : []),
    ...(freeShipping
      ? [{ icon: Tag, title: freeShipping, text: 'Standard delivery is on us above the threshold.' }]
      : []),
    { icon: ShieldCheck, title: `${GUARANTEE_DAYS} day guarantee`, text: 'Not happy? We make it right.' },
    { icon: IdCard, title: 'No medical card required', text: `Adults ${MINIMUM_AGE}+ with a valid photo ID.` },
  ];
}

/** The "Order with confidence" block of the product page. */
export function OrderWithConfidence() {
  const promises = useDeliveryPromises();
  return (
    <section aria-labelledby="order-with-confidence" className="rounded-3xl bg-forest-50 px-5 py-8 sm:px-8">
      <h2 id="order-with-confidence" className="text-center font-bold text-2xl text-forest-900 tracking-tight">
        Order with confidence
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col">
        {points(promises).map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-forest-900/5 lg:flex-col lg:text-center"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-700 lg:mx-auto">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink text-sm">{title}</span>
              <span className="mt-0.5 block text-ink/70 text-sm">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
