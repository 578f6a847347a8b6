import type { StateRule } from '#shared/compliance/state-rule';

/** The places delivered to, in columns. */
export function StateList({
  places,
  id,
  className = '',
}: {
  places: readonly Pick<StateRule, 'code' | 'name'>[];
  id?: string;
  className?: string;
}) {
  return (
    <ul id={id} className={`grid grid-cols-2 gap-x-4 gap-y-1 text-ink/80 text-sm sm:grid-cols-3 ${className}`}>
      {places.map((state) => (
        <li key={state.code} className="flex items-center gap-2">
          <span className="w-7 shrink-0 font-mono font-semibold text-forest-700 text-xs">{state.code}</span>
          {state.name}
        </li>
      ))}
    </ul>
  );
}
