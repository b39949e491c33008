import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { isShellRoute, isSignedInRoute, PAGES, type PageName } from '../common/pages';
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

/** The module of each page in the route table (common/pages.ts): a page missing here fails the type check. */
const COMPONENTS: Record<PageName, ComponentType> = {
  Home,
  Auth,
  Privacy,
  Generate,
  Admin,
  Profile,
  Subscription,
  PromptDetail,
  Review,
  Authorize,
  Shared,
};

const ROUTES = PAGES.map(({ path, page, guard }) => ({
  path,
  component: guard ? guarded(COMPONENTS[page]) : COMPONENTS[page],
}));

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
              {ROUTES.map(({ path, component }) => (
                <Route key={path} path={path} component={component} />
              ))}
              <Route component={NotFound} />
            </Switch>
          </main>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
