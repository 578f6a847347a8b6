import { Button } from '../../components/ui/button.tsx';

/**
 * An edit form's last row: save, undo back to what is stored, and the server's refusal when it
 * is not about one field.
 */
export function FormActions({
  saving,
  onUndo,
  problem,
}: {
  saving: boolean;
  onUndo: () => void;
  problem: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" variant="primary" size="compact" disabled={saving}>
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
      <Button variant="secondary" size="compact" onClick={onUndo}>
        Undo changes
      </Button>
      {problem ? (
        <p role="alert" className="text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
