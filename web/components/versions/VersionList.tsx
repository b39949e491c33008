import { History } from 'lucide-react';
import { formatDate, type VersionListItem } from '@/lib/account';
import { conventionsFor } from '../../../common/targets';
import { Button } from '@/components/ui/Button';

interface Props {
  versions: readonly VersionListItem[];
  shown: number;
  onShow: (number: number) => void;
  onRestore: (number: number) => void;
  restoring: number | null;
}

/** A prompt's versions, newest first: show any, restore an old one as the newest. */
export function VersionList({ versions, shown, onShow, onRestore, restoring }: Props) {
  const newest = versions.at(-1)?.number;
  return (
    <ol aria-label="Versions" className="divide-y divide-zinc-100">
      {[...versions].reverse().map((v) => (
        <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="text-sm">
            <span className="font-semibold">v{v.number}</span>
            <span className="text-zinc-600">
              {' '}
              · {conventionsFor(v.target).label} · {formatDate(v.created_at)}
              {v.restored_from !== null ? ` · restored from v${v.restored_from}` : ''}
              {v.number === newest ? ' · newest' : ''}
            </span>
          </span>
          <span className="flex gap-2">
            <Button
              variant={v.number === shown ? 'primary' : 'secondary'}
              aria-pressed={v.number === shown}
              onClick={() => onShow(v.number)}
            >
              View v{v.number}
            </Button>
            {v.number !== newest && (
              <Button variant="ghost" disabled={restoring !== null} onClick={() => onRestore(v.number)}>
                <History aria-hidden="true" className="size-4" />
                Restore v{v.number}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
