import { DurableObject } from 'cloudflare:workers';
import { LIVE_ENDED_TEXT, LIVE_PING, LIVE_PONG, LIVE_SESSION_ENDED } from '../../common/live';

import { LIVE_SESSION_HEADER, type UserLiveMessage } from '../services/live';

/** A socket's tag: the session that opened it, so that session's end can close exactly its sockets. */
const sessionTag = (sessionId: string) => `session:${sessionId}`;

/**
 * One object per user (`USER_LIVE.idFromName(userId)`) holding that user's open WebSockets, each tagged with the
 * session that opened it. It uses the hibernation API: the runtime keeps the sockets (and their tags) while the
 * object sleeps, so idle connections cost no duration.
 */
export class UserLive extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade.', { status: 426 });
    }
    const sessionId = request.headers.get(LIVE_SESSION_HEADER);
    if (!sessionId) return new Response('A live socket belongs to a session.', { status: 400 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [sessionTag(sessionId)]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /**
   * Closes the sockets of one session, or of every session when none is named, with LIVE_ENDED_TEXT and then
   * LIVE_SESSION_ENDED, so the client stops and does not reconnect. Answers how many were open.
   */
  async endSessions(sessionId?: string): Promise<number> {
    const sockets = this.ctx.getWebSockets(sessionId ? sessionTag(sessionId) : undefined);
    for (const ws of sockets) {
      try {
        ws.send(LIVE_ENDED_TEXT);
        ws.close(LIVE_SESSION_ENDED, 'Session ended');
      } catch {
        // Already closing.
      }
    }
    return sockets.length;
  }

  /** Sends the message to every open socket of this user; answers how many got it. */
  async notify(message: UserLiveMessage): Promise<number> {
    const data = JSON.stringify(message);
    let delivered = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(data);
        delivered++;
      } catch {
        // Closing or already closed: it will be cleaned up by the runtime.
      }
    }
    return delivered;
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // The auto-response handles 'ping' while hibernating; this covers it when the object is awake anyway.
    if (message === LIVE_PING) ws.send(LIVE_PONG);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // 1005/1006 are reserved and cannot be sent back; answer those with a normal close.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
  }

  override async webSocketError(ws: WebSocket, error: unknown): Promise<void> {
    console.error('Live socket error', error);
    try {
      ws.close(1011, 'Unexpected error');
    } catch {
      // Already closed.
    }
  }
}
