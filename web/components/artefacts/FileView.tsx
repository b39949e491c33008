import { Copy, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Tabs } from '@/components/ui/Tabs';

interface Props {
  path: string;
  /** A heading above the file, when the artefact has several (the phases). */
  title?: string;
  /** "≈ 1,234 tokens", once known. */
  size?: string;
  text: ReactNode;
  /** The build prompt itself: the page's "Generated prompt" region. */
  isPrompt: boolean;
  /** Still being written. */
  busy?: boolean;
  onCopy?: () => void;
  onDownload?: () => void;
  /** Under the text: a note on its size. */
  note?: ReactNode;
}

/**
 * One file of the artefacts: a one-line head (path, size, Copy and Download) and the text under it. The head never
 * wraps, so the text sits at the same place while the prompt streams, while the other files load and once they have.
 */
export function FileView({ path, title, size, text, isPrompt, busy = false, onCopy, onDownload, note }: Props) {
  return (
    <section aria-label={path} className="mb-6 last:mb-0">
      {title && <h3 className="mb-1 font-semibold">{title}</h3>}
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm text-zinc-600">
          <code className="font-mono">{path}</code>
          {size && ` · ${size}`}
        </p>
        <Button variant="secondary" onClick={onCopy} disabled={!onCopy} aria-label={`Copy ${path}`}>
          <Copy aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Copy</span>
        </Button>
        <Button
          variant="secondary"

          onClick={onDownload}
          disabled={!onDownload}
          aria-label={`Download ${path}`}
        >
          <Download aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Download</span>
        </Button>
      </div>
      <pre
        tabIndex={0}
        {...(isPrompt
          ? { role: 'region', 'aria-label': 'Generated prompt', 'aria-busy': busy, 'aria-live': busy ? 'polite' : undefined }
          : { 'aria-label': path })}
        className="mt-3 max-h-[60vh] overflow-auto rounded-2xl bg-zinc-950 p-5 font-mono text-sm leading-relaxed whitespace-pre-wrap text-zinc-100"
      >
        {text}
      </pre>
      {note}
    </section>
  );
}

const ONLY_PROMPT = [{ id: 'prompt', label: 'Prompt' }] as const;

/**
 * The prompt alone, laid out exactly as the artefacts will show it (tab row, file head, text): while it streams, and
 * while the other files' renderers load. When they arrive, they fill in around the text, which does not move.
 */
export function PendingArtefacts({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return (
    <Tabs label="Artefacts" tabs={ONLY_PROMPT} active="prompt" onChange={() => undefined}>
      <FileView
        path="prompt.md"
        isPrompt
        busy={streaming}
        text={
          <>
            {text}
            {streaming && (
              <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-brand-500 align-middle" />
            )}
          </>
        }
      />
    </Tabs>
  );
}
