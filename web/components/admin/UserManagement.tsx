import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PLANS, type Plan } from '../../../common/plans';
import { Button } from '@/components/ui/Button';
import { PlanBadge } from '@/components/SubscriptionSummary';
import { formatDate } from '@/lib/account';
import { changePlan, useAdminUsers } from '@/lib/admin';
import { displayName } from '@/lib/names';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export function UserManagement({ onChanged }: { onChanged: () => void }) {
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<Plan | ''>('');
  const query = useDebounced(search.trim(), 250);
  const { users, error, isLoading, isValidating, hasMore, loadMore, mutate } = useAdminUsers(query, plan);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast.error('Failed to fetch users');
  }, [error]);

  async function update(userId: string, next: Plan) {
    setSaving(userId);
    try {
      await changePlan(userId, next);
      toast.success('Subscription updated successfully');
      await mutate();
      onChanged();
    } catch {
      toast.error('Failed to update subscription');
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby="users-title" className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="users-title" className="text-lg font-semibold">
        User management
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <label htmlFor="user-search" className="sr-only">
            Search users by name or email
          </label>
          <input
            id="user-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            className="min-h-11 w-full rounded-full border border-zinc-300 pr-4 pl-9 focus:border-brand-600"
          />
        </div>
        <label htmlFor="plan-filter" className="sr-only">
          Filter by plan
        </label>
        <select
          id="plan-filter"
          value={plan}
          onChange={(e) => setPlan(e.target.value as Plan | '')}
          className="min-h-11 rounded-full border border-zinc-300 bg-white px-4"
        >
          <option value="">All plans</option>
          {PLANS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>

      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-xs text-zinc-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                User
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Joined
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Usage
              </th>
              <th scope="col" className="py-2 font-medium">
                Plan
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200">
            {users.map((u) => (
              <tr key={u.id} data-email={u.email}>
                <td className="py-3 pr-3">
                  <div className="font-medium text-zinc-900">{displayName(u) ?? 'Not set'}</div>
                  <div className="text-zinc-600">{u.email}</div>
                </td>
                <td className="py-3 pr-3 whitespace-nowrap text-zinc-700">{formatDate(u.created_at)}</td>
                <td className="py-3 pr-3 whitespace-nowrap text-zinc-700">
                  {u.subscription.prompts_used} / {u.subscription.max_prompts}
                </td>
                <td className="py-3">
                  <div className="flex items-center gap-2">
                    <PlanBadge plan={u.subscription.plan} />
                    <label htmlFor={`plan-${u.id}`} className="sr-only">
                      Plan for {u.email}
                    </label>
                    <select
                      id={`plan-${u.id}`}
                      value={u.subscription.plan}
                      disabled={saving === u.id}
                      onChange={(e) => void update(u.id, e.target.value as Plan)}
                      className="min-h-11 rounded-lg border border-zinc-300 bg-white px-2"
                    >
                      {PLANS.map((p) => (
                        <option key={p} value={p}>
                          {p}
                        </option>
                      ))}
                    </select>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!isLoading && users.length === 0 && <p className="py-6 text-center text-zinc-600">No users match.</p>}
        {isLoading && (
          <p role="status" className="py-6 text-center text-zinc-600">
            Loading users…
          </p>
        )}
      </div>
      {hasMore && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} disabled={isValidating}>
            {isValidating ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
