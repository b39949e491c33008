import { Bot, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { LoadingScreen } from '@/components/LoadingScreen';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { decide, useConsent, type Consent } from '@/lib/agents';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { returnAfterSignIn } from '@/lib/storage';
import { ACCESS_LABELS, type AgentAccessLevel } from '../../common/agents';

const ACCESS_HELP: Record<AgentAccessLevel, string> = {
  read: 'List your prompts and read their briefs and files.',
  write: 'Also mark tasks as in progress, done or blocked, and record the decisions it makes.',
};

function ConsentForm({ query, consent }: { query: string; consent: Consent }) {
  const [access, setAccess] = useState<AgentAccessLevel>('write');
  const [busy, setBusy] = useState<'allow' | 'deny' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const { client, redirect } = consent;

  async function answer(decision: 'allow' | 'deny') {
    setBusy(decision);
    setFailure(null);
    try {
      // Back to the agent, which finishes signing in with the code (or learns it was denied).
      window.location.assign(await decide(query, decision, access));
    } catch (err) {
      setFailure(errorMessage(err, 'Something went wrong. Start connecting again from your agent.'));
      setBusy(null);
    }
  }

  return (
    <Card roomy aria-labelledby={headingId} role="region">
      <Bot aria-hidden="true" className="size-8 text-brand-700" />
      <h1 id={headingId} className="mt-3 text-2xl font-semibold tracking-tight break-words">
        Allow {client.name} to use your prompt.qordinate account?
      </h1>
      <p className="mt-3 text-sm text-zinc-700">
        {client.domain ? (
          <>
            Published by <strong>{client.domain}</strong>.
          </>
        ) : (
          'This app registered itself; its name is not verified.'
        )}{' '}
        Access will be sent to <strong>{redirect.host}</strong>.
      </p>
      {redirect.loopback && (
        <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This sends access to an app on your computer. Continue only if you just started connecting it from your coding agent.
        </p>
      )}
      <fieldset className="mt-6">
        <legend className="text-sm font-medium text-zinc-900">What may it do?</legend>
        <div className="mt-2 space-y-2">
          {(['write', 'read'] as const).map((level) => (
            <label
              key={level}
              className="flex cursor-pointer gap-3 rounded-xl border border-zinc-200 px-4 py-3 has-[:checked]:border-brand-700"
            >
              <input
                type="radio"
                name="access"
                value={level}
                checked={access === level}
                onChange={() => setAccess(level)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium">{ACCESS_LABELS[level]}</span>
                <span className="block text-sm text-zinc-600">{ACCESS_HELP[level]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-4 flex gap-2 text-sm text-zinc-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        It never spends your prompts. You can revoke it any time on your profile page.
      </p>
      {failure && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void answer('deny')} disabled={busy !== null}>
          {busy === 'deny' ? 'Denying…' : 'Deny'}
        </Button>
        <Button onClick={() => void answer('allow')} disabled={busy !== null}>
          {busy === 'allow' ? 'Allowing…' : 'Allow'}
        </Button>
      </div>
    </Card>
  );
}

function Consenting({ query }: { query: string }) {
  const { data, error } = useConsent(query);
  const redirectTo = data?.redirectTo ?? null;

  useEffect(() => {
    // A request the server refused but whose address it verified: the agent is told why.
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  if (error) {
    return (
      <Card roomy>
        <h1 className="text-2xl font-semibold tracking-tight">This link cannot connect an agent</h1>
        <p className="mt-3 text-sm text-zinc-700">{errorMessage(error, 'The sign-in link is not valid.')}</p>
        <p className="mt-3 text-sm text-zinc-700">Start connecting again from your coding agent.</p>
        <Link href="/" className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
          Go to the home page
        </Link>
      </Card>
    );
  }
  if (!data?.consent) return <LoadingScreen label="Checking the agent…" />;
  return <ConsentForm query={query} consent={data.consent} />;
}

/**
 * The consent page a coding agent opens to connect (OAuth's authorization endpoint): sign in first if needed, then
 * see which app asks, where its access goes, choose what it may do, and allow or deny.
 */
export default function Authorize() {
  const { user } = useAuth();
  const query = window.location.search.replace(/^\?/, '');
  const here = `${window.location.pathname}${window.location.search}`;

  useEffect(() => {
    if (user) returnAfterSignIn.clear();
  }, [user]);

  if (!user) {
    returnAfterSignIn.set(here);
    return <Redirect to="/auth" replace />;
  }
  return (
    <section className="container-page flex justify-center py-16">
      <div className="w-full max-w-xl">
        <Consenting query={query} />
      </div>
    </section>
  );
}
