/**
 * The rules a description states, in the user's own words, and the question an expert asks about what each leaves
 * open: "if a job sits in one stage for more than three weeks it should be flagged" asks what clears the warning and
 * whether three weeks is a setting. The clauses and questions are data (knowledge/rules.ts); this reads them.
 */
import { RULE_CLAUSES, RULE_QUESTIONS, type RuleClauses, type RuleShape } from '../knowledge/rules';
import type { QuestionRecord } from '../knowledge/records';
import { LANGUAGE_RULES } from '../knowledge/languages';
import { describesToday } from '../reading/english';

export interface StatedRule {
  shape: RuleShape;
  /** The user's words, as written: "a job sits in one stage for more than three weeks". */
  rule: string;
  /** What the rule is about, where a determiner names it: "a job sits…" → "job". */
  thing?: string;
}

/** A quote longer than this is cut at a word boundary, with an ellipsis. */
const MAX_WORDS = 14;
/** A rule shorter than this says too little to quote. */
const MIN_WORDS = 2;
/** Words after a measure that finish it: "more than" + "three weeks". */
const MEASURE_TAIL = 8;
/** A word that opens the next phrase, ending a measure: "30 minutes | the duty officer". */
const SUBJECT_WORD = /^(?:a|an|the|our|my|their|your|der|die|das|el|la|los|las|le|les|o|os|as)$/;
const SUBJECT =
  /^(?:a|an|the|each|any|one|every|our|my|their|your)\s+(?!(?:minute|hour|day|week|fortnight|month|year)s?\b)([\p{L}-]{3,})\s/u;

/** What a most per … counts in when it is how many fit at once: "per course", "pro Kurs", "por sesión". */
const SITTING =
  /(?:per|a|each|every|pro|je|por|cada|par|chaque)\s+(?:session|course|class|event|trip|dive|boat|tour|lesson|group|workshop|evening|table|room|van|bus|run|outing|slot|shift|sitting|kurs|termin|gruppe|ausfahrt|sesión|sesion|clase|curso|grupo|salida|séance|cours|groupe|sortie|sessão|aula|turma|grupo|saída)s?$/;

/** A time a most is counted over: "… im Monat", "… a week". */
const PERIOD =
  /\b(?:day|week|fortnight|month|year|term|season|tag|woche|monat|jahr|saison|día|semana|mes|año|temporada|jour|semaine|mois|an|année|saison|dia|mês|ano|época)s?$/;

const compiled = new Map<string, RegExp>();
const pattern = (source: string) => {
  let found = compiled.get(source);
  if (!found) compiled.set(source, (found = new RegExp(source, 'u')));
  return found;
};

/** Sentences and the clauses a dash sets apart ("… 48 hours before, it should switch — actually no, just alert"). */
function sentencesOf(description: string): string[] {
  return description
    .replace(/[’`´]/g, "'")
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Small words a quote neither opens nor ends on: "entries close 10 days before the", "whose DBS check". */
const LOOSE_START = /^(?:whose|which|who|that)\s+/i;
const LOOSE_END =
  /\s+(?:the|a|an|of|and|or|i|we|you|they|he|she|it|der|die|das|den|dem|und|oder|el|la|los|las|le|les|du|des|et|ou|y|os|as|do|da)$/i;

function quoted(words: string, max = MAX_WORDS): string | undefined {
  let trimmed = words
    .replace(/^[\s,:;'"(“]+|[\s,.:;!?'")”]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LOOSE_START, '');
  while (LOOSE_END.test(trimmed)) trimmed = trimmed.replace(LOOSE_END, '');
  // "expires (6 months)" keeps the bracket the trim took off.
  const closed = trimmed.split('(').length > trimmed.split(')').length ? `${trimmed})` : trimmed;
  const list = closed.split(' ');
  if (list.length < MIN_WORDS) return undefined;
  return list.length > max ? `${list.slice(0, max).join(' ')}…` : closed;
}

/** A longer quote for a rule stated as a whole clause ("Juniors under 16 shouldn't be able to … unless …"). */
const MAX_CLAUSE_WORDS = 20;
/** A conjunction that opens a clause and is not part of the rule: "and nothing goes ahead…". */
const OPENER = /^(?:and|but|so|und|aber|y|pero|et|mais|e|mas)\s+/i;
/** Where a privacy rule's reason starts: "…shirt number, since they are under 16". */
const REASON = /,?\s(?:since|because|as|so that|da|weil|porque|ya que|car|parce que|pois)\s/i;

/** The clause of a sentence around a match: from the comma, semicolon or dash before it to the one after it. */
function clauseAround(sentence: string, start: number, end: number): string {
  const before = sentence.slice(0, start);
  // (" - ": a dash typed as a hyphen between spaces; the clause starts after it.)
  const at = (c: string) => {
    const i = before.lastIndexOf(c);
    return i < 0 ? -1 : i + c.length - 1;
  };
  const from = Math.max(...[',', ';', '—', '–', ':', ')', ' - '].map(at)) + 1;
  const stop = sentence.slice(end).search(/[,;—–]|\s-\s/);
  return sentence
    .slice(from, stop < 0 ? sentence.length : end + stop)
    .trim()
    .replace(OPENER, '');
}

/** A relative pronoun opening a clause: what it refers to ends the clause before ("a Nachweis, der … abläuft"). */
const RELATIVE = /^(?:which|that|der|die|das|welche[rs]?|que|qui|lequel|laquelle|el cual|la cual|o qual|a qual)\s/i;
/** Words of the clause before kept for what a relative clause refers to. */
const REFERENT_WORDS = 4;

/**
 * An expiry with what runs out: "a proof from the Jobcenter, which expires after 6 months" quotes the proof too; an
 * expiry said in a main clause ("passes expire after 6 months") is the match itself.
 */
function expiryWords(sentence: string, start: number, end: number): string {
  const clause = clauseAround(sentence, start, end);
  if (!RELATIVE.test(clause)) return sentence.slice(start, end);
  const from = sentence.indexOf(clause);
  const before = sentence
    .slice(0, from)
    .replace(/[\s,;]+$/, '')
    .split(/\s+/)
    .slice(-REFERENT_WORDS)
    .join(' ');
  return `${before.replace(/^(?:a|an|the|einen?|eine[mnrs]?|den|dem|un|une|una|uno|um|uma)\s+/i, '')}, ${clause}`;
}

/** The condition after its opening word: up to a comma, a dash, or where the consequence starts. */
function conditionAfter(sentence: string, lower: string, from: number, consequence: RegExp): string | undefined {
  const rest = lower.slice(from);
  const ends = [rest.search(/[,—–(]|\s-\s/), rest.search(consequence)].filter((i) => i > 0);
  const end = ends.length > 0 ? Math.min(...ends) : rest.length;
  return quoted(sentence.slice(from, from + end), Number.POSITIVE_INFINITY);
}

/**
 * Whether a place in a sentence stands inside brackets as an aside ("(screens take 2-3 days)", "(billing error,
 * cancelled within 14 days, goodwill)"), not a rule given there ("(no heat or water = sorted within 24 hours)").
 */
const aside = (lower: string, at: number): boolean => {
  const open = lower.lastIndexOf('(', at);
  if (open <= lower.lastIndexOf(')', at)) return false;
  const close = lower.indexOf(')', at);
  return !/[=:]/.test(lower.slice(open, close < 0 ? undefined : close));
};

/** The figure a rule turns on, with the words that finish it: "more than three weeks", "48 hours before". */
function measureIn(rule: string, clauses: RuleClauses): string | undefined {
  const measure = pattern(clauses.measure).exec(rule.toLowerCase());
  if (!measure) return undefined;
  const rest = rule.slice(measure.index + measure[0].length).split(/[,;—–]/)[0]!;
  const more = rest.trim().split(/\s+/).filter(Boolean);
  const stop = more.findIndex((w) => pattern(clauses.joins).test(w.toLowerCase()) || SUBJECT_WORD.test(w.toLowerCase()));
  const tail = more.slice(0, Math.min(MEASURE_TAIL, stop < 0 ? more.length : stop));
  return quoted([rule.slice(measure.index, measure.index + measure[0].length), ...tail].join(' '));
}

/** The rule without the flag itself: "flag anyone who…" → "anyone who…", "… in arrears should be flagged to…" → "… in arrears". */
function withoutWarning(clause: string, clauses: RuleClauses): string {
  const warned = pattern(clauses.warning).exec(clause.toLowerCase());
  if (!warned) return clause;
  // "warn me when anything drops under 6m": what follows "when" is the rule.
  const when = /^\s*(?:me|us|them|the [\p{L}-]+)?\s*(?:when|whenever|if|once)\s+(.+)$/iu.exec(
    clause.slice(warned.index + warned[0].length),
  );
  if (when) return when[1]!;
  if (warned.index === 0) return clause.slice(warned[0].length);
  const before = clause
    .slice(0, warned.index)
    .replace(/\s+(?:should|must|will|to|is|are|gets?|be|been|being)(?:\s+(?:be|get))?\s*$/i, '');
  return before.trim().split(/\s+/).length >= 3 ? before : clause;
}

/** Words that make a sentence about today a rule as well: "by law", "has to be inspected", "at least". */
const OBLIGED = /\b(?:by law|legally|has to|have to|had to|required|at least|at most|no more than|never|always)\b/;

/** Every rule the description states, at most one of each shape, in the order it states them. */
export function statedRules(description: string, language: string | null): StatedRule[] {
  const clauses = RULE_CLAUSES[(language ?? 'en') as keyof typeof RULE_CLAUSES] ?? RULE_CLAUSES.en;
  const found = new Map<RuleShape, StatedRule>();
  // The figure of a rule is about what the rule is about: "more than three weeks" of "a job sits…".
  const add = (shape: RuleShape, words: string | undefined, about = words, max = MAX_WORDS) => {
    const rule = words && quoted(words, max);
    if (!rule || found.has(shape)) return;
    const thing = about && SUBJECT.exec(about.toLowerCase())?.[1];
    found.set(shape, { shape, rule, ...(thing ? { thing } : {}) });
  };
  const consequence = pattern(clauses.consequence);
  const match = (source: string, lower: string) => pattern(source).exec(lower);
  // What someone must hold is asked where a rule turns on it ("Anyone who hasn't done the refresher…"), before where
  // it is only mentioned ("each needs one trained guide").
  let qualification: { rule: string; gated: boolean } | undefined;
  const rules = LANGUAGE_RULES[(language ?? 'en') as keyof typeof LANGUAGE_RULES] ?? LANGUAGE_RULES.en;
  for (const sentence of sentencesOf(description)) {
    const lower = sentence.toLowerCase();
    // "Right now it's a paper sheet that nobody looks at until Friday": how it is done today is no rule.
    if (rules.statusQuo.some((opener) => lower.startsWith(`${opener} `))) continue;
    // "We run all of this in one Airtable base …, and narrators can't see …": a complaint about today is no rule.
    // ("By law every scaffold has to be inspected at least every 7 days, and right now it's paper forms" still is.)
    if (rules === LANGUAGE_RULES.en && describesToday(sentence) && !OBLIGED.test(lower)) continue;
    // "It should flag when phosphate goes over 0.1 mg/l … I need to report it": a figure the app flags is no gate.
    const flagging = match(clauses.warning, lower);
    const gate = ((found) => (found && flagging && flagging.index < found.index ? null : found))(match(clauses.gate, lower));
    if (gate) add('gate', clauseAround(sentence, gate.index, gate.index + gate[0].length), undefined, MAX_CLAUSE_WORDS);
    const after = match(clauses.gateAfter, lower);
    if (after && !gate) {
      const before = sentence.slice(0, after.index);
      const words = before.trim().split(/\s+/).length;
      const rule = words <= MAX_CLAUSE_WORDS ? before : clauseAround(sentence, after.index, after.index);
      add('gate', rule, undefined, MAX_CLAUSE_WORDS);
    }
    const needs = match(clauses.qualification, lower);
    // "then a certificate of destruction gets emailed automatically": a document the app sends, no one's qualification.
    const produced =
      needs !== null &&
      /^\s+of\s/.test(lower.slice(needs.index + needs[0].length)) &&
      /\b(?:emailed|e-mailed|sent|send|sends|issued?|issues|generated?|generates|printed|print|prints)\b/.test(lower);
    if (needs && !produced && pattern(clauses.requirement).test(lower)) {
      const gated = Boolean(gate || after);
      const rule = quoted(sentence.slice(needs.index, needs.index + needs[0].length));
      if (rule && (!qualification || (gated && !qualification.gated))) qualification = { rule, gated };
    }
    const expiry = match(clauses.expiry, lower);
    if (expiry) add('expiry', quoted(expiryWords(sentence, expiry.index, expiry.index + expiry[0].length)));
    const quota = match(clauses.quota, lower);
    // "max 40 kg per household, no exceptions, can't bring more unless…": one rule, asked once, as the gate.
    // A most per session ("max 12 learners per course") is how many fit, asked as such.
    if (quota && !gate)
      add(SITTING.test(quota[0]) ? 'capacity' : 'quota', quoted(sentence.slice(quota.index, quota.index + quota[0].length)));
    const capacity = match(clauses.capacity, lower);
    // "höchstens 2 Wochenenden im Monat" is a most per time, asked as a quota.
    if (capacity) {
      const words = quoted(sentence.slice(capacity.index, capacity.index + capacity[0].length));
      add(PERIOD.test(capacity[0]) ? 'quota' : 'capacity', words);
    }
    const charge = match(clauses.charge, lower);
    if (charge) add('charge', quoted(sentence.slice(charge.index, charge.index + charge[0].length)));
    const split = match(clauses.split, lower);
    if (split && !match(clauses.notSplit, lower))
      add('split', clauseAround(sentence, split.index, split.index + split[0].length), undefined, MAX_CLAUSE_WORDS);
    const priority = match(clauses.priority, lower);
    if (priority)
      add('priority', clauseAround(sentence, priority.index, priority.index + priority[0].length), undefined, MAX_CLAUSE_WORDS);
    const minimum = match(clauses.minimum, lower);
    // "keep the records for at least 15 months": how long records are kept, asked as such.
    if (minimum && !match(clauses.retention, lower)) {
      const words = sentence.slice(minimum.index, minimum.index + minimum[0].length).split(' ');
      const stop = words.findIndex((w, i) => i > 2 && pattern(clauses.joins).test(w.toLowerCase()));
      add('minimum', quoted(words.slice(0, stop < 0 ? undefined : stop).join(' ')));
    }
    const invent = match(clauses.invent, lower);
    if (invent) add('invent', clauseAround(sentence, invent.index, invent.index + invent[0].length), undefined, MAX_CLAUSE_WORDS);
    const privacy = match(clauses.privacy, lower);
    if (privacy) add('privacy', quoted(sentence.slice(privacy.index).split(REASON)[0]!));
    const detect = pattern(clauses.detect).exec(lower);
    if (detect) {
      const rule = conditionAfter(sentence, lower, detect.index + detect[0].length, consequence);
      // "see if a bird is getting too heavy" asks how to tell; "see if a game is available" only looks.
      if (rule && pattern(clauses.degree).test(rule.toLowerCase())) add('detect', rule);
      if (rule) add('limit', measureIn(rule, clauses), rule);
    }
    const condition = pattern(clauses.condition).exec(lower);
    if (condition && pattern(clauses.warning).test(lower.slice(condition.index))) {
      const rule = conditionAfter(sentence, lower, condition.index + condition[0].length, consequence);
      add('warning', rule);
      if (rule) add('limit', measureIn(rule, clauses), rule);
    } else if (condition && pattern(clauses.automatic).test(lower)) {
      // "If fewer than 4 swimmers sign up by 8pm, the swim is cancelled": the app must do it, not only warn.
      const rule = conditionAfter(sentence, lower, condition.index + condition[0].length, consequence);
      if (rule && !pattern(clauses.automatic).test(rule.toLowerCase())) add('automatic', rule);
      if (rule) add('limit', measureIn(rule, clauses), rule);
    }
    const retention = match(clauses.retention, lower);
    if (retention) add('retention', sentence.slice(retention.index, retention.index + retention[0].length));
    const deadline = match(clauses.deadline, lower);
    if (deadline && !gate) add('deadline', sentence.slice(deadline.index, deadline.index + deadline[0].length));
    // "flag anyone who brings in lead flashing more than twice in a month", "any roof producing more than 15% below
    // expected flagged": a warning on a figure, said without "if".
    const warned = pattern(clauses.warning).exec(lower);
    const measure = pattern(clauses.measure).exec(lower);
    // Only a comparison ("more than twice"): "a warning 30 days before a loan ends" is a reminder, asked elsewhere.
    // (A time limit said after it is another rule: "… more than 50% above usual; I must report it within a day".)
    const timed = pattern(clauses.timeLimit).exec(lower);
    const compared = measure && !/^\d/.test(measure[0]) && !(timed && timed.index <= measure.index);
    if (warned && measure && compared && !condition) {
      const clause = clauseAround(sentence, Math.min(warned.index, measure.index), measure.index + measure[0].length);
      add('flagged', withoutWarning(clause, clauses), undefined, MAX_CLAUSE_WORDS);
    }
    const cutoff = pattern(clauses.cutoff).exec(lower);
    if (cutoff) add('cutoff', quoted(sentence.slice(cutoff.index, cutoff.index + cutoff[0].length)));
    const limit = pattern(clauses.timeLimit).exec(lower);
    // ("(screens take 2-3 days from our supplier)": a range said in passing is how long things take, no limit.)
    const inPassing = limit && (/\d\s*[-–]\s*$/.test(lower.slice(0, limit.index)) || aside(lower, limit.index));
    if (limit && !inPassing) add('limit', quoted(sentence.slice(limit.index, limit.index + limit[0].length)));
  }
  if (qualification) add('qualification', qualification.rule);
  return withoutRepeats([...found.values()]);
}

/**
 * "Max 40 kg per household" and "nobody can bring more than 40 kg unless…" are one rule said twice: a later rule that
 * turns on a figure an earlier one has is not asked again, unless it says what the app must then do ("…, the swim is
 * cancelled"), which is asked instead. Whether a figure is a setting is asked beside its rule.
 */
function withoutRepeats(rules: readonly StatedRule[]): StatedRule[] {
  const kept: StatedRule[] = [];
  const figuresOf = (rule: StatedRule): string[] => rule.rule.match(/\d+(?:[.,]\d+)?/g) ?? [];
  for (const rule of rules) {
    const own = figuresOf(rule);
    const earlier =
      rule.shape === 'limit' ? -1 : kept.findIndex((k) => k.shape !== 'limit' && figuresOf(k).some((f) => own.includes(f)));
    if (earlier < 0) kept.push(rule);
    else if (CONSEQUENCES.has(rule.shape) && !CONSEQUENCES.has(kept[earlier]!.shape)) kept[earlier] = rule;
  }
  return kept;
}

/** Shapes that say what the app must do when a rule is met. */
const CONSEQUENCES: ReadonlySet<RuleShape> = new Set<RuleShape>(['automatic', 'warning']);

/** A short option left when "for each {thing}" goes ("Set separately") says nothing: it is dropped. */
const MIN_OPTION_WORDS = 3;

/** The question about one rule, its `{rule}` quoted and its `{thing}` named, or "for each {thing}" left out. */
export function ruleQuestion(stated: StatedRule): QuestionRecord {
  const template = RULE_QUESTIONS[stated.shape];
  const fill = (text: string) =>
    (stated.thing
      ? text.replaceAll('{thing}', stated.thing)
      : text.replace(/ (?:separately )?for each \{thing\}/g, '')
    ).replaceAll('{rule}', `“${stated.rule}”`);
  const keep = (option: string) => fill(option).split(' ').length >= MIN_OPTION_WORDS;
  const options = template.options?.filter(keep).map(fill);
  return {
    ...template,
    text: fill(template.text),
    recommended: fill(template.recommended),
    reason: fill(template.reason),
    ...(options ? { options } : {}),
    ...(template.says
      ? {
          says: Object.fromEntries(
            Object.entries(template.says)
              .filter(([k]) => keep(k))
              .map(([k, v]) => [fill(k), fill(v)]),
          ),
        }
      : {}),
  };
}
