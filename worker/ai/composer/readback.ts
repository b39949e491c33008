/**
 * The read-back: one line that says what was understood ("A record-keeping app for a scuba diving club: log dives,
 * buddy pairs and equipment checks."), the field that applies, and the other fields the user may choose instead.
 */
import type { ReadBack } from '../types';
import type { Analysis } from './analysis';
import { isTrade, spanText } from '../reading';

const MAX_ACTIONS = 3;
const MAX_CANDIDATES = 4;
/** How far back a clause's opening word is looked for. */
const SUBORDINATE_REACH = 5;
/** Verbs that say what the business is or wants, not what people do in the app. */
const QUIET = new Set(['run', 'own', 'operate', 'be', 'have', 'want', 'need']);

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What kind of app it is: the interaction's noun in the product's own form ("ordering kiosk"), else the field's. */
function nounOf(analysis: Analysis): string {
  const product = analysis.reading.product;
  const head = product?.head;
  const qualities = analysis.reading.qualities.filter((q) => q === 'internal' || q === 'offline' || q === 'public');
  const [interaction] = analysis.interactions;
  // A field that applies says what the business is; without one, what people do in it.
  let noun = analysis.domains[0]?.noun ?? interaction?.record.noun ?? product?.text.toLowerCase() ?? analysis.kind.noun;
  // "record-keeping app" for a kiosk is a record-keeping kiosk; a "tool" or "system" keeps the interaction's word.
  if (
    interaction &&
    !analysis.domains[0] &&
    head &&
    !['app', 'application', 'tool', 'system', 'platform', 'software'].includes(head)
  ) {
    // "rota app" for a rota is a rota, not a "rota rota".
    const named = noun.split(' ').slice(0, -1).includes(head);
    noun = named ? noun.replace(/\s*\b(app|tool|board|system)$/, '') : noun.replace(/\b(app|tool|board|system)$/, head);
  }
  return [...qualities.filter((q) => !noun.includes(q)), noun].join(' ');
}

/**
 * "our compliance person who checks allergens", "until all three have approved it", "if a job sits…": a verb in a
 * clause that describes someone or sets a condition says when or who, not what people do in the app.
 */
function subordinate(reading: Analysis['reading'], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - SUBORDINATE_REACH; k--) {
    const t = reading.tokens[k]!;
    if (/^[.!?;,:(]$/.test(t.text)) return false;
    if (t.pos === 'SCONJ' || /^(who|which|whose|until|unless|once|whenever)$/.test(t.lower)) return true;
  }
  return false;
}

/** A verb's particle after its object: "put jobs in", "sign the van off". */
const PARTICLES = /^(?:in|out|up|off|back|down|away|over)$/;

/**
 * "anything touching a court case or naming an under-18", "who attended all the hours", "i roast mondays and post
 * tuesdays": a participle, a past tense, or the user telling what they do today says how things are, not what people
 * do in the app.
 */
function aside(reading: Analysis['reading'], action: Analysis['reading']['actions'][number]): boolean {
  const verb = reading.tokens[action.start]!;
  const before = reading.tokens[action.start - 1]?.pos ?? '';
  // ("a marketplace connecting illustrators", "a shared itinerary" still say what the app does.)
  if (/ing$/.test(verb.lower) && ['PRON', 'CCONJ'].includes(before)) return true;
  if (/ed$/.test(verb.lower) && ['AUX', 'PRON'].includes(before)) return true;
  const actor = action.actor?.text.toLowerCase() ?? reading.tokens[action.start - 1]?.lower ?? '';
  // "post tuesdays": a day is when, not what is done.
  const when = action.objects.length > 0 && action.objects.every((o) => TIMES.test(o.head));
  return /^(?:i|we)$/.test(actor) || when;
}

const TIMES = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|night|weekend|week|day)s?$/;

/** "know who's got", "stop anything going": a span that ends on a verb or a small word was cut short. */
function cutShort(reading: Analysis['reading'], action: Analysis['reading']['actions'][number]): boolean {
  const last = reading.tokens[action.end - 1];
  return action.end - action.start > 1 && last !== undefined && ['VERB', 'AUX', 'ADP', 'DET', 'PRON'].includes(last.pos);
}

/** What people do in it, in the description's words: "people see which lanes are free and order drinks to their lane". */
function actionsOf(analysis: Analysis): string {
  const { reading } = analysis;
  // What people do to something ("log dives"), not how the user talks ("covering about", "sitting"), nor what they do
  // today or rule out.
  const actions = reading.actions
    .filter((a) => !QUIET.has(a.verb) && (a.objects.length > 0 || a.clause !== undefined))
    .filter((a) => !reading.tokens[a.start]?.asIs && !reading.tokens[a.start]?.negated && !isTrade(reading, a.start))
    .filter((a) => !subordinate(reading, a.start) && !aside(reading, a) && !cutShort(reading, a))
    .slice(0, MAX_ACTIONS);
  if (actions.length > 0) {
    // "log farm, date,": a span cut inside a list ends on its word, not its comma. "put jobs in": a particle after
    // the object is part of the verb.
    const phrases = actions.map((a) =>
      spanText(reading, a.start, PARTICLES.test(reading.tokens[a.end]?.lower ?? '') ? a.end + 1 : a.end)
        .replace(/(?:[\s,;:–—-]|\s(?:and|or|but|then))+$/u, '')
        .replace(/\s+,/g, ','),
    );
    const actor = actions[0]?.actor?.text;
    return `${actor ? `${actor} ` : ''}${listOf(phrases)}`;
  }
  // Outside English, the things it names, as the suggestions name them.
  return listOf(analysis.namedTitles.slice(0, MAX_ACTIONS).map((t) => t.title));
}

export function readBack(analysis: Analysis): ReadBack {
  const owner = analysis.reading.owner;
  const noun = nounOf(analysis);
  // "a picture framer working on my own": the participle after whom it is for is how they work.
  const ownerText = owner?.text.replace(/^([A-Z])(?=[a-z])/, (c) => c.toLowerCase()).replace(/(?<=\S)\s+\p{L}+ing$/u, '');
  // "pigeon racing club results - basketing times…": a description that opens on what it is about says whom it serves.
  const opening = analysis.reading.tagged && !owner && !analysis.reading.product ? analysis.reading.phrases[0] : undefined;
  const about = opening?.start === 0 && opening.text.includes(' ') ? opening.text : undefined;
  // Outside English, the user's own words for who they are, quoted as written: for “Kleingartenverein”.
  const forWhom =
    owner && !analysis.reading.tagged
      ? ` for “${owner.text}”`
      : ownerText
        ? ` for ${article(ownerText)}`
        : about
          ? ` for ${about}`
          : '';
  const doing = actionsOf(analysis);
  // "pet grooming salon booking app": the user's own name says more than ours when it names the business.
  const product = analysis.reading.product;
  const named =
    !owner && product && product.text.split(/\s+/).length > 2
      ? product.text.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())
      : undefined;
  const summary = `${capital(article(named ?? noun))}${forWhom}${doing ? `: ${doing}` : ''}.`;
  const [field] = analysis.domains;
  const candidates = [
    ...analysis.domains,
    ...analysis.candidates.map((c) => c.domain).filter((d) => !analysis.domains.includes(d)),
  ]
    .slice(0, MAX_CANDIDATES)
    .map((d) => ({ id: d.id, name: d.name }));
  return {
    summary: summary.replace(/\s+/g, ' ').replace(/\.\.$/, '.'),
    field: field ? { id: field.id, name: field.name } : null,
    candidates,
    chosen: analysis.chosenField ?? null,
  };
}
