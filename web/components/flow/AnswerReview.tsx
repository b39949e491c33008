import { ArrowLeft, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AnswerRow } from '@/components/review/AnswerRow';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { answeredSoFar, type FlowState } from '@/lib/flow';
import { useFocusOnMount } from '@/lib/focus';

interface Props {
  state: Pick<FlowState, 'questions' | 'answers' | 'dismissed' | 'recommended'>;
  onAnswer: (text: string, answer: string) => void;
  onSkip: (text: string) => void;
  onBack: () => void;
  onFinish: () => void;
}

/** Every answer so far, before the prompt is written: change any, then go on with the questions or generate. */
export function AnswerReview({ state, onAnswer, onSkip, onBack, onFinish }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const asked = answeredSoFar(state);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card roomy>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        Review your answers
      </h2>
      <p className="mt-1 text-sm text-zinc-600">Change any answer; the questions still to come stay as they are.</p>
      <ul className="mt-6 space-y-3" aria-label="Your answers">
        {asked.map((q) => {
          const skipped = state.dismissed.includes(q.text);
          return (
            <AnswerRow
              key={q.id}
              id={q.id}
              question={q.text}
              status={skipped ? 'skipped' : state.recommended.includes(q.text) ? 'recommended' : 'answered'}
              answer={state.answers[q.text]}
              options={q.type === 'multiple-choice' && q.options?.length ? q.options : ['Yes', 'No']}
              recommended={q.recommended}
              reason={q.reason}
              open={open === q.id}
              onToggle={() => setOpen(open === q.id ? null : q.id)}
              onAnswer={(answer) => {
                onAnswer(q.text, answer);
                setOpen(null);
              }}
              onSkip={() => {
                onSkip(q.text);
                setOpen(null);
              }}
            />
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the questions
        </Button>
        <Button onClick={onFinish}>
          <Sparkles aria-hidden="true" className="size-4" />
          Generate the prompt now
        </Button>
      </div>
    </Card>
  );
}
