export function generateUrl(prompt: string, engine: string): string {
  return `/generate?${new URLSearchParams({ prompt, engine })}`;
}
