// A local OpenAI-compatible server that streams a prompt with a fixed delay before the first token
// and records when it wrote the first and the last token, on the same clock as the client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface TokenTimes {
  firstToken: number;
  lastToken: number;
}

export interface TimedLlm {
  baseURL: string;
  /** Times of the most recent streamed reply. */
  last(): TokenTimes;
  close(): Promise<void>;
}

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'bench', object: 'chat.completion.chunk', created: 1, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startTimedLlm(options: { firstTokenMs: number; tokens: number; gapMs: number }): Promise<TimedLlm> {
  let times: TokenTimes = { firstToken: NaN, lastToken: NaN };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const server: Server = createServer(async (req, res) => {
    req.resume();
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    res.write(chunk({ role: 'assistant', content: '' }));
    await sleep(options.firstTokenMs);
    const current: TokenTimes = { firstToken: NaN, lastToken: NaN };
    for (let i = 0; i < options.tokens; i++) {
      if (i > 0) await sleep(options.gapMs);
      res.write(chunk({ content: i === 0 ? '# Build prompt\n' : `Requirement ${i}. ` }));
      if (i === 0) current.firstToken = performance.now();
      current.lastToken = performance.now();
    }
    times = current;
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    last: () => times,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
