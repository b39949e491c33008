import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { isShellRoute, isSignedInRoute } from '../common/pages';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { LoadingScreen } from './components/LoadingScreen';
import { RequireAuth } from './components/RequireAuth';
import { useAuth } from './lib/auth';
import { lazyPage } from './lib/lazy-page';
import { AuthPage, GeneratePage } from './lib/pages';
import { dismissPageToasts } from './lib/toast';
import Home from './pages/Home';

const Auth = AuthPage;
const Generate = GeneratePage;
const Admin = lazy(() => import('./pages/Admin'));
const Profile = lazy(() => import('./pages/Profile'));
const Subscription = lazy(() => import('./pages/Subscription'));
const PromptDetail = lazy(() => import('./pages/PromptDetail'));
const Review = lazy(() => import('./pages/Review'));
const Privacy = lazyPage(() => import('./pages/Privacy'));
const Shared = lazy(() => import('./pages/Shared'));
const Authorize = lazy(() => import('./pages/Authorize'));
const NotFound = lazyPage(() => import('./pages/NotFound'));

/** Loads the page a prerendered HTML shows (and what it waits for), so hydration adopts that HTML in one pass. */
export function preloadPrerendered(pathname: string): Promise<void> {
  if (pathname === '/' || isShellRoute(pathname)) return Promise.resolve();
  if (pathname === '/privacy') return Privacy.preload();
  if (pathname === '/auth') return Auth.preload();
  return NotFound.preload();
}

function guarded(Page: ComponentType) {
  return function Guarded() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

const GuardedGenerate = guarded(Generate);
const GuardedAdmin = guarded(Admin);
const GuardedProfile = guarded(Profile);
const GuardedSubscription = guarded(Subscription);
const GuardedPromptDetail = guarded(PromptDetail);
const GuardedReview = guarded(Review);

function Loading() {
  return (
    <main id="main" className="flex-1">
      <LoadingScreen />
    </main>
  );
}

export function App() {
  const { loading } = useAuth();
  const [location] = useLocation();
  // The pages behind sign-in wait for the session; public pages show at once, as prerendered.
  const waiting = loading && isSignedInRoute(location);
  // A page's toasts leave with it.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    dismissPageToasts();
  }, [location]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      {waiting ? (
        <Loading />
      ) : (
        // The footer loads with the page: shown before a lazy page arrives, it would jump down when it does.
        <Suspense fallback={<Loading />}>
          {/* A signed-in page fills in as its data arrives: the footer waits below the fold meanwhile, rather than be
              pushed down the screen (a layout shift) when it does. */}
          <main id="main" className={`flex-1 ${isShellRoute(location) ? 'min-h-[calc(100dvh-4rem)]' : ''}`}>
            <Switch>
              <Route path="/" component={Home} />
              <Route path="/auth" component={Auth} />
              <Route path="/generate" component={GuardedGenerate} />
              <Route path="/admin" component={GuardedAdmin} />
              <Route path="/profile" component={GuardedProfile} />
              <Route path="/subscription" component={GuardedSubscription} />
              <Route path="/prompt/:id" component={GuardedPromptDetail} />
              <Route path="/prompt/:id/review" component={GuardedReview} />
              <Route path="/privacy" component={Privacy} />
              <Route path="/s/:shareId" component={Shared} />
              {/* Handles its own sign-in: it must come back here, query and all, afterwards. */}
              <Route path="/oauth/authorize" component={Authorize} />
              <Route component={NotFound} />
            </Switch>
          </main>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
