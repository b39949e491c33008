import { lazyPage } from './lazy-page';

/**
 * The lazily loaded pages home leads to, shared by App and home: home preloads the next page while the user types,
 * so pressing submit renders it at once. Preloaded, it does not even suspend (a page that suspends, however briefly,
 * is revealed only after React's fallback throttle, about 300 ms).
 */
export const GeneratePage = lazyPage(() => import('../pages/Generate'));
export const AuthPage = lazyPage(() => import('../pages/Auth'));
