import { useRef, type KeyboardEvent } from 'react';
import { useHydrated } from '@/lib/hydration';
import type { Target } from '@/lib/targets';
import { TargetIcon } from './TargetIcon';

interface Props {
  targets: Target[];
  selectedId: string | null;
  onSelect: (target: Target) => void;
}

/**
 * A radio group of target marks: arrow keys move, each name shows as a tooltip on hover and focus, and the selected
 * target's name stays visible under the row (its line is kept while nothing is selected, so nothing moves).
 */
export function TargetPicker({ targets, selectedId, onSelect }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = targets.findIndex((t) => t.id === selectedId);
  const current = targets[selectedIndex];
  // Prerendered: shown at once, usable once the app runs.
  const hydrated = useHydrated();

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + targets.length) % targets.length;
    const target = targets[next];
    if (!target) return;
    onSelect(target);
    refs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div role="radiogroup" aria-label="AI engine" className="flex flex-wrap items-center justify-center gap-2 sm:gap-3">
        {targets.map((target, index) => {
          const selected = target.id === selectedId;
          const focusable = selected || (selectedIndex === -1 && index === 0);
          return (
            <div key={target.name} className="group relative">
              <button
                ref={(el) => {
                  refs.current[index] = el;
                }}
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={target.name}
                aria-disabled={hydrated ? undefined : true}
                tabIndex={focusable ? 0 : -1}
                data-engine={target.name}
                onClick={() => onSelect(target)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={`flex size-12 items-center justify-center rounded-full border transition ${
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white shadow-md ring-4 ring-brand-200'
                    : 'border-zinc-200 bg-white text-zinc-700 hover:border-brand-500 hover:text-brand-700'
                }`}
              >
                <TargetIcon name={target.name} className="size-5" />
              </button>
              {/* The selected one's name is already shown under the row. */}
              {!selected && (
                <span
                  role="tooltip"
                  className="pointer-events-none absolute top-full left-1/2 z-10 mt-2 -translate-x-1/2 rounded-md bg-zinc-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
                >
                  {target.name}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <p className="h-5 text-sm font-medium text-zinc-900" data-selected-engine>
        {current?.name}
      </p>
    </div>
  );
}
