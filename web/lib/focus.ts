import { useEffect, useRef } from 'react';

/**
 * A heading that takes focus when it appears (give it tabIndex={-1}): each new step or page of a flow starts there
 * for keyboard and screen-reader users, instead of focus falling back to the page body.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
