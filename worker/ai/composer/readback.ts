/**
 * The read-back: one line that says what was understood ("A record-keeping app for a scuba diving club: log dives,
 * buddy pairs and equipment checks."), the field that applies, and the other fields the user may choose instead.
 */
import type { ReadBack } from '../types';
import type { Analysis } from './analysis';
import { isTrade, ownerRef, spanText, type Action } from '../reading';
import { SENTENCE_BREAK, escapeRegExp } from './match';

const MAX_ACTIONS = 3;
const MAX_CANDIDATES = 4;
/** How far back a clause's opening word is looked for. */
const SUBORDINATE_REACH = 5;
/** Verbs that say what the business is or wants ("those cost a fortune"), not what people do in the app. */
const QUIET = new Set(['run', 'own', 'operate', 'be', 'have', 'want', 'need', 'cost']);

// ("a university", "a user portal", "a one-person office": a vowel that sounds "you" or "won" takes "a".)
const article = (noun: string) => (/^[aeiou]/i.test(noun) && !/^(?:uni|use|usu|eu|one)/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What kind of app it is: the interaction's noun in the product's own form ("ordering kiosk"), else the field's. */
function nounOf(analysis: Analysis): string {
  const product = analysis.reading.product;
  const head = product?.head;
  // ("internal comps with draws and results": a club's own competitions make no internal tool.)
  const qualities = analysis.reading.qualities.filter(
    (q) => (q === 'internal' && analysis.kind.id === 'internal-tool') || q === 'offline' || q === 'public',
  );
  const [interaction] = analysis.interactions;
  // A field that applies says what the business is; without one, what people do in it.
  // ("a tutoring agency" is a tutoring app, though the field is courses and tutoring.)
  const focused = analysis.domains[0] && analysis.focuses.find((f) => f.noun)?.noun;
  let noun =
    focused ?? analysis.domains[0]?.noun ?? interaction?.record.noun ?? product?.text.toLowerCase() ?? analysis.kind.noun;
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

/** "I'd like", "we want", "want:", "looking for": where the user turns to what the app should do. */
const WISH =
  /(?:\b(?:i|we)(?:['’]d|\s+would)?\s+(?:really\s+|also\s+|just\s+|mainly\s+)?(?:like|love|want|need)|(?:^|[.!?\n,]\s*|\b(?:and|also|so|but)\s+)(?:want|need|would\s+like)|\blooking\s+for|\bi['’]m\s+after|^(?=(?:an?|one)\s+(?:[\p{L}-]+\s+){0,3}?(?:app|application|tool|system|website|site|portal|platform|kiosk|dashboard)\s+(?:where|that|to|which)\s))\b\s*(?:to\s+(?:have|get|build|make|create|set\s+up|put\s+together|start)\b\s*)?/giu;
/** "a simple app where…", "a portal that lets…": the product itself, before what it does. */
const PRODUCT_LEAD =
  /^(?:(?:an?|one|some)\s+(?:[\p{L}-]+\s+){0,3}?(?:app|application|tool|system|website|site|portal|platform|database|dashboard|page|kiosk|bot|board)|something|somewhere|a\s+way)\b\s*/iu;
/** Where a wish turns to why, or to what happens otherwise: the rest is not what the app does. */
// ("it shows you which players are free": "which" after a verb asks, and stays.)
const TURN =
  /(?:\s(?:because|since|so that|so|as|otherwise|but|although|unless|or else|instead of|rather than|cos|coz|cuz|bc|[-–—])|,\s*(?:which|who))\s.*$/iu;
const LEADS_OFF = /^(?:because|since|so|as|otherwise|which|but|although|if|unless|when|whereas|e\.?g\.?|i\.?e\.?)\b/i;
const LOOSE_END =
  /(?:\s+(?:a|an|the|of|to|for|with|by|on|in|at|and|or|their|its|our|my|your|his|her|each|every|any|from|per|into|as|that|this))+$/i;
/** Words of one wished thing, at most. */
const WISH_WORDS = 14;
/** Words where a long wished thing may be cut, before its last detail. */
const DETAIL = /^(?:with|for|if|on|in|at|by|and|or|from|when|where|using|via|into|before|after|until)$/i;
const WISHED = 3;
/** "to keep the sheet as the master record": today's tool, kept. */
const KEEPS_TODAY =
  /^(?:to\s+)?(?:keep|use|stick\s+with)\s+(?:the|our|my|a)\s+(?:[\p{L}-]+\s+)?(?:sheet|spreadsheet|excel|notebook|whiteboard|diary|paper)\b/iu;
/** "a few things in one place", "everything in one place": a wish that names nothing. */
const VAGUE = /^(?:(?:a\s+few|some|several|lots\s+of|a\s+lot\s+of|all\s+the)\s+things|everything|something|stuff)\b/iu;

const YOURS: Record<string, string> = { i: 'you', me: 'you', we: 'you', us: 'you', my: 'your', our: 'your', mine: 'yours' };

/** "volunteers to enter readings", "that lets clients book": who does what, said as what they can do. */
function wishedThing(raw: string): string | undefined {
  let text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:is|are)\s+/i, '');
  // "add a phone app to log a visit": what the product is added for.
  text = text.replace(/^(?:add|build|get|make|create)\s+(?=(?:an?|one|some)\s)/iu, '');
  const lead = PRODUCT_LEAD.exec(text);
  const link = lead && /^(?:(?:where|in which|that|which|to|for|so|with)\b|:)\s*/i.exec(text.slice(lead[0].length));
  // ("an application form for producers": the form is the thing wanted, not an app.)
  if (lead && link) {
    text = text.slice(lead[0].length + link[0].length);
    // ("something for our volunteer ushers and bar staff: they say which screenings they can do": whom it is for
    // leads in; what follows the colon is what it does.)
    const forWhom = /^for\b/i.test(link[0]) ? /^[^:]{1,60}:\s*(\S.*)$/su.exec(text) : null;
    if (forWhom && forWhom[1]!.split(/\s+/).length >= 3) text = forWhom[1]!;
    // "that lets clients book" → "clients can book"; "that tracks jobs" → "tracks jobs".
    text = text.replace(/^(?:lets|helps|allows|enables)\s+(.+?)\s+(?:to\s+)?(?=\p{L})/iu, (_, who: string) => `${who} can `);
  }
  text = text.replace(/^(?:then|to)\s+/i, '');
  // "a checklist for each site on a phone: each item marked OK": the thing, before what it holds.
  const colon = text.indexOf(':');
  if (colon > 0 && text.slice(0, colon).split(' ').length >= 3) text = text.slice(0, colon);
  // "What I'd like changed: flight logs linked to each job": a word or two before a colon only lead in.
  else if (
    colon > 0 &&
    text
      .slice(colon + 1)
      .trim()
      .split(/\s+/).length >= 2
  )
    text = text.slice(colon + 1).trim();
  if (!text || LEADS_OFF.test(text)) return undefined;
  // ("I'd like to extend it": a verb on a word that stands for something named before says nothing here.)
  if (/^\p{L}+(?:\s+(?:up|out|on))?\s+(?:it|them|this|that|these|those)$/iu.test(text.trim())) return undefined;
  // ("What we want added: after each pick, the leader enters …": when it happens only leads in to what.)
  if (/^(?:after|before|once|every|each|at\s+the\s+end\s+of)\s+(?:\S+\s+)?\S+$/iu.test(text.trim())) return undefined;
  // "residents to apply online": what someone is to do is what they can do.
  text = text.replace(
    /^(?!(?:an?|one|some)\s)((?:(?!(?:of|for|with|to)\s)[\p{L}'’-]+\s+){0,4}?(?:[\p{L}'’-]+s|people|ppl|staff|everyone|anyone|it))\s+to\s+(?:be\s+able\s+to\s+)?(?!(?:the|an?|my|our|your|their|his|her|its|each|every|all|them|me|us|him)\b)(?=\p{L})/iu,
    '$1 can ',
  );
  text = text.replace(TURN, '');
  let words = text.split(' ');
  const long = words.length > WISH_WORDS;
  if (long) {
    words = words.slice(0, WISH_WORDS);
    // "… clashes with leave or a bank": a detail cut short goes whole.
    const cut = words.findLastIndex((word, i) => i >= 3 && DETAIL.test(word));
    if (cut > 0) words = words.slice(0, cut);
  }
  text = words.join(' ').replace(/[,;:.!?]+$/, '');
  // ("which bag it lives in" ends on its own small word; a thing cut short does not.)
  if (long) text = text.replace(LOOSE_END, '');
  text = text.replace(/\b(i|me|we|us|my|our|mine)\b/giu, (word: string) => YOURS[word.toLowerCase()] ?? word);
  return text.split(' ').length >= 2 ? text : undefined;
}

/**
 * What the user says they want, in their words: "I'd like a list of every herd with its test due-by date, a way to book
 * the injection and the reading together…" reads back as those things; "want bands to book and pay a deposit online"
 * as "bands can book and pay a deposit online".
 */
export function wishesOf(description: string): string[] {
  const found: string[] = [];
  // "(date, venue, times)": an aside in brackets says what a thing holds, and its commas list no wishes.
  // ("takes that export nightly and, for each reader, gives the volunteer a picking sheet": so is one between commas.)
  const text = description.replace(/\s*\([^()]*\)/g, '').replace(/\b(and|or|then),\s+[^,.;:!?\n]{1,40},\s+/giu, '$1 ');
  for (const match of text.matchAll(WISH)) {
    const from = (match.index ?? 0) + match[0].length;
    const rest = text.slice(from);
    // "Want a client portal:" and a list of bullets: each bullet is one thing wanted.
    const bullets = /^[^.\n]{0,60}:\s*\n((?:\s*[-*•]\s*.+\n?)+)/u.exec(rest);
    const parts = bullets
      ? bullets[1]!
          .split('\n')
          // ("client uploads files, picks the language pair": a bullet's first clause says what it is.)
          .map((line) => line.replace(/^\s*[-*•]\s*/, '').replace(/(?<=^(?:\S+\s+){2}\S+.*?)[,;].*$/u, ''))
      : (/^[^.!?\n]*/u.exec(rest.replace(/^\s*:\s*/, ''))?.[0] ?? '').split(/\s*[,;]\s*(?:and\s+|or\s+|plus\s+)?/u);
    for (const [k, whole] of parts.entries()) {
      if (found.length >= WISHED) return found;
      // "keep the sheet as the master record but add a phone app to log a visit": what is kept from today is no wish.
      const kept = KEEPS_TODAY.test(whole.trim()) ? (/\sbut\s+(.*)$/u.exec(whole)?.[1] ?? '') : whole;
      // "I'd love one place where: referrals come in …; I can see …": what follows the colon is the wish.
      const lead = /^([^:]*):\s*(.+)$/su.exec(kept);
      const part = lead && OPEN_LEAD.test(lead[1]!.trim()) ? lead[2]! : kept;
      // "I need a few things in one place. A register for each class… Termly fees…": the sentences after list them.
      // ("something that suggests matches for us to check": what follows says it.)
      if (VAGUE.test(part.trim()) && !/^\s*(?:that|which|where|to)\s/iu.test(part.trim().replace(VAGUE, ''))) {
        const after = rest.slice(rest.search(/[.!?\n]/u) + 1);
        for (const sentence of after.split(SENTENCE_BREAK).slice(0, WISHED)) {
          const lead = (sentence.trim().split(/[,;:]|\s(?:with|where|at)\s/u)[0] ?? '').replace(
            /^(?:and|also|plus|then)\s+/iu,
            '',
          );
          // ("A register for each class", "Termly fees": a sentence's capital is no name, unless the word keeps it
          // mid-sentence too.)
          const first = /^(?!I\s)\p{Lu}\p{Ll}*(?=\s)/u.exec(lead)?.[0];
          const named = first !== undefined && new RegExp(`[^.!?\\s]\\s+${escapeRegExp(first)}\\b`, 'u').test(description);
          const thing = wishedThing(first && !named ? lead.charAt(0).toLowerCase() + lead.slice(1) : lead);
          if (thing && found.length < WISHED && !found.includes(thing)) found.push(thing);
        }
        continue;
      }
      if (!part.trim()) continue;
      // (Each bullet is a wish of its own: "- which patrol covers which site" ends none of the others.)
      if (LEADS_OFF.test(part.trim())) {
        if (bullets) continue;
        break;
      }
      // ", with a photo and a risk rating of low", "medium or high": a detail or a value of the thing before.
      if (k > 0 && /^(?:with|without|including|of|on|in|at|by|from|for)\b/i.test(part.trim())) break;
      if (k > 0 && part.trim().split(/\s+/).length < 3) continue;
      const thing = wishedThing(part);
      if (thing && !found.some((f) => f.toLowerCase() === thing.toLowerCase())) found.push(thing);
      if (found.length >= WISHED) return found;
      // "a proper story budget: each story has a reporter, section, …": the rest lists what the thing holds.
      if (part.includes(':')) break;
    }
  }
  return found;
}

/** A lead-in that names no wish yet: "one place where", "an app that", "a way to". */
const OPEN_LEAD = /(?:\b(?:where|that|which|to|so)|^(?:one|a|an|some)\s+(?:place|app|system|tool|way|page|site))$/iu;

/** What people do in it, in the description's words: "people see which lanes are free and order drinks to their lane". */
function actionsOf(analysis: Analysis): string {
  const { reading } = analysis;
  const wished = reading.tagged ? wishesOf(analysis.description) : [];
  if (wished.length > 0) return listOf(wished);
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
    // "teachers request a date … and the business manager has to approve each request": another actor is said.
    const from = (a: Action, i: number) => {
      const other = i > 0 && a.actor !== undefined && a.actor.text !== actions[i - 1]!.actor?.text;
      if (!other) return a.start;
      return reading.tokens[a.actor!.start - 1]?.pos === 'DET' ? a.actor!.start - 1 : a.actor!.start;
    };
    const phrases = actions.map((a, i) =>
      spanText(reading, from(a, i), PARTICLES.test(reading.tokens[a.end]?.lower ?? '') ? a.end + 1 : a.end)
        .replace(/(?:[\s,;:–—-]|\s(?:and|or|but|then))+$/u, '')
        .replace(/\s+,/g, ','),
    );
    const actor = actions[0]?.actor?.text;
    return `${actor ? `${actor} ` : ''}${listOf(phrases)}`;
  }
  // Outside English, the things it names, as the suggestions name them.
  return listOf(analysis.namedTitles.slice(0, MAX_ACTIONS).map((t) => t.title));
}

/** What a text says of itself in its opening words: "Small SaaS idea", "Internal tool request". */
const NOT_SERVED = /^(?:idea|request|project|question|brief|thing|plan|proposal|app|tool)$/i;
/** The user's own post ("Exams officer at Kingsbridge Academy"): who writes, not whom the app serves. */
const ROLE =
  /^(?:officer|manager|secretary|coordinator|co-ordinator|administrator|admin|treasurer|director|chair|chairman|chairwoman|chairperson|clerk|lead|head|assistant|volunteer|owner)$/i;

export function readBack(analysis: Analysis): ReadBack {
  const owner = analysis.reading.owner;
  const noun = nounOf(analysis);
  // "a picture framer working on my own": the participle after whom it is for is how they work.
  const ownerText = owner?.text.replace(/^([A-Z])(?=[a-z])/, (c) => c.toLowerCase()).replace(/(?<=\S)\s+\p{L}+ing$/u, '');
  // "pigeon racing club results - basketing times…": a description that opens on what it is about says whom it serves.
  const opening = analysis.reading.tagged && !owner && !analysis.reading.product ? analysis.reading.phrases[0] : undefined;
  // ("I'm secretary …" is the user, not what it is about.)
  // ("Exams officer at …", "Small SaaS idea:": the user, or what the text is, is no one it serves; "Family thatching
  // business" is a family thatching business.)
  const about =
    opening?.start === 0 &&
    opening.text.includes(' ') &&
    !/^(?:i|we|i['’]m|we['’]re|im)\b/i.test(opening.text) &&
    !ROLE.test(opening.head) &&
    !NOT_SERVED.test(opening.head) &&
    !/ing$/.test(opening.head)
      ? opening.proper || /^\p{Lu}{2}/u.test(opening.text)
        ? opening.text
        : opening.plural
          ? opening.text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())
          : article(opening.text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))
      : undefined;
  // Outside English, the user's own words for who they are, quoted as written: for “Kleingartenverein”.
  const forWhom =
    owner && !analysis.reading.tagged
      ? ` for “${owner.text}”`
      : owner && ownerText && (owner.proper || /^(my|our)$/.test(owner.determiner ?? ''))
        ? ` for ${ownerRef({ ...owner, text: owner.proper ? owner.text : ownerText })}`
        : ownerText
          ? ` for ${owner?.plural && ownerText.split(' ').length <= 3 ? ownerText : article(ownerText)}`
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
