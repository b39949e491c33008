/** The guided flow for a description and a target (spec: query parameters prompt and engine). */
export function generateUrl(prompt: string, target: string): string {
  return `/generate?${new URLSearchParams({ prompt, engine: target })}`;
}
