export function Spinner({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-forest-100 border-t-forest-700 ${className}`}
    />
  );
}
