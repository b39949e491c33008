import { useId, useLayoutEffect, useRef, useState } from 'react';

const CLAMPS = { 2: 'line-clamp-2', 3: 'line-clamp-3' } as const;

interface Props {
  text: string;
  /** Lines shown before "Show all". */
  lines: keyof typeof CLAMPS;
  as?: 'h1' | 'p';
  className?: string;
}

/**
 * A user's text that may be long (a description of up to 4,000 characters): a few lines on screen, the whole of it
 * one click away. The button shows only when the text is cut; it is measured before the first paint, so nothing moves.
 */
export function ClampedText({ text, lines, as: Tag = 'p', className = '' }: Props) {
  const ref = useRef<HTMLElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setCut((was) => (open ? was : el.scrollHeight > el.clientHeight + 1));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, text]);

  return (
    <>
      <Tag
        ref={(node: HTMLElement | null) => {
          ref.current = node;
        }}
        id={id}
        className={`break-words whitespace-pre-line ${open ? '' : CLAMPS[lines]} ${className}`}
      >
        {text}
      </Tag>
      {(cut || open) && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {open ? 'Show less' : 'Show the full description'}
        </button>
      )}
    </>
  );
}
