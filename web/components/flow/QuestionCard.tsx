import { ArrowLeft, FastForward, ListChecks, SkipForward, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { badgeFor, progress, type Question } from '@/lib/flow';

interface Props {
  question: Question;
  index: number;
  estimatedTotal: number;
  onAnswer: (answer: string) => void;
  onSkip: () => void;
  onUseRecommended: () => void;
  /** The answer already given (after going back), shown as chosen. */
  current?: string;
  onBack?: () => void;
  onReview?: () => void;
  /** How many questions the user's repository answered (not asked; shown in the review). */
  settledCount?: number;
}

export function QuestionCard({
  question,
  index,
  estimatedTotal,
  onAnswer,
  onSkip,
  onUseRecommended,
  current,
  onBack,
  onReview,
  settledCount = 0,
}: Props) {
  const { number, total, percent } = progress({ index, estimatedTotal });
  const heading = useRef<HTMLHeadingElement>(null);
  const choices = question.type === 'multiple-choice' && question.options?.length ? question.options : ['Yes', 'No'];
  const reasonId = `reason-${question.id}`;

  // Move focus to each new question so keyboard and screen-reader users follow along.
  useEffect(() => {
    heading.current?.focus();
  }, [question.text]);

  return (
    <Card roomy>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-zinc-700">
          Question {number} of ~{total}
        </span>
        <span className="text-zinc-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Question progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <Badge className="mt-6">{badgeFor(index)}</Badge>
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-semibold text-balance outline-none sm:text-2xl">
        {question.text}
      </h2>

      {question.examples && question.examples.length > 0 && (
        <div className="mt-4 rounded-xl bg-zinc-50 px-4 py-3">
          <p className="text-sm font-medium text-zinc-700">Examples</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-zinc-600">
            {question.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </div>
      )}

      <div className={`mt-6 grid gap-3 ${choices.length === 2 ? 'sm:grid-cols-2' : ''}`} role="group" aria-label="Answers">
        {choices.map((choice) => {
          const recommended = choice === question.recommended;
          return (
            <button
              key={choice}
              type="button"
              onClick={() => onAnswer(choice)}
              aria-pressed={choice === current}
              aria-describedby={recommended && question.reason ? reasonId : undefined}
              className={`flex min-h-12 items-center justify-between gap-3 rounded-2xl border px-5 py-3 text-left font-medium text-zinc-900 transition hover:border-brand-600 hover:bg-brand-50 ${
                recommended ? 'border-brand-600 bg-brand-50/60' : 'border-zinc-300 bg-white'
              } ${choice === current ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`}
            >
              <span>{choice}</span>
              {recommended && (
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <Star aria-hidden="true" className="size-3" />
                  Recommended
                </span>
              )}
            </button>
          );
        })}
      </div>
      {question.reason && (
        <p id={reasonId} className="mt-3 text-sm text-zinc-600">
          <span className="font-medium text-zinc-800">Why {question.recommended}:</span> {question.reason}
        </p>
      )}

      {settledCount > 0 && index === 0 && (
        <p className="mt-4 text-sm text-zinc-600" data-testid="settled-note">
          {settledCount === 1 ? 'One question was' : `${settledCount} questions were`} answered from your repository, so they are
          not asked. Change them in Review answers.
        </p>
      )}

      {(onBack || onReview) && (
        <div className="mt-6 flex flex-wrap gap-2 border-t border-zinc-100 pt-4">
          {onBack && (
            <Button variant="ghost" onClick={onBack}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous question
            </Button>
          )}
          {onReview && (
            <Button variant="ghost" onClick={onReview}>
              <ListChecks aria-hidden="true" className="size-4" />
              Review answers
            </Button>
          )}
        </div>
      )}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onUseRecommended}>
          <FastForward aria-hidden="true" className="size-4" />
          Use recommended answers for the rest
        </Button>
        <Button variant="ghost" onClick={onSkip}>
          <SkipForward aria-hidden="true" className="size-4" />
          Skip this question
        </Button>
      </div>
    </Card>
  );
}
