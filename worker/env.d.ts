/** Optional secrets and settings: read at runtime, never written in wrangler.jsonc. */
interface AppSecrets {
  AUTH_SECRET?: string;
  AUTH_GOOGLE_ID?: string;
  AUTH_GOOGLE_SECRET?: string;
  /** Test-only: the OpenID Connect issuer used in place of Google. */
  AUTH_GOOGLE_ISSUER?: string;
  DEV_LOGIN?: string;
  OPENAI_API_KEY?: string;
  /**
   * Optional Workers AI binding (wrangler.jsonc: `"ai": { "binding": "AI" }`). Without an OPENAI_API_KEY it runs the
   * LLM generator on Cloudflare's own models (AI_MODEL). Not declared by default: local development stays offline.
   */
  AI?: Ai;
  AI_BASE_URL?: string;
  AI_MODEL?: string;
  /** Milliseconds to wait for the engine's first output (default 20000). */
  AI_TIMEOUT_MS?: string;
  /** Seconds a prompt's quota reservation stays open before the cron gives it back (default 600; worker/quota.ts). */
  QUOTA_RESERVATION_SECONDS?: string;
  /**
   * Optional `send_email` binding for membership emails (wrangler.jsonc: `"send_email": [{ "name": "EMAIL" }]`).
   * Without it, emails are queued in the email_outbox table.
   */
  EMAIL?: SendEmail;
  /** The sender address for EMAIL, on a domain set up for Cloudflare email sending. */
  EMAIL_FROM?: string;
  /** Optional token for reading public GitHub repositories (5,000 reads an hour instead of 60 per address). */
  GITHUB_TOKEN?: string;
  /** GitHub's REST API base (default https://api.github.com; GitHub Enterprise, or the tests' local stand-in). */
  GITHUB_API_URL?: string;
  /** Milliseconds a whole repository read may take (default 15000). */
  GITHUB_TIMEOUT_MS?: string;
}

declare namespace Cloudflare {
  interface Env extends AppSecrets {}
}
interface Env extends AppSecrets {}
