import { LoaderCircle } from 'lucide-react';

export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-zinc-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
