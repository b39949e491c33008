import { GitCompare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Card';
import { Select } from '@/components/ui/Input';
import { restoreVersion, useVersion, type VersionListItem } from '@/lib/account';
import { PROMPTS_KEY } from '@/lib/keys';
import { ApiRequestError } from '@/lib/api';
import { VersionList } from './VersionList';

const VersionDiff = lazy(() => import('./VersionDiff'));

interface Props {
  promptId: string;
  versions: readonly VersionListItem[];
  shown: number;
  onShow: (number: number) => void;
  /** Open with these two compared (after a regeneration: the one before and the new one). */
  initialCompare?: [number, number] | null;
}

interface PickerProps {
  label: string;
  numbers: readonly number[];
  value: number;
  onChange: (number: number) => void;
}

function VersionPicker({ label, numbers, value, onChange }: PickerProps) {
  return (
    <label className="text-sm font-medium text-zinc-700">
      {label}
      <Select className="mt-1 block" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {numbers.map((n) => (
          <option key={n} value={n}>
            v{n}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** The versions of a prompt: view any, restore one as the newest, compare two (what changed, then the text). */
export function VersionsPanel({ promptId, versions, shown, onShow, initialCompare = null }: Props) {
  const { mutate } = useSWRConfig();
  const numbers = versions.map((v) => v.number);
  const newest = numbers.at(-1) ?? 1;
  const [from, setFrom] = useState(initialCompare?.[0] ?? numbers.at(-2) ?? newest);
  const [to, setTo] = useState(initialCompare?.[1] ?? newest);
  const [comparing, setComparing] = useState(initialCompare !== null);
  // The pair to compare can arrive after the first render (the entry's versions refetched after a regeneration):
  // then the comparison opens, as if it had been there from the start.
  const compareKey = initialCompare ? initialCompare.join('-') : null;
  const [seenCompare, setSeenCompare] = useState(compareKey);
  if (compareKey !== seenCompare) {
    setSeenCompare(compareKey);
    if (initialCompare) {
      setFrom(initialCompare[0]);
      setTo(initialCompare[1]);
      setComparing(true);
    }
  }
  const [restoring, setRestoring] = useState<number | null>(null);
  const before = useVersion(promptId, comparing ? from : null);
  const after = useVersion(promptId, comparing ? to : null);

  async function restore(number: number) {
    setRestoring(number);
    try {
      const restored = await restoreVersion(promptId, number);
      toast.success(`Version ${number} restored as version ${restored}`);
      await mutate(['prompt', promptId]);
      void mutate(PROMPTS_KEY);
      onShow(restored);
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : 'Failed to restore. Please try again.');
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Panel title={`Versions (${versions.length})`}>
      <VersionList versions={versions} shown={shown} onShow={onShow} onRestore={restore} restoring={restoring} />
      {versions.length > 1 && (
        <div className="mt-4 border-t border-zinc-100 pt-4">
          <div className="flex flex-wrap items-end gap-3">
            <VersionPicker label="Compare" numbers={numbers} value={from} onChange={setFrom} />
            <VersionPicker label="with" numbers={numbers} value={to} onChange={setTo} />
            <Button variant="secondary" onClick={() => setComparing(true)} disabled={from === to}>
              <GitCompare aria-hidden="true" className="size-4" />
              Show differences
            </Button>
          </div>
          {comparing && from !== to && before.data && after.data && (
            <div className="mt-4">
              <Suspense fallback={<p className="text-sm text-zinc-600">Comparing…</p>}>
                <VersionDiff before={before.data} after={after.data} />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
