/**
 * Who uses the app and who signs in, as the description says it: "only office staff log in" settles sign-in, "just me
 * and my assistant use it" that nobody outside the user's own few people does. The clauses are data
 * (knowledge/access.ts); this reads them.
 */
import { ACCESS } from '../knowledge/access';
import { isOrganisation, isPersonNoun } from '../reading/english';

/** What the description says: who signs in, and whether only the user's own few people use it. */
export interface Access {
  /** `everyone`: the people it names sign in; `staff`: only the user's side does. */
  signIn?: 'everyone' | 'staff';
  /** Only the user and their own few people use it ("just me and my assistant"). */
  team: boolean;
  /** It is for a group the user belongs to: "our rowing club", "unser Chor". */
  group: boolean;
  /** Each person sees only their own: "drivers only see their own checks". */
  own?: boolean;
  /** The user's own side does the work in it and nobody beyond it is said to use it ("the driver sees his round"). */
  staffOnly?: boolean;
}

export type AccessFact = 'everyone' | 'staff' | 'team' | 'group' | 'own';

/** People on the user's own side: when they sign in, that says nothing about anyone else. */
export const OWN_SIDE = /^(me|i|myself|we|us|staff|office|admin|admins|owner|owners|manager|managers|team|employees|boss)$/;
/** The end of a clause that rules out what follows: "dont want anything where ", "no need for ". */
const RULED_OUT_BEFORE =
  /\b(?:don't|dont|do not|doesn't|won't|no need for|not|nothing|without|never|pas besoin d[e']|pas de|sans|kein|keine|keinen|ohne|sin|sem|não|nada de|no necesito|no necesitamos|no quiero|no queremos|não preciso|não precisamos|não quero)\b(?: \S+){0,3} (?:where|that|for|with|in which)? ?$/u;
const NEGATING = /^(no|not|never|nobody|don't|dont|doesn't|won't|can't|without|only|just)$/;

const compiled = new Map<string, RegExp>();
const patterns = (sources: readonly string[]): RegExp[] =>
  sources.map((source) => {
    let found = compiled.get(source);
    if (!found) compiled.set(source, (found = new RegExp(source, 'gu')));
    return found;
  });

/** Whether the words a clause captured name people: "office staff", "the team leads", "me". */
function namesPeople(who: string): boolean {
  const words = who.split(' ');
  if (words.some((word) => NEGATING.test(word))) return false;
  const head = words.at(-1)!;
  return OWN_SIDE.test(head) || isPersonNoun(head);
}

/**
 * `othersNamed`: whether the description names people beyond the user's own side ("customers"); when it does not,
 * "five staff log in" means everyone who uses it signs in.
 */
export function readAccess(description: string, language: string, othersNamed = true): Access {
  const clauses = ACCESS[language as keyof typeof ACCESS] ?? ACCESS.en;
  const text = description.toLowerCase().replace(/[’`´]/g, "'").replace(/\s+/g, ' ');
  const says = (sources: readonly string[]) => patterns(sources).some((pattern) => text.search(pattern) >= 0);
  const team = says(clauses.teamOnly);
  // "our rowing club", not "our office manager": the group is the end of its phrase, not a word before a person.
  const group = patterns(clauses.ownGroup).some((pattern) =>
    [...text.matchAll(pattern)].some((m) => {
      const next = /^\s+([\p{L}-]+)/u.exec(text.slice(m.index + m[0].length))?.[1];
      // ("a family firm", "a church shop": a business, not the group.)
      return !next || !(isPersonNoun(next) || OWN_SIDE.test(next) || isOrganisation(next));
    }),
  );
  const own = says(clauses.ownOnly);
  // "dont want anything where customers log in": people named in what is ruled out do not use it.
  const saysOutright = (sources: readonly string[]) =>
    patterns(sources).some((pattern) =>
      [...text.matchAll(pattern)].some((m) => !RULED_OUT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))),
    );
  const staffOnly = clauses.staffUse !== undefined && says(clauses.staffUse) && !saysOutright(clauses.othersUse ?? []);
  const facts = (access: Access): Access => ({ ...access, ...(own ? { own } : {}), ...(staffOnly ? { staffOnly } : {}) });
  const captured = (sources: readonly string[]) =>
    patterns(sources).flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m.groups?.who ?? ''));
  if (captured(clauses.onlySignIn).some(namesPeople)) return facts({ signIn: 'staff', team, group });
  // "borrowers don't need accounts": people beyond the user's side do not sign in, so only the user's side does.
  const notSigningIn = captured(clauses.othersNoSignIn).filter((who) => {
    const head = who.split(' ').at(-1)!;
    return !OWN_SIDE.test(head) && !NEGATING.test(head) && (language !== 'en' || namesPeople(who));
  });
  if (notSigningIn.length > 0) return facts({ signIn: 'staff', team, group });
  // "agents log in": people beyond the user's own side sign in. Staff logging in says nothing of the others.
  const others = captured(clauses.signIn).filter(
    (who) => namesPeople(who) && (!othersNamed || !OWN_SIDE.test(who.split(' ').at(-1)!)),
  );
  return facts(others.length > 0 ? { signIn: 'everyone', team, group } : { team, group });
}

/** The facts the description states, as a question's `settledByAccess` names them. */
export function accessFacts(access: Access): AccessFact[] {
  return [
    ...(access.signIn ? [access.signIn] : []),
    ...(access.team ? (['team'] as const) : []),
    ...(access.group ? (['group'] as const) : []),
    ...(access.own ? (['own'] as const) : []),
  ];
}
