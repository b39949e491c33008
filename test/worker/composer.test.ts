import { describe, expect, it } from 'vitest';
import { CATEGORIES, estimateFor, interviewLength } from '../../common/interview';
import { fallbackCriteria } from '../../common/render/shared';
import { ALL_CONVENTIONS, conventionsFor } from '../../common/targets';
import { titleKey } from '../../common/titles';
import {
  analyse,
  buildBrief,
  composePrompt,
  composePromptChunks,
  createComposer,
  generateQuestions,
  suggestFeatures,
} from '../../worker/ai/composer';
import { planInterview } from '../../worker/ai/composer/interview';
import { bundledKnowledge } from '../../worker/ai/knowledge/bundled';
import { prepare, score } from '../../worker/ai/composer/match';
import type { PromptInput, Question, QuestionsInput } from '../../worker/ai/types';

const knowledge = bundledKnowledge();
const TARGETS = ['chatgpt', 'claude', 'gemini', 'lovable', 'cursor', 'gpt-5', 'general'];
const YOGA = 'a booking app for a yoga studio with class schedules and memberships';

const suggest = (projectDescription: string, existingFeatures: string[] = [], target = 'lovable') =>
  suggestFeatures(knowledge, { projectDescription, target, existingFeatures }).features;

interface Interview {
  asked: Question[];
  answers: Record<string, string>;
  dismissed: string[];
  firstEstimate: number;
}

/** Drives the interview as the flow does: batch after batch, holding every question's id, until none comes. */
function interview(
  projectDescription: string,
  titles: string[],
  answer: (q: Question, i: number) => string | null = (q) => q.recommended,
  target = 'lovable',
): Interview {
  const asked: Question[] = [];
  const answers: Record<string, string> = {};
  const dismissed: string[] = [];
  let firstEstimate = 0;
  for (let round = 0; round < 30; round++) {
    const input: QuestionsInput = {
      projectDescription,
      target,
      features: titles.map((title) => ({ title })),
      previousAnswers: { ...answers },
      questionIndex: asked.length,
      dismissedQuestions: [...dismissed],
      askedQuestions: asked.map(({ id, text }) => ({ id, text })),
    };
    const result = generateQuestions(knowledge, input);
    if (round === 0) firstEstimate = result.estimatedTotal;
    if (result.questions.length === 0) break;
    for (const q of result.questions) {
      expect(
        asked.some((a) => a.id === q.id || titleKey(a.text) === titleKey(q.text)),
        `repeated: ${q.text}`,
      ).toBe(false);
      asked.push(q);
      const value = answer(q, asked.length - 1);
      if (value === null) dismissed.push(q.text);
      else answers[q.text] = value;
    }
  }
  return { asked, answers, dismissed, firstEstimate };
}

function promptInput(
  projectDescription: string,
  titles: string[],
  run: Interview,
  extra: Partial<PromptInput> = {},
): PromptInput {
  return {
    projectDescription,
    target: 'lovable',
    features: titles.map((title) => ({ title })),
    answers: run.answers,
    dismissedQuestions: run.dismissed,
    askedQuestions: run.asked.map(({ id, text }) => ({ id, text })),
    ...extra,
  };
}

describe('what the composer understands of a description', () => {
  it.each([
    ['a booking app for a yoga studio with class schedules and memberships', 'fitness-studios', 'en'],
    ['Eine App für unser Yogastudio mit Kursplan und Mitgliedschaften', 'fitness-studios', 'de'],
    ['Terminbuchung für unsere Tierarztpraxis mit Impferinnerung', 'veterinary', 'de'],
    ['una app para mi restaurante con pedidos para llevar y reservas de mesa', 'restaurants', 'es'],
    ['logiciel de facturation pour artisans avec devis et relances', 'invoicing-accounting', 'fr'],
    ['sistema para clínica de fisioterapia com prontuário e agendamento de consultas', 'clinics', 'pt'],
    ['resturant reservation system with table management', 'restaurants', 'en'],
    ['wedding planning app with vendors, florist and photographer', 'event-planning', 'en'],
    ['Hochzeitsplaner App mit Gästeliste und Sitzplan', 'event-planning', 'de'],
    ['a conference with 500 attendees, tickets, agenda and speakers', 'events-ticketing', 'en'],
    ['wedding photography client galleries and contracts', 'photography-studios', 'en'],
  ])('"%s" is %s, written in %s', (description, domain, language) => {
    const analysis = analyse(knowledge, description);
    expect(analysis.domains[0]?.id).toBe(domain);
    expect(analysis.language.code).toBe(language);
  });

  it('does not take a false friend for a domain: a world-class landing page is no yoga class', () => {
    const analysis = analyse(knowledge, 'a world-class landing page for my design agency');
    expect(analysis.domains.map((d) => d.id)).not.toContain('fitness-studios');
    expect(analysis.kind.id).toBe('website');
  });

  it.each([
    ['a booking app for my hair salon', 'recipes-meal-planning'],
    ['package tracking for our customers', 'logistics-fleet'],
  ])('does not read a one-letter change as a typo: "%s" is not %s', (description, domain) => {
    // booking/cooking, tracking/trucking: a letter swapped makes another word.
    expect(analyse(knowledge, description).domains.map((d) => d.id)).not.toContain(domain);
  });

  it('takes typos of English words and of the description’s own language only: "clinical" is not the Spanish "clínica"', () => {
    const placements = analyse(knowledge, 'sign-up sheet for clinical placements of nursing students');
    expect(placements.domains.map((d) => d.id)).not.toContain('clinics');
    const parties = prepare('birthday parties');
    expect(score(parties, [['partiels', 4, false]]).score).toBe(0);
    expect(score(parties, [['partiels', 4, true]]).score).toBe(4);
    // Cognates in English still count for a description in another language: "électricité" is "electricity".
    expect(score(prepare('options électricité'), [['electricity', 2, true]]).score).toBe(2);
  });

  it('keeps a typo to the letters after the first: "xrechnung" does not match an invoice ("Rechnung")', () => {
    expect(analyse(knowledge, 'Stundenerfassung pro Projekt und Kunde mit Rechnung').domains[0]?.id).toBe('time-tracking');
  });

  it.each([
    ['a landing page for my bakery', 'website'],
    ['a REST API for a library catalogue', 'api'],
    ['a mobile app for tracking workouts', 'mobile-app'],
    ['a chrome extension that saves tabs', 'browser-extension'],
    ['something nice for my grandmother', 'web-app'],
  ])('"%s" is a %s', (description, kind) => {
    expect(analyse(knowledge, description).kind.id).toBe(kind);
  });

  it('keeps a therapy practice to mental health: a clinic is not a second field of it', () => {
    for (const description of [
      'a practice management app for my therapy practice with session notes and client intake forms',
      'online therapy platform where clients book video sessions with licensed therapists',
    ])
      expect(analyse(knowledge, description).domains.map((d) => d.id)).toEqual(['mental-health-therapy']);
    expect(analyse(knowledge, 'a booking app for our speech therapy practice').domains[0]?.id).toBe('clinics');
  });

  it('does not take the websites a product watches for a website project', () => {
    const monitor = analyse(knowledge, 'an uptime monitor that pings our websites every minute and shows a public status page');
    expect(monitor.domains[0]?.id).toBe('status-monitoring');
    expect(monitor.kind.id).not.toBe('website');
    expect(monitor.depth).toBeGreaterThanOrEqual(2);
    const titles = suggest('an uptime monitor that pings our websites every minute and shows a public status page').slice(0, 5);
    const asked = interview('an uptime monitor that pings our websites every minute and shows a public status page', titles);
    expect(asked.asked.map((q) => q.id)).not.toContain('website-goal');
    expect(analyse(knowledge, 'a website monitoring tool that emails us when a site is down').kind.id).not.toBe('website');
    expect(analyse(knowledge, 'a website for my bakery').kind.id).toBe('website');
  });

  it('counts one word of the description once, not again as another language’s look-alike', () => {
    // "photographer" is also one letter from the French "photographe": it must not outweigh a florist named once.
    const wedding = analyse(knowledge, 'a florist app with a photographer page');
    expect(wedding.domains[0]?.id).toBe('florists-gifts');
  });

  it('names the project by what it is, in the user’s words, never "application"', () => {
    expect(analyse(knowledge, YOGA).name).toBe('a booking app for a yoga studio');
    expect(analyse(knowledge, 'vet clinic app').name).toBe('a vet clinic app');
    expect(analyse(knowledge, 'I want to build a website where customers pre-order cakes').name).toBe('a website');
    const german = analyse(knowledge, 'Eine App für unser Yogastudio mit Kursplan');
    expect(german.name).toContain('"Eine App für unser Yogastudio"');
    for (const description of [YOGA, 'vet clinic app', '🚀🔥', 'x'])
      expect(analyse(knowledge, description).name).not.toMatch(/\bapplication\b/);
    // A sentence about the user is quoted after what is built, never "a we run…"; the match played is no game.
    const paintball = analyse(
      knowledge,
      'We run a woodland paintball site, open Saturdays and Sundays. The problem is the morning of the game: we print the booking list and chase waiver forms on clipboards. I want a day sheet for the marshals on a phone.',
    );
    expect(paintball.name).toBe('a web app ("We run a woodland paintball site")');
    expect(paintball.kind.id).not.toBe('game');
    expect(paintball.reading.product?.text ?? '').not.toBe('game');
    expect(analyse(knowledge, 'I').name).toBe('a web app');
    // ("the tag number that goes with the carcass to the game dealer": wild meat.)
    const stalker = analyse(
      knowledge,
      'I manage the deer on nine estates. After every shot I record species, sex, larder weight and the tag number that goes with the carcass to the game dealer.',
    );
    expect(stalker.kind.id).not.toBe('game');
  });

  it('scales depth with the project: a one-page site is smaller than a two-sided marketplace', () => {
    const site = analyse(knowledge, 'a one-page landing page for my bakery');
    const market = analyse(knowledge, 'a marketplace connecting dog owners with local dog walkers, with payouts and reviews');
    expect(site.depth).toBeLessThan(market.depth);
    expect(interviewLength(5, site.depth)).toBeLessThan(interviewLength(5, market.depth));
  });
});

describe('suggestions', () => {
  it('offer what the description names first, in the user’s own words, then the domain’s core', () => {
    const titles = suggest(YOGA);
    expect(titles.slice(0, 2)).toEqual(['Class Schedules', 'Memberships']);
    expect(titles).toContain('Waitlist for Full Classes');
    expect(titles).toContain('Class Packs and Drop-in Passes');
    expect(titles.join(' ')).not.toMatch(/Settings Page|Create and Edit Items|Home Overview/);
  });

  it('keep the user’s words in other languages and in clauses of what people do', () => {
    expect(suggest('Eine App für unser Yogastudio mit Kursplan und Mitgliedschaften').slice(0, 2)).toEqual([
      'Kursplan',
      'Mitgliedschaften',
    ]);
    // A clause of what people do is named as the feature it is, not as the sentence's fragment.
    expect(suggest('a café app where customers order and pay at the table')[0]).toBe('Ordering and Payments at the Table');
  });

  it('take what the user does for context, not a feature: "I teach piano…" names no feature', () => {
    const titles = suggest(
      'I teach piano and guitar to about 30 students. Need something to schedule lessons, take payments and share practice assignments.',
    );
    // Named as features, not as sentence fragments: a noun phrase in the user's words.
    expect(titles.slice(0, 3)).toEqual(['Lesson Scheduling', 'Payments', 'Shared Practice Assignments']);
    expect(titles.join(' ')).not.toMatch(/I Teach|Guitar to/);
    // A teacher's lessons come before a band's gigs.
    expect(titles.slice(0, 7)).toContain('Cancellations and Make-up Lessons');
    expect(titles.slice(0, 7).join(' ')).not.toMatch(/Gig Calendar/);
  });

  it('differ from one field to the next (the issue’s six descriptions share almost nothing)', () => {
    const rounds = [
      'inventory for a small bakery',
      'a budget app for couples',
      'a podcast hosting platform',
      'shift planning for nurses',
      'a flashcards app for students',
      'una app para mi gimnasio con clases y cuotas',
    ].map((d) => new Set(suggest(d).map(titleKey)));
    for (const [i, a] of rounds.entries()) {
      for (const b of rounds.slice(i + 1)) expect([...a].filter((t) => b.has(t)).length).toBeLessThanOrEqual(1);
    }
  });

  it('give 8 to 12 distinct titles per round and never repeat one across three rounds, whatever the case', () => {
    const shown: string[] = [];
    for (let round = 0; round < 3; round++) {
      const titles = suggest(
        YOGA,
        shown.map((t) => t.toUpperCase()),
      );
      expect(titles.length).toBeGreaterThanOrEqual(round === 0 ? 8 : 1);
      expect(titles.length).toBeLessThanOrEqual(12);
      const seen = new Set(shown.map(titleKey));
      expect(titles.filter((t) => seen.has(titleKey(t)))).toEqual([]);
      shown.push(...titles);
    }
  });

  it('lead with the features of the kind of business named within a field, and its recommendations follow', () => {
    const bistro = 'table booking for our little restaurant';
    expect(suggest(bistro).slice(0, 5)).toEqual([
      'Table Reservations',
      'Floor Plan with Table Status',
      'Covers and Party Sizes per Slot',
      'No-show Deposits and Card Guarantees',
      'Waitlist for Walk-ins and Full Nights',
    ]);
    const recommendation = (description: string, id: string) =>
      interview(description, suggest(description).slice(0, 5)).asked.find((q) => q.id === id)?.recommended;
    expect(recommendation(bistro, 'rest-core-flow')).toBe('Reserve a table');
    // Ordering named too: the reservation focus does not decide what guests mainly do.
    expect(recommendation('a restaurant app with online ordering and table reservations', 'rest-core-flow')).toBe(
      'Order for pickup or delivery',
    );
    const blog = 'a website for my recipe blog';
    expect(suggest(blog).slice(0, 3)).toContain('Printable Recipe Cards');
    expect(recommendation(blog, 'meal-who-for')).toBe('A food blogger publishing recipes');
    expect(recommendation(blog, 'website-goal')).toBe('Join a waitlist or newsletter');
  });

  it.each([
    ['a booking app for a yoga studio with class schedules, memberships etc.', ['Class Schedules', 'Memberships']],
    ['an online shop with cart, checkout, wishlists and so on', ['Cart', 'Checkout', 'Wishlists']],
    ['eine App für unser Yogastudio mit Kursplan, Chat usw.', ['Kursplan', 'Chat']],
  ])('never take "etc." or "and so on" for a feature: "%s"', (description, named) => {
    const titles = suggestFeatures(knowledge, {
      projectDescription: description,
      target: 'lovable',
      existingFeatures: [],
    }).features;
    expect(titles.slice(0, named.length)).toEqual(named);
    expect(titles.some((t) => /\b(etc|usw|so on)\b/i.test(t))).toBe(false);
  });

  it.each([
    ['an app that lets me track my expenses', 'Expense Tracking'],
    ['a site that allows us to publish recipes', 'Recipe Publishing'],
    ['an app to help me write my novel with daily word count goals', 'Novel Writing'],
  ])('leave out whom the product serves: "%s" offers "%s"', (description, title) => {
    expect(suggest(description)[0]).toBe(title);
    // Nor does the project's name keep half a connector ("an app to").
    expect(analyse(knowledge, description).name).not.toMatch(/\b(to|that|lets|allows)$/);
  });

  it('are deterministic', () => {
    expect(suggest(YOGA, ['Memberships'])).toEqual(suggest(YOGA, ['Memberships']));
  });
});

describe('the interview', () => {
  const features = [
    'Class Schedules',
    'Memberships',
    'Class Booking with Spots Left',
    'Waitlist for Full Classes',
    'Check-in at the Studio',
  ];

  it('asks questions with an id, a category, a recommended answer and its reason', () => {
    const { asked } = interview(YOGA, features);
    for (const q of asked) {
      expect(q.id).toMatch(/^[a-z0-9-]+$/);
      expect(CATEGORIES).toContain(q.category);
      expect(q.type === 'multiple-choice' ? q.options : ['Yes', 'No']).toContain(q.recommended);
      expect(q.reason.length, q.text).toBeGreaterThan(10);
    }
    expect(new Set(asked.map((q) => q.id)).size).toBe(asked.length);
  });

  it('asks the most decisive first, and speaks the studio’s language', () => {
    const { asked } = interview(YOGA, features);
    expect(asked[0]?.text).toBe('How do students pay for classes?');
    expect(asked.slice(0, 5).map((q) => q.text)).toContain('What happens when a class is full?');
  });

  it('with five features asks 12 to 25 questions, exactly as many as it first estimated', () => {
    const run = interview(YOGA, features);
    expect(run.asked.length).toBeGreaterThanOrEqual(12);
    expect(run.asked.length).toBeLessThanOrEqual(25);
    expect(run.firstEstimate).toBe(estimateFor(run.asked.length));
  });

  it('asks an app builder about the look early: it designs the whole interface from the prompt', () => {
    const titles = ['Class Schedules', 'Memberships'];
    const at = (target: string) => interview(YOGA, titles, undefined, target).asked.findIndex((q) => q.id === 'visual-style');
    expect(at('lovable')).toBeGreaterThanOrEqual(0);
    expect(at('cursor') === -1 || at('cursor') > at('lovable')).toBe(true);
  });

  it('asks fewer questions for a one-page site than for a two-sided marketplace', () => {
    const five = (d: string) => suggest(d).slice(0, 5);
    const site = 'a one-page landing page for my bakery';
    const market = 'a marketplace connecting dog owners with local dog walkers, with payouts and reviews';
    expect(interview(site, five(site)).asked.length).toBeLessThan(interview(market, five(market)).asked.length);
  });

  it('names the project in the questions any project is asked: the vet clinic app, the bakery ordering website', () => {
    const texts = (description: string) => interview(description, suggest(description).slice(0, 5)).asked.map((q) => q.text);
    const vet = texts('a vet clinic app');
    expect(vet).toContain('How complete should the first version of the vet clinic app be?');
    expect(texts('a website for my bakery').join(' ')).toContain('the website for your bakery');
    expect(texts('table booking for our little restaurant').join(' ')).toContain('the restaurant reservation app');
    // No field recognised: the user's own name for it, when it is English and short; else what kind of thing it is.
    expect(texts('a website for my uncle Bob')).toContain(
      'How complete should the first version of the website for your uncle Bob be?',
    );
    expect(texts('eine Webseite für meinen Onkel Bob').join(' ')).toContain('the website');
    for (const description of [YOGA, 'a vet clinic app', 'something nice for my grandmother', 'a REST API for a library'])
      expect(texts(description).filter((t) => /[{}]/.test(t))).toEqual([]);
  });

  it('never repeats a sentence with another feature name', () => {
    const titles = ['Slack Digest', 'Kursplan', 'Magic Widget', 'Export to Excel', 'Online Payments'];
    const { asked } = interview('a tool for our team', titles);
    const own = asked.map((q) => titleKey(titles.reduce((text, t) => text.replaceAll(t, ''), q.text)));
    expect(new Set(own).size).toBe(own.length);
  });

  it('lets answers steer what follows: no late-cancel fee when cancelling is free at any time', () => {
    const late = 'What does a late cancellation or no-show cost?';
    const anyTime = interview(YOGA, features, (q) => (q.id === 'studio-cancel-window' ? 'Any time' : q.recommended));
    expect(anyTime.asked.map((q) => q.text)).not.toContain(late);
    const window = interview(YOGA, features, (q) => (q.id === 'studio-cancel-window' ? '12 hours before' : q.recommended));
    expect(window.asked.map((q) => q.text)).toContain(late);
  });

  it('holds a follow-up back until the answer it depends on is in', () => {
    const input = (asked: Question[], answers: Record<string, string>): QuestionsInput => ({
      projectDescription: YOGA,
      target: 'lovable',
      features: features.map((title) => ({ title })),
      previousAnswers: answers,
      questionIndex: asked.length,
      dismissedQuestions: [],
      askedQuestions: asked.map(({ id, text }) => ({ id, text })),
    });
    const held: Question[] = [];
    let result = generateQuestions(knowledge, input([], {}));
    while (result.questions.length > 0 && !held.some((q) => q.id === 'studio-cancel-window')) {
      held.push(...result.questions);
      result = generateQuestions(knowledge, input(held, {}));
    }
    const gate = held.find((q) => q.id === 'studio-cancel-window');
    expect(gate).toBeDefined();
    expect(held.map((q) => q.id)).not.toContain('studio-late-cancel');
  });

  it('asks the field’s follow-ups before generic questions while their first answer is awaited', () => {
    // (A "nursery" would settle the setting question from the description; a centre leaves it to ask.)
    const nursery = 'an app for our childcare centre where parents see what their child ate and when they napped';
    const first = generateQuestions(knowledge, {
      projectDescription: nursery,
      target: 'lovable',
      features: suggest(nursery)
        .slice(0, 5)
        .map((title) => ({ title })),
      previousAnswers: {},
      questionIndex: 0,
      dismissedQuestions: [],
      askedQuestions: [],
    });
    expect(first.more).toBe(true);
    const common = new Set(knowledge.common.map((q) => q.id));
    expect(first.questions.filter((q) => common.has(q.id)).map((q) => q.id)).toEqual([]);
    const run = interview(nursery, suggest(nursery).slice(0, 5));
    expect(
      run.asked
        .slice(0, 6)
        .filter((q) => common.has(q.id))
        .map((q) => q.id),
    ).toEqual([]);
    expect(run.firstEstimate).toBe(estimateFor(run.asked.length));
  });

  it('asks about a feature only when that feature is selected', () => {
    const checkIn = 'How are students checked in when they arrive?';
    expect(interview(YOGA, features).asked.map((q) => q.text)).toContain(checkIn);
    expect(interview(YOGA, features.slice(0, 4)).asked.map((q) => q.text)).not.toContain(checkIn);
  });

  it('recommends the sign-in method that fits who signs in, and never asks it when the field already settled it', () => {
    // Every question the interview could ask this project, as it would ask it.
    const methods = (description: string) =>
      planInterview(
        knowledge,
        analyse(knowledge, description),
        suggest(description).slice(0, 5),
        conventionsFor('lovable'),
      ).questions.find((q) => q.id === 'sign-in-methods')?.record;
    expect(methods('a procurement tool where employees raise purchase requests and managers approve them')?.recommended).toBe(
      'Work Google or Microsoft accounts',
    );
    expect(methods('a CRM for our sales team to track leads and deals')?.recommended).toBe('Work Google or Microsoft accounts');
    expect(methods('a recipe app where home cooks save recipes and plan their week')?.recommended).toBe(
      'Google and Apple sign-in',
    );
    // Nor is a work tool expected to take payments.
    const payments = planInterview(
      knowledge,
      analyse(knowledge, 'a CRM for our sales team to track leads and deals'),
      [],
      conventionsFor('lovable'),
    ).questions.find((q) => q.id === 'online-payments')?.record;
    expect(payments?.recommended).toBe('No');
    // The field's own question already says how people sign in: magic links, a gallery password, a code by phone.
    for (const description of [
      'a subscription box for coffee where subscribers pause or skip a month',
      'a client gallery app for my wedding photography business',
      'a dating app for dog owners',
    ])
      expect(methods(description), description).toBeUndefined();
  });

  it('lets the field’s own question replace the project kind’s: a wedding website asks about replies, not leads', () => {
    const description = 'wedding website with RSVP, menu choice and a gift registry';
    expect(analyse(knowledge, description).kind.id).toBe('website');
    const ids = interview(description, suggest(description).slice(0, 5)).asked.map((q) => q.id);
    expect(ids).toContain('evplan-rsvp');
    expect(ids).not.toContain('website-goal');
    expect(ids).not.toContain('website-structure');
  });

  it('never asks a skipped or answered question again', () => {
    const run = interview(YOGA, features, (q, i) => (i % 3 === 0 ? null : q.recommended));
    expect(run.dismissed.length).toBeGreaterThan(2);
    const again = generateQuestions(knowledge, {
      projectDescription: YOGA,
      target: 'lovable',
      features: features.map((title) => ({ title })),
      previousAnswers: run.answers,
      questionIndex: 0,
      dismissedQuestions: run.dismissed,
    });
    const done = new Set([...Object.keys(run.answers), ...run.dismissed]);
    expect(again.questions.filter((q) => done.has(q.text))).toEqual([]);
  });
});

describe('the brief and the prompt', () => {
  const features = ['Class Schedules', 'Memberships', 'Waitlist for Full Classes'];

  it('states every feature, and tells answered, recommended and open decisions apart', () => {
    const run = interview(YOGA, features, (q, i) => (i === 2 ? null : i === 1 ? (q.options?.at(-1) ?? 'No') : q.recommended));
    const input = promptInput(YOGA, features, run, { recommendedAnswers: [run.asked[3]!.text] });
    const brief = buildBrief(knowledge, input);
    const prompt = composePrompt(knowledge, input);
    for (const title of features) expect(prompt).toContain(title);
    expect(prompt).toContain('a booking app for a yoga studio');
    const skipped = brief.decisions.find((d) => d.source === 'judgement');
    expect(skipped?.question).toBe(run.asked[2]!.text);
    expect(prompt).toContain(`Your call: ${skipped!.question}`);
    expect(brief.decisions.find((d) => d.question === run.asked[3]!.text)?.source).toBe('recommended');
    expect(prompt).toMatch(/Recommended default: /);
    expect(prompt).toMatch(/Decision: /);
    for (const d of brief.decisions.filter((d) => d.source !== 'judgement'))
      expect(prompt).toContain(d.statement.replace(/\.$/, ''));
  });

  it('names a contradiction: an answer that another (changed) answer has made pointless', () => {
    const window = 'How late can a student cancel without losing the class?';
    const fee = 'What does a late cancellation or no-show cost?';
    const base: PromptInput = {
      projectDescription: YOGA,
      target: 'lovable',
      features: features.map((title) => ({ title })),
      answers: { [window]: '12 hours before', [fee]: 'A fixed fee is charged' },
      dismissedQuestions: [],
      askedQuestions: [
        { id: 'studio-cancel-window', text: window },
        { id: 'studio-late-cancel', text: fee },
      ],
    };
    expect(buildBrief(knowledge, base).conflicts).toEqual([]);
    // Reviewed later: cancelling is now free at any time, so a late-cancel fee makes no sense.
    const changed = buildBrief(knowledge, { ...base, answers: { ...base.answers, [window]: 'Any time' } });
    expect(changed.conflicts).toEqual([
      { id: 'studio-late-cancel', with: 'studio-cancel-window', text: expect.stringContaining('(Any time) makes it pointless') },
    ]);
    expect(changed.decisions.find((d) => d.id === 'studio-late-cancel')?.options).toEqual([
      'Nothing, just a warning',
      'The class credit is lost',
      'A fixed fee is charged',
    ]);
  });

  it('gives every feature acceptance criteria, one the knowledge does not know included', () => {
    const titles = [...features, 'Gift Cards For Friends'];
    const brief = buildBrief(knowledge, promptInput(YOGA, titles, interview(YOGA, titles)));
    for (const feature of brief.features) expect(feature.criteria.length, feature.title).toBeGreaterThan(0);
    const custom = brief.features.find((f) => f.title === 'Gift Cards For Friends')!;
    expect(custom.criteria).toEqual(fallbackCriteria('Gift Cards For Friends'));
    expect(composePrompt(knowledge, promptInput(YOGA, titles, interview(YOGA, titles)))).toContain(
      'Check: When a user completes Gift Cards For Friends with valid input',
    );
  });

  it('with "Use recommended answers for the rest" fills what the interview did not reach, marked as such', () => {
    const run = interview(YOGA, features);
    const firstFour: Interview = {
      ...run,
      asked: run.asked.slice(0, 4),
      answers: Object.fromEntries(Object.entries(run.answers).slice(0, 4)),
    };
    const brief = buildBrief(knowledge, promptInput(YOGA, features, firstFour, { acceptRecommended: true }));
    const recommended = brief.decisions.filter((d) => d.source === 'recommended');
    expect(recommended.length).toBeGreaterThan(5);
    expect(brief.decisions.length).toBeLessThanOrEqual(interviewLength(features.length, 2) + 1);
    expect(composePrompt(knowledge, promptInput(YOGA, features, firstFour, { acceptRecommended: true }))).toContain(
      `Recommended default: ${recommended[0]!.statement.replace(/\.$/, '')}`,
    );
  });

  it('tells the target which language the app’s interface uses', () => {
    const description = 'Eine App für unser Yogastudio mit Kursplan und Mitgliedschaften';
    const prompt = composePrompt(knowledge, promptInput(description, ['Kursplan'], interview(description, ['Kursplan'])));
    expect(prompt).toContain('Interface language: German.');
    expect(composePrompt(knowledge, promptInput(YOGA, features, interview(YOGA, features)))).toContain(
      'Interface language: English.',
    );
  });

  it('keeps a line from repeating: duplicate lines stay under 5% for every target', () => {
    const run = interview(YOGA, features);
    for (const target of TARGETS) {
      const lines = composePrompt(knowledge, { ...promptInput(YOGA, features, run), target })
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && l !== '```');
      const dupes = lines.length - new Set(lines).size;
      expect(dupes / lines.length, target).toBeLessThan(0.05);
    }
  });

  it('states a feature’s checks once when two chosen titles mean the same thing', () => {
    const description = 'a revenue dashboard with MRR and churn';
    const titles = ['MRR', 'Churn', 'Cohort Retention Charts'];
    const run = interview(description, titles);
    const prompt = composePrompt(knowledge, promptInput(description, titles, run));
    const check = prompt.split('\n').filter((line) => line.includes('recompute churn and LTV'));
    expect(check).toHaveLength(1);
  });

  it('states a question it did not write, as asked (an LLM’s or an older interview’s)', () => {
    const prompt = composePrompt(knowledge, {
      projectDescription: YOGA,
      target: 'chatgpt',
      features: [{ title: 'Memberships' }],
      answers: { 'Should alerts mention the deal owner by name?': 'Only for deals above 10k' },
      dismissedQuestions: ['Which chart library should be used?'],
    });
    expect(prompt).toContain('Should alerts mention the deal owner by name? Only for deals above 10k');
    expect(prompt).toContain('Which chart library should be used?');
  });

  it('gives every target its own format', () => {
    const run = interview(YOGA, features);
    const [chatgpt, claude, gemini, lovable, cursor, gpt5, general] = TARGETS.map((target) =>
      composePrompt(knowledge, { ...promptInput(YOGA, features, run), target }),
    ) as [string, string, string, string, string, string, string];
    expect(claude).toMatch(/<requirements>[\s\S]*Class Schedules[\s\S]*<\/requirements>/);
    expect(claude).toMatch(/<project_description>\s*a booking app for a yoga studio[\s\S]*<\/project_description>/);
    expect(cursor).toContain('### Task 2: Class Schedules');
    expect(cursor).toContain('## Repository Structure');
    expect(cursor).toMatch(/acceptance checks/i);
    expect(cursor).toContain('.cursor/rules');
    expect(cursor).toContain('Run `npm test` and `npm run lint` after each task');
    expect(lovable).toContain('## Pages and Components');
    expect(lovable).toContain('## Data and Auth (Supabase)');
    expect(chatgpt).toMatch(/^## Role$/m);
    expect(gpt5).toContain('## Planning and Verification');
    expect(gemini).toContain('## Persona');
    expect(general).toContain('## Features');
    for (const prompt of [chatgpt, claude, gemini, cursor, gpt5, general]) expect(prompt).not.toContain('Supabase');
  });

  it('streams the composed prompt in chunks', async () => {
    const input = promptInput(YOGA, features, interview(YOGA, features));
    const composer = createComposer(() => Promise.resolve(knowledge));
    const chunks: string[] = [];
    for await (const chunk of composer.streamPrompt(await composer.buildBrief(input))) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(composePromptChunks(knowledge, input).join(''));
  });
});

describe('bad input still gets a sensible general flow', () => {
  it.each([
    ['emoji only', '🚀🔥💯✨'],
    ['a language we do not read', 'ペットのための予約アプリを作りたいです'],
    [
      '4,000 characters of noise',
      Array.from({ length: 500 }, (_, i) => `qx${(i * 7919) % 997}zv`)
        .join(' ')
        .slice(0, 4000),
    ],
    ['no domain at all', 'something nice for my grandmother'],
  ])('%s', (_, description) => {
    const titles = suggest(description);
    expect(titles.length).toBeGreaterThanOrEqual(8);
    const run = interview(description, titles.slice(0, 3));
    expect(run.asked.length).toBeGreaterThan(5);
    const prompt = composePrompt(knowledge, promptInput(description, titles.slice(0, 3), run));
    expect(prompt).toContain(titles[0]!);
  });

  it('names a foreign language it cannot parse as the interface language', () => {
    const description = 'ペットのための予約アプリを作りたいです';
    expect(composePrompt(knowledge, promptInput(description, ['Booking'], interview(description, ['Booking'])))).toContain(
      'Interface language: Japanese.',
    );
  });
});

describe('conventionsFor', () => {
  it('maps target names and endpoints to their conventions, anything else to general', () => {
    expect(conventionsFor('Lovable').backend).toBe('Supabase');
    expect(conventionsFor('cursor').family).toBe('code-agent');
    expect(conventionsFor('gpt5').key).toBe('gpt-5');
    expect(conventionsFor('claude').style).toBe('xml');
    expect(conventionsFor('some-new-engine').key).toBe('general');
  });

  it('gives every target a label, guidance and exactly one feature section', () => {
    for (const conventions of ALL_CONVENTIONS) {
      expect(conventions.systemGuidance.length).toBeGreaterThan(100);
      const featureSections = conventions.sections.filter((s) => ['requirements', 'pages', 'tasks'].includes(s.id));
      expect(featureSections, conventions.key).toHaveLength(1);
    }
  });
});
