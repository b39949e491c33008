/**
 * The app's toasts (sonner underneath), with two rules a polished app keeps: a toast belongs to the page that showed
 * it and leaves with it (unless it announces the page the app is going to), and at most one success toast shows at a
 * time, the newest replacing the one before. The same error twice is one toast.
 */
import { toast as sonner, type ExternalToast } from 'sonner';

interface Options extends ExternalToast {
  /** Shown as the app moves to another page, which it concerns: it stays on that page. */
  next?: boolean;
}

/** The one success toast. */
const SUCCESS_ID = 'success';
/** Toasts shown for the page the app is going to: kept through the next page change. */
const travelling = new Set<string | number>();

function keep(id: string | number, next: boolean | undefined) {
  if (next) travelling.add(id);
  return id;
}

export const toast = {
  success: (message: string, { next, ...options }: Options = {}) =>
    keep(sonner.success(message, { id: SUCCESS_ID, ...options }), next),
  error: (message: string, { next, ...options }: Options = {}) =>
    keep(sonner.error(message, { id: `error:${message}`, ...options }), next),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

/** The page changed: the toasts it showed leave with it, except those shown for the page it changed to. */
export function dismissPageToasts() {
  for (const shown of sonner.getToasts()) if (!travelling.has(shown.id)) sonner.dismiss(shown.id);
  travelling.clear();
}
