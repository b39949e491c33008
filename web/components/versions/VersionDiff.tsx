import { useMemo } from 'react';
import { briefChanges, describeChange } from '../../../common/changes';
import type { PromptVersion } from '@/lib/account';
import { DiffLines, linesOf } from '@/lib/line-diff';

/**
 * Two versions compared: the answers and features that changed, in words, then the prompt's lines that changed
 * (jsdiff), unchanged runs folded. Loaded only when a comparison is opened.
 */
export default function VersionDiff({ before, after }: { before: PromptVersion; after: PromptVersion }) {
  const changes = useMemo(() => briefChanges(before.brief, after.brief).map(describeChange), [before, after]);
  const lines = useMemo(() => linesOf(before.text, after.text), [before, after]);
  const added = lines.filter((l) => l.kind === 'added').length;
  const removed = lines.filter((l) => l.kind === 'removed').length;
  return (
    <div className="space-y-4">
      <section aria-label="Answers changed">
        <h3 className="font-semibold">
          What changed from v{before.number} to v{after.number}
        </h3>
        {changes.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-zinc-600">No answers or features changed.</p>
        )}
      </section>
      <p className="text-sm text-zinc-600">
        {added} line{added === 1 ? '' : 's'} added, {removed} removed.
      </p>
      <DiffLines lines={lines} label={`Differences between v${before.number} and v${after.number}`} />
    </div>
  );
}
