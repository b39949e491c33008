import { Pencil, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';

export type AnswerStatus = 'answered' | 'recommended' | 'skipped' | 'description' | 'repository';

const STATUS_LABELS: Record<AnswerStatus, string> = {
  answered: 'Answered',
  description: 'From your description',
  recommended: 'Recommended',
  skipped: 'Skipped',
  repository: 'From your repository',
};

interface Props {
  /** Anchors the row (`#question-<id>`), so a link can open it. */
  id: string;
  question: string;
  status: AnswerStatus;
  answer?: string;
  options: readonly string[];
  recommended?: string;
  reason?: string;
  changed?: boolean;
  /** Another answer has made this one pointless. */
  contradicts?: boolean;
  open: boolean;
  onToggle: () => void;
  onAnswer: (answer: string) => void;
  /** Absent: the question cannot be left to the builder (the repository answers it). */
  onSkip?: () => void;
}

/** One question in a review: its answer and status; "Change" opens the options, the recommendation marked. */
export function AnswerRow({
  id,
  question,
  status,
  answer,
  options,
  recommended,
  reason,
  changed,
  contradicts,
  open,
  onToggle,
  onAnswer,
  onSkip,
}: Props) {
  const row = useRef<HTMLLIElement>(null);
  const editorId = `editor-${id}`;

  // A row opened from a link scrolls into view.
  useEffect(() => {
    if (open && window.location.search.includes(encodeURIComponent(id))) row.current?.scrollIntoView({ block: 'center' });
  }, [open, id]);

  return (
    <li
      ref={row}
      id={`question-${id}`}
      className={`rounded-2xl border p-4 ${changed ? 'border-brand-600 bg-brand-50/40' : 'border-zinc-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{question}</p>
          <p className="mt-1 text-sm text-zinc-700">
            {status === 'skipped' ? 'Left to the builder' : answer}
            <Badge tone={status === 'answered' ? 'brand' : 'neutral'} size="xs" className="ml-2 align-middle">
              {STATUS_LABELS[status]}
            </Badge>
            {changed && (
              <Badge tone="outline" size="xs" className="ml-1 align-middle">
                Changed
              </Badge>
            )}
            {contradicts && (
              <Badge tone="warning" size="xs" className="ml-1 align-middle">
                Contradicts another answer
              </Badge>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={editorId}
          aria-label={`Change the answer to: ${question}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Change
        </Button>
      </div>
      {open && (
        <div id={editorId} className="mt-3">
          <div role="group" aria-label={`Answers to: ${question}`} className="flex flex-wrap gap-2">
            {options.map((option) => (
              <Button
                key={option}
                variant={option === answer && status !== 'skipped' ? 'primary' : 'secondary'}
                aria-pressed={option === answer && status !== 'skipped'}
                onClick={() => onAnswer(option)}
              >
                {option}
                {option === recommended && <Star aria-label="Recommended" className="size-3.5" />}
              </Button>
            ))}
            {onSkip && (
              <Button variant="ghost" aria-pressed={status === 'skipped'} onClick={onSkip}>
                Skip (leave to the builder)
              </Button>
            )}
          </div>
          {recommended && reason && (
            <p className="mt-2 text-sm text-zinc-600">
              <span className="font-medium text-zinc-800">Why {recommended}:</span> {reason}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
