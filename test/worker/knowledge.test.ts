import { describe, expect, it } from 'vitest';
import common from '../../worker/ai/knowledge/common-questions';
import { analyse } from '../../worker/ai/composer';
import { bundledKnowledge } from '../../worker/ai/knowledge/bundled';
import { checkKnowledge } from '../../worker/ai/knowledge/validate';

type Modules = Record<string, { default: unknown }>;
const defaults = (modules: Modules) => Object.fromEntries(Object.entries(modules).map(([path, mod]) => [path, mod.default]));
const files = {
  domains: defaults(import.meta.glob<{ default: unknown }>('../../worker/ai/knowledge/domains/*.ts', { eager: true })),
  kinds: defaults(import.meta.glob<{ default: unknown }>('../../worker/ai/knowledge/kinds/*.ts', { eager: true })),
  patterns: defaults(import.meta.glob<{ default: unknown }>('../../worker/ai/knowledge/patterns/*.ts', { eager: true })),
  interactions: defaults(import.meta.glob<{ default: unknown }>('../../worker/ai/knowledge/interactions/*.ts', { eager: true })),
  common,
};

describe('the composer’s knowledge', () => {
  it('parses every record with its schema and resolves every reference', () => {
    const { problems, parsed } = checkKnowledge(files);
    expect(problems).toEqual([]);
    expect(parsed.domains.length).toBeGreaterThanOrEqual(40);
    expect(parsed.kinds.length).toBe(10);
    for (const domain of parsed.domains) {
      expect(domain.features.length, domain.id).toBeGreaterThanOrEqual(8);
      expect(domain.questions.length, domain.id).toBeGreaterThanOrEqual(8);
    }
  });

  it('finds the problems it is there to find', () => {
    const [path, first] = Object.entries(files.domains)[0]!;
    const broken = structuredClone(first) as {
      questions: { id: string; recommended: string; askIf?: unknown; recommendedWhen?: unknown }[];
    };
    broken.questions[0]!.recommended = 'Not an option';
    broken.questions[1]!.askIf = { answer: 'no-such-question', is: ['Yes'] };
    broken.questions[2]!.recommendedWhen = [
      { if: { answer: broken.questions[0]!.id, is: ['Yes'] }, recommended: 'Nope', reason: 'A reason long enough.' },
    ];
    const { problems } = checkKnowledge({ ...files, domains: { ...files.domains, [path]: broken } });
    expect(problems.join('\n')).toMatch(/recommended "Not an option" is not one of/);
    expect(problems.join('\n')).toMatch(/askIf refers to unknown question "no-such-question"/);
    expect(problems.join('\n')).toMatch(/recommendedWhen "Nope" is not one of/);
    expect(problems.join('\n')).toMatch(/recommendedWhen depends on an answer/);
  });

  it('finds a pattern said to be part of one that does not exist', () => {
    const [path, first] = Object.entries(files.interactions)[0]!;
    const broken = { ...(first as Record<string, unknown>), partOf: ['no-such-pattern'] };
    const { problems } = checkKnowledge({ ...files, interactions: { ...files.interactions, [path]: broken } });
    expect(problems.join('\n')).toMatch(/partOf "no-such-pattern" is no other interaction/);
  });

  it('lets a question that settles how people sign in replace the common sign-in methods question too', () => {
    const knowledge = bundledKnowledge();
    const method = /password|magic link|one-time code|single sign-on|\bSSO\b|Google|Microsoft|Apple|passkey|\bPIN\b/i;
    for (const record of [...knowledge.domains, ...knowledge.kinds]) {
      for (const q of record.questions) {
        const replaces = [q.replaces ?? []].flat();
        if (!replaces.includes('sign-in') || !(q.options ?? []).some((o) => method.test(o))) continue;
        expect(replaces, `${record.id} ${q.id}`).toContain('sign-in-methods');
      }
    }
  });

  it('reaches every domain: its own strongest words are recognised as it', () => {
    const knowledge = bundledKnowledge();
    for (const domain of knowledge.domains) {
      const strongest = [...domain.recognise.en]
        .filter(([phrase]) => !phrase.includes('*'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([phrase]) => phrase);
      const analysis = analyse(knowledge, `an app for ${strongest.join(', ')}`);
      expect(
        analysis.domains.map((d) => d.id),
        `${domain.id}: ${strongest.join(', ')}`,
      ).toContain(domain.id);
    }
  });
});
