import { diffLines } from 'diff';
import { useMemo } from 'react';
import { briefChanges, describeChange } from '../../../common/changes';
import type { PromptVersion } from '@/lib/account';

/** Unchanged lines kept around each change; longer runs fold to a count. */
const CONTEXT = 2;

type Line = { kind: 'same' | 'added' | 'removed'; text: string } | { kind: 'fold'; count: number };

function linesOf(before: string, after: string): Line[] {
  const out: Line[] = [];
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.added || part.removed) {
      for (const text of lines) out.push({ kind: part.added ? 'added' : 'removed', text });
      continue;
    }
    if (lines.length <= CONTEXT * 2 + 1) {
      for (const text of lines) out.push({ kind: 'same', text });
      continue;
    }
    const first = out.length === 0;
    for (const text of first ? [] : lines.slice(0, CONTEXT)) out.push({ kind: 'same', text });
    out.push({ kind: 'fold', count: lines.length - (first ? CONTEXT : CONTEXT * 2) });
    for (const text of lines.slice(-CONTEXT)) out.push({ kind: 'same', text });
  }
  return out;
}

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
      <pre
        tabIndex={0}
        aria-label={`Differences between v${before.number} and v${after.number}`}
        className="max-h-[60vh] overflow-auto rounded-2xl border border-zinc-200 bg-white p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap"
      >
        {lines.map((line, i) =>
          line.kind === 'fold' ? (
            <div key={i} className="my-1 text-zinc-500">
              ⋯ {line.count} unchanged line{line.count === 1 ? '' : 's'}
            </div>
          ) : line.kind === 'added' ? (
            <ins key={i} className="block bg-emerald-50 text-emerald-900 no-underline">
              + {line.text}
            </ins>
          ) : line.kind === 'removed' ? (
            <del key={i} className="block bg-red-50 text-red-900 line-through decoration-red-300">
              − {line.text}
            </del>
          ) : (
            <div key={i} className="text-zinc-700">
              {'  '}
              {line.text}
            </div>
          ),
        )}
      </pre>
    </div>
  );
}
