import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { toast } from '@/lib/toast';
import { UserManagement } from '@/components/admin/UserManagement';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Card';
import { Table } from '@/components/ui/Table';
import { formatDay } from '@/lib/account';
import { useAdminStats } from '@/lib/admin';
import { useAuth } from '@/lib/auth';

const StatsChart = lazy(() => import('@/components/admin/StatsChart'));

/** Fewer days than this draw no trend worth a chart. */
const CHART_MIN_DAYS = 3;

function AccessDenied() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="mt-4 text-2xl font-semibold">Access denied</h1>
      <p className="mt-2 text-zinc-600">You don’t have admin privileges for this account.</p>
      <Button className="mt-8" onClick={() => (history.length > 1 ? history.back() : location.assign('/'))}>
        Go back
      </Button>
    </section>
  );
}

function Total({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-2 text-3xl font-bold tracking-tight" data-testid={`total-${label}`}>
        {value === undefined ? '—' : value.toLocaleString('en-US')}
      </dd>
    </div>
  );
}

function Dashboard() {
  const { data, error, mutate } = useAdminStats();

  useEffect(() => {
    if (error) toast.error('Failed to load statistics');
  }, [error]);

  const daily = data?.daily ?? [];
  return (
    <div className="container-page space-y-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Total label="Total users" value={data?.totals.users} />
        <Total label="Premium users" value={data?.totals.premiumUsers} />
        <Total label="Prompts (all time)" value={data?.totals.promptsAllTime} />
        <Total label="Prompts today" value={data?.totals.promptsToday} />
      </dl>

      <Panel title="Last 30 days">
        {daily.length >= CHART_MIN_DAYS ? (
          <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-zinc-100" />}>
            <StatsChart rows={daily} />
          </Suspense>
        ) : daily.length > 0 ? (
          // Two points make a straight line that says nothing: the table below has the figures.
          <p className="text-zinc-600" data-testid="chart-too-little">
            Not enough data for a chart yet: {daily.length} {daily.length === 1 ? 'day' : 'days'} of statistics so far. The chart
            appears once there are {CHART_MIN_DAYS} days; the figures are in the table below.
          </p>
        ) : (
          <p className="text-zinc-600">No data available yet</p>
        )}
      </Panel>

      <Panel title="Daily statistics">
        <Table columns={['Date', 'Total prompts', 'Unique users']}>
          {daily.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-6 text-center text-zinc-600">
                No data available yet
              </td>
            </tr>
          ) : (
            daily.map((row) => (
              <tr key={row.date}>
                <td className="py-2 pr-3">{formatDay(row.date, true)}</td>
                <td className="py-2 pr-3">{row.total_prompts.toLocaleString('en-US')}</td>
                <td className="py-2">{row.unique_users.toLocaleString('en-US')}</td>
              </tr>
            ))
          )}
        </Table>
      </Panel>

      <UserManagement onChanged={() => void mutate()} />
    </div>
  );
}

export default function Admin() {
  const { user } = useAuth();
  return user?.isAdmin ? <Dashboard /> : <AccessDenied />;
}
