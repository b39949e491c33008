import { ArrowUp } from 'lucide-react';
import { useMemo, type FormEvent, type KeyboardEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DESCRIPTION_COUNTER_FROM, DESCRIPTION_MAX } from '../../common/limits';
import { normalizeText, textLength } from '../../common/text';
import { PromptsLeft } from '@/components/PromptsLeft';
import { TargetPicker } from '@/components/TargetPicker';
import { useAuth } from '@/lib/auth';
import { useBrowserState, useHydrated } from '@/lib/hydration';
import { AuthPage, GeneratePage } from '@/lib/pages';
import { targetParam, useTargets, type Target } from '@/lib/targets';
import { generateUrl } from '@/lib/routes';
import { homeDraft, lastTarget, pendingPrompt, savedFlow } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useTypingText } from '@/lib/typing';

const PHRASES = ['a dashboard', 'a web page', 'an internal tool'] as const;
/** The submit error's toast: it goes once the user fixes what it says. */
const SUBMIT_ERROR = 'home-submit';
const PLACEHOLDER_PREFIX = 'Ask prompt.qordinate to write a prompt to build ';

/** Counted and judged as the server does (common/text.ts): invisible characters do not count, an emoji counts once. */
export function homeSubmitError(prompt: string, target: Pick<Target, 'id'> | undefined): string | null {
  if (!normalizeText(prompt)) return 'Please describe what you want to build';
  if (textLength(prompt) > DESCRIPTION_MAX)
    return `Describe your project in at most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters.`;
  if (!target) return 'Please select an AI engine';
  return null;
}

/** An interview saved for this description and target (the flow keeps its state while the tab lives). */
function resumableFlow(prompt: string, target: string | null): boolean {
  const saved = savedFlow.get<{ prompt?: string; target?: string; state?: { step?: string } }>();
  return Boolean(
    target &&
    saved?.prompt === normalizeText(prompt) &&
    saved.target === target &&
    saved.state?.step &&
    saved.state.step !== 'result',
  );
}

export default function Home() {
  const [, navigate] = useLocation();
  const { user, loading } = useAuth();
  const { data: targets, error } = useTargets();
  // Both come from browser storage, so the prerendered page (and its hydration) starts empty and unselected.
  const [prompt, setPrompt] = useBrowserState(() => homeDraft.get()?.prompt ?? '', '');
  // The target wanted by name or api_endpoint: from 'Back to Edit', else the last one chosen.
  const [choice, setChoice] = useBrowserState<string | null>(() => homeDraft.get()?.target ?? lastTarget.get(), null);
  const typed = useTypingText(PHRASES, prompt.length > 0);
  // The prerendered form is shown at once but works only once the app runs: until then nothing typed or pressed
  // could reach it, so the box takes no typing and the button no press.
  const hydrated = useHydrated();
  const length = textLength(prompt);
  const showCount = length >= DESCRIPTION_COUNTER_FROM;

  // Restored only while that target is still active.
  const selected = useMemo(() => targets?.find((t) => t.name === choice || targetParam(t) === choice), [targets, choice]);

  function choose(target: Target) {
    setChoice(target.name);
    lastTarget.set(target.name);
    toast.dismiss(SUBMIT_ERROR);
  }

  // The next page's code, fetched while the user is still typing: submit then shows it at once. While the session is
  // still loading, it is most likely there (the session hint says so): the guided flow is what comes next.
  function prefetchNext() {
    void (user || loading ? GeneratePage : AuthPage).preload().catch(() => undefined);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const problem = homeSubmitError(prompt, selected);
    if (problem || !selected) {
      if (problem) toast.error(problem, { id: SUBMIT_ERROR });
      return;
    }
    const next = { prompt: normalizeText(prompt), target: targetParam(selected) };
    homeDraft.clear();
    if (user) {
      navigate(generateUrl(next.prompt, next.target));
    } else {
      pendingPrompt.set(next);
      navigate('/auth');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  // Back from Google sign-in with a prompt saved before it: carry on to the guided flow.
  const pending = user ? pendingPrompt.get() : null;
  if (pending) return <Redirect to={generateUrl(pending.prompt, pending.target)} replace />;

  // Left mid-interview (Back, the logo): the description is here, and submitting it again resumes the interview.
  const resumable = user && prompt ? resumableFlow(prompt, selected ? targetParam(selected) : null) : false;

  return (
    <section className="container-page flex flex-col items-center py-12 sm:py-20">
      <h1 className="text-center text-4xl font-bold tracking-tight text-balance sm:text-6xl">
        Prompt. <span className="text-brand-700">Qordinate.</span> Faster
      </h1>
      <p className="mt-4 max-w-xl text-center text-lg text-zinc-600">
        Describe what you want to build. We turn it into a prompt your AI engine gets right the first time.
      </p>

      <form onSubmit={submit} className="mt-10 w-full max-w-3xl">
        <div className="relative rounded-3xl border border-zinc-200 bg-white p-3 shadow-sm focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-100">
          <label htmlFor="home-prompt" className="sr-only">
            What do you want to build?
          </label>
          <textarea
            id="home-prompt"
            value={prompt}
            onChange={(e) => {
              setPrompt(e.target.value);
              toast.dismiss(SUBMIT_ERROR);
              prefetchNext();
            }}
            onFocus={prefetchNext}
            onKeyDown={onKeyDown}
            rows={5}
            readOnly={!hydrated}
            aria-describedby={showCount ? 'home-prompt-count' : undefined}
            placeholder={`${PLACEHOLDER_PREFIX}${typed}`}
            className="block min-h-36 w-full resize-y border-0 bg-transparent px-3 py-2 pr-16 text-base outline-none placeholder:text-zinc-500 focus-visible:outline-none sm:text-lg"
          />
          <button
            type="submit"
            disabled={!hydrated}
            onPointerEnter={prefetchNext}
            onFocus={prefetchNext}
            aria-label="Build my prompt"
            className="absolute right-4 bottom-4 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-md transition hover:bg-brand-800"
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </button>
        </div>
        {showCount && (
          <p
            id="home-prompt-count"
            data-testid="home-prompt-count"
            className={`mt-2 px-3 text-right text-sm ${length > DESCRIPTION_MAX ? 'font-medium text-red-700' : 'text-zinc-600'}`}
          >
            {length.toLocaleString('en-US')} / {DESCRIPTION_MAX.toLocaleString('en-US')} characters
          </p>
        )}
        {resumable && (
          <p data-testid="resume-hint" className="mt-2 px-3 text-sm text-zinc-600">
            Your answers for this description are kept: submit it to continue where you left off.
          </p>
        )}
        {user && <PromptsLeft subscription={user.subscription} className="mt-3 px-3" />}

        <div className="mt-8 flex flex-col items-center gap-3">
          <p id="engine-label" className="text-sm font-medium text-zinc-600">
            Choose your AI engine
          </p>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              Could not load the AI engines. Refresh to try again.
            </p>
          ) : (
            <TargetPicker targets={targets} selectedId={selected?.id ?? null} onSelect={choose} />
          )}
        </div>
      </form>
    </section>
  );
}
