import { useLayoutEffect, useRef, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';

const never = () => () => undefined;

/**
 * False while the page is prerendered at build time and while the browser hydrates that HTML; true from then on
 * (and from the start on pages the browser renders itself). What differs between the two must wait for true, or the
 * browser's first render would not match the HTML it adopts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * State whose first value comes from the browser (storage, the session hint). Prerendered HTML and the hydrating
 * render use `prerendered`; the browser's own value replaces it before the first paint after hydration.
 */
export function useBrowserState<T>(read: () => T, prerendered: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => (hydrated ? read() : prerendered));
  const pending = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    setValue(read());
    // Once, after hydration: `read` is the initial value's source, not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [value, setValue];
}
