/** The guided flow for a description and a target (spec: query parameters prompt and engine). */
export function generateUrl(prompt: string, target: string): string {
  return `/generate?${new URLSearchParams({ prompt, engine: target })}`;
}

/** The review of a saved prompt's answers, opened at one question. */
export function reviewUrl(promptId: string, questionId?: string): string {
  return `/prompt/${encodeURIComponent(promptId)}/review${questionId ? `?${new URLSearchParams({ question: questionId })}` : ''}`;
}
