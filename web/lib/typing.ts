import { useEffect, useState, useSyncExternalStore } from 'react';

export interface TypingTimings {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

/** Spec section 9: 80 ms per character forward, 40 ms deleting, 500 ms pause. */
export const TYPING_TIMINGS: TypingTimings = { typeMs: 80, deleteMs: 40, pauseMs: 500 };

export interface TypingState {
  phrase: number;
  length: number;
  deleting: boolean;
}

/** One step of the typing animation: the next state and how long to wait before it. */
export function nextTypingStep(
  state: TypingState,
  phrases: readonly string[],
  t: TypingTimings = TYPING_TIMINGS,
): { state: TypingState; delay: number } {
  const full = phrases[state.phrase] ?? '';
  if (!state.deleting) {
    if (state.length < full.length) return { state: { ...state, length: state.length + 1 }, delay: t.typeMs };
    return { state: { ...state, deleting: true }, delay: t.pauseMs };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: t.deleteMs };
  return { state: { phrase: (state.phrase + 1) % phrases.length, length: 0, deleting: false }, delay: t.pauseMs };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onMotionChange(change: () => void) {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/**
 * The animated text; still (the first phrase, whole) for users who prefer reduced motion, and in the prerendered
 * page, which shows it whole until the app runs.
 */
export function useTypingText(phrases: readonly string[], paused = false): string {
  const reduced = useSyncExternalStore(
    onMotionChange,
    () => matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const [state, setState] = useState<TypingState>({ phrase: 0, length: 0, deleting: false });
  const [delay, setDelay] = useState(TYPING_TIMINGS.typeMs);

  useEffect(() => {
    if (reduced || paused) return;
    const id = setTimeout(() => {
      const step = nextTypingStep(state, phrases);
      setState(step.state);
      setDelay(step.delay);
    }, delay);
    return () => clearTimeout(id);
  }, [state, delay, phrases, reduced, paused]);

  if (reduced) return phrases[0] ?? '';
  return (phrases[state.phrase] ?? '').slice(0, state.length);
}
