import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MOCK_FEATURES, MOCK_PROMPT_CHUNKS } from './mock-openai-fixtures';

/**
 * A local OpenAI-compatible server (Chat Completions, with SSE streaming like the real API).
 * The requested model name picks the scenario, so each test chooses its own behaviour:
 *   ok | rich | malformed | missing-array | http500 | cut | slow
 * (`ok` answers questions the way older models do, without ids, categories or recommendations; `rich` with them)
 */

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { strict?: boolean; schema?: JsonSchema } };
}

/** Like OpenAI: in strict mode every object must list all of its properties as required. */
function strictSchemaProblem(schema: JsonSchema | undefined, path = 'root'): string | null {
  if (!schema) return null;
  const keys = Object.keys(schema.properties ?? {});
  const missing = keys.filter((k) => !(schema.required ?? []).includes(k));
  if (missing.length) return `In context=${path}, 'required' must include every key in properties. Missing '${missing[0]}'.`;
  for (const k of keys) {
    const problem = strictSchemaProblem(schema.properties?.[k], `${path}.${k}`);
    if (problem) return problem;
  }
  return strictSchemaProblem(schema.items, `${path}[]`);
}

const requests: ChatRequest[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

function structuredContent(body: ChatRequest): string {
  const props = body.response_format?.json_schema?.schema?.properties ?? {};
  if (body.model === 'malformed') return '{"features": ["KPI Cards", ';
  if (body.model === 'missing-array') return '{"items": ["KPI Cards"]}';
  if ('features' in props) return JSON.stringify({ features: MOCK_FEATURES });
  if ('questions' in props && body.model === 'rich') {
    return JSON.stringify({
      questions: [
        {
          id: 'class-full',
          category: 'user-flow',
          text: 'What happens when a class is full?',
          type: 'multiple-choice',
          options: ['Booking closes', 'Waitlist with automatic promotion'],
          recommended: 'Waitlist with automatic promotion',
          reason: 'It fills cancelled spots without staff work.',
        },
        {
          id: 'class-full',
          category: 'roles and permissions',
          text: 'Who manages the schedule?',
          type: 'yes-no',
          recommended: 'Maybe',
        },
      ],
      estimatedTotal: 40,
    });
  }
  if ('questions' in props) {
    return JSON.stringify({
      questions: [
        { text: 'Who can see revenue numbers?', type: 'multiple-choice', options: ['Everyone', 'Managers only', 'Admins only'] },
        { text: 'Should KPI Cards refresh automatically?', type: 'yes-no', examples: ['Every minute', 'On page load'] },
        { text: 'Which chart style do you prefer?', type: 'multiple-choice', options: ['Line'] },
        { text: 'Already answered question?', type: 'yes-no' },
      ],
      estimatedTotal: 24,
    });
  }
  return '{}';
}

function chunk(model: string, delta: Record<string, string>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'GET' && req.url === '/__requests') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
    return;
  }
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404).end();
    return;
  }
  const body = JSON.parse(await readBody(req)) as ChatRequest;
  requests.push(body);
  if (requests.length > 50) requests.shift();

  const problem = body.response_format?.json_schema?.strict ? strictSchemaProblem(body.response_format.json_schema.schema) : null;
  if (problem) {
    res
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify({ error: { message: `Invalid schema for response_format: ${problem}`, type: 'invalid_request_error' } }),
      );
    return;
  }
  if (body.model === 'http500') {
    res
      .writeHead(500, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
    return;
  }
  if (body.model === 'slow') {
    const timer = setTimeout(
      () =>
        res
          .writeHead(200, { 'Content-Type': 'text/event-stream' })
          .end(chunk('slow', { content: 'late' }, 'stop') + 'data: [DONE]\n\n'),
      3000,
    );
    res.on('close', () => clearTimeout(timer));
    return;
  }
  if (!body.stream) {
    const content = structuredContent(body);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-mock',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
    return;
  }

  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.write(chunk(body.model, { role: 'assistant', content: '' }));
  for (const [i, piece] of MOCK_PROMPT_CHUNKS.entries()) {
    if (body.model === 'cut' && i === 2) {
      res.socket?.destroy(); // the connection breaks mid-way
      return;
    }
    res.write(chunk(body.model, { content: piece }));
    await new Promise((r) => setTimeout(r, 5));
  }
  res.write(chunk(body.model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startMockOpenAI(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, server };
}
