import { LoaderCircle } from 'lucide-react';
import { use, useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Link, Redirect } from 'wouter';
import { Input } from '@/components/ui/Input';
import type { SignInOptions } from '../../common/pages';
import { authErrorMessage, stringField, useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/hydration';
import { errorMessage } from '@/lib/api';
import { generateUrl } from '@/lib/routes';
import { pendingPrompt, returnAfterSignIn } from '@/lib/storage';

/** The ids of the sign-in providers this server offers (Auth.js's /providers answer, checked key by key). */
type Providers = Set<string>;

async function fetchProviders(): Promise<Providers> {
  const res = await fetch('/api/auth/providers', { credentials: 'same-origin', signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error('Could not load the sign-in options.');
  const body: unknown = await res.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return new Set();
  return new Set(Object.keys(body).filter((id) => stringField(Reflect.get(body, id), 'id') === id));
}

let providersRequest: Promise<Providers | undefined> | undefined;

/**
 * The sign-in options, asked for once per page load. The page waits for them (inside the app's Suspense
 * boundary) so it appears complete instead of growing when the development sign-in arrives. If they cannot
 * be loaded within 5 s, the page shows anyway with the Google button usable.
 */
function loadProviders(): Promise<Providers | undefined> {
  if (!providersRequest) {
    const request = fetchProviders().catch(() => undefined);
    // Marked settled, so `use` reads the answer at once once it is in, rather than suspending again.
    void request.then((value) => Object.assign(request, { status: 'fulfilled', value }));
    providersRequest = request;
  }
  return providersRequest;
}

/** For lazyPage: a preloaded /auth has its sign-in options too. */
export const preload = loadProviders;

/**
 * Prerendering: the options a server may offer, for one of the page's variants (the Worker serves the variant that
 * matches its own options, which the browser then reads from /api/auth/providers and hydrates with).
 */
export function presetSignInOptions({ google, dev }: SignInOptions) {
  const providers: Providers = new Set([...(google ? ['google'] : []), ...(dev ? ['dev'] : [])]);
  providersRequest = Object.assign(Promise.resolve(providers), { status: 'fulfilled', value: providers });
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z" />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}

/**
 * Where a signed-in user goes from /auth: the page that sent them to sign in (an agent's consent page), else the
 * pending prompt saved on home (cleared by /generate), else home.
 */
export function afterSignIn(): string {
  const back = returnAfterSignIn.get();
  if (back) return back;
  const pending = pendingPrompt.get();
  return pending ? generateUrl(pending.prompt, pending.target) : '/';
}

export default function Auth() {
  const { user, loading, signInWithGoogle, signInWithDev } = useAuth();
  const hydrated = useHydrated();
  const providers = use(loadProviders());
  const [busy, setBusy] = useState<'google' | 'dev' | null>(null);
  // Empty: a pre-filled address would sign in as whoever it names (locally, the admin) with one careless click.
  const [devEmail, setDevEmail] = useState('');
  const [devName, setDevName] = useState('');

  // Auth.js sends failed sign-ins back here with ?error=Code.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const error = params.get('error');
    if (!error) return;
    toast.error(authErrorMessage(error));
    history.replaceState(null, '', '/auth');
  }, []);

  if (user) return <Redirect to={afterSignIn()} replace />;

  async function google() {
    setBusy('google');
    try {
      await signInWithGoogle();
    } catch (error) {
      toast.error(errorMessage(error, 'Google sign in failed'));
      setBusy(null);
    }
  }

  async function dev(event: FormEvent) {
    event.preventDefault();
    setBusy('dev');
    try {
      await signInWithDev(devEmail.trim(), devName.trim());
    } catch (error) {
      toast.error(errorMessage(error, 'Development sign-in failed.'));
    } finally {
      setBusy(null);
    }
  }

  const googleAvailable = Boolean(providers?.has('google'));

  return (
    <section className="container-page flex justify-center py-16">
      {/* A signed-in user is sent on: while that is being found out (the session hint says it may be so), the card
          keeps its place unseen rather than flash by. */}
      <div
        className={`w-full max-w-md rounded-2xl border border-zinc-200 bg-white p-8 shadow-sm ${
          hydrated ? (loading ? 'invisible' : '') : 'session:invisible'
        }`}
      >
        <h1 className="text-2xl font-semibold tracking-tight">Sign in to Continue</h1>
        <p className="mt-2 text-zinc-600">Sign in with Google to start building perfect prompts</p>

        <button
          type="button"
          onClick={google}
          disabled={busy !== null || (providers !== undefined && !googleAvailable)}
          // Prerendered: shown at once, usable once the app runs.
          aria-disabled={hydrated ? undefined : true}
          className="mt-6 flex min-h-12 w-full items-center justify-center gap-3 rounded-full border border-zinc-300 bg-white px-4 font-medium text-zinc-900 shadow-sm transition hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'google' ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <GoogleMark />}
          Continue with Google
        </button>
        {providers !== undefined && !googleAvailable && (
          <p className="mt-2 text-center text-sm text-zinc-600">Google sign-in is not configured on this server.</p>
        )}

        {providers?.has('dev') && (
          <form onSubmit={dev} className="mt-6 border-t border-dashed border-zinc-300 pt-6" aria-labelledby="dev-signin-title">
            <h2 id="dev-signin-title" className="text-sm font-semibold text-zinc-800">
              Development sign-in
            </h2>
            <p className="mt-1 text-xs text-zinc-600">Local development only: no Google account needed.</p>
            <label className="mt-3 block text-sm font-medium text-zinc-700" htmlFor="dev-email">
              Email
            </label>
            <Input
              id="dev-email"
              type="email"
              required
              value={devEmail}
              placeholder="you@example.com"
              autoComplete="email"
              readOnly={!hydrated}
              onChange={(e) => setDevEmail(e.target.value)}
              className="mt-1"
            />
            <label className="mt-3 block text-sm font-medium text-zinc-700" htmlFor="dev-name">
              Name
            </label>
            <Input
              id="dev-name"
              type="text"
              value={devName}
              placeholder="Optional"
              autoComplete="name"
              readOnly={!hydrated}
              onChange={(e) => setDevName(e.target.value)}
              className="mt-1"
            />
            <button
              type="submit"
              disabled={busy !== null}
              aria-disabled={hydrated ? undefined : true}
              className="mt-4 flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-zinc-900 px-4 font-medium text-white hover:bg-zinc-700 disabled:opacity-60"
            >
              {busy === 'dev' && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              Sign in (development)
            </button>
          </form>
        )}

        <p className="mt-6 text-center text-xs text-zinc-600">
          By continuing, you agree to our{' '}
          <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
