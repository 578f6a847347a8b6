import { CircleAlert } from 'lucide-react';

/** The pieces the state rule form's lists share: their add and remove buttons, and a list's own error. */

export const addButtonClass =
  'inline-flex items-center gap-1.5 rounded-full border border-forest-800/25 bg-white px-3 py-1 font-semibold text-forest-900 text-xs transition hover:bg-forest-50 disabled:opacity-50';

export const removeButtonClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold text-red-800 text-xs transition hover:bg-red-50';

/** A list's error, read with the control that mends it. */
export function ListError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mb-3 flex items-start gap-1.5 text-red-700 text-sm last:mb-0">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  );
}
