/**
 * How the history store keeps what is only ever read whole (a version's brief, request and text): gzip through the
 * platform's CompressionStream, stored as a BLOB. JSON and Markdown with much repetition shrink several times
 * (docs/scale.md). Rows written before compression hold plain text, read as it is. Runs in the Worker and in Node
 * (scripts/capacity.ts measures with the same code).
 */

/** A packed column as D1 hands it back: bytes (an ArrayBuffer, or an array of byte values), or older plain text. */
export type Packed = string | ArrayBuffer | Uint8Array | number[];

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

function bytesOf(stored: Exclude<Packed, string>): Uint8Array<ArrayBuffer> {
  if (stored instanceof ArrayBuffer) return new Uint8Array(stored);
  return Uint8Array.from(stored);
}

export const packText = (text: string): Promise<Uint8Array> => gzip(text);
export const packJson = (value: unknown): Promise<Uint8Array> => gzip(JSON.stringify(value));

export async function unpackText(stored: Packed): Promise<string> {
  return typeof stored === 'string' ? stored : gunzip(bytesOf(stored));
}

export async function unpackJson<T>(stored: Packed): Promise<T> {
  return JSON.parse(await unpackText(stored)) as T;
}
