import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';

/**
 * D1 read replication, in one place. Every API request runs on a D1 session (`env.DB.withSession`), so its reads
 * may be served by the nearest replica, and the browser carries the session's bookmark from one request to the
 * next in this cookie: each request starts at least as new as the last one this browser made, so a user always
 * reads their own writes (quota, history, profile). Routes and queries are unchanged: they get the session as
 * `c.env.DB`.
 */
export const BOOKMARK_COOKIE = 'pq_d1';

/** The next request starts on the primary, which holds every write (see `writesAfterResponse`). */
const FROM_PRIMARY = 'first-primary';

/** D1 bookmarks are short hexadecimal words joined by dashes; anything else is ignored, never passed on. */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,32}){0,7}$/i;

const openEnded = new WeakSet<Request | Response>();

/**
 * Marks a request (work left in `waitUntil`) or a response (a stream that saves its result when it ends) whose
 * writes may land after the response has left: no header can carry their bookmark, so the next request reads from
 * the primary, and its bookmark becomes the cookie.
 */
export function writesAfterResponse(target: Request | Response): void {
  openEnded.add(target);
}

function startingPoint(cookie: string | undefined): D1SessionBookmark | D1SessionConstraint {
  if (cookie === FROM_PRIMARY) return FROM_PRIMARY;
  return cookie && BOOKMARK.test(cookie) ? cookie : 'first-unconstrained';
}

/** The session, typed as the database every query takes. `exec` and `dump` are not used by queries. */
function sessionDatabase(db: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint) => db.withSession(constraint),
  };
}

export const d1Session = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const cookie = getCookie(c, BOOKMARK_COOKIE);
  const session = c.env.DB.withSession(startingPoint(cookie));
  c.env = { ...c.env, DB: sessionDatabase(c.env.DB, session) };
  await next();

  const bookmark = openEnded.has(c.req.raw) || openEnded.has(c.res) ? FROM_PRIMARY : session.getBookmark();
  // A WebSocket upgrade carries no cookie; a request that touched no table leaves the cookie as it was.
  if (!bookmark || bookmark === cookie || c.res.status === 101) return;
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  const setCookie = `${BOOKMARK_COOKIE}=${bookmark}; Path=/api; HttpOnly; SameSite=Lax${secure}`;
  try {
    c.res.headers.append('Set-Cookie', setCookie);
  } catch {
    // Responses from fetch() have immutable headers: copy, then set.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append('Set-Cookie', setCookie);
  }
});
