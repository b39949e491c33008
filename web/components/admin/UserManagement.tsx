import { Search } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_SEARCH_MAX } from '../../../common/limits';
import { isPlan, PLANS, type Plan } from '../../../common/plans';
import { Button } from '@/components/ui/Button';
import { EmailText } from '@/components/EmailText';
import { Panel } from '@/components/ui/Card';
import { Input, Select } from '@/components/ui/Input';
import { Table } from '@/components/ui/Table';
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

function PlanOptions() {
  return PLANS.map((plan) => (
    <option key={plan} value={plan}>
      {plan}
    </option>
  ));
}

/** The one place a user's plan shows: the control that changes it (no badge repeating it beside). */
function PlanSelect({
  id,
  plan,
  disabled,
  onChange,
}: {
  id: string;
  plan: Plan;
  disabled: boolean;
  onChange: (plan: Plan) => void;
}) {
  return (
    <Select id={id} value={plan} disabled={disabled} onChange={(e) => isPlan(e.target.value) && onChange(e.target.value)}>
      <PlanOptions />
    </Select>
  );
}

const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function UserManagement({ onChanged }: { onChanged: () => void }) {
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
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
    <Panel title="User management">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <label htmlFor="user-search" className="sr-only">
            Search users by name or email
          </label>
          <Input
            pill
            id="user-search"
            type="search"
            value={search}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            className="w-full pl-9"
          />
        </div>
        <label htmlFor="plan-filter" className="sr-only">
          Filter by plan
        </label>
        <Select pill id="plan-filter" value={plan} onChange={(e) => setPlan(isPlan(e.target.value) ? e.target.value : '')}>
          <option value="">All plans</option>
          <PlanOptions />
        </Select>
      </div>

      <div className="mt-4">
        {wide ? (
          <Table columns={['User', 'Joined', 'Usage', 'Plan']}>
            {users.map((u) => (
              <tr key={u.id} data-email={u.email}>
                <td className="py-3 pr-3">
                  <div className="font-medium text-zinc-900">{displayName(u) ?? 'Not set'}</div>
                  <div className="text-zinc-600">
                    <EmailText email={u.email} />
                  </div>
                </td>
                <td className="py-3 pr-3 whitespace-nowrap text-zinc-700">{formatDate(u.created_at)}</td>
                <td className="py-3 pr-3 whitespace-nowrap text-zinc-700">
                  {u.subscription.prompts_used} / {u.subscription.max_prompts}
                </td>
                <td className="py-3">
                  <label htmlFor={`plan-${u.id}`} className="sr-only">
                    Plan for {u.email}
                  </label>
                  <PlanSelect
                    id={`plan-${u.id}`}
                    plan={u.subscription.plan}
                    disabled={saving === u.id}
                    onChange={(p) => void update(u.id, p)}
                  />
                </td>
              </tr>
            ))}
          </Table>
        ) : (
          // On a phone each user is a card, the plan control in view: no table to scroll sideways.
          <ul aria-label="Users" className="divide-y divide-zinc-200">
            {users.map((u) => (
              <li key={u.id} data-email={u.email} className="py-3">
                <p className="font-medium text-zinc-900">{displayName(u) ?? 'Not set'}</p>
                <p className="text-sm text-zinc-600">
                  <EmailText email={u.email} />
                </p>
                <p className="mt-1 text-sm text-zinc-700">
                  Joined {formatDate(u.created_at)} · {u.subscription.prompts_used} / {u.subscription.max_prompts} prompts used
                </p>
                <div className="mt-2 flex items-center gap-3">
                  <label htmlFor={`plan-${u.id}`} className="text-sm font-medium text-zinc-700">
                    Plan<span className="sr-only"> for {u.email}</span>
                  </label>
                  <PlanSelect
                    id={`plan-${u.id}`}
                    plan={u.subscription.plan}
                    disabled={saving === u.id}
                    onChange={(p) => void update(u.id, p)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
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
    </Panel>
  );
}
