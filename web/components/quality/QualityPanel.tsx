import { CheckCircle2, CircleAlert, ExternalLink } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import type { Brief } from '../../../common/brief';
import { checkQuality, type RuleResult } from '../../../common/quality/check';
import { conventionsFor } from '../../../common/targets';
import { reviewUrl } from '@/lib/routes';

interface Props {
  brief: Brief;
  /** The prompt shown for `target`. */
  promptText: string;
  target: string;
  /** The saved prompt whose review screen fixes open; absent where there is none. */
  promptId?: string | null;
}

function Source({ result }: { result: RuleResult }) {
  return (
    <a
      href={result.source.url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-zinc-600 underline-offset-2 hover:underline"
    >
      {result.source.title}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Failed({ result, promptId }: { result: RuleResult; promptId?: string | null }) {
  const { fix, rule } = result;
  return (
    <li className="rounded-xl bg-amber-50 px-4 py-3">
      <p className="flex items-start gap-2 font-medium text-amber-950">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {result.title}
      </p>
      <p className="mt-1 text-sm text-zinc-700">{result.detail}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {fix && promptId && (
          <Link
            href={reviewUrl(promptId, fix.questionId, { useRecommended: fix.useRecommended })}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {fix.useRecommended ? 'Fix: use the recommended answer' : 'Fix: change the answer'}
          </Link>
        )}
        {rule.fix.kind === 'none' && <span className="text-zinc-600">{rule.fix.reason}</span>}
        {rule.fix.kind !== 'none' && !fix && <span className="text-zinc-600">No question in this interview decides it.</span>}
        <Source result={result} />
      </p>
    </li>
  );
}

/**
 * The quality check of the prompt shown: its score against the rules for the target (each from the target's own
 * prompting guide), the failed rules with what fixes them, and the passed ones folded away. Loaded with the artefacts.
 */
export default function QualityPanel({ brief, promptText, target, promptId }: Props) {
  const headingId = useId();
  const report = useMemo(() => checkQuality(brief, promptText, target), [brief, promptText, target]);
  const failed = report.results.filter((r) => !r.passed);
  const passed = report.results.filter((r) => r.passed);
  const { label } = conventionsFor(target);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-zinc-200 p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 id={headingId} className="font-semibold">
          Quality {report.score}/100
        </h3>
        <meter
          min={0}
          max={100}
          low={70}
          high={90}
          optimum={100}
          value={report.score}
          aria-label={`Quality score for ${label}: ${report.score} out of 100`}
          className="h-3 w-40"
        />
        <p className="text-sm text-zinc-600">
          {passed.length} of {report.results.length} rules for {label} pass.
        </p>
      </div>
      {failed.length > 0 && (
        <ul aria-label="Rules to fix" className="mt-3 space-y-2">
          {failed.map((result) => (
            <Failed key={result.rule.id} result={result} promptId={promptId} />
          ))}
        </ul>
      )}
      {passed.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-zinc-700">
            {passed.length} {passed.length === 1 ? 'rule passes' : 'rules pass'}
          </summary>
          <ul aria-label="Rules that pass" className="mt-2 space-y-2">
            {passed.map((result) => (
              <li key={result.rule.id}>
                <p className="flex items-start gap-2 font-medium">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {result.title}
                </p>
                <p className="mt-0.5 text-zinc-600">
                  {result.detail} <Source result={result} />
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
