import { Link } from '@tanstack/react-router';
import {
  BookOpen,
  CalendarHeart,
  ChevronRight,
  type LucideIcon,
  PackageOpen,
  ReceiptText,
  RotateCcw,
} from 'lucide-react';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { Button } from '../../components/ui/button.tsx';

/** Pages of the store that answer the questions shoppers most often write in with. */
const QUICK_HELP: readonly { label: string; icon: LucideIcon; to: string }[] = [
  { label: 'Dosage & Safety Guide', icon: BookOpen, to: STATIC_PAGE_PATHS.dosageSafetyGuide },
  { label: 'Shipping Information', icon: PackageOpen, to: STATIC_PAGE_PATHS.shippingInfo },
  { label: 'Returns Policy', icon: RotateCcw, to: STATIC_PAGE_PATHS.returns },
  { label: 'Your Orders', icon: ReceiptText, to: STATIC_PAGE_PATHS.orders },
];

export function QuickHelp() {
  return (
    <nav aria-labelledby="quick-help-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5">
      <h2 id="quick-help-heading" className="font-bold text-forest-900 text-xl">
        Quick Help
      </h2>
      <ul className="mt-3 grid gap-1">
        {QUICK_HELP.map(({ label, icon: Icon, to }) => (
          <li key={label}>
            <Link
              to={to}
              className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-2.5 text-left font-medium text-forest-900 transition hover:bg-forest-50"
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-forest-700" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink/40" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A consultation is asked for through the message form: the card chooses its subject and takes
 * the shopper to the message, and the team replies to arrange a time.
 */
export function ConsultationCard({ onBook }: { onBook: () => void }) {
  return (
    <section
      aria-labelledby="consultation-heading"
      className="flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5 sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-forest-100 text-forest-800"
      >
        <CalendarHeart className="h-6 w-6" />
      </span>
      <div className="flex-1">
        <h2 id="consultation-heading" className="font-bold text-forest-900 text-lg">
          Wellness Consultation
        </h2>
        <p className="mt-1 text-ink/75">
          Tell us what you are looking for and we will reply to arrange a one-to-one session on products and doses that
          suit your goals.
        </p>
      </div>
      <Button variant="secondary" type="button" onClick={onBook} className="shrink-0">
        Book Consultation
      </Button>
    </section>
  );
}
