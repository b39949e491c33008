import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Which ends of a scrolled row hide tabs. */
interface Hidden {
  start: boolean;
  end: boolean;
}

const SCROLL_BUTTON =
  'absolute top-0 flex size-11 items-center justify-center text-zinc-700 hover:text-zinc-950 from-white from-60% to-transparent';

/**
 * An ARIA tab list (WAI-ARIA Authoring Practices, tabs with manual activation): one tab in the tab order, arrow
 * keys, Home and End move between tabs, and the panel is named by its tab. The row keeps one line (so nothing
 * below it moves as tabs arrive); when it is wider than the screen it scrolls, and the hidden end shows a fade with
 * an arrow that scrolls it into view.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const row = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useLayoutEffect(measure, [measure, tabs.length]);
  useEffect(() => {
    const el = row.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // The chosen tab is always in view within the row, however it was chosen (the page itself does not scroll).
  useEffect(() => {
    const el = row.current;
    const tab = refs.current.get(active);
    if (!el || !tab) return;
    const left = tab.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft) el.scrollLeft = left;
    else if (left + tab.offsetWidth > el.scrollLeft + el.clientWidth) el.scrollLeft = left + tab.offsetWidth - el.clientWidth;
  }, [active]);

  function scrollBy(direction: 1 | -1) {
    const el = row.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div>
      <div className="relative">
        <div
          ref={row}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          onScroll={measure}
          className="flex gap-1 overflow-x-auto border-b border-zinc-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {tabs.map((tab) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) refs.current.set(tab.id, node);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`${base}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(tab.id)}
                className={`-mb-px min-h-11 shrink-0 border-b-2 px-2.5 text-sm font-medium whitespace-nowrap ${
                  selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-zinc-600 hover:text-zinc-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {/* Pointer help only: keyboard users move with the arrow keys, which bring each tab into view. */}
        {hidden.start && (
          <button
            type="button"
            tabIndex={-1}
            aria-label="Scroll the tabs back"
            onClick={() => scrollBy(-1)}
            className={`${SCROLL_BUTTON} left-0 justify-start bg-linear-to-r`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        {hidden.end && (
          <button
            type="button"
            tabIndex={-1}
            aria-label="Scroll the tabs on"
            onClick={() => scrollBy(1)}
            className={`${SCROLL_BUTTON} right-0 justify-end bg-linear-to-l`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${active}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
