import { ChevronLeft, CircleAlert, Plus, RefreshCw, X } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ClampedText } from '@/components/ClampedText';
import { LoadingScreen } from '@/components/LoadingScreen';
import { AnswerRow } from '@/components/review/AnswerRow';
import { Button } from '@/components/ui/Button';
import { Card, Panel } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';
import { usePrompt, useReviewCheck, type PromptVersion } from '@/lib/account';
import { PROMPTS_KEY, SUBSCRIPTION_KEY } from '@/lib/keys';
import { ApiRequestError } from '@/lib/api';
import { streamRegeneration } from '@/lib/generate-api';
import { useLeaveGuard } from '@/lib/leave-guard';
import {
  addFeature,
  answerQuestion,
  initialRequest,
  removeFeature,
  reviewChanges,
  reviewItems,
  skipQuestion,
  type ReviewRequest,
} from '@/lib/review';
import { promptUrl } from '@/lib/routes';
import { checkQuality } from '../../common/quality/check';
import { QUALITY_RULES } from '../../common/quality/rules';

const NO_CONTRADICTIONS = QUALITY_RULES.find((rule) => rule.check.kind === 'no-conflicts')!;

/**
 * Review a saved prompt's answers and features, change any, and regenerate: the next version of the same entry.
 * Opened at one question by `?question=<id>` (`&use=recommended` presets its recommendation: a quality fix).
 */
const LEAVE_REVIEW = 'Leave the review? The answers you changed have not been used yet and will be lost.';

export default function Review() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error } = usePrompt(id);
  if (error) {
    return (
      <Card className="container-page mt-10 max-w-3xl">
        <p role="alert">This prompt does not exist or is not yours.</p>
      </Card>
    );
  }
  if (!data) return <LoadingScreen label="Loading your answers…" />;
  if (!data.version) {
    return (
      <Card className="container-page mt-10 max-w-3xl">
        <p>
          This prompt was saved before answers were kept with it, so it cannot be reviewed. Use Modify to start from its features.
        </p>
        <Link href={promptUrl(id)} className="mt-4 inline-block font-medium text-brand-700 underline">
          Back to the prompt
        </Link>
      </Card>
    );
  }
  return <ReviewForm id={id} version={data.version} />;
}

function ReviewForm({ id, version }: { id: string; version: PromptVersion }) {
  const search = new URLSearchParams(useSearch());
  const focus = search.get('question');
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const before = useMemo(() => initialRequest(version), [version]);
  const [request, setRequest] = useState<ReviewRequest>(() => {
    const start = initialRequest(version);
    const item = reviewItems(version.brief, start).find((i) => i.id === focus);
    // A quality fix: the recommended answer, set but not yet regenerated.
    return item && search.get('use') === 'recommended' && item.recommended
      ? answerQuestion(start, item, item.recommended)
      : start;
  });
  const [open, setOpen] = useState<string | null>(focus);
  const [newFeature, setNewFeature] = useState('');
  const [streaming, setStreaming] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const items = reviewItems(version.brief, request);
  const changes = reviewChanges(version.brief, before, request);
  // The quality panel's "no contradictions" rule, run on the brief this review would make, before it costs a prompt.
  const checked = useReviewCheck(id, changes.count > 0 ? request : null);
  const conflicts = changes.count > 0 ? (checked.data ?? []) : version.brief.conflicts;
  const contradiction = conflicts.length
    ? checkQuality({ ...version.brief, conflicts }, version.text, version.target, [NO_CONTRADICTIONS]).results[0]
    : undefined;
  const conflicting = new Set(conflicts.map((c) => c.id));
  useLeaveGuard(changes.count > 0 && streaming === null, LEAVE_REVIEW);

  function openQuestion(questionId: string) {
    setOpen(questionId);
    document.getElementById(`question-${questionId}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  function add(event: FormEvent) {
    event.preventDefault();
    setRequest(addFeature(request, newFeature));
    setNewFeature('');
  }

  async function regenerate() {
    controller.current = new AbortController();
    setStreaming('');
    try {
      await streamRegeneration(id, request, (chunk) => setStreaming((text) => (text ?? '') + chunk), controller.current.signal);
      toast.success('Saved as a new version', { next: true });
      void mutate(['prompt', id]);
      void mutate(PROMPTS_KEY);
      void mutate(SUBSCRIPTION_KEY);
      navigate(`${promptUrl(id)}?compare=latest`);
    } catch (error) {
      setStreaming(null);
      toast.error(error instanceof ApiRequestError ? error.message : 'Failed to regenerate. Please try again.');
    }
  }

  if (streaming !== null) {
    return (
      <section className="container-page max-w-3xl py-10">
        <Card roomy>
          <h1 className="text-2xl font-semibold tracking-tight">Writing version {version.number + 1}…</h1>
          <div
            role="region"
            aria-label="Regenerated prompt"
            aria-busy="true"
            aria-live="polite"
            tabIndex={0}
            className="mt-5 max-h-[60vh] overflow-auto rounded-2xl bg-zinc-950 p-5 font-mono text-sm whitespace-pre-wrap text-zinc-100"
          >
            {streaming}
          </div>
        </Card>
      </section>
    );
  }

  const groups = [
    { title: 'Project', items: items.filter((i) => !i.feature) },
    ...request.details.map((f) => ({ title: f.title, items: items.filter((i) => i.feature === f.title) })),
  ].filter((g) => g.items.length > 0);

  return (
    <section className="container-page max-w-3xl space-y-6 py-10">
      <Link
        href={promptUrl(id)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-zinc-700 hover:text-zinc-900"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Back to the prompt
      </Link>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Review and change answers</h1>
        <p className="mt-1 text-zinc-600">
          Version {version.number}. Change what you like, then regenerate: the new version keeps everything you did not change.
        </p>
        <ClampedText lines={2} text={version.brief.description} className="mt-2 border-l-4 border-zinc-200 pl-3 text-zinc-700" />
      </div>

      <Panel title="Features">
        <ul aria-label="Features" className="flex flex-wrap gap-2">
          {request.details.map((f) => (
            <li
              key={f.title}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              {f.title}
              <button
                type="button"
                aria-label={`Remove ${f.title}`}
                disabled={request.details.length === 1}
                onClick={() => setRequest(removeFeature(request, f.title))}
                className="-my-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-100 disabled:opacity-40"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={add} className="mt-4 flex gap-2">
          <Input
            pill
            aria-label="Add a feature"
            placeholder="Add a feature"
            value={newFeature}
            maxLength={200}
            onChange={(e) => setNewFeature(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={!newFeature.trim()}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </form>
      </Panel>

      {groups.map((group) => (
        <Panel
          key={group.title}
          title={group.title === 'Project' ? 'Questions about the project' : `Questions about ${group.title}`}
        >
          <ul className="space-y-3">
            {group.items.map((item) => (
              <AnswerRow
                key={item.id}
                id={item.id}
                question={item.question}
                status={item.status}
                answer={item.answer}
                options={item.options}
                recommended={item.recommended}
                reason={item.reason}
                changed={changes.questions.includes(item.id)}
                contradicts={conflicting.has(item.id)}
                open={open === item.id}
                onToggle={() => setOpen(open === item.id ? null : item.id)}
                onAnswer={(answer) => {
                  setRequest(answerQuestion(request, item, answer));
                  setOpen(null);
                }}
                onSkip={
                  // What the repository says cannot be left to the builder; it can only be answered otherwise.
                  item.status === 'repository'
                    ? undefined
                    : () => {
                        setRequest(skipQuestion(request, item));
                        setOpen(null);
                      }
                }
              />
            ))}
          </ul>
        </Panel>
      ))}

      {contradiction && (
        <section
          aria-labelledby="contradictions-title"
          className="rounded-3xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="contradictions-title" className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {contradiction.title}
          </h2>
          <ul className="mt-2 space-y-2 text-sm">
            {conflicts.map((conflict) => (
              <li key={conflict.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{conflict.text}</span>
                <Button variant="secondary" onClick={() => openQuestion(conflict.id)}>
                  Change this answer
                </Button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-amber-900">
            A prompt generated now would contradict itself. Change one of the answers, or regenerate anyway.
          </p>
        </section>
      )}

      <div className="sticky bottom-4 flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-zinc-200 bg-white/95 p-4 shadow-lg backdrop-blur">
        <p role="status" className="text-sm text-zinc-700">
          {changes.count === 0 ? 'No changes yet' : `${changes.count} change${changes.count === 1 ? '' : 's'}`}
          {conflicts.length > 0 && ` · ${conflicts.length} contradiction${conflicts.length === 1 ? '' : 's'}`} · regenerating uses
          one prompt
        </p>
        <Button onClick={regenerate} disabled={changes.count === 0}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {conflicts.length > 0 ? 'Regenerate anyway' : 'Regenerate'}
        </Button>
      </div>
    </section>
  );
}
