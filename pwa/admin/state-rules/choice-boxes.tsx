/** A group of checkboxes, one a choice, for a list the owner picks from (categories, ways to pay). */
export function ChoiceBoxes<Id extends string>({
  control,
  choices,
  chosen,
  invalid,
  onToggle,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: {
  /** The Field's ids for the group: its label and what describes it. */
  control: { labelId: string; id: string; 'aria-describedby'?: string | undefined };
  choices: readonly { id: Id; label: string }[];
  chosen: readonly Id[];
  /** Marks the first box, which focus goes to when the list itself is wrong. */
  invalid: boolean;
  onToggle: (id: Id, on: boolean) => void;
  columns?: string;
}) {
  return (
    <fieldset
      id={control.id}
      aria-labelledby={control.labelId}
      aria-describedby={control['aria-describedby']}
      className={`grid gap-2 ${columns}`}
    >
      {choices.map((choice, position) => (
        <label
          key={choice.id}
          className="flex items-center gap-2.5 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-forest-900/10 has-[:checked]:bg-forest-50 has-[:checked]:ring-forest-700/30"
        >
          <input
            type="checkbox"
            data-invalid={invalid && position === 0 ? true : undefined}
            checked={chosen.includes(choice.id)}
            onChange={(event) => onToggle(choice.id, event.target.checked)}
            className="h-4 w-4 accent-forest-700"
          />
          <span className="font-medium text-forest-900">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
