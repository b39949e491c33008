import type { InteractionInput } from '../records';

export default {
  id: 'ai-generation',
  name: 'AI generation',
  noun: 'AI generation tool',
  verbs: [
    ['generate', 6],
    ['rewrite', 4],
    ['paraphrase', 4],
    ['illustrate', 3],
    ['draft', 3],
    ['compose', 3],
    ['write', 2],
  ],
  nouns: [['generator', 5]],
  recognise: {
    de: [
      ['generier*', 6],
      ['generator', 5],
      ['ki generiert*', 6],
      ['mit ki', 4],
      ['schreiben lassen', 4],
    ],
    es: [
      ['generar', 6],
      ['generador', 5],
      ['generado por ia', 6],
      ['con ia', 4],
      ['crear con inteligencia artificial', 5],
    ],
    fr: [
      ['générer', 6],
      ['générateur', 5],
      ['généré par ia', 6],
      ['avec l ia', 4],
      ['rédiger', 3],
    ],
    pt: [
      ['gerar', 6],
      ['gerador', 5],
      ['gerado por ia', 6],
      ['com ia', 4],
      ['criar com inteligencia artificial', 5],
    ],
  },
  thing: 'draft',
  things: 'drafts',
  features: [
    {
      id: 'ai-generation-generator',
      title: '{Thing} Generator',
      description:
        'A short guided form (topic, audience, length, tone) that produces a {thing} in seconds, shown as it is written.',
      done: [
        {
          when: 'someone fills in the form and asks for a {thing}',
          then: 'generate one from those inputs and show it as it is written, within seconds',
        },
        {
          when: 'generation fails or times out',
          then: 'keep every input, explain what went wrong and offer to try again',
        },
      ],
    },
    {
      id: 'ai-generation-editor',
      title: '{Thing} Editor',
      description: 'Edit a generated {thing} by hand, or select a part and ask the AI to rework only that part.',
      done: [
        {
          when: 'someone asks the AI to rework a selected part of a {thing}',
          then: 'replace only that part, keep the rest as it was and allow undo',
        },
      ],
    },
    {
      id: 'ai-generation-style',
      title: 'Tone and Style Presets',
      description: 'Saved tones and styles (and example texts or images) that every new {thing} follows.',
      done: [
        {
          when: 'someone generates a {thing} with a saved style',
          then: 'apply that style’s instructions and examples without the person repeating them',
        },
      ],
    },
    {
      id: 'ai-generation-library',
      title: 'Saved {Things} Library',
      description: 'Every kept {thing} with the inputs that made it, searchable, ready to reuse, share or export.',
      done: [
        {
          when: 'someone saves a {thing}',
          then: 'store it with the inputs and style that produced it, so it can be found and regenerated later',
        },
      ],
    },
    {
      id: 'ai-generation-safety',
      title: 'Content Safety Filters',
      description: 'Checks on inputs and results that block unsafe or unwanted content before anyone sees it.',
      done: [
        {
          when: 'an input or a generated {thing} breaks the content rules',
          then: 'block it, tell the person why in plain words and log it for review',
        },
      ],
    },
    {
      id: 'ai-generation-limits',
      title: 'Usage Limits and Credits',
      description: 'A limit or credit balance per person, so AI costs stay predictable.',
      done: [
        {
          when: 'someone reaches their limit',
          then: 'stop new generations, show when the limit resets or how to get more, and keep their saved {things}',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'ai-generation-output',
      category: 'scope',
      text: 'What must the AI produce when it makes a {thing}?',
      options: ['Text only', 'Images only', 'Text with matching images'],
      recommended: 'Text only',
      reason: 'Text is cheap, fast and easy to edit; add images once the text works, as they cost more and fail more often.',
      impact: 10,
      decision: 'What is generated',
      says: {
        'Text only': 'Generate text only, with a text model; no image generation.',
        'Images only': 'Generate images with an image model; text is limited to titles and captions people write themselves.',
        'Text with matching images':
          'Generate the text first, then matching images from it with an image model, keeping characters and style consistent.',
      },
      settledBy: {
        'Images only': [
          'image generator',
          'text to image',
          'bildgenerator',
          'generador de imágenes',
          'générateur d images',
          'gerador de imagens',
        ],
        'Text with matching images': [
          'illustrated',
          'with pictures',
          'with illustrations',
          'illustriert*',
          'ilustrad*',
          'illustré*',
        ],
      },
    },
    {
      id: 'ai-generation-inputs',
      category: 'user-flow',
      text: 'What does someone give the AI to make a {thing}?',
      options: [
        'A short free-text prompt',
        'A short guided form: topic, audience and length',
        'Their own notes and photos to work from',
      ],
      recommended: 'A short guided form: topic, audience and length',
      reason: 'A few guided fields give steadier results than a blank prompt and need no prompt-writing skill.',
      impact: 9,
      decision: 'Inputs for a {thing}',
      says: {
        'A short free-text prompt': 'Start from one free-text prompt box, with a few example prompts to pick from.',
        'A short guided form: topic, audience and length':
          'Start from a short form (topic, audience, length, tone) turned into the prompt on the server; people never see it.',
        'Their own notes and photos to work from':
          'Let people upload or paste their own notes, photos or examples, and generate the {thing} from that material.',
      },
    },
    {
      id: 'ai-generation-safety',
      category: 'security',
      text: 'Who will see the {things}, and how strict must the content rules be?',
      options: [
        'Adults, with the provider’s standard filters',
        'Children: strict filters, no personal details',
        'Published under {owner}: reviewed before use',
      ],
      recommended: 'Adults, with the provider’s standard filters',
      reason: 'Standard provider filters suit adults; stricter rules add refusals that frustrate people who meant no harm.',
      impact: 8,
      decision: 'Content rules',
      says: {
        'Adults, with the provider’s standard filters':
          'Use the AI provider’s standard safety filters on inputs and results, and let people report a bad {thing}.',
        'Children: strict filters, no personal details':
          'Apply strict filters to inputs and results, keep children’s names and details out of prompts, block anything unfit.',
        'Published under {owner}: reviewed before use':
          'Mark every {thing} as a draft until a person has reviewed it; nothing generated is published automatically.',
      },
      settledBy: {
        'Children: strict filters, no personal details': ['kids', 'children', 'child', 'kinder', 'niños', 'enfants', 'crianças'],
      },
    },
    {
      id: 'ai-generation-editing',
      category: 'user-flow',
      text: 'What can people do with a {thing} once it is generated?',
      options: ['Regenerate only without edits', 'Edit it by hand', 'Edit by hand and ask the AI to rework parts'],
      recommended: 'Edit by hand and ask the AI to rework parts',
      reason: 'People keep most of a good {thing}; reworking one part beats starting over, and hand edits fix the last details.',
      impact: 7,
      decision: 'Editing a {thing}',
    },
    {
      id: 'ai-generation-tone',
      category: 'design',
      text: 'How should tone and style stay consistent across {things}?',
      options: ['People pick a tone each time', 'A saved style per person and brand', 'One fixed house style'],
      recommended: 'A saved style per person and brand',
      reason: 'A saved style keeps every {thing} sounding alike without asking each time, and still differs per person.',
      impact: 6,
      decision: 'Tone and style',
    },
    {
      id: 'ai-generation-cost',
      category: 'scope',
      text: 'How is generating {things} limited or paid for?',
      options: ['A daily free limit per person', 'Paid credits and plans', 'Unlimited for our own team'],
      recommended: 'A daily free limit per person',
      reason: 'A daily limit keeps the AI bill predictable while people find out whether the {things} are worth paying for.',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'Unlimited for our own team',
          reason: 'A team tool is paid for once; per-person limits only slow colleagues down, a monthly budget alert is enough.',
        },
      ],
      impact: 6,
      decision: 'AI usage limits',
      says: {
        'A daily free limit per person': 'Give each person a daily number of generations for free and show how many are left.',
        'Paid credits and plans': 'Sell credits or a monthly plan; each generation uses credits, shown before it starts.',
        'Unlimited for our own team': 'No per-person limit; alert an admin when the month’s AI spending passes a set budget.',
      },
    },
  ],
} satisfies InteractionInput;
