import { DurableObject } from 'cloudflare:workers';
import { LIVE_PING, LIVE_PONG, type LiveMessage } from '../common/live';

/**
 * One object per user (`USER_LIVE.idFromName(userId)`) holding that user's open WebSockets. It uses the hibernation
 * API: the runtime keeps the sockets while the object sleeps, so idle connections cost no duration.
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
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends the message to every open socket of this user; answers how many got it. */
  async notify(message: LiveMessage): Promise<number> {
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

/** Pushes a message to every open socket of one user; answers how many got it. Never throws. */
export async function notifyUser(env: Env, userId: string, message: LiveMessage): Promise<number> {
  try {
    const stub = env.USER_LIVE.get(env.USER_LIVE.idFromName(userId));
    return await stub.notify(message);
  } catch (err) {
    console.error('Live notification failed', err);
    return 0;
  }
}
