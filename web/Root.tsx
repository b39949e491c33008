import { StrictMode } from 'react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { App } from './App';
import { AuthProvider } from './lib/auth';

/** Spec section 9: fetched data is cached for 5 minutes by default. */
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The whole app: rendered by the browser (main.tsx) and, for the prerendered pages, at build time
 * (prerender.tsx) with `path` set, so both produce the same HTML.
 */
export function Root({ path }: { path?: string }) {
  return (
    <StrictMode>
      <SWRConfig value={{ dedupingInterval: FIVE_MINUTES, focusThrottleInterval: FIVE_MINUTES, shouldRetryOnError: false }}>
        <Router ssrPath={path}>
          <AuthProvider>
            <App />
          </AuthProvider>
        </Router>
        {/* Below the sticky header (4rem), never over it. */}
        <Toaster position="top-center" closeButton offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
      </SWRConfig>
    </StrictMode>
  );
}
