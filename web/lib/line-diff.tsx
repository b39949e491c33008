import { diffLines } from 'diff';

/** Unchanged lines kept around each change; longer runs fold to a count. */
const CONTEXT = 2;

export type Line = { kind: 'same' | 'added' | 'removed'; text: string } | { kind: 'fold'; count: number };

export function linesOf(before: string, after: string): Line[] {
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

/** Lines compared, added and removed marked, unchanged runs folded. */
export function DiffLines({ lines, label }: { lines: readonly Line[]; label: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
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
  );
}
