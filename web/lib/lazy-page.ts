import { createElement, lazy, type ComponentType } from 'react';

interface PageModule<P> {
  default: ComponentType<P>;
  /** What the page waits for before it can render (fetched once), for `preload` to wait for too. */
  preload?: () => Promise<unknown>;
}

/**
 * A lazily loaded page that can also be loaded ahead: once preloaded, it renders at once instead of suspending.
 * main.tsx preloads the page a prerendered HTML shows before hydrating it, so the page hydrates in one pass and the
 * prerendered HTML is adopted, never replaced.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  function Page(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  Page.preload = async () => {
    const module = await load();
    await module.preload?.();
    loaded = module.default;
  };
  return Page;
}
