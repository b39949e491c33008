import { Eye } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { SHARE_ID_PATTERN } from '../../common/shares';
import { conventionsFor } from '../../common/targets';
import { LoadingScreen } from '@/components/LoadingScreen';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, Panel } from '@/components/ui/Card';
import { formatDate } from '@/lib/account';
import { ApiRequestError } from '@/lib/api';
import { useShared } from '@/lib/shares';
import { PendingArtefacts } from '@/components/artefacts/FileView';
import { ClampedText } from '@/components/ClampedText';

const Artefacts = lazy(() => import('@/components/artefacts/Artefacts'));

/** Keeps search engines away while a shared prompt is on screen (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => {
      meta.remove();
    };
  }, []);
}

const homeLink =
  'mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800';

function Missing() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-semibold">This link does not exist or was revoked.</h1>
      <p className="mt-2 text-zinc-600">Ask whoever sent it for a new one.</p>
      <Link href="/" className={homeLink}>
        Return to Home
      </Link>
    </section>
  );
}

/** A read-only prompt someone shared: its description, version and artefacts. Works signed out. */
export default function Shared() {
  const { shareId = '' } = useParams<{ shareId: string }>();
  const wellFormed = SHARE_ID_PATTERN.test(shareId);
  const { data, error, isLoading, mutate } = useShared(wellFormed ? shareId : null);
  useNoIndex();

  if (!wellFormed || (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))) return <Missing />;
  if (error) {
    return (
      <section className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-2xl font-semibold">Could not load this shared prompt.</h1>
        <p className="mt-2 text-zinc-600">{error instanceof Error ? error.message : 'Please try again.'}</p>
        <Button className="mt-8" onClick={() => void mutate()}>
          Try again
        </Button>
      </section>
    );
  }
  if (!data || isLoading) return <LoadingScreen label="Loading shared prompt…" />;

  const { description, version } = data;
  return (
    <article className="container-page max-w-4xl space-y-6 py-10">
      <p role="note" className="flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <Eye aria-hidden="true" className="size-4 shrink-0" />A read-only prompt shared with you: read, copy or download it; the
        original cannot be changed from here.
      </p>
      <Card>
        <ClampedText as="h1" lines={3} text={description} className="text-2xl font-semibold tracking-tight" />
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-zinc-600">
          <span>Version {version.number}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDate(version.created_at)}</span>
          <Badge size="xs" className="font-medium">
            {conventionsFor(version.target).label}
          </Badge>
        </div>
      </Card>
      <Panel title="Prompt and files">
        <Suspense fallback={<PendingArtefacts text={version.text} />}>
          <Artefacts brief={version.brief} promptText={version.text} target={version.target} />
        </Suspense>
      </Panel>
      <p className="text-center text-sm text-zinc-600">
        <Link href="/" className="font-medium text-brand-700 underline underline-offset-2">
          Write your own prompt
        </Link>{' '}
        with prompt.qordinate.
      </p>
    </article>
  );
}
