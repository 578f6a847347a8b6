import { Link } from '@tanstack/react-router';
import { Leaf } from 'lucide-react';
import { STORE_NAME } from '#shared/content/business';

/** The Verdant wordmark, leading home. */
export function Logo({ onClick, tone = 'dark' }: { onClick?: () => void; tone?: 'dark' | 'light' }) {
  const light = tone === 'light';
  return (
    <Link
      to="/"
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg font-bold text-[22px] tracking-tight ${light ? 'text-cream' : 'text-forest-900'}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-8 w-8 items-center justify-center rounded-full ${light ? 'bg-cream/10 text-gold' : 'bg-forest-800 text-gold'}`}
      >
        <Leaf className="h-4.5 w-4.5" strokeWidth={2.25} />
      </span>
      {STORE_NAME}
    </Link>
  );
}
