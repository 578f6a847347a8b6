import {
  BookOpen,
  CalendarHeart,
  ChevronRight,
  CircleHelp,
  type LucideIcon,
  MessagesSquare,
  PackageOpen,
  RotateCcw,
} from 'lucide-react';
import { COMING_SOON } from './community-messages.ts';

/** These features do not exist yet: the buttons only say so, in an alert. */
const comingSoon = (text: string) => () => window.alert(text);

const QUICK_HELP: readonly { label: string; icon: LucideIcon; alert: string }[] = [
  { label: 'Frequently Asked Questions', icon: CircleHelp, alert: COMING_SOON.faq },
  { label: 'Dosage Guide', icon: BookOpen, alert: COMING_SOON.dosage },
  { label: 'Shipping Information', icon: PackageOpen, alert: COMING_SOON.shipping },
  { label: 'Returns Policy', icon: RotateCcw, alert: COMING_SOON.returns },
];

export function QuickHelp() {
  return (
    <section
      aria-labelledby="quick-help-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5"
    >
      <h2 id="quick-help-heading" className="font-bold text-forest-900 text-xl">
        Quick Help
      </h2>
      <ul className="mt-3 grid gap-1">
        {QUICK_HELP.map(({ label, icon: Icon, alert }) => (
          <li key={label}>
            <button
              type="button"
              onClick={comingSoon(alert)}
              className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-2.5 text-left font-medium text-forest-900 transition hover:bg-forest-50"
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-forest-700" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink/40" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CARDS: readonly { title: string; text: string; action: string; icon: LucideIcon; alert: string }[] = [
  {
    title: 'Live Chat',
    text: 'Chat with a product specialist in real time for quick answers about our range.',
    action: 'Start Chat',
    icon: MessagesSquare,
    alert: COMING_SOON.liveChat,
  },
  {
    title: 'Wellness Consultation',
    text: 'Book a one-to-one session to find products and doses that suit your goals.',
    action: 'Book Consultation',
    icon: CalendarHeart,
    alert: COMING_SOON.consultation,
  },
];

export function ContactCards() {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {CARDS.map(({ title, text, action, icon: Icon, alert }) => (
        <li key={title} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 items-center justify-center rounded-2xl bg-forest-100 text-forest-800"
          >
            <Icon className="h-6 w-6" />
          </span>
          <h3 className="mt-4 font-bold text-forest-900 text-lg">{title}</h3>
          <p className="mt-1 flex-1 text-ink/75">{text}</p>
          <button
            type="button"
            onClick={comingSoon(alert)}
            className="mt-5 self-start rounded-full border border-forest-800/25 px-5 py-2.5 font-semibold text-forest-900 transition hover:bg-forest-50"
          >
            {action}
          </button>
        </li>
      ))}
    </ul>
  );
}
