// Streaming overhead: how long after the LLM writes its first token the client sees the first byte,
// and how long after its last token the response ends. Server and client share one clock.
import { performance } from 'node:perf_hooks';
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

export async function measureStreaming(
  session: Session,
  llm: TimedLlm,
  settings: { rounds: number; firstTokenDelayMs: number; tokens: number },
): Promise<StreamingResult> {
  const firstByte: number[] = [];
  const end: number[] = [];
  for (let i = -2; i < settings.rounds; i++) {
    let firstByteAt = NaN;
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
