/**
 * Checks that go beyond each record's own schema: ids unique across all knowledge, every reference resolvable,
 * every recommendation one of its question's answers. Used by the knowledge test and `npm run knowledge:check`.
 */
import { z } from 'zod';
import { wordsOf } from '../composer/match';
import {
  commonQuestions,
  domain,
  featurePattern,
  interaction,
  INTERACTION_SLOTS,
  kind,
  replacedBy,
  YES_NO,
  type Condition,
  type DomainRecord,
  type FeaturePatternRecord,
  type InteractionRecord,
  type KindRecord,
  type QuestionRecord,
} from './records';

export interface KnowledgeFiles {
  domains: Record<string, unknown>;
  kinds: Record<string, unknown>;
  patterns: Record<string, unknown>;
  interactions: Record<string, unknown>;
  common: unknown;
}

export interface Parsed {
  domains: DomainRecord[];
  kinds: KindRecord[];
  patterns: FeaturePatternRecord[];
  interactions: InteractionRecord[];
  common: QuestionRecord[];
}

export const answersOf = (q: Pick<QuestionRecord, 'options'>): readonly string[] => q.options ?? YES_NO;

function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

function parseAll<T>(files: Record<string, unknown>, schema: z.ZodType<T>, problems: string[]): T[] {
  const out: T[] = [];
  for (const [file, value] of Object.entries(files)) {
    const result = schema.safeParse(value);
    if (!result.success) {
      problems.push(...issues(result.error).map((issue) => `${file}: ${issue}`));
      continue;
    }
    const id = (result.data as { id?: string }).id;
    if (id && !file.endsWith(`/${id}.ts`) && file !== id) problems.push(`${file}: id "${id}" must match the file name`);
    out.push(result.data);
  }
  return out;
}

function conditionRefs(condition: Condition | undefined, out: { answers: [string, string[]][]; features: string[] }) {
  if (!condition) return;
  if ('answer' in condition) out.answers.push([condition.answer, 'is' in condition ? condition.is : condition.isNot]);
  else if ('feature' in condition) out.features.push(...condition.feature);
  else if ('all' in condition) condition.all.forEach((c) => conditionRefs(c, out));
  else if ('any' in condition) condition.any.forEach((c) => conditionRefs(c, out));
  else if ('not' in condition) conditionRefs(condition.not, out);
}

/** Parses every record and lists every problem found (an empty list means all is well). */
export function checkKnowledge(files: KnowledgeFiles): { parsed: Parsed; problems: string[] } {
  const problems: string[] = [];
  const domains = parseAll(files.domains, domain, problems);
  const kinds = parseAll(files.kinds, kind, problems);
  const patterns = parseAll(files.patterns, featurePattern, problems);
  const interactions = parseAll(files.interactions, interaction, problems);
  const commonResult = commonQuestions.safeParse(files.common);
  const common = commonResult.success ? commonResult.data : [];
  if (!commonResult.success) problems.push(...issues(commonResult.error).map((issue) => `common-questions: ${issue}`));

  const allQuestions = new Map<string, QuestionRecord>();
  const owner = new Map<string, string>();
  const addQuestions = (where: string, questions: readonly QuestionRecord[]) => {
    for (const q of questions) {
      if (allQuestions.has(q.id)) problems.push(`${where}: question id "${q.id}" is also used in ${owner.get(q.id)}`);
      allQuestions.set(q.id, q);
      owner.set(q.id, where);
    }
  };
  addQuestions('common-questions', common);
  for (const d of domains) addQuestions(`domain ${d.id}`, d.questions);
  for (const k of kinds) addQuestions(`kind ${k.id}`, k.questions);
  for (const p of patterns) addQuestions(`pattern ${p.id}`, p.questions);
  for (const i of interactions) addQuestions(`interaction ${i.id}`, i.questions);

  const commonIds = new Set(common.map((q) => q.id));
  const kindQuestionIds = new Set(kinds.flatMap((k) => k.questions.map((q) => q.id)));
  const patternIds = new Set(patterns.map((p) => p.id));
  const kindIds = new Set(kinds.map((k) => k.id));
  const domainIds = new Set(domains.map((d) => d.id));
  const seenRecordIds = new Set<string>();

  const checkQuestions = (where: string, questions: readonly QuestionRecord[], featureIds: ReadonlySet<string>) => {
    for (const q of questions) {
      const at = `${where} question ${q.id}`;
      const answers = answersOf(q);
      if (!answers.includes(q.recommended))
        problems.push(`${at}: recommended "${q.recommended}" is not one of ${answers.join(' / ')}`);
      if (new Set(answers.map((a) => a.toLowerCase())).size !== answers.length) problems.push(`${at}: options repeat`);
      for (const key of Object.keys(q.says ?? {})) {
        if (!answers.includes(key)) problems.push(`${at}: says "${key}", which is not one of its answers`);
      }
      for (const key of Object.keys(q.settledBy ?? {})) {
        if (!answers.includes(key)) problems.push(`${at}: settledBy "${key}", which is not one of its answers`);
      }
      for (const answer of Object.values(q.settledByAccess ?? {})) {
        if (!answers.includes(answer)) problems.push(`${at}: settledByAccess "${answer}", which is not one of its answers`);
      }
      if (q.feature && !featureIds.has(q.feature)) problems.push(`${at}: feature "${q.feature}" does not exist here`);
      for (const id of replacedBy(q))
        if (!commonIds.has(id) && !kindQuestionIds.has(id))
          problems.push(`${at}: replaces "${id}", which is no common or kind question`);
      for (const variant of q.recommendedWhen ?? []) {
        if (!answers.includes(variant.recommended))
          problems.push(`${at}: recommendedWhen "${variant.recommended}" is not one of ${answers.join(' / ')}`);
        const variantRefs = { answers: [] as [string, string[]][], features: [] as string[] };
        conditionRefs(variant.if, variantRefs);
        if (variantRefs.answers.length > 0)
          problems.push(`${at}: recommendedWhen depends on an answer; it may only depend on the project`);
        for (const id of variantRefs.features)
          if (!featureIds.has(id) && !patternIds.has(id)) problems.push(`${at}: recommendedWhen feature "${id}" does not exist`);
      }
      const refs = { answers: [] as [string, string[]][], features: [] as string[] };
      conditionRefs(q.askIf, refs);
      for (const [id, values] of refs.answers) {
        const target = allQuestions.get(id);
        if (!target) {
          problems.push(`${at}: askIf refers to unknown question "${id}"`);
          continue;
        }
        if (id === q.id) problems.push(`${at}: askIf refers to itself`);
        const targetAnswers = answersOf(target);
        for (const value of values) {
          if (!targetAnswers.includes(value)) problems.push(`${at}: askIf "${id}" can never be "${value}"`);
        }
      }
      for (const id of refs.features) {
        if (!featureIds.has(id) && !patternIds.has(id)) problems.push(`${at}: askIf feature "${id}" does not exist`);
      }
      const kindRefs: string[] = [];
      const domainRefs: string[] = [];
      const collectKinds = (c: Condition | undefined) => {
        if (!c) return;
        if ('domain' in c) domainRefs.push(...c.domain);
        if ('kind' in c) kindRefs.push(...c.kind);
        else if ('all' in c) c.all.forEach(collectKinds);
        else if ('any' in c) c.any.forEach(collectKinds);
        else if ('not' in c) collectKinds(c.not);
      };
      collectKinds(q.askIf);
      for (const variant of q.recommendedWhen ?? []) collectKinds(variant.if);
      for (const id of kindRefs)
        if (kindIds.size > 0 && !kindIds.has(id)) problems.push(`${at}: condition kind "${id}" does not exist`);
      for (const id of domainRefs) if (!domainIds.has(id)) problems.push(`${at}: condition domain "${id}" does not exist`);
    }
  };

  const checkRecord = (where: string, record: DomainRecord | KindRecord) => {
    if (seenRecordIds.has(record.id)) problems.push(`${where}: id "${record.id}" is used twice`);
    seenRecordIds.add(record.id);
    const featureIds = new Set<string>();
    const titles = new Set<string>();
    for (const f of record.features) {
      if (featureIds.has(f.id)) problems.push(`${where}: feature id "${f.id}" repeats`);
      featureIds.add(f.id);
      const key = wordsOf(f.title).join(' ');
      if (titles.has(key)) problems.push(`${where}: feature title "${f.title}" repeats`);
      titles.add(key);
      const words = f.title.split(/\s+/);
      if (words.length > 6) problems.push(`${where}: feature title "${f.title}" has more than six words`);
      if (!/^[A-Z0-9]/.test(f.title)) problems.push(`${where}: feature title "${f.title}" must start with a capital`);
    }
    for (const [language, list] of Object.entries(record.recognise)) {
      for (const [phrase] of list) {
        if (wordsOf(phrase).length === 0) problems.push(`${where}: keyword "${phrase}" (${language}) has no letters`);
      }
    }
    if ('focuses' in record) {
      for (const focus of record.focuses) {
        for (const id of focus.features)
          if (!featureIds.has(id)) problems.push(`${where}: focus feature "${id}" does not exist here`);
        for (const { question, answer } of focus.recommend ?? []) {
          const target = record.questions.find((q) => q.id === question);
          if (!target) problems.push(`${where}: focus recommends for "${question}", which is not a question here`);
          else if (!answersOf(target).includes(answer))
            problems.push(`${where}: focus recommends "${answer}" for "${question}", which is not one of its answers`);
        }
      }
    }
    checkQuestions(where, record.questions, featureIds);
    // A domain's questions also reach the LLM generator as written: they name the project in their own words.
    if ('focuses' in record) {
      for (const q of record.questions)
        if (q.text.includes('{project}')) problems.push(`${where} question ${q.id}: {project} is for common and kind questions`);
    }
  };

  for (const d of domains) checkRecord(`domain ${d.id}`, d);
  for (const k of kinds) checkRecord(`kind ${k.id}`, k);
  for (const p of patterns) {
    if (seenRecordIds.has(p.id)) problems.push(`pattern ${p.id}: id is used twice`);
    checkQuestions(`pattern ${p.id}`, p.questions, new Set([p.id]));
  }
  // Interactions have their own ids (a field and a way of working may share a name: time tracking).
  const interactionIds = new Set<string>();
  for (const record of interactions) {
    const where = `interaction ${record.id}`;
    if (interactionIds.has(record.id)) problems.push(`${where}: id "${record.id}" is used twice`);
    interactionIds.add(record.id);
    const featureIds = new Set(record.features.map((f) => f.id));
    if (featureIds.size !== record.features.length) problems.push(`${where}: feature ids repeat`);
    for (const q of record.questions)
      if (!q.id.startsWith(`${record.id}-`)) problems.push(`${where} question ${q.id}: ids start with "${record.id}-"`);
    checkQuestions(where, record.questions, featureIds);
    const templates = [
      ...record.features.flatMap((f) => [f.title, f.description, ...f.done.flatMap((d) => [d.when, d.then])]),
      ...record.questions.flatMap((q) => [
        q.text,
        q.reason,
        q.decision,
        q.recommended,
        ...(q.options ?? []),
        ...Object.values(q.says ?? {}),
      ]),
    ];
    for (const text of templates) {
      for (const slot of text.match(/\{[^}]*\}/g) ?? [])
        if (!(INTERACTION_SLOTS as readonly string[]).includes(slot))
          problems.push(`${where}: "${text}" uses ${slot}, not a slot`);
    }
    for (const f of record.features) {
      if (!/^[A-Z0-9{]/.test(f.title)) problems.push(`${where}: feature title "${f.title}" must start with a capital`);
      if (f.title.split(/\s+/).length > 5) problems.push(`${where}: feature title "${f.title}" has more than five words`);
    }
  }
  // ("partOf: ['rental-lending']": a misspelt pattern would hold nothing, silently.)
  for (const record of interactions)
    for (const id of record.partOf)
      if (!interactionIds.has(id) || id === record.id)
        problems.push(`interaction ${record.id}: partOf "${id}" is no other interaction`);
  checkQuestions('common-questions', common, new Set());

  return { parsed: { domains, kinds, patterns, interactions, common }, problems };
}
