import type { ReactNode } from 'react';

const TONES = {
  brand: 'bg-brand-100 text-brand-800',
  neutral: 'bg-zinc-100 text-zinc-800',
  outline: 'border border-zinc-200 bg-white text-zinc-700',
  warning: 'bg-amber-100 text-amber-950',
} as const;

/** A small rounded label: plans, targets, feature chips, question stages. */
export function Badge({
  tone = 'brand',
  size = 'sm',
  className = '',
  children,
}: {
  tone?: keyof typeof TONES;
  size?: 'xs' | 'sm';
  className?: string;
  children: ReactNode;
}) {
  const spacing = size === 'xs' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-xs font-semibold';
  return <span className={`inline-flex rounded-full ${spacing} ${TONES[tone]} ${className}`}>{children}</span>;
}
