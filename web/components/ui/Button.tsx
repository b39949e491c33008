import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-quiet';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-zinc-300 disabled:text-zinc-600',
  secondary: 'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50 disabled:text-zinc-500',
  ghost: 'text-zinc-700 hover:bg-zinc-100 disabled:text-zinc-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-zinc-300',
  'danger-quiet': 'border border-red-200 bg-white text-red-700 hover:bg-red-50 disabled:text-zinc-500',
};

/** A button's look, for a link that acts as one (wouter's Link). */
export function buttonClass(variant: Variant = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-medium transition disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" {...props} className={buttonClass(variant, className)} />;
}
