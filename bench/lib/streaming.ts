// Streaming overhead: how long after the LLM writes its first token the client sees the first byte,
// and how long after its last token the response ends. Server and client share one clock.
import { performance } from 'node:perf_hooks';
import { PROMPTS_PER_MINUTE } from '../../common/limits.ts';
import type { Session } from './session.ts';
import { summary } from './stats.ts';
import type { TimedLlm } from './timed-llm.ts';

export interface StreamingResult {
  rounds: number;
  firstTokenDelayMs: number;
  tokens: number;
  firstByteAfterFirstTokenMs: { median: number; p99: number };
  endAfterLastTokenMs: { median: number; p99: number };
}

export const PROMPT_BODY = {
  projectDescription: 'A sales dashboard for a small team',
  platform: 'claude',
  details: [{ title: 'KPI Summary Cards' }, { title: 'Charts Over Time' }],
  answers: { 'Who can see revenue numbers?': 'Managers only' },
  dismissedQuestions: [],
};

/** How many users send `rounds` prompts (and the two warm-ups) within the per-user limit. */
export function streamingUsersFor(rounds: number): number {
  return Math.ceil((rounds + 2) / PROMPTS_PER_MINUTE);
}

/** Reads a prompt stream to its end; throws on an HTTP error or an in-stream error marker. */
export async function readPromptStream(res: Response, onFirstByte?: () => void): Promise<string> {
  if (!res.ok || !res.body) throw new Error(`generate-prompt answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.length && text === '') onFirstByte?.();
    text += decoder.decode(value, { stream: true });
  }
  if (text.includes('\u001e')) throw new Error(`The prompt stream reported an error: ${text.slice(text.indexOf('\u001e'))}`);
  return text;
}

/**
 * `users` take turns, each sending at most the per-user limit of prompts a minute (common/limits.ts), so the
 * measurement never waits on the rate limit; every user needs a plan with quota for its share.
 */
export async function measureStreaming(
  users: readonly Session[],
  llm: TimedLlm,
  settings: { rounds: number; firstTokenDelayMs: number; tokens: number },
): Promise<StreamingResult> {
  const firstByte: number[] = [];
  const end: number[] = [];
  const warmUps = 2;
  if (users.length * PROMPTS_PER_MINUTE < settings.rounds + warmUps)
    throw new Error(`${settings.rounds + warmUps} prompts need ${streamingUsersFor(settings.rounds)} users.`);
  for (let i = -warmUps; i < settings.rounds; i++) {
    let firstByteAt = NaN;
    const session = users[Math.floor((i + warmUps) / PROMPTS_PER_MINUTE)]!;
    const res = await session.send('POST', '/api/ai/generate-prompt', PROMPT_BODY);
    await readPromptStream(res, () => (firstByteAt = performance.now()));
    const endAt = performance.now();
    if (i < 0) continue; // warm-up
    const { firstToken, lastToken } = llm.last();
    firstByte.push(firstByteAt - firstToken);
    end.push(endAt - lastToken);
  }
  return {
    rounds: settings.rounds,
    firstTokenDelayMs: settings.firstTokenDelayMs,
    tokens: settings.tokens,
    firstByteAfterFirstTokenMs: summary(firstByte),
    endAfterLastTokenMs: summary(end),
  };
}
