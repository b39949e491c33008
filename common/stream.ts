/**
 * Marks an error inside a prompt stream that has already started: the text before it is the prompt so far, the
 * rest is the error envelope. The Worker writes it (worker/ai/stream.ts), the client splits on it.
 */
export const STREAM_ERROR_MARKER = '\u001e';

/** The response header of a prompt generation naming the history entry the prompt is saved as. */
export const PROMPT_ID_HEADER = 'X-Prompt-Id';
