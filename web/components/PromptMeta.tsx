import { Badge } from '@/components/ui/Badge';
import { formatDate, type HistoryEntry } from '@/lib/account';

/** A prompt's date, target and feature count, as the history list and the detail page show them. */
export function PromptMeta({ entry, className = '' }: { entry: HistoryEntry; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-2 text-zinc-600 ${className}`}>
      <span>{formatDate(entry.created_at)}</span>
      <Badge size="xs" className="font-medium">
        {entry.target_ai_platform}
      </Badge>
      <span>{entry.features_count} features</span>
    </div>
  );
}
