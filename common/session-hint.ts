/**
 * A readable companion to the HttpOnly session cookie, set and cleared with it by the Worker. It holds no
 * secret, only "a session cookie was issued", so the front end can skip asking `/api/me` for visitors who
 * never signed in. The server never trusts it: `/api/me` still decides.
 */
export const SESSION_HINT_COOKIE = 'pq_session';
