/** Browser storage the app relies on; every access tolerates storage being unavailable. */

const KEYS = {
  lastTarget: 'pq:last-engine',
  pending: 'pq:pending-prompt',
  draft: 'pq:home-draft',
} as const;

/** A description and the target's /generate value (the `engine` query parameter). */
export interface PendingPrompt {
  prompt: string;
  target: string;
}

function read<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the app keeps working without persistence.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The target (by name) the user last chose on home, remembered across visits. */
export const lastTarget = {
  get: () => read<string>(local(), KEYS.lastTarget),
  set: (name: string) => write(local(), KEYS.lastTarget, name),
};

/** Prompt and target saved by an anonymous visitor before signing in. */
export const pendingPrompt = {
  get: () => read<PendingPrompt>(session(), KEYS.pending),
  set: (value: PendingPrompt) => write(session(), KEYS.pending, value),
  clear: () => write(session(), KEYS.pending, null),
};

/** What home shows when the user comes back with 'Back to Edit'. */
export const homeDraft = {
  get: () => read<PendingPrompt>(session(), KEYS.draft),
  set: (value: PendingPrompt) => write(session(), KEYS.draft, value),
  clear: () => write(session(), KEYS.draft, null),
};

/** Saved details from a history entry's Modify, picked up by /generate to prefill feature selection. */
interface PrefillDetails extends PendingPrompt {
  titles: string[];
}

export const prefillDetails = {
  get: () => read<PrefillDetails>(session(), 'pq:prefill'),
  set: (value: PrefillDetails) => write(session(), 'pq:prefill', value),
  clear: () => write(session(), 'pq:prefill', null),
};

/** The guided flow's state, so a reload of /generate resumes where the user was. */
export const savedFlow = {
  get: <T>() => read<T>(session(), 'pq:flow'),
  set: (value: unknown) => write(session(), 'pq:flow', value),
  clear: () => write(session(), 'pq:flow', null),
};

/** A page of this site to come back to after signing in (the consent page an agent opened); only same-site paths. */
export const returnAfterSignIn = {
  get: () => {
    const path = read<string>(session(), 'pq:return');
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  },
  set: (path: string) => write(session(), 'pq:return', path),
  clear: () => write(session(), 'pq:return', null),
};
