import { useEffect } from 'react';

const LEAVE_MESSAGE = 'Leave the guided flow? Your progress on this page will be lost.';

let guarding = false;

/** For in-app navigation that is not a link (menus, buttons): true when it may go ahead. */
export function confirmLeave(): boolean {
  return !guarding || window.confirm(LEAVE_MESSAGE);
}

/**
 * While active, leaving asks for confirmation: reload or closing the tab (beforeunload), the browser's Back
 * button (a guard history entry) and in-app links.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    guarding = true;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onPopState = () => {
      if (window.confirm(LEAVE_MESSAGE)) {
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
      if (!window.confirm(LEAVE_MESSAGE)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    if (!(history.state as { pqGuard?: boolean } | null)?.pqGuard) history.pushState({ pqGuard: true }, '', location.href);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      guarding = false;
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
