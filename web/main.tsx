import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { App } from './App';
import { AuthProvider } from './lib/auth';
import './styles.css';

/** Spec section 9: fetched data is cached for 5 minutes by default. */
const FIVE_MINUTES = 5 * 60 * 1000;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ dedupingInterval: FIVE_MINUTES, focusThrottleInterval: FIVE_MINUTES, shouldRetryOnError: false }}>
      <AuthProvider>
        <App />
      </AuthProvider>
      <Toaster position="top-center" closeButton />
    </SWRConfig>
  </StrictMode>,
);
