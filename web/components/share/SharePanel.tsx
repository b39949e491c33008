import { Copy, Link2, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatDate } from '@/lib/account';
import { errorMessage } from '@/lib/api';
import { createShare, revokeShare, shareUrl, useShares, type ShareLink } from '@/lib/shares';
import { copyToClipboard } from '@/lib/copy';

interface Props {
  promptId: string;
  /** The number of the version the page shows: a new link points at it. */
  version: number;
}

function ShareRow({ share, onRevoke }: { share: ShareLink; onRevoke: (share: ShareLink) => void }) {
  const urlId = useId();
  const url = shareUrl(share.id);

  const copy = () => copyToClipboard(url, { done: 'Link copied to clipboard', failed: 'Failed to copy link' });

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-50 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <p id={urlId} className="font-mono text-sm break-all text-zinc-900">
          {url}
        </p>
        <p className="mt-1 text-xs text-zinc-600">
          Version {share.version} · created {formatDate(share.created_at)}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={copy} aria-describedby={urlId}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <Button variant="ghost" onClick={() => onRevoke(share)} aria-describedby={urlId}>
          <Trash2 aria-hidden="true" className="size-4" />
          Revoke
        </Button>
      </div>
    </li>
  );
}

/** The owner's read-only links to a prompt: create one for the version shown, copy, revoke. */
export function SharePanel({ promptId, version }: Props) {
  const { data: shares, error, mutate } = useShares(promptId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (error) toast.error('Failed to load share links');
  }, [error]);

  async function create() {
    setCreating(true);
    try {
      const share = await createShare(promptId, version);
      await mutate((current) => [share, ...(current ?? [])], { revalidate: false });
      toast.success('Share link created');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not create a share link. Please try again.'));
    } finally {
      setCreating(false);
    }
  }

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeShare(revoking.id);
      await mutate((current) => (current ?? []).filter((s) => s.id !== revoking.id), { revalidate: false });
      setRevoking(null);
      toast.success('Link revoked');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not revoke the link. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel
      title="Share"
      action={
        <Button onClick={create} disabled={creating}>
          <Link2 aria-hidden="true" className="size-4" />
          {creating ? 'Creating…' : 'Share a read-only link'}
        </Button>
      }
    >
      <p className="text-sm text-zinc-600">
        Anyone with a link can read the version it points to, with its files, without signing in, and sees nothing about your
        account. A new link points to version {version}. Revoke a link to stop it working.
      </p>
      {shares && shares.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label="Share links">
          {shares.map((share) => (
            <ShareRow key={share.id} share={share} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      {shares?.length === 0 && <p className="mt-4 text-sm text-zinc-600">No links yet.</p>}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this link?"
        description="Whoever opens it will be told it does not exist. This cannot be undone; you can create a new link."
        confirm="Revoke link"
        confirming="Revoking…"
        busy={busy}
        onConfirm={revoke}
      >
        {revoking && <p className="font-mono text-sm break-all text-zinc-900">{shareUrl(revoking.id)}</p>}
      </ConfirmDialog>
    </Panel>
  );
}
