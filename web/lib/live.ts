import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { isLiveMessage, LIVE_ENDED_TEXT, LIVE_PING, LIVE_SESSION_ENDED } from '../../common/live';
import type { Me } from './me';
import { ME_KEY, progressKey, PROGRESS_KEY, PROMPTS_KEY, SUBSCRIPTION_KEY } from './keys';

const LIVE_PATH = '/api/live';
const PING_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;

/** Reconnect delays: 1 s, 2 s, 4 s … capped at 30 s. */
function backoffDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);
}

/**
 * Keeps a WebSocket to the user's live channel while signed in. A plan change updates the cached subscription and
 * /api/me at once; after a drop it reconnects with backoff and refetches, so a change missed offline is never lost.
 * When the server ends it because the session ended (LIVE_ENDED_TEXT, then the close code LIVE_SESSION_ENDED: signed
 * out elsewhere, every session revoked, account deleted) it stops for good and calls `onSessionEnded` once; a socket refused before it opened first
 * asks /api/me, whose 401 signs the user out (and so stops this hook) rather than retrying without a session.
 */
export function useLiveUpdates(userId: string | null, onSessionEnded: () => void) {
  const { mutate } = useSWRConfig();
  const ended = useRef(onSessionEnded);
  useEffect(() => {
    ended.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;

    const connect = () => {
      const url = new URL(LIVE_PATH, location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      let opened = false;
      socket = new WebSocket(url);
      socket.addEventListener('open', () => {
        opened = true;
        // Anything that changed while we were away: refetch.
        if (attempt > 0) {
          void mutate(ME_KEY);
          void mutate(SUBSCRIPTION_KEY);
          void mutate((key) => Array.isArray(key) && key[0] === PROGRESS_KEY);
        }
        attempt = 0;
        ping = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send(LIVE_PING), PING_MS);
      });
      const end = () => {
        stopped = true;
        clearInterval(ping);
        socket?.close();
        ended.current();
      };
      socket.addEventListener('message', (event) => {
        if (event.data === LIVE_ENDED_TEXT) {
          end();
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return; // the keep-alive answer
        }
        if (!isLiveMessage<Me['subscription']>(data)) return;
        if (data.type === 'progress') {
          // An agent (or another tab) changed a task or recorded a decision: the open detail page refetches.
          void mutate(progressKey(data.promptId));
          return;
        }
        if (data.type === 'versions') {
          // Another tab regenerated or restored a version: the entry, its versions and the history refetch.
          void mutate((key) => Array.isArray(key) && key.length === 2 && key[0] === 'prompt' && key[1] === data.promptId);
          void mutate(PROMPTS_KEY);
          return;
        }
        const { subscription } = data;
        void mutate(SUBSCRIPTION_KEY, subscription, { revalidate: false });
        void mutate<Me | null>(ME_KEY, (me) => (me ? { ...me, subscription } : me), { revalidate: false });
      });
      socket.addEventListener('close', (event) => {
        clearInterval(ping);
        if (stopped) return;
        if (event.code === LIVE_SESSION_ENDED) {
          end();
          return;
        }
        if (!opened) void mutate(ME_KEY);
        retry = setTimeout(connect, backoffDelay(attempt++));
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    };
  }, [userId, mutate]);
}
