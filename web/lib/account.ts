import type { InferRequestType, InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { client, unwrap } from './api';
import { saveBlob } from './download';
import { PROMPTS_KEY, SUBSCRIPTION_KEY } from './keys';

export function useSubscription() {
  return useSWR(SUBSCRIPTION_KEY, async () => (await unwrap(client.subscription.$get())).subscription);
}

export function usePromptHistory() {
  return useSWR(PROMPTS_KEY, async () => (await unwrap(client.prompts.$get())).prompts);
}

/**
 * A history entry and its newest version (null for entries saved before versions). Another tab may add a version:
 * the live channel says so at once, and coming back to this tab checks again (not only after the 5-minute cache).
 */
export function usePrompt(id: string | null) {
  return useSWR(id ? ['prompt', id] : null, ([, promptId]) => unwrap(client.prompts[':id'].$get({ param: { id: promptId } })), {
    dedupingInterval: 2_000,
    focusThrottleInterval: 2_000,
  });
}

export type PromptDetail = InferResponseType<(typeof client.prompts)[':id']['$get'], 200>;
export type PromptVersion = NonNullable<PromptDetail['version']>;
export type VersionListItem = PromptDetail['versions'][number];

/** One version of a prompt, with its brief and text (null number: nothing to load). */
export function useVersion(id: string, number: number | null) {
  return useSWR(
    number === null ? null : ['prompt', id, 'version', number],
    async ([, promptId, , n]) =>
      (await unwrap(client.prompts[':id'].versions[':number'].$get({ param: { id: promptId, number: String(n) } }))).version,
  );
}

const checkRoute = client.prompts[':id'].check.$post;
export type ReviewCheckRequest = InferRequestType<typeof checkRoute>['json'];

/**
 * The contradictions a review in progress would leave in the brief (null request: nothing to check). The server
 * builds the brief as a regeneration would, without generating, saving or charging anything.
 */
export function useReviewCheck(id: string, request: ReviewCheckRequest | null) {
  return useSWR(
    // SWR keys an object by its content: the same answers are checked once.
    request ? (['check', id, request] as const) : null,
    async ([, promptId, json]) => (await unwrap(checkRoute({ param: { id: promptId }, json }))).conflicts,
    { keepPreviousData: true },
  );
}

/** Makes an old version the newest (a copy; nothing is deleted); returns the new number. */
export async function restoreVersion(id: string, number: number): Promise<number> {
  const res = await unwrap(client.prompts[':id'].versions[':number'].restore.$post({ param: { id, number: String(number) } }));
  return res.version.number;
}

export type ProfileChanges = InferRequestType<typeof client.profile.$patch>['json'];
export type Subscription = InferResponseType<typeof client.subscription.$get>['subscription'];
export type HistoryEntry = InferResponseType<typeof client.prompts.$get>['prompts'][number];

export async function updateProfile(changes: ProfileChanges) {
  return (await unwrap(client.profile.$patch({ json: changes }))).profile;
}

export async function deleteAccount() {
  return unwrap(client.account.$delete({ json: { confirm: 'DELETE' } }));
}

/** Ends every session of the account, this one included ("Sign out everywhere"). */
export async function revokeAllSessions() {
  return unwrap(client.account.sessions.$delete());
}

/** Downloads everything stored about the user as a JSON file. */
export async function downloadExport() {
  const res = await client.account.export.$get();
  if (!res.ok) throw new Error('Could not export your data. Please try again.');
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'prompt-qordinate-export.json';
  saveBlob(blob, name);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A calendar day (YYYY-MM-DD) as written, in any time zone: 'May 17, 1990', or 'May 07, 1990' with twoDigitDay. */
export function formatDay(day: string | null | undefined, twoDigitDay = false): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: twoDigitDay ? '2-digit' : 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Spec section 9: the history preview shows the first 100 characters. */
export function preview(text: string, length = 100): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
