import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Plan } from '../../common/plans';
import { client, unwrap } from './api';

const ADMIN_STATS_KEY = 'admin-stats';

export function useAdminStats() {
  return useSWR(ADMIN_STATS_KEY, () => unwrap(client.admin.stats.$get()));
}

type UsersPage = Awaited<ReturnType<typeof fetchUsersPage>>;

function fetchUsersPage(search: string, plan: Plan | '', cursor: string | null) {
  const query: { search?: string; plan?: Plan; cursor?: string } = {};
  if (search) query.search = search;
  if (plan) query.plan = plan;
  if (cursor) query.cursor = cursor;
  return unwrap(client.admin.users.$get({ query }));
}

/** Users newest first, 50 a page, with search and plan filter; `loadMore` fetches the next page. */
export function useAdminUsers(search: string, plan: Plan | '') {
  const result = useSWRInfinite(
    (index, previous: UsersPage | null) => {
      if (previous && !previous.nextCursor) return null;
      return ['admin-users', search, plan, index === 0 ? null : (previous?.nextCursor ?? null)] as const;
    },
    ([, s, p, cursor]) => fetchUsersPage(s, p, cursor),
    { revalidateFirstPage: false },
  );
  const pages = result.data ?? [];
  return {
    ...result,
    users: pages.flatMap((p) => p.users),
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    loadMore: () => result.setSize((n) => n + 1),
  };
}

export async function changePlan(userId: string, plan: Plan) {
  return (await unwrap(client.admin.users[':userId'].subscription.$patch({ param: { userId }, json: { plan } }))).subscription;
}
