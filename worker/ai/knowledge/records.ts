/**
 * The shape of everything the built-in composer knows: project kinds, domains, feature patterns and the
 * cross-cutting questions. Each record is a typed data file; `test/worker/knowledge.test.ts` parses every one of
 * them with these schemas and checks their cross-references, so a broken record fails the build, not a user.
 */
import { z } from 'zod';
import { CATEGORIES } from '../../../common/interview';
import { TARGET_FAMILIES, type TargetFamily } from '../../../common/targets';

/** Languages the composer recognises descriptions in. */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../common/interview';

export const YES_NO = ['Yes', 'No'] as const;

/**
 * Who signs in and uses the app day to day: people at `work` (staff, teams, business customers: a CRM, a dispatch
 * board, a status page's team), the `public` (consumers, patients, guests, members), or the user's `private` life (a
 * journal just for them, their family, their flat: said in the description, never a field's own audience), or only the
 * user's own `team` ("just me and my assistant use it": said in the description). It tailors recommendations
 * such as the sign-in method: company Google or Microsoft accounts at work, Google and Apple for the public.
 */
export const AUDIENCES = ['work', 'public', 'private', 'team'] as const;
export type Audience = (typeof AUDIENCES)[number];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a kebab-case id such as class-booking.');

/**
 * A recognising word or phrase and its weight: 1 a faint hint, 3 a clear sign, 5 or 6 unmistakable.
 * Matching ignores case and accents, and allows the usual plural and inflection endings on the last word
 * ("membership" also matches "memberships", "Mitgliedschaft" also "Mitgliedschaften"). A trailing `*` matches any
 * word starting with the stem, for compounds: "yoga*" matches "Yogastudio", "kurs*" matches "Kursplan".
 */
export const keyword = z.tuple([z.string().min(2).max(60), z.number().int().min(1).max(6)]);
export type Keyword = z.infer<typeof keyword>;

/** Recognising words per language; every language needs its own words (do not just repeat the English). */
export const recognition = z.object({
  en: z.array(keyword).min(10),
  de: z.array(keyword).min(5),
  es: z.array(keyword).min(5),
  fr: z.array(keyword).min(5),
  pt: z.array(keyword).min(5),
});

/**
 * When a question is worth asking. Conditions on answers refer to questions by id (this record's own or a
 * common question's); an answer is the option text, or Yes / No.
 * - `answer` + `is`: that question was answered with one of these (skipped or not asked counts as false).
 * - `answer` + `isNot`: that question was not answered with any of these (skipped or not asked counts as true).
 * - `feature`: one of these features (ids in this record, or feature-pattern ids) is among the selected features.
 * - `kind`: the project is one of these kinds. `targetFamily`: the target is one of these families.
 * - `noDomain`: the description matched no domain (questions that find out what the app is for).
 * - `noInteraction`: the description says nothing of what people do in the app (no interaction pattern recognised).
 * - `keptData`: the description keeps its data in a sheet or file today ("a Google Sheet going back to 2019").
 * - `audience`: the people who sign in use it at `work` (staff, business users) or are the `public` (see AUDIENCES).
 * - `domain`: the description is recognised as one of these domains (ids).
 * - `says`: the description says one of these phrases ("pay cash on collection").
 * - `all`, `any`, `not`: combinations.
 */
export type Condition =
  | { answer: string; is: string[] }
  | { answer: string; isNot: string[] }
  | { feature: string[] }
  | { kind: string[] }
  | { targetFamily: TargetFamily[] }
  | { noDomain: true }
  | { noInteraction: true }
  | { keptData: true }
  | { audience: Audience[] }
  | { says: string[] }
  | { domain: string[] }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export const condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ answer: slug, is: z.array(z.string().min(1)).min(1) }).strict(),
    z.object({ answer: slug, isNot: z.array(z.string().min(1)).min(1) }).strict(),
    z.object({ feature: z.array(slug).min(1) }).strict(),
    z.object({ kind: z.array(slug).min(1) }).strict(),
    z.object({ targetFamily: z.array(z.enum(TARGET_FAMILIES)).min(1) }).strict(),
    z.object({ noDomain: z.literal(true) }).strict(),
    z.object({ noInteraction: z.literal(true) }).strict(),
    z.object({ keptData: z.literal(true) }).strict(),
    z.object({ audience: z.array(z.enum(AUDIENCES)).min(1) }).strict(),
    z.object({ says: z.array(z.string().min(2).max(60)).min(1) }).strict(),
    z.object({ domain: z.array(slug).min(1) }).strict(),
    z.object({ all: z.array(condition).min(1) }).strict(),
    z.object({ any: z.array(condition).min(1) }).strict(),
    z.object({ not: condition }).strict(),
  ]),
);

/**
 * One interview question. Multiple-choice when it has `options`, otherwise yes-no (answers "Yes" / "No").
 * The text never names a feature the user may not have selected, and reads well on its own. In common and kind
 * questions, `{project}` is replaced by what the app is ("the vet clinic app", "the website"), and `{keptData}` (asked only
 * when `keptData` holds) by the sheet or file the data is kept in today ("the Google Sheet").
 */
export const question = z
  .object({
    /** Stable id, unique across all knowledge (prefix it with the record id when in doubt). */
    id: slug,
    category: z.enum(CATEGORIES),
    text: z.string().min(10).max(200).endsWith('?'),
    /** 2 to 5 short, mutually exclusive options; omit for a yes-no question. */
    options: z.array(z.string().min(1).max(80)).min(2).max(5).optional(),
    /** The option (or Yes / No) an expert would pick for a typical project of this kind. */
    recommended: z.string().min(1),
    /** One line: why the recommendation is the usual right call. */
    reason: z.string().min(10).max(180),
    /** How much the answer changes the build, 1 (a detail) to 10 (changes the whole app). Most impactful is asked first. */
    impact: z.number().int().min(1).max(10),
    /** Short label the prompt states the decision under, e.g. "Payment model". */
    decision: z.string().min(2).max(60),
    /**
     * Per answer, the requirement sentence the prompt states when that answer is chosen, written as an instruction
     * to the builder ("Put students on a waitlist when a class is full and book the first one automatically when a
     * spot frees up."). Answers without a sentence are stated as "<decision>: <answer>".
     */
    says: z.record(z.string(), z.string().min(10).max(300)).optional(),
    /** A feature id: the decision is listed under that feature in the prompt (only asked when it is selected). */
    feature: slug.optional(),
    /** Ask only when this holds (see Condition). */
    askIf: condition.optional(),
    /**
     * Per project, a recommendation that differs from `recommended`: the first entry whose condition holds for the
     * project (its kind, audience, target or features, never an answer) gives the recommendation and its reason.
     */
    recommendedWhen: z
      .array(z.object({ if: condition, recommended: z.string().min(1), reason: z.string().min(10).max(180) }).strict())
      .max(4)
      .optional(),
    /**
     * Per project, how much more (or less) the answer matters: the first entry whose condition holds gives the impact
     * (e.g. the visual style decides more of what an app builder makes than of what a coding agent does).
     */
    impactWhen: z
      .array(z.object({ if: condition, impact: z.number().int().min(1).max(10) }).strict())
      .max(3)
      .optional(),
    /**
     * The common or kind question(s) this one replaces, phrased for the domain (e.g. 'sign-in'). A question that
     * settles how people sign in replaces both 'sign-in' and 'sign-in-methods'.
     */
    replaces: z.union([slug, z.array(slug).min(1).max(3)]).optional(),
    /** Up to four short examples that help the user answer. */
    examples: z.array(z.string().min(1).max(120)).max(4).optional(),
    /**
     * Per answer, words or phrases (any of the five languages, matched as keywords are) by which a description already
     * gives that answer: "kitchen display" settles how orders reach the kitchen. A settled question is not asked; the
     * brief states its answer as taken from the description. An option whose own words all appear in the description
     * settles it too, without being listed here.
     */
    settledBy: z.record(z.string(), z.array(z.string().min(2).max(60)).min(1)).optional(),
    /**
     * The description's own list of what one record holds ("make, model, serial number, last tuning date") answers
     * this question: it is stated from the description, not asked.
     */
    settledByFields: z.literal(true).optional(),
    /**
     * In a pattern, the question asks what its thing is about ("Is each dive about a person, a place…?"): it is not
     * asked when the thing is itself a person or an animal ("bird", "hog", "member").
     */
    unlessThingIsSubject: z.literal(true).optional(),
    /**
     * What the description says of who uses it and who signs in answers this question (composer/access.ts):
     * `everyone` ("agents log in"), `staff` ("only office staff log in"), `team` ("just me and my assistant use it"),
     * `group` (a group the user belongs to: "our rowing club"), `own` (each person sees only their own: "drivers only
     * see their own checks").
     */
    settledByAccess: z
      .object({ everyone: z.string(), staff: z.string(), team: z.string(), group: z.string(), own: z.string() })
      .partial()
      .strict()
      .optional(),
  })
  .strict();
export type QuestionRecord = z.infer<typeof question>;

/** The common question ids a question replaces. */
export const replacedBy = (q: Pick<QuestionRecord, 'replaces'>): readonly string[] =>
  q.replaces === undefined ? [] : typeof q.replaces === 'string' ? [q.replaces] : q.replaces;

/** What "done" means for a feature: WHEN `when` THE SYSTEM SHALL `then` (an EARS acceptance criterion). */
export const doneCriterion = z
  .object({
    /** The trigger, lower case, no leading "when": "a student books a class that has free spots". */
    when: z.string().min(8).max(200),
    /** The response as a verb phrase that follows "the system shall": "confirm the booking and reduce the spots left by one". */
    then: z.string().min(8).max(240),
  })
  .strict();

export const feature = z
  .object({
    id: slug,
    /** Title Case, 2 to 6 words, what a product person would call it: "Waitlist for Full Classes". */
    title: z.string().min(3).max(60),
    /** One line the prompt can use as is. */
    description: z.string().min(10).max(220),
    /** Words and phrases, in any of the five languages, by which a user names this feature in a description or a custom feature. */
    match: z.array(z.string().min(2).max(60)).default([]),
    /** One to four acceptance criteria for its main flow. */
    done: z.array(doneCriterion).min(1).max(4),
    /** An interaction's feature offered only where the description says one of these ("Deposits" only with money). */
    requires: z.array(z.string().min(2).max(60)).min(1).optional(),
    /** Money changes hands in it ("Rental Periods and Prices"): never offered where payment is ruled out. */
    paid: z.literal(true).optional(),
  })
  .strict();
export type FeatureRecord = z.infer<typeof feature>;

export const entity = z
  .object({
    name: z.string().min(2).max(40),
    /** Key fields; a relation is written "instructor → Instructor". */
    fields: z.array(z.string().min(1).max(60)).min(2).max(12),
  })
  .strict();

export const role = z
  .object({
    name: z.string().min(2).max(40),
    /** What this role may do, one line. */
    can: z.string().min(5).max(200),
  })
  .strict();

export const integration = z
  .object({
    name: z.string().min(2).max(60),
    /** What it is used for here. */
    for: z.string().min(5).max(160),
  })
  .strict();

export const page = z
  .object({
    name: z.string().min(2).max(50),
    purpose: z.string().min(5).max(160),
  })
  .strict();

/** A field of business or life the app serves: yoga studios, veterinary clinics, podcasts... */
export const domain = z
  .object({
    id: slug,
    /** Human name, plural where natural: "Fitness and yoga studios". */
    name: z.string().min(3).max(60),
    /** What the app is, used when the description does not say: "studio booking app". */
    noun: z.string().min(3).max(60),
    /** 1 simple (a personal tracker), 2 typical, 3 complex (two-sided, regulated or multi-role): scales interview depth. */
    complexity: z.number().int().min(1).max(3),
    /** Who signs in and uses it day to day (see AUDIENCES); the public when not given. */
    audience: z.enum(AUDIENCES).default('public'),
    recognise: recognition,
    /** Phrases that contain a recognising word but do not mean this domain ("world-class", "class action"). */
    exclude: z.array(z.string().min(2).max(60)).default([]),
    entities: z.array(entity).min(3).max(10),
    roles: z.array(role).min(2).max(6),
    /** At least eight, most essential first: the first round of suggestions takes them in this order. */
    features: z.array(feature).min(8).max(22),
    /**
     * Kinds of business within the field that lead with other features and answers: a restaurant taking reservations
     * needs party sizes and a waitlist before delivery zones. When one of `match` (any language) is in the
     * description, its `features` (ids, most essential first) lead the first round, right after what the user named,
     * and `recommend` changes the recommendation of the named questions, unless one of `unless` is there too.
     */
    focuses: z
      .array(
        z
          .object({
            match: z.array(z.string().min(2).max(60)).min(2),
            features: z.array(slug).min(2).max(8),
            recommend: z
              .array(z.object({ question: slug, answer: z.string().min(1), reason: z.string().min(10).max(180) }).strict())
              .max(4)
              .optional(),
            unless: z.array(z.string().min(2).max(60)).optional(),
            /** What the app is for this kind of business, instead of the domain's noun: "restaurant reservation app". */
            noun: z.string().min(3).max(60).optional(),
          })
          .strict(),
      )
      .max(6)
      .default([]),
    integrations: z.array(integration).min(2).max(8),
    pages: z.array(page).min(3).max(12),
    /** The design direction when the user does not choose one. */
    design: z.string().min(20).max(300),
    /** At least eight, the most decisive first. */
    questions: z.array(question).min(8).max(20),
  })
  .strict();
export type DomainRecord = z.infer<typeof domain>;
export type FocusRecord = DomainRecord['focuses'][number];
export type DomainInput = z.input<typeof domain>;

/** A kind of project by its form: website, web app, mobile app, API... */
export const kind = z
  .object({
    id: slug,
    /** Singular noun for the prompt when the description gives none: "website", "mobile app". */
    noun: z.string().min(2).max(40),
    recognise: recognition,
    exclude: z.array(z.string().min(2).max(60)).default([]),
    /** Completes "You are …" for chat targets. */
    role: z.string().min(10).max(160),
    /** Picks stack options and the repository layout. */
    stack: z.enum(['web', 'api', 'mobile', 'game', 'extension', 'desktop']),
    /** No user interface of its own (an API). */
    headless: z.boolean(),
    /** 1 small (a one-page site), 2 typical, 3 large: scales interview depth. */
    depth: z.number().int().min(1).max(3),
    design: z.string().min(20).max(300),
    features: z.array(feature).min(6).max(20),
    questions: z.array(question).min(2).max(12),
    pages: z.array(page).min(1).max(10),
  })
  .strict();
export type KindRecord = z.infer<typeof kind>;
export type KindInput = z.input<typeof kind>;

/**
 * A feature archetype (payments, calendar, messaging, maps…) recognised in any feature title, so a feature the
 * knowledge has no domain record for still gets a description, acceptance criteria and a sharp question.
 */
export const featurePattern = z
  .object({
    id: slug,
    /** Words in the five languages that make a feature title this archetype. */
    match: z.array(z.string().min(2).max(60)).min(4),
    description: z.string().min(10).max(220),
    done: z.array(doneCriterion).min(1).max(3),
    /** Asked once per interview whichever matching features are selected; `{feature}` is replaced by the first one's title. */
    questions: z.array(question).max(3),
  })
  .strict();
export type FeaturePatternRecord = z.infer<typeof featurePattern>;
export type FeaturePatternInput = z.input<typeof featurePattern>;

/** The cross-cutting questions (sign-in, devices, design style, hosting…), asked once and filtered by conditions. */
export const commonQuestions = z.array(question).min(10);

/**
 * The placeholders of an interaction's templates: the thing it handles in the user's own words ("dive", "dives",
 * "Dive", "Dives"), whom the app is for ("the scuba diving club", else "your organisation") and who uses it ("members",
 * else "people").
 */
export const INTERACTION_SLOTS = ['{thing}', '{things}', '{Thing}', '{Things}', '{owner}', '{actors}'] as const;

/**
 * A way apps work whatever the trade: records and logs, bookings, rentals, queues, approvals, live status… Recognised
 * by what the description says people do and to what ("log dives", "approve expense reports", "see which lanes are
 * free"), it interviews any project in its own nouns: "What should one dive record hold?". A recognised field adds its
 * own questions on top. Titles, criteria, questions, options and `says` are templates over INTERACTION_SLOTS.
 */
export const interaction = z
  .object({
    id: slug,
    /** "Records and logs". */
    name: z.string().min(3).max(60),
    /** What an app of this kind is, for the read-back: "record-keeping app". */
    noun: z.string().min(3).max(60),
    /**
     * English verbs (lemmas: "log", "rent out") whose objects are this interaction's things, with weights as keywords
     * have: 5 or 6 when the verb alone says it ("rent out"), 2 or 3 when it only hints ("track").
     */
    verbs: z.array(keyword).min(1),
    /** English nouns (singular) that make a thing this interaction's wherever they stand: "logbook", "waitlist". */
    nouns: z.array(keyword).default([]),
    /**
     * English phrases that say it whatever the grammar around them ("who has which", "the first to accept"), matched
     * as written (the last word may take an ending; `*` stands for any one word). A phrase ending on "which" or "what"
     * names the thing after it.
     */
    phrases: z.array(keyword).default([]),
    /** Its words in the other four languages (verbs in any form, with `*` for stems), for descriptions not in English. */
    recognise: z.object({
      de: z.array(keyword).min(3),
      es: z.array(keyword).min(3),
      fr: z.array(keyword).min(3),
      pt: z.array(keyword).min(3),
    }),
    /**
     * Its things are people (mentors, buddies): its verbs count only with people as their object, and a word in passing
     * ("the matching Discogs release") says nothing.
     */
    actsOnPeople: z.literal(true).optional(),
    /** Its things are never people: "assign two umpires per game" gives out no task, it puts people on a rota. */
    actsOnThings: z.literal(true).optional(),
    /** What the app itself does ("it drafts a quote letter", "the app reminds owners"): its verbs count twice then. */
    doneByTheApp: z.literal(true).optional(),
    /** Nouns whose list of values names it outright: "goes through the same stages: survey, removal, cleaning". */
    listedBy: z.array(z.string().min(2).max(40)).default([]),
    /**
     * Phrases in which its words mean something else, so they are no cue there ("audit trail": a log of who looked at
     * what, no audit carried out). Unlike `unlessSaid`, the pattern may still be said in other words.
     */
    notIn: z.array(z.string().min(3).max(60)).default([]),
    /**
     * With no thing of its own in the description, its thing is what the user says they own or look after ("I own 46
     * geocaches" → each cache is serviced).
     */
    ownedThing: z.literal(true).optional(),
    /** Phrases that rule it out ("no payments" for selling online: a board where members settle it themselves). */
    unlessSaid: z.array(z.string().min(2).max(60)).default([]),
    /**
     * Patterns that hold this one as a step ("customers book online" in a hot tub hire business is a rental's booking):
     * read as one of these more strongly, the project is not this one as well.
     */
    partOf: z.array(slug).default([]),
    /**
     * Words one of which the description must say (or a currency sign) for it to apply: "a story budget" in a newsroom
     * is no money budget without a word of money.
     */
    onlyIfSaid: z.array(z.string().min(2).max(60)).default([]),
    /** The thing in general when the description names none: "entry" / "entries". */
    thing: z.string().min(2).max(40),
    things: z.string().min(2).max(40),
    /** Feature titles in Title Case around {Thing}/{Things}: "{Thing} History", "Overdue {Things}". */
    features: z.array(feature).min(3).max(8),
    /** Its questions, the most decisive first; ids start with the interaction's id. */
    questions: z.array(question).min(3).max(12),
  })
  .strict();
export type InteractionRecord = z.infer<typeof interaction>;
export type InteractionInput = z.input<typeof interaction>;
