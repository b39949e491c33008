import { LoaderCircle } from 'lucide-react';
import { Card } from '@/components/ui/Card';

/** The analysing / generating screens between steps. */
export function WorkingScreen({ title, detail }: { title: string; detail: string }) {
  return (
    <Card role="status" aria-live="polite" className="flex flex-col items-center py-16 text-center">
      <div className="relative">
        <div className="absolute inset-0 animate-ping rounded-full bg-brand-200 motion-reduce:animate-none" />
        <div className="relative flex size-16 items-center justify-center rounded-full bg-brand-100">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700 motion-reduce:animate-none" />
        </div>
      </div>
      <h2 className="mt-6 text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-zinc-600">{detail}</p>
    </Card>
  );
}
