/** Turning a sign-in into an account and a session: who is an admin, and the claims an identity provider vouches for. */
import { provisionUser } from '../db/queries/users';
import { emailHash } from '../lib/email-hash';

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
  const userId = await provisionUser(env.DB, {
    ...claims,
    email,
    isAdmin: parseAdminEmails(env.ADMIN_EMAILS).has(email),
    emailHash: await emailHash(env.AUTH_SECRET, email),
    sessionId,
    sessionSeconds,
  });
  return { userId, sessionId };
}
