// Talks to a running app over HTTP as a signed-in user (the development sign-in, localhost only).

export class Session {
  private cookies = new Map<string, string>();

  constructor(readonly baseURL: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Headers a browser tab of this app would send. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { Cookie: this.cookieHeader, Origin: this.baseURL, ...extra };
  }

  absorb(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  static async signIn(baseURL: string, email: string, name = 'Bench User'): Promise<Session> {
    const session = new Session(baseURL);
    const csrf = await fetch(`${baseURL}/api/auth/csrf`);
    session.absorb(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch(`${baseURL}/api/auth/callback/dev`, {
      method: 'POST',
      redirect: 'manual',
      headers: session.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ csrfToken, email, name, callbackUrl: `${baseURL}/` }),
    });
    session.absorb(res);
    if (![...session.cookies.keys()].some((n) => n.endsWith('session-token')))
      throw new Error(`Development sign-in failed for ${email} (HTTP ${res.status}).`);
    return session;
  }

  /** Another holder of the very same cookies (a copy kept by someone else). */
  copy(): Session {
    const copy = new Session(this.baseURL);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** Signs out through Auth.js's form post with its CSRF token, as the app does; answers the HTTP status. */
  async signOut(): Promise<number> {
    const csrf = await fetch(`${this.baseURL}/api/auth/csrf`, { headers: this.headers() });
    this.absorb(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch(`${this.baseURL}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ csrfToken, callbackUrl: `${this.baseURL}/` }),
    });
    this.absorb(res);
    return res.status;
  }

  get(path: string): Promise<Response> {
    return fetch(this.baseURL + path, { headers: this.headers() });
  }

  /** A JSON request; without a body (`undefined`) it sends none. */
  send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown): Promise<Response> {
    if (body === undefined) return fetch(this.baseURL + path, { method, headers: this.headers() });
    return fetch(this.baseURL + path, {
      method,
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
  }

  /** A JSON call that must succeed. */
  async json<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const res = method === 'GET' ? await this.get(path) : await this.send(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Sets a user's plan through the admin API (this session must be an admin's). */
  async setPlan(userId: string, plan: string): Promise<void> {
    await this.json('PATCH', `/api/admin/users/${userId}/subscription`, { plan });
  }
}
