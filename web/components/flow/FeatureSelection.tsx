import { Check, Lightbulb, LoaderCircle, Plus, Sparkles, X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';
import { PromptsLeft } from '@/components/PromptsLeft';
import { useFocusOnMount } from '@/lib/focus';
import { promptsLeft, type QuotaState } from '../../../common/plans';
import { sameTitle } from '../../../common/titles';

interface Props {
  suggestions: string[];
  selected: string[];
  maxFeatures: number;
  plan: string;
  loadingMore: boolean;
  hasBasePrompt: boolean;
  /** The user's quota: how many prompts are left is shown here, before the interview. */
  subscription?: QuotaState & { plan: string };
  /** What was understood of the description, above the suggestions. */
  readBack?: ReactNode;
  onToggle: (title: string) => void;
  onRemove: (title: string) => void;
  onAddCustom: (title: string) => void;
  onMore: () => void;
  onGenerate: () => void;
}

export function FeatureSelection(props: Props) {
  const { suggestions, selected, maxFeatures, plan } = props;
  const [custom, setCustom] = useState('');
  const atLimit = selected.length >= maxFeatures;
  const isSelected = (title: string) => selected.some((s) => sameTitle(s, title));
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // With no prompt left, an interview would end in a refusal: say so now, and do not start one.
  const outOfPrompts = props.subscription ? promptsLeft(props.subscription) === 0 : false;

  function addCustom(event?: FormEvent) {
    event?.preventDefault();
    const title = custom.trim();
    if (!title) return;
    if (!isSelected(title) && atLimit) return;
    props.onAddCustom(title);
    setCustom('');
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          Choose your features
        </h2>
        <p className="mt-1 text-zinc-600">Pick what your project needs. We will ask about each one next.</p>
      </div>

      {props.subscription && outOfPrompts && <PromptsLeft subscription={props.subscription} />}

      {props.hasBasePrompt && (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          Your current prompt is kept as the base: add features, then answer a few more questions to extend it.
        </p>
      )}

      <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Tip: select 3-5 key features for the best results.
      </p>

      {props.readBack}

      <Card role="region" aria-labelledby="suggested-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="suggested-title" className="font-semibold">
            Suggested features
          </h3>
          <Button variant="secondary" onClick={props.onMore} disabled={props.loadingMore}>
            {props.loadingMore ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="size-4" />
            )}
            {props.loadingMore ? 'Generating...' : 'Get More Suggestions'}
          </Button>
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Suggested features">
          {suggestions.map((title) => {
            const on = isSelected(title);
            const blocked = !on && atLimit;
            return (
              <li key={title}>
                <button
                  type="button"
                  aria-pressed={on}
                  disabled={blocked}
                  onClick={() => props.onToggle(title)}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-left text-sm transition ${
                    on
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-zinc-300 bg-white text-zinc-800 hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-50'
                  }`}
                >
                  {on ? (
                    <Check aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <Plus aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  {title}
                </button>
              </li>
            );
          })}
        </ul>

        <form onSubmit={addCustom} className="mt-5 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="custom-feature" className="sr-only">
            Add your own feature
          </label>
          <Input
            pill
            id="custom-feature"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            maxLength={120}
            placeholder="Add your own feature…"
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={!custom.trim() || (atLimit && !isSelected(custom))}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </form>
      </Card>

      <Card role="region" aria-labelledby="selected-title">
        <h3 id="selected-title" className="font-semibold">
          Selected features ({selected.length})
        </h3>
        {atLimit && (
          <p role="status" className="mt-2 text-sm text-amber-900">
            Your {plan} plan allows up to {maxFeatures} features per prompt. Remove one to choose another, or{' '}
            <a href="/subscription" className="font-medium underline">
              upgrade your plan
            </a>
            .
          </p>
        )}
        {selected.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-600">No features selected yet.</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Selected features">
            {selected.map((title) => (
              <li
                key={title}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-800"
              >
                {title}
                <button
                  type="button"
                  onClick={() => props.onRemove(title)}
                  aria-label={`Remove ${title}`}
                  className="-my-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-200"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {props.subscription && !outOfPrompts && <PromptsLeft subscription={props.subscription} className="sm:mr-auto" />}
        <Button onClick={props.onGenerate} disabled={selected.length === 0 || outOfPrompts} className="w-full sm:w-auto">
          Generate Questions for {selected.length} Feature(s)
        </Button>
      </div>
    </div>
  );
}
