import { ArrowLeft, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AnswerRow } from '@/components/review/AnswerRow';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { answeredSoFar, type FlowState } from '@/lib/flow';
import { useFocusOnMount } from '@/lib/focus';

interface Props {
  state: Pick<FlowState, 'questions' | 'answers' | 'dismissed' | 'recommended' | 'settled'>;
  onAnswer: (text: string, answer: string) => void;
  onSkip: (text: string) => void;
  /** A question the repository answered, answered otherwise. */
  onAnswerSettled: (text: string, answer: string) => void;
  onBack: () => void;
  onFinish: () => void;
}

/** Every answer so far, before the prompt is written: change any, then go on with the questions or generate. */
export function AnswerReview({ state, onAnswer, onSkip, onAnswerSettled, onBack, onFinish }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const asked = answeredSoFar(state);
  const fromRepository = state.settled.filter((s) => s.source === 'repository');
  const fromDescription = state.settled.filter((s) => s.source === 'description');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card roomy>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        Review your answers
      </h2>
      <p className="mt-1 text-sm text-zinc-600">Change any answer; the questions still to come stay as they are.</p>
      <SettledSection
        label="Answered from your repository"
        heading="From your repository"
        note="Not asked, because your repository already says. Change any that is wrong."
        status="repository"
        questions={fromRepository}
        answers={state.answers}
        open={open}
        onToggle={setOpen}
        onAnswer={onAnswerSettled}
      />
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
      <SettledSection
        label="Answered by your description"
        heading="Answered by your description"
        note="Not asked, because your description already says it. Change any that is wrong."
        status="description"
        questions={fromDescription}
        answers={state.answers}
        open={open}
        onToggle={setOpen}
        onAnswer={onAnswer}
        onSkip={onSkip}
      />
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

interface SettledProps {
  label: string;
  heading: string;
  note: string;
  status: 'repository' | 'description';
  questions: FlowState['settled'];
  answers: FlowState['answers'];
  open: string | null;
  onToggle: (id: string | null) => void;
  onAnswer: (text: string, answer: string) => void;
  /** Absent: the question cannot be left to the builder (the repository answers it). */
  onSkip?: (text: string) => void;
}

/** Questions not asked because the repository or the description answers them: each shown, and changeable. */
function SettledSection({ label, heading, note, status, questions, answers, open, onToggle, onAnswer, onSkip }: SettledProps) {
  if (questions.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 font-semibold">{heading}</h3>
      <p className="mt-1 text-sm text-zinc-600">{note}</p>
      <ul className="mt-3 space-y-3" aria-label={label}>
        {questions.map((q) => {
          const changed = Object.hasOwn(answers, q.text);
          return (
            <AnswerRow
              key={q.id}
              id={q.id}
              question={q.text}
              status={changed ? 'answered' : status}
              answer={changed ? answers[q.text] : q.answer}
              options={q.options}
              recommended={q.recommended}
              reason={q.reason}
              open={open === q.id}
              onToggle={() => onToggle(open === q.id ? null : q.id)}
              onAnswer={(answer) => {
                onAnswer(q.text, answer);
                onToggle(null);
              }}
              {...(onSkip
                ? {
                    onSkip: () => {
                      onSkip(q.text);
                      onToggle(null);
                    },
                  }
                : {})}
            />
          );
        })}
      </ul>
    </>
  );
}
