import { useEffect } from 'react';

/** What leaving the current page would lose, as the confirmation asks it; null when nothing would be. */
let guarding: string | null = null;

/** For in-app navigation that is not a link (menus, buttons): true when it may go ahead. */
export function confirmLeave(): boolean {
  return guarding === null || window.confirm(guarding);
}

function warnOnUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}

/**
 * While active, closing or reloading the tab asks first (in the browser's own words). For a page that keeps its state
 * in session storage (the guided flow): going elsewhere in the app, or Back, loses nothing, so it does not ask.
 */
export function useUnloadGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('beforeunload', warnOnUnload);
    return () => window.removeEventListener('beforeunload', warnOnUnload);
  }, [active]);
}

/**
 * While active, leaving asks for confirmation with `message` (which must say what is lost): the browser's Back
 * button (a guard history entry), in-app links and menus; closing or reloading the tab asks in the browser's words.
 */
export function useLeaveGuard(active: boolean, message: string) {
  useUnloadGuard(active);
  useEffect(() => {
    if (!active) return;
    guarding = message;
    const onPopState = () => {
      if (window.confirm(message)) {
        window.removeEventListener('popstate', onPopState);
        history.back();
      } else {
        history.pushState({ pqGuard: true }, '', location.href);
      }
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const url = new URL((link as HTMLAnchorElement).href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    if (!(history.state as { pqGuard?: boolean } | null)?.pqGuard) history.pushState({ pqGuard: true }, '', location.href);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      guarding = null;
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}
