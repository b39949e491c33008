import { Link } from 'wouter';
import type { Assumption } from '../../../common/render/assumptions';

/** Who decided, in plain words (as the review screen says them). */
const KIND_LABELS: Record<Assumption['kind'], string> = {
  recommended: 'Recommended default',
  judgement: 'Left to the builder',
  default: 'Usual for projects like this',
  agent: 'Answered by your agent',
};

/** Everything the brief decided that the user did not, each linked to the question that would change it. */
export function AssumptionList({
  assumptions,
  questionHref,
}: {
  assumptions: readonly Assumption[];
  questionHref?: (questionId: string) => string;
}) {
  if (assumptions.length === 0) return null;
  return (
    <section aria-labelledby="assumptions-heading" className="mt-6 rounded-2xl border border-zinc-200 p-4">
      <h3 id="assumptions-heading" className="font-semibold">
        Assumptions ({assumptions.length})
      </h3>
      <p className="mt-1 text-sm text-zinc-600">
        {questionHref
          ? 'What this prompt decided that you did not. Change any of them and regenerate.'
          : 'What this prompt decided without being asked: recommended defaults, open questions and the field’s usual choices.'}
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {assumptions.map((a) => (
          <li key={`${a.kind}:${a.questionId ?? a.text}`} className="flex flex-wrap items-baseline justify-between gap-2">
            <span>
              <span className="mr-2 inline-flex rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700">
                {KIND_LABELS[a.kind]}
              </span>
              {a.text}
            </span>
            {a.questionId && questionHref && (
              <Link href={questionHref(a.questionId)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Change
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
