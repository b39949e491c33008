import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface Row {
  date: string;
  total_prompts: number;
  unique_users: number;
}

const short = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Prompts and unique users over the last 30 days, oldest on the left. Loaded only on /admin. */
export default function StatsChart({ rows }: { rows: Row[] }) {
  const data = [...rows].reverse().map((r) => ({ day: short(r.date), Prompts: r.total_prompts, 'Unique users': r.unique_users }));
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={`Chart of prompts and unique users per day over the last ${rows.length} days`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
          <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#52525b' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#52525b' }} width={40} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="Prompts" stroke="#6d28d9" strokeWidth={2} dot={false} />
          <Line type="monotone" dataKey="Unique users" stroke="#0891b2" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
