import { CircleAlert } from 'lucide-react';

/** Why a form's step failed, read out as it appears; nothing (but the live region) when it did not. */
export function FormFailure({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p
          className={`flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200 ${className}`}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
