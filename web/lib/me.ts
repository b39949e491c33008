import { client, unwrap } from './api';

/** The signed-in user as /api/me answers: profile, admin role and subscription. */
export async function fetchMe() {
  return unwrap(client.me.$get());
}

export type Me = Awaited<ReturnType<typeof fetchMe>>;
