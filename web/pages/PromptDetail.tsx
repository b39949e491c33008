import { ChevronLeft, Copy, ListChecks, Pencil } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { AgentPanel } from '@/components/agents/AgentPanel';
import { FileView, PendingArtefacts } from '@/components/artefacts/FileView';
import { ClampedText } from '@/components/ClampedText';
import { ProgressPanel } from '@/components/agents/ProgressPanel';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PromptMeta } from '@/components/PromptMeta';
import { SharePanel } from '@/components/share/SharePanel';
import { Button, buttonClass } from '@/components/ui/Button';
import { Card, Panel } from '@/components/ui/Card';
import { VersionsPanel } from '@/components/versions/VersionsPanel';
import { usePrompt, useVersion } from '@/lib/account';
import { useProgress } from '@/lib/agents';
import { agentAssumptions } from '../../common/render/assumptions';
import { downloadText } from '@/lib/download';
import { generateUrl, reviewUrl } from '@/lib/routes';
import { prefillDetails, savedFlow } from '@/lib/storage';
import { copyToClipboard } from '@/lib/copy';

const Artefacts = lazy(() => import('@/components/artefacts/Artefacts'));
const QualityPanel = lazy(() => import('@/components/quality/QualityPanel'));

export default function PromptDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error } = usePrompt(id);
  const entry = data?.prompt;
  const newest = data?.version ?? null;
  const versions = data?.versions ?? [];
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  // After a regeneration: the version before and the new one, compared.
  const compare = search.get('compare') === 'latest' && versions.length > 1 ? versions.slice(-2).map((v) => v.number) : null;
  const [picked, setPicked] = useState<number | null>(null);
  // The prompt the tabs show (another target's, once switched), for the spec's Copy button.
  const [shownPrompt, setShownPrompt] = useState<{ number: number; text: string } | null>(null);
  const shownNumber = picked ?? newest?.number ?? null;
  const older = useVersion(id, picked !== null && picked !== newest?.number ? picked : null);
  const version = picked !== null && picked !== newest?.number ? (older.data ?? null) : newest;
  // The decisions a connected agent recorded show among the assumptions, answered by the agent.
  const { data: progress } = useProgress(id);
  const decided = useMemo(() => agentAssumptions(progress?.decisions ?? []), [progress?.decisions]);

  useEffect(() => {
    if (!error) return;
    toast.error('Failed to load prompt details', { next: true });
    navigate('/profile', { replace: true });
  }, [error, navigate]);

  if (!entry) return <LoadingScreen label="Loading prompt…" />;

  function modify() {
    if (!entry) return;
    prefillDetails.set({
      prompt: entry.project_description,
      target: entry.target_ai_platform,
      titles: entry.details.map((d) => d.title),
    });
    savedFlow.clear();
    toast.success('Loading your prompt in the feature selector...', { next: true });
    navigate(generateUrl(entry.project_description, entry.target_ai_platform));
  }

  const copy = (text: string) => copyToClipboard(text, { done: 'Prompt copied to clipboard!', failed: 'Failed to copy prompt' });

  const promptTitle = version && versions.length > 1 ? `Your prompt (v${version.number})` : 'Your prompt';

  return (
    <article className="container-page max-w-4xl space-y-4 py-6 sm:space-y-6 sm:py-10">
      <Link
        href="/profile"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-zinc-700 hover:text-zinc-900"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Back to history
      </Link>

      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 flex-1">
            <ClampedText
              as="h1"
              lines={3}
              text={entry.project_description}
              className="text-xl font-semibold tracking-tight sm:text-2xl"
            />
            <PromptMeta entry={entry} className="mt-3 text-sm" />
          </div>
          <div className="flex flex-wrap gap-2">
            {newest && (
              <Link href={reviewUrl(entry.id)} className={buttonClass('primary')}>
                <ListChecks aria-hidden="true" className="size-4" />
                Review and change answers
              </Link>
            )}
            <Button variant="secondary" onClick={modify}>
              <Pencil aria-hidden="true" className="size-4" />
              Modify
            </Button>
          </div>
        </div>
      </Card>

      {/* The prompt first, at every width; what is around it (versions, features, agents, sharing) after it. */}
      {version ? (
        <Panel
          title={promptTitle}
          action={
            <Button onClick={() => copy(shownPrompt?.number === version.number ? shownPrompt.text : version.text)}>
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          }
        >
          <Suspense fallback={<PendingArtefacts text={version.text} />}>
            <Artefacts
              key={version.number}
              brief={version.brief}
              promptText={version.text}
              target={version.target}
              questionHref={(questionId) => reviewUrl(entry.id, questionId)}
              moreAssumptions={decided}
              onPromptChange={(text) => setShownPrompt({ number: version.number, text })}
            >
              {(shown) => <QualityPanel {...shown} promptId={entry.id} />}
            </Artefacts>
          </Suspense>
        </Panel>
      ) : newest ? (
        // An older version is on its way: the newest stays in place meanwhile.
        <Panel title={promptTitle}>
          <PendingArtefacts text={newest.text} />
        </Panel>
      ) : (
        // Saved before briefs were kept: the prompt as it was, to copy or download.
        <Panel
          title="Your prompt"
          action={
            <Button onClick={() => copy(entry.generated_prompt)}>
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          }
        >
          <FileView
            path="prompt.md"
            isPrompt
            text={entry.generated_prompt}
            onCopy={() => void copy(entry.generated_prompt)}
            onDownload={() => downloadText('prompt.md', entry.generated_prompt)}
          />
        </Panel>
      )}

      {newest && versions.length > 0 && shownNumber !== null && (
        <VersionsPanel
          promptId={entry.id}
          versions={versions}
          shown={shownNumber}
          onShow={setPicked}
          initialCompare={compare && compare.length === 2 ? [compare[0]!, compare[1]!] : null}
        />
      )}

      <Panel title="Selected features">
        <ul className="space-y-2" aria-label="Selected features">
          {entry.details.map((d) => (
            <li key={d.title} className="rounded-xl bg-zinc-50 px-4 py-3">
              <p className="font-medium">{d.title}</p>
              {d.description && <p className="mt-1 text-sm text-zinc-600">{d.description}</p>}
            </li>
          ))}
        </ul>
      </Panel>

      {newest && <ProgressPanel promptId={entry.id} />}

      {newest && <AgentPanel promptId={entry.id} />}

      {version && <SharePanel promptId={entry.id} version={version.number} />}
    </article>
  );
}
