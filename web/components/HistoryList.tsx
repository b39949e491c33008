import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate, preview } from '@/lib/account';

interface Entry {
  id: string;
  project_description: string;
  created_at: string;
  target_ai_platform: string;
  features_count: number;
  details: { title: string; description?: string }[];
}

/** Spec section 9: at most 3 detail chips, then '+N more'. */
export const MAX_CHIPS = 3;

export function HistoryList({ entries }: { entries: Entry[] }) {
  return (
    <ul className="divide-y divide-zinc-200" aria-label="Prompt history">
      {entries.map((entry) => {
        const chips = entry.details.slice(0, MAX_CHIPS);
        const more = entry.details.length - chips.length;
        return (
          <li key={entry.id}>
            <Link href={`/prompt/${entry.id}`} className="group flex items-center gap-3 rounded-xl px-2 py-4 hover:bg-zinc-50">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-zinc-900">{preview(entry.project_description)}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-zinc-600">
                  <span>{formatDate(entry.created_at)}</span>
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-800">
                    {entry.target_ai_platform}
                  </span>
                  <span>{entry.features_count} features</span>
                </div>
                {chips.length > 0 && (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {chips.map((d) => (
                      <span
                        key={d.title}
                        className="rounded-full border border-zinc-200 bg-white px-2 py-0.5 text-xs text-zinc-700"
                      >
                        {d.title}
                      </span>
                    ))}
                    {more > 0 && <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700">+{more} more</span>}
                  </div>
                )}
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-400 group-hover:text-zinc-700" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
