import { Check, Copy, ListChecks, Plus, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AgentPanel } from '@/components/agents/AgentPanel';
import { Button, buttonClass } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PendingArtefacts } from '@/components/artefacts/FileView';
import { usePrompt } from '@/lib/account';
import { useFocusOnMount } from '@/lib/focus';
import { reviewUrl } from '@/lib/routes';
import { copyToClipboard } from '@/lib/copy';

const Artefacts = lazy(() => import('@/components/artefacts/Artefacts'));
const QualityPanel = lazy(() => import('@/components/quality/QualityPanel'));

interface Props {
  prompt: string;
  streaming: boolean;
  /** Where the finished prompt is saved: its brief renders the other artefacts. */
  promptId: string | null;
  onStartOver: () => void;
  onAddMore: () => void;
}

/** Spec section 9: the copy confirmation lasts 2 seconds. */
const COPIED_MS = 2000;

export function PromptResult({ prompt, streaming, promptId, onStartOver, onAddMore }: Props) {
  const [copied, setCopied] = useState(false);
  // The prompt as shown: another target's, once the user switches target under the tabs.
  const [switched, setSwitched] = useState<string | null>(null);
  const shown = switched ?? prompt;
  const { data: saved } = usePrompt(streaming ? null : promptId);
  const version = saved?.version ?? null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyToClipboard(shown, { failed: 'Failed to copy prompt' }))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  // The text as it streams and while the other files load, where the artefacts will show it.
  const pending = <PendingArtefacts text={prompt} streaming={streaming} />;

  return (
    <>
      <Card roomy>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            Your Magic Prompt
          </h2>
          <Button onClick={copy} disabled={streaming || !prompt}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? 'Copied!' : 'Copy Prompt'}
          </Button>
        </div>
        {version ? (
          <div className="mt-5">
            <Suspense fallback={pending}>
              <Artefacts
                brief={version.brief}
                promptText={version.text}
                target={version.target}
                questionHref={promptId ? (questionId) => reviewUrl(promptId, questionId) : undefined}
                onPromptChange={setSwitched}
              >
                {(shown) => <QualityPanel {...shown} promptId={promptId} />}
              </Artefacts>
            </Suspense>
          </div>
        ) : (
          <div className="mt-5">{pending}</div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          {version && promptId && (
            <Link href={reviewUrl(promptId)} className={buttonClass('secondary')}>
              <ListChecks aria-hidden="true" className="size-4" />
              Review and change answers
            </Link>
          )}
          <Button variant="secondary" onClick={onAddMore} disabled={streaming}>
            <Plus aria-hidden="true" className="size-4" />
            Add More Features
          </Button>
          <Button variant="secondary" onClick={onStartOver} disabled={streaming}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Start Over
          </Button>
        </div>
      </Card>
      {version && promptId && (
        <div className="mt-6">
          <AgentPanel promptId={promptId} />
        </div>
      )}
    </>
  );
}
