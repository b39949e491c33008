/**
 * A stand-in for the Worker's `AI` binding (Workers AI) for the Worker tests: each `run` is forwarded to the local
 * OpenAI-compatible test server (mock-openai.ts, whose scenario the model name picks) and answered in Workers AI's own
 * shapes, so `workers-ai-provider` parses what it parses in production: `{ response, usage }` for a plain call, and
 * for `stream: true` a server-sent event stream of `data: {"response":"…"}` ending in `data: [DONE]`. A failed
 * upstream call throws, as the binding does; a connection cut mid-stream errors the stream.
 */

interface RunInputs {
  messages: { role: string; content: string }[];
  stream?: boolean;
  max_tokens?: number;
  response_format?: { type: string; json_schema?: unknown };
}

interface RunOptions {
  signal?: AbortSignal;
}

export interface WorkersAiCall {
  model: string;
  inputs: RunInputs;
}

/** OpenAI's chunks (`choices[0].delta.content`) rewritten as Workers AI's native events (`response`). */
function toNativeEvents(): TransformStream<string, string> {
  let buffer = '';
  return new TransformStream({
    transform(text, controller) {
      buffer += text;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.replace(/^data: /, '').trim();
        if (!data) continue;
        if (data === '[DONE]') {
          controller.enqueue('data: [DONE]\n\n');
          continue;
        }
        const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
        const response = chunk.choices?.[0]?.delta?.content ?? '';
        controller.enqueue(`data: ${JSON.stringify({ response })}\n\n`);
      }
    },
  });
}

export function workersAiBinding(baseURL: string) {
  const calls: WorkersAiCall[] = [];
  return {
    calls,
    async run(model: string, inputs: RunInputs, options?: RunOptions): Promise<unknown> {
      calls.push({ model, inputs });
      const format = inputs.response_format?.json_schema
        ? { type: 'json_schema', json_schema: { name: 'response', schema: inputs.response_format.json_schema } }
        : undefined;
      const res = await fetch(`${baseURL}/chat/completions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model,
          messages: inputs.messages,
          stream: inputs.stream ?? false,
          max_tokens: inputs.max_tokens,
          response_format: format,
        }),
        signal: options?.signal,
      });
      if (!res.ok) throw new Error(`AiError: ${res.status} ${await res.text()}`);
      if (inputs.stream) {
        if (!res.body) throw new Error('AiError: no stream');
        return res.body.pipeThrough(new TextDecoderStream()).pipeThrough(toNativeEvents()).pipeThrough(new TextEncoderStream());
      }
      const body = (await res.json()) as {
        choices: { message: { content: string } }[];
        usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
      };
      return { response: body.choices[0]?.message.content ?? '', usage: body.usage };
    },
  };
}
