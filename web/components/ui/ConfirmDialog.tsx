import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The dangerous action's label, and its label while it runs. */
  confirm: string;
  confirming: string;
  busy: boolean;
  onConfirm: () => void;
}

/** A dangerous action asked twice: what it does, then Cancel or the action itself (red), both held while it runs. */
export function ConfirmDialog({ open, onOpenChange, title, description, children, confirm, confirming, busy, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? confirming : confirm}
        </Button>
      </div>
    </Dialog>
  );
}
