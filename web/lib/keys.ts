/** SWR cache keys shared by the pages and the live channel. */
export const ME_KEY = 'me';
export const SUBSCRIPTION_KEY = 'subscription';
export const PROMPTS_KEY = 'prompts';
export const TARGETS_KEY = 'engines';
/** A prompt's task progress and agents' decisions: refetched when the live channel says they changed. */
export const PROGRESS_KEY = 'progress';
export const progressKey = (promptId: string) => [PROGRESS_KEY, promptId] as const;
