import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/Badge';
import { PromptMeta } from '@/components/PromptMeta';
import { preview, type HistoryEntry } from '@/lib/account';

/** Spec section 9: at most 3 detail chips, then '+N more'. */
const MAX_CHIPS = 3;

export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
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
                <PromptMeta entry={entry} className="mt-2 text-xs" />
                {chips.length > 0 && (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {chips.map((d) => (
                      <Badge key={d.title} tone="outline" size="xs">
                        {d.title}
                      </Badge>
                    ))}
                    {more > 0 && (
                      <Badge tone="neutral" size="xs">
                        +{more} more
                      </Badge>
                    )}
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
