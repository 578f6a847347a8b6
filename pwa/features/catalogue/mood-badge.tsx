import { Heart, HeartPulse, type LucideIcon, Moon, Smile, Waves, Zap } from 'lucide-react';
import { MOODS, type MoodBadge as MoodBadgeType, type MoodId } from '#shared/catalogue/moods';

interface BadgeLook {
  label: string;
  Icon: LucideIcon;
  /** Pill colours: a light tint with dark text, at least 4.5:1 contrast. */
  className: string;
}

/** How each mood badge reads and looks on a card and on the mood filters. */
export const MOOD_BADGE_LOOKS: Record<MoodBadgeType, BadgeLook> = {
  sleep: { label: 'Sleep', Icon: Moon, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  pain: { label: 'Relief', Icon: HeartPulse, className: 'bg-teal-50 text-teal-800 ring-teal-200' },
  energy: { label: 'Energy', Icon: Zap, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  happy: { label: 'Happy', Icon: Smile, className: 'bg-yellow-50 text-yellow-900 ring-yellow-300' },
  chill: { label: 'Chill', Icon: Waves, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  sex: { label: 'Intimacy', Icon: Heart, className: 'bg-rose-50 text-rose-800 ring-rose-200' },
};

export function moodLook(mood: MoodId): BadgeLook {
  return MOOD_BADGE_LOOKS[MOODS[mood].badge];
}

/** The small pill on a product card naming the mood the product suits best. */
export function MoodBadge({ badge, className = '' }: { badge: MoodBadgeType; className?: string }) {
  const { label, Icon, className: colours } = MOOD_BADGE_LOOKS[badge];
  return (
    <span
      data-mood-badge={badge}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-[11px] uppercase tracking-wide ring-1 ring-inset ${colours} ${className}`}
    >
      <Icon aria-hidden="true" className="h-3 w-3" strokeWidth={2.5} />
      {label}
    </span>
  );
}
