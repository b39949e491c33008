import { LoaderCircle } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { useFocusOnMount } from '@/lib/focus';

/** The analysing / generating screens between steps. */
export function WorkingScreen({ title, detail }: { title: string; detail: string }) {
  // The button that led here is gone: focus follows to what is happening now.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card role="status" aria-live="polite" className="flex flex-col items-center py-16 text-center">
      <div className="relative">
        <div className="absolute inset-0 animate-ping rounded-full bg-brand-200 motion-reduce:animate-none" />
        <div className="relative flex size-16 items-center justify-center rounded-full bg-brand-100">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700 motion-reduce:animate-none" />
        </div>
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-6 text-xl font-semibold outline-none">
        {title}
      </h2>
      <p className="mt-2 max-w-md text-zinc-600">{detail}</p>
    </Card>
  );
}
