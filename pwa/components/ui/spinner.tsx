/** A turning ring; `thin` for one that sits in a line of text or a button, in place of an icon. */
export function Spinner({ className = 'h-10 w-10', thin = false }: { className?: string; thin?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-forest-100 border-t-forest-700 ${thin ? 'border-2' : 'border-4'} ${className}`}
    />
  );
}
