/** Turning a sign-in into an account and a session: who is an admin, and the claims an identity provider vouches for. */
import { provisionUser } from '../db/queries/users';
import { emailHash } from '../lib/email-hash';
import { countRequest } from '../lib/rate-limit';

export interface SignInClaims {
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

function parseAdminEmails(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Counts a sign-in to this email's account and answers whether it is within the per-minute limit (RATE_LIMITS.signin),
 * before anything is written; keyed by the email's salted hash, as the account may not exist yet.
 */
export async function signInAllowed(env: Env, email: string): Promise<boolean> {
  const hash = await emailHash(env.AUTH_SECRET, email.trim().toLowerCase());
  return (await countRequest(env.DB, 'signin', hash)).allowed;
}

/** 128 random bits as hex: a session's id. */
function newSessionId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Creates or refreshes the account for these claims (admin when the email is in ADMIN_EMAILS) and starts a session
 * that ends for good after `sessionSeconds`; answers the account's and the session's ids.
 */
export async function signInUser(
  env: Env,
  claims: SignInClaims,
  sessionSeconds: number,
): Promise<{ userId: string; sessionId: string }> {
  const email = claims.email.trim().toLowerCase();
  const sessionId = newSessionId();
  const hash = await emailHash(env.AUTH_SECRET, email);
  const userId = await provisionUser(env.DB, {
    ...claims,
    email,
    isAdmin: parseAdminEmails(env.ADMIN_EMAILS).has(email),
    emailHash: hash,
    sessionId,
    sessionSeconds,
  });
  return { userId, sessionId };
}
