/** Turning a sign-in into an account: who is an admin, and the claims an identity provider vouches for. */
import { provisionUser } from '../db/queries/users';

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

/** Creates or refreshes the account for these claims (admin when the email is in ADMIN_EMAILS); answers its id. */
export function signInUser(env: Env, claims: SignInClaims): Promise<string> {
  const email = claims.email.trim().toLowerCase();
  return provisionUser(env.DB, { ...claims, email, isAdmin: parseAdminEmails(env.ADMIN_EMAILS).has(email) });
}
