import type { FeaturePatternInput } from '../records';

export default {
  id: 'multi-language',
  match: [
    'multi-language',
    'multilingual',
    'multiple languages',
    'languages',
    'translations',
    'localization',
    'i18n',
    'mehrsprachig',
    'mehrsprachigkeit',
    'ubersetzungen',
    'multilingue',
    'varios idiomas',
    'multiples idiomas',
    'multiplos idiomas',
    'traducciones',
    'plusieurs langues',
    'traductions',
    'traducoes',
  ],
  description:
    'The interface in several languages, picked from the browser and switchable, with dates, numbers and currencies in local format.',
  done: [
    {
      when: 'a person visits for the first time',
      then: 'show the interface in their browser language if it is supported, otherwise the default',
    },
    { when: 'a text has no translation yet', then: 'show it in the default language, never a raw translation key' },
  ],
  questions: [
    {
      id: 'pattern-content-translation',
      category: 'data',
      text: 'Besides the interface, must content people enter (descriptions, products, posts) be translated too?',
      options: [
        'Only the interface',
        'Interface and content, translated by staff',
        'Interface and content, machine-translated with edits',
      ],
      recommended: 'Only the interface',
      reason:
        'Translated content multiplies every record and editing screen; start with the interface and add content translation where it sells.',
      impact: 5,
      decision: 'Content translation',
      feature: 'multi-language',
      says: {
        'Only the interface': 'Translate the interface only; content appears in the language it was written in.',
        'Interface and content, translated by staff':
          'Store content in each supported language; editors fill in each translation, and missing ones fall back to the default.',
        'Interface and content, machine-translated with edits':
          'Store content per language, pre-filled by machine translation (such as DeepL) and marked until an editor reviews it.',
      },
    },
  ],
} satisfies FeaturePatternInput;
