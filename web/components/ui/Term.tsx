import { Info } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useState } from 'react';

/**
 * The technical term behind plain words on screen, a hover, focus or tap away: an info button whose tooltip names it.
 * The words on screen stay plain; whoever knows the term (or wants it) finds it here.
 */
export function Term({ label, children }: { label: string; children: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger
          asChild
          // A tap opens it too (touch screens have no hover). On the trigger itself, so preventing the default skips
          // Radix's own click handler, which closes the tooltip; a tap elsewhere, Escape or blur closes it.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <button
            type="button"
            aria-label={label}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={4}
            collisionPadding={12}
            className="z-50 max-w-xs rounded-lg bg-zinc-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
          >
            {children}
            <Tooltip.Arrow className="fill-zinc-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
