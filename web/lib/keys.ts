/** SWR cache keys shared by the pages and the live channel. */
export const ME_KEY = 'me';
export const SUBSCRIPTION_KEY = 'subscription';
export const PROMPTS_KEY = 'prompts';
export const TARGETS_KEY = 'engines';
