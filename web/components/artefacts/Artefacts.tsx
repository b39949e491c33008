import { AlertTriangle, FileArchive } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { Brief } from '../../../common/brief';
import { artefactFiles, renderArtefacts, type ArtefactFile, type ArtefactId } from '../../../common/render/artefacts';
import { assumptionsOf, type Assumption } from '../../../common/render/assumptions';
import type { CriteriaFormat } from '../../../common/render/shared';
import { slug } from '../../../common/render/shared';
import { sizeOf } from '../../../common/render/size';
import { conventionsFor } from '../../../common/targets';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Input';
import { Tabs } from '@/components/ui/Tabs';
import { Term } from '@/components/ui/Term';
import { downloadText, downloadZip } from '@/lib/download';
import { targetParam, useTargets } from '@/lib/targets';
import { AssumptionList } from './AssumptionList';
import { FileView } from './FileView';
import { copyToClipboard } from '@/lib/copy';

const MergedDiff = lazy(() => import('./MergedDiff'));

interface Props {
  brief: Brief;
  /** The prompt as generated for the brief's own target (an LLM's text, or the composer's). */
  promptText: string;
  /** The target value the prompt was generated for (api_endpoint or lowercased name). */
  target: string;
  /** Where assumptions link to change the question behind them; absent where no review exists. */
  questionHref?: (questionId: string) => string;
  /** Assumptions from outside the brief: the decisions a connected coding agent recorded. */
  moreAssumptions?: readonly Assumption[];
  /** Told the prompt currently shown, so "Copy Prompt" above copies what the user sees. */
  onPromptChange?: (text: string) => void;
  /** Shown under the files for the prompt currently shown (the quality check); may be lazy. */
  children?: (shown: ShownPrompt) => ReactNode;
}

/** The brief, the target picked under "Target" and that target's prompt as shown. */
export interface ShownPrompt {
  brief: Brief;
  target: string;
  promptText: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * Every artefact of one brief, as tabs, each file with its size, Copy and Download; the target and the criteria
 * format re-render on the spot (no request, no quota). Loaded lazily: the renderers are not on the home page.
 */
export default function Artefacts({
  brief,
  promptText,
  target: initialTarget,
  questionHref,
  moreAssumptions = [],
  onPromptChange,
  children,
}: Props) {
  const { data: targets } = useTargets();
  const [target, setTarget] = useState(initialTarget);
  const [criteria, setCriteria] = useState<CriteriaFormat>('ears');
  const [active, setActive] = useState<ArtefactId>('prompt');
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const artefacts = useMemo(
    () => renderArtefacts(brief, { target, criteria, promptText }),
    [brief, target, criteria, promptText],
  );
  const current = artefacts.find((a) => a.id === active) ?? artefacts[0];
  const prompt = artefacts[0]?.files[0]?.text ?? promptText;
  const targetKey = conventionsFor(target).key;
  const label = conventionsFor(target).label;

  useEffect(() => onPromptChange?.(prompt), [prompt, onPromptChange]);

  const options = useMemo(() => {
    const list = (targets ?? []).map((t) => ({ value: targetParam(t), label: t.name }));
    if (!list.some((o) => conventionsFor(o.value).key === conventionsFor(initialTarget).key)) {
      list.unshift({ value: initialTarget, label: conventionsFor(initialTarget).label });
    }
    return list;
  }, [targets, initialTarget]);

  const copy = (file: ArtefactFile) => copyToClipboard(file.text, { done: `Copied ${file.path}`, failed: 'Failed to copy' });

  async function downloadAll() {
    try {
      await downloadZip(`${slug(brief.name).split('-').slice(0, 8).join('-')}-${targetKey}.zip`, artefactFiles(artefacts));
    } catch {
      toast.error('Could not create the zip file. Please try again.');
    }
  }

  return (
    <div className="space-y-4">
      {/* The prompt first, at every width; the controls that change it and its quality check come after it. */}
      <Tabs label="Artefacts" tabs={artefacts} active={current?.id ?? 'prompt'} onChange={setActive}>
        {current?.files.map((file) => {
          const size = sizeOf(file, targetKey);
          const isPrompt = current.id === 'prompt';
          return (
            <FileView
              key={file.path}
              path={file.path}
              title={file.title}
              size={`≈ ${numberFormat.format(size.tokens)} tokens`}
              text={file.text}
              isPrompt={isPrompt}
              onCopy={() => void copy(file)}
              onDownload={() => downloadText(file.path, file.text)}
              note={
                <>
                  {file.existing !== undefined && (
                    <div className="mt-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="merged-note">
                      <p>
                        Merged with your repository’s own <code className="font-mono">{file.path}</code>: every line of it is
                        kept, and what this prompt adds follows it.{' '}
                        <button
                          type="button"
                          className="font-medium underline underline-offset-2"
                          aria-expanded={diffOf === file.path}
                          onClick={() => setDiffOf(diffOf === file.path ? null : file.path)}
                        >
                          {diffOf === file.path ? 'Hide the differences' : 'Show the differences'}
                        </button>
                      </p>
                      {diffOf === file.path && (
                        <Suspense fallback={<p className="mt-2">Loading the differences…</p>}>
                          <MergedDiff path={file.path} existing={file.existing} merged={file.text} />
                        </Suspense>
                      )}
                    </div>
                  )}
                  {size.over && (
                    <p
                      role="note"
                      className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
                    >
                      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {size.over.unit === 'lines'
                        ? `${numberFormat.format(size.lines)} lines: past the ${numberFormat.format(size.over.limit)} lines this file is read well within.`
                        : `About ${numberFormat.format(size.tokens)} tokens: more than ${label} reads comfortably in one message (${numberFormat.format(size.over.limit)}).${isPrompt ? ' The phased prompts split it into steps.' : ''}`}
                    </p>
                  )}
                </>
              }
            />
          );
        })}
        {current?.id === 'prompt' && (
          <AssumptionList assumptions={[...assumptionsOf(brief), ...moreAssumptions]} questionHref={questionHref} />
        )}
      </Tabs>

      <div className="flex flex-wrap items-end gap-3 border-t border-zinc-100 pt-4">
        <label className="text-sm font-medium text-zinc-700">
          Target
          <Select
            className="mt-1 block"
            value={options.find((o) => conventionsFor(o.value).key === targetKey)?.value ?? target}
            onChange={(e) => setTarget(e.target.value)}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </label>
        <div className="flex items-end">
          <label className="text-sm font-medium text-zinc-700">
            Acceptance criteria
            <Select
              className="mt-1 block"
              value={criteria}
              onChange={(e) => setCriteria(e.target.value === 'gherkin' ? 'gherkin' : 'ears')}
            >
              <option value="ears">When … shall … sentences</option>
              <option value="gherkin">Given / When / Then scenarios</option>
            </Select>
          </label>
          <Term label="About these formats">
            “When … shall …” sentences follow EARS, the Easy Approach to Requirements Syntax. “Given / When / Then” scenarios are
            Gherkin, the language BDD test tools read.
          </Term>
        </div>
        <Button variant="secondary" className="ml-auto" onClick={downloadAll}>
          <FileArchive aria-hidden="true" className="size-4" />
          Download all (.zip)
        </Button>
      </div>

      {children && <Suspense fallback={null}>{children({ brief, target, promptText: prompt })}</Suspense>}
    </div>
  );
}
