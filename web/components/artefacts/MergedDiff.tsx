import { useMemo } from 'react';
import { DiffLines, linesOf } from '@/lib/line-diff';

/**
 * What merging changed in one of the repository's own agent files: its lines kept, ours added (jsdiff). Loaded only
 * when the differences are opened.
 */
export default function MergedDiff({ path, existing, merged }: { path: string; existing: string; merged: string }) {
  const lines = useMemo(() => linesOf(existing, merged), [existing, merged]);
  const added = lines.filter((l) => l.kind === 'added').length;
  const removed = lines.filter((l) => l.kind === 'removed').length;
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm text-zinc-600">
        {added} line{added === 1 ? '' : 's'} added to your {path};{' '}
        {removed === 0 ? 'none of its own removed' : `${removed} removed`}.
      </p>
      <DiffLines lines={lines} label={`Differences between your ${path} and the merged one`} />
    </div>
  );
}
