import { SHIP_STATES } from '#shared/catalogue/ship-states';

/** The ship-to states and DC, in columns. */
export function StateList({ id, className = '' }: { id?: string; className?: string }) {
  return (
    <ul id={id} className={`grid grid-cols-2 gap-x-4 gap-y-1 text-ink/80 text-sm sm:grid-cols-3 ${className}`}>
      {SHIP_STATES.map((state) => (
        <li key={state.code} className="flex items-center gap-2">
          <span className="w-7 shrink-0 font-mono font-semibold text-forest-700 text-xs">{state.code}</span>
          {state.name}
        </li>
      ))}
    </ul>
  );
}
