import { ScanSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { ReadBack as Reading } from '@/lib/generate-api';

/** The choice that asks for no field: an interview from what the description says, in its own words. */
export const NO_FIELD = 'none';

interface Props {
  reading: Reading;
  disabled: boolean;
  onChoose: (field: string) => void;
}

/**
 * What was understood of the description, in one line, and the field its expert questions come from; the user can
 * pick another field, or none, and the suggestions and the interview follow.
 */
export function ReadBack({ reading, disabled, onChoose }: Props) {
  const [changing, setChanging] = useState(false);
  const selectId = useId();
  const current = reading.field?.id ?? NO_FIELD;
  return (
    <section
      aria-label="What we understood"
      className="rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm"
      data-testid="read-back"
    >
      <div className="flex items-start gap-2">
        <ScanSearch aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="break-words text-zinc-900">{reading.summary}</p>
          <p className="text-zinc-600">
            Field:{' '}
            <span className="font-medium text-zinc-800">{reading.field?.name ?? 'none (questions from what you describe)'}</span>
          </p>
        </div>
        {!changing && (
          <Button variant="ghost" className="shrink-0 px-3" onClick={() => setChanging(true)} disabled={disabled}>
            Change
          </Button>
        )}
      </div>
      {changing && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-zinc-700">
            Field
          </label>
          <select
            id={selectId}
            className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-2"
            defaultValue={current}
            disabled={disabled}
            onChange={(event) => {
              setChanging(false);
              if (event.target.value !== current) onChoose(event.target.value);
            }}
          >
            {reading.candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
            <option value={NO_FIELD}>None of these</option>
          </select>
          <Button variant="ghost" className="px-3" onClick={() => setChanging(false)}>
            Cancel
          </Button>
        </div>
      )}
    </section>
  );
}
