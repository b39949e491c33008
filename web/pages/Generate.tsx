import { ChevronLeft, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AnswerReview } from '@/components/flow/AnswerReview';
import { ExistingApp } from '@/components/flow/ExistingApp';
import { FeatureSelection } from '@/components/flow/FeatureSelection';
import { PromptResult } from '@/components/flow/PromptResult';
import { QuestionCard } from '@/components/flow/QuestionCard';
import { ReadBack } from '@/components/flow/ReadBack';
import { WorkingScreen } from '@/components/flow/WorkingScreen';
import { ClampedText } from '@/components/ClampedText';
import { TargetIcon } from '@/components/TargetIcon';
import { Button } from '@/components/ui/Button';
import { PROMPTS_KEY, SUBSCRIPTION_KEY } from '@/lib/keys';
import { ApiRequestError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { targetParam, useTargets } from '@/lib/targets';
import {
  answeredSoFar,
  existingApp,
  flowReducer,
  initialFlow,
  needsMoreQuestions,
  plannedQuestions,
  promptRequest,
  questionsRequest,
  requestPhase,
  type FlowState,
} from '@/lib/flow';
import { generateQuestions, streamPrompt, suggestFeatures } from '@/lib/generate-api';
import { useUnloadGuard } from '@/lib/leave-guard';
import { homeDraft, pendingPrompt, prefillDetails, savedFlow } from '@/lib/storage';

interface Saved {
  prompt: string;
  target: string;
  state: FlowState;
}

/** Resumes a reloaded flow; a step that was waiting on the server runs again. */
function restoreFlow(prompt: string, target: string): FlowState {
  const prefill = prefillDetails.get();
  if (prefill && prefill.prompt === prompt && prefill.target === target && prefill.titles.length) {
    prefillDetails.clear();
    return flowReducer(initialFlow(prompt, target), { type: 'PREFILL', titles: prefill.titles });
  }
  const saved = savedFlow.get<Saved>();
  if (saved && saved.prompt === prompt && saved.target === target && saved.state?.step) {
    // A flow saved before the read-back existed has none yet.
    const state = { ...initialFlow(prompt, target), ...saved.state };
    if (state.step === 'result' && state.streaming) return { ...state, step: 'generating-prompt', result: '', streaming: false };
    return state;
  }
  return initialFlow(prompt, target);
}

/** Quota and plan errors carry the server's own message and a way to the plans. */
function showError(error: unknown, fallback: string, navigate: (to: string) => void, next = false) {
  if (error instanceof ApiRequestError && ['quota_exceeded', 'feature_limit', 'rate_limited'].includes(error.code)) {
    toast.error(error.message, {
      action: error.code === 'rate_limited' ? undefined : { label: 'View plans', onClick: () => navigate('/subscription') },
      duration: 10_000,
      next,
    });
    return;
  }
  toast.error(fallback, { next });
}

export default function Generate() {
  const params = new URLSearchParams(useSearch());
  const prompt = params.get('prompt')?.trim();
  const target = params.get('engine')?.trim();
  if (!prompt || !target) return <Redirect to="/" replace />;
  return <GuidedFlow key={`${target}\n${prompt}`} prompt={prompt} target={target} />;
}

function GuidedFlow({ prompt, target }: { prompt: string; target: string }) {
  const [, navigate] = useLocation();
  const { user, refresh } = useAuth();
  const { mutate } = useSWRConfig();
  const { data: targets } = useTargets();
  const [state, dispatch] = useReducer(flowReducer, undefined, () => restoreFlow(prompt, target));
  const [loadingMore, setLoadingMore] = useState(false);
  // The effects below read the latest state without re-running on every change.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const prefetching = useRef(false);

  const targetName = targets?.find((t) => targetParam(t) === target)?.name ?? target;
  const subscription = user?.subscription;
  const maxFeatures = subscription?.max_features ?? Number.POSITIVE_INFINITY;
  const limit = useRef(maxFeatures);
  useLayoutEffect(() => {
    limit.current = maxFeatures;
  });

  useEffect(() => {
    pendingPrompt.clear();
  }, []);

  useEffect(() => {
    savedFlow.set({ prompt, target, state } satisfies Saved);
  }, [prompt, target, state]);

  const midFlow =
    (state.step === 'features' && state.selected.length > 0) ||
    state.step === 'generating-questions' ||
    state.step === 'questions' ||
    state.step === 'review' ||
    state.step === 'generating-prompt' ||
    (state.step === 'result' && state.streaming);
  // The flow's state lives in session storage: Back, the logo or a menu lose nothing (the description waits on home,
  // and submitting it again, or Forward, resumes here). Only closing the tab would lose it.
  useUnloadGuard(midFlow);
  const finished = state.step === 'result' && !state.streaming;
  useEffect(() => {
    if (finished) homeDraft.clear();
    else homeDraft.set({ prompt, target });
  }, [finished, prompt, target]);

  const backToEdit = useCallback(() => {
    homeDraft.set({ prompt, target });
    savedFlow.clear();
    navigate('/');
  }, [prompt, target, navigate]);

  // Each waiting step runs its request when entered (again after a reload).
  const phase = requestPhase(state);
  useEffect(() => {
    const controller = new AbortController();
    const current = latest.current;
    const { signal } = controller;
    const aborted = () => signal.aborted;

    if (phase === 'suggesting-features') {
      suggestFeatures(prompt, target, [], current.field, signal, existingApp(current)).then(
        ({ features, named, depth, reading }) => {
          if (aborted()) return;
          // What the description names starts selected, as far as the plan allows.
          dispatch({ type: 'SUGGEST_OK', features, named, limit: limit.current, depth, reading });
          toast.success('Generated feature suggestions!');
        },
        (error) => {
          if (aborted()) return;
          showError(error, 'Failed to generate features. Please try again.', navigate, true);
          homeDraft.set({ prompt, target });
          savedFlow.clear();
          navigate('/', { replace: true });
        },
      );
    } else if (phase === 'generating-questions') {
      generateQuestions(questionsRequest(current), signal).then(
        (result) => {
          if (aborted()) return;
          dispatch({
            type: 'QUESTIONS_OK',
            questions: result.questions,
            estimatedTotal: result.estimatedTotal,
            ...(result.settled ? { settled: result.settled } : {}),
          });
          toast.success('Generated personalized questions!');
        },
        (error) => {
          if (aborted()) return;
          dispatch({ type: 'QUESTIONS_FAIL' });
          showError(error, 'Failed to generate questions. Please try again.', navigate);
        },
      );
    } else if (phase === 'generating-prompt') {
      // A restarted request starts from an empty result, never appending to a half-streamed one.
      dispatch({ type: 'PROMPT_START' });
      streamPrompt(
        promptRequest(current),
        (text) => {
          if (!aborted()) dispatch({ type: 'PROMPT_CHUNK', text });
        },
        signal,
      ).then(
        ({ promptId }) => {
          if (aborted()) return;
          dispatch({ type: 'PROMPT_DONE', promptId });
          toast.success('Generated your perfect prompt!');
          // History and usage changed on the server.
          void mutate(PROMPTS_KEY);
          void mutate(SUBSCRIPTION_KEY);
          void refresh();
        },
        (error) => {
          if (aborted()) return;
          dispatch({ type: 'PROMPT_FAIL' });
          showError(error, 'Failed to generate prompt. Please try again.', navigate);
        },
      );
    }
    return () => controller.abort();
  }, [phase, prompt, target, navigate, mutate, refresh]);

  // Fetch the next batch of questions in the background before the user runs out.
  const wantMore = needsMoreQuestions(state);
  const loaded = state.questions.length;
  useEffect(() => {
    if (!wantMore || prefetching.current) return;
    prefetching.current = true;
    const current = latest.current;
    generateQuestions(questionsRequest(current))
      .then(
        (result) =>
          dispatch({
            type: 'MORE_QUESTIONS',
            questions: result.questions,
            estimatedTotal: result.estimatedTotal,
            more: result.more,
          }),
        // No more questions can be had: let the interview finish with what it has.
        () => dispatch({ type: 'MORE_QUESTIONS', questions: [], estimatedTotal: latest.current.estimatedTotal }),
      )
      .finally(() => {
        prefetching.current = false;
      });
  }, [wantMore, loaded]);

  async function moreSuggestions() {
    setLoadingMore(true);
    try {
      const { features } = await suggestFeatures(
        prompt,
        target,
        latest.current.suggestions,
        latest.current.field,
        undefined,
        existingApp(latest.current),
      );
      dispatch({ type: 'MORE_OK', features });
      toast.success('Generated more suggestions!');
    } catch (error) {
      showError(error, 'Failed to generate more features. Please try again.', navigate);
    } finally {
      setLoadingMore(false);
    }
  }

  const question = state.questions[state.index];

  return (
    <section className="container-page max-w-3xl py-8 sm:py-12">
      <div className="mb-6 flex items-start gap-3 rounded-2xl border border-zinc-200 bg-white/70 px-4 py-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <TargetIcon name={targetName} className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-zinc-600 uppercase">Prompt for {targetName}</p>
          <ClampedText as="h1" lines={2} text={prompt} className="font-medium text-zinc-900" />
        </div>
        <Button variant="ghost" onClick={backToEdit} className="shrink-0 px-3" disabled={state.streaming}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Back to Edit
        </Button>
      </div>

      {state.step === 'suggesting-features' && (
        <WorkingScreen title="Analysing your idea…" detail="We are working out which features a project like yours needs." />
      )}

      {state.step === 'features' && (
        <FeatureSelection
          suggestions={state.suggestions}
          selected={state.selected}
          maxFeatures={subscription?.max_features ?? 0}
          plan={subscription?.plan ?? 'free'}
          loadingMore={loadingMore}
          hasBasePrompt={Boolean(state.basePrompt)}
          subscription={subscription}
          readBack={
            <>
              <ExistingApp
                work={state.work}
                codebase={state.codebase}
                disabled={loadingMore}
                onWork={(work) => dispatch({ type: 'CHOOSE_WORK', work })}
                onCodebase={(codebase) => dispatch({ type: 'SET_CODEBASE', codebase })}
              />
              {state.reading && (
                <ReadBack
                  reading={state.reading}
                  disabled={loadingMore}
                  onChoose={(field) => dispatch({ type: 'CHOOSE_FIELD', field })}
                />
              )}
            </>
          }
          onToggle={(title) => dispatch({ type: 'TOGGLE', title })}
          onRemove={(title) => dispatch({ type: 'REMOVE', title })}
          onAddCustom={(title) => dispatch({ type: 'ADD_CUSTOM', title })}
          onMore={moreSuggestions}
          onGenerate={() => dispatch({ type: 'QUESTIONS_START' })}
        />
      )}

      {state.step === 'generating-questions' && (
        <WorkingScreen
          title="Generating your questions…"
          detail={`We are preparing ${plannedQuestions(state)} tailored questions about your ${state.selected.length} feature(s), asked one at a time.`}
        />
      )}

      {state.step === 'questions' &&
        (question ? (
          <QuestionCard
            question={question}
            index={state.index}
            estimatedTotal={state.estimatedTotal}
            onAnswer={(answer) => dispatch({ type: 'ANSWER', answer })}
            onSkip={() => dispatch({ type: 'SKIP' })}
            onUseRecommended={() => dispatch({ type: 'USE_RECOMMENDED' })}
            current={question.text in state.answers ? state.answers[question.text] : undefined}
            onBack={state.index > 0 ? () => dispatch({ type: 'BACK' }) : undefined}
            onReview={
              answeredSoFar(state).length > 0 || state.settled.length > 0 ? () => dispatch({ type: 'REVIEW' }) : undefined
            }
            settledCount={state.settled.length}
          />
        ) : (
          <div role="status" className="flex items-center justify-center gap-2 py-16 text-zinc-600">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Loading more questions…
          </div>
        ))}

      {state.step === 'review' && (
        <AnswerReview
          state={state}
          onAnswer={(text, answer) => dispatch({ type: 'ANSWER_AT', text, answer })}
          onSkip={(text) => dispatch({ type: 'SKIP_AT', text })}
          onAnswerSettled={(text, answer) => dispatch({ type: 'ANSWER_SETTLED', text, answer })}
          onBack={() => dispatch({ type: 'REVIEW_DONE' })}
          onFinish={() => dispatch({ type: 'FINISH' })}
        />
      )}

      {state.step === 'generating-prompt' && (
        <WorkingScreen
          title="Writing your prompt…"
          detail={`Turning your answers into a prompt ${targetName} gets right the first time.`}
        />
      )}

      {state.step === 'result' && (
        <PromptResult
          prompt={state.result}
          streaming={state.streaming}
          promptId={state.promptId ?? null}
          onStartOver={() => {
            savedFlow.clear();
            navigate('/');
          }}
          onAddMore={() => dispatch({ type: 'ADD_MORE_FEATURES' })}
        />
      )}
    </section>
  );
}
