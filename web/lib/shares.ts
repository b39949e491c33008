import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { sharePath } from '../../common/shares';
import { client, unwrap } from './api';

const promptShares = client.prompts[':id'].shares;

export type ShareLink = InferResponseType<typeof promptShares.$get, 200>['shares'][number];

/** The owner's links to one prompt. */
export function useShares(promptId: string) {
  return useSWR(['shares', promptId], async ([, id]) => (await unwrap(promptShares.$get({ param: { id } }))).shares);
}

export async function createShare(promptId: string, version: number): Promise<ShareLink> {
  return (await unwrap(promptShares.$post({ param: { id: promptId }, json: { version } }))).share;
}

export async function revokeShare(shareId: string): Promise<void> {
  await unwrap(client.shares[':shareId'].$delete({ param: { shareId } }));
}

/** What a link shows; anyone may read it, signed in or not. */
export function useShared(shareId: string | null) {
  return useSWR(
    shareId ? ['shared', shareId] : null,
    async ([, id]) => (await unwrap(client.shared[':shareId'].$get({ param: { shareId: id } }))).shared,
    { revalidateOnFocus: false },
  );
}

/** The full address to hand out. */
export function shareUrl(shareId: string): string {
  return new URL(sharePath(shareId), window.location.origin).href;
}
