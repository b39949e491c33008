import type { InteractionInput } from '../records';

export default {
  id: 'ai-generation',
  name: 'AI generation',
  noun: 'AI generation tool',
  doneByTheApp: true,
  verbs: [
    ['generate', 6],
    ['rewrite', 4],
    ['paraphrase', 4],
    ['illustrate', 3],
    ['draft', 3],
    ['compose', 3],
    ['write', 2],
    ['dictate', 3],
    ['word', 3],
  ],
  nouns: [
    ['generator', 5],
    ['ai', 2],
    ['chatgpt', 3],
    ['draft', 2],
  ],
  recognise: {
    de: [
      ['generier*', 3],
      ['generator', 5],
      ['ki generiert*', 6],
      ['mit ki', 4],
      ['schreiben lassen', 4],
      ['schreiben lässt', 4],
      ['künstliche intelligenz', 4],
      ['künstlicher intelligenz', 4],
      ['ki', 2],
      ['*generator', 5],
      ['erstellen lassen', 4],
      ['erstellen lässt', 4],
      ['automatisch erstell*', 4],
      ['texterstellung', 5],
      ['ki assistent*', 4],
      ['umformulier*', 4],
      ['chatgpt', 3],
      ['entwurf*', 2],
    ],
    es: [
      ['generar', 3],
      ['generador', 5],
      ['generado por ia', 6],
      ['con ia', 4],
      ['crear con inteligencia artificial', 5],
      ['inteligencia artificial', 4],
      ['ia', 2],
      ['genera', 3],
      ['generamos', 3],
      ['genere', 3],
      ['generad*', 3],
      ['redactar', 4],
      ['redacta', 4],
      ['redactamos', 4],
      ['redacte', 4],
      ['redactad*', 4],
      ['reescribir', 4],
      ['reescri*', 4],
      ['parafrase*', 4],
      ['usando ia', 4],
      ['asistente de ia', 4],
      ['chatgpt', 3],
    ],
    fr: [
      ['générer', 3],
      ['générateur', 5],
      ['généré par ia', 6],
      ['avec l ia', 4],
      ['rédiger', 3],
      ['rédig*', 3],
      ['intelligence artificielle', 4],
      ['ia', 2],
      ['génère', 3],
      ['génèrent', 3],
      ['générons', 3],
      ['génération automatique', 5],
      ['reformuler', 4],
      ['reformul*', 4],
      ['réécrire', 4],
      ['réécri*', 4],
      ['par l ia', 4],
      ['assistant ia', 4],
      ['rédaction automatique', 5],
      ['chatgpt', 3],
    ],
    pt: [
      ['gerar', 3],
      ['gerador', 5],
      ['gerado por ia', 6],
      ['com ia', 4],
      ['criar com inteligencia artificial', 5],
      ['inteligência artificial', 4],
      ['gera', 3],
      ['geram', 3],
      ['geramos', 3],
      ['gerad*', 3],
      ['redigir', 4],
      ['redig*', 4],
      ['reescrever', 4],
      ['reescr*', 4],
      ['parafrasear', 4],
      ['parafrase*', 4],
      ['usando ia', 4],
      ['assistente de ia', 4],
      ['chatgpt', 3],
    ],
  },
  // "it generates the next set of doubles games", "generates an order sheet": the app working something out is no
  // AI writing; it is one only where the description speaks of AI or of words and pictures to be made.
  onlyIfSaid: [
    ...'ai chatgpt gpt llm openai claude gemini ki ia draft drafts write writes writing written rewrite wording dictate'.split(
      ' ',
    ),
    ...'compose paraphrase caption captions description descriptions text texts image images illustration story stories'.split(
      ' ',
    ),
    ...'poem poems lyrics blog article articles letter letters post posts copy script scripts slogan slogans'.split(' '),
    'artificial intelligence',
    'machine learning',
    ...'künstliche künstlicher entwurf* schreib* formulier* redact* redacta* escrib* texto textos rédig* écri* texte'.split(' '),
    ...'textes redig* escrev* inteligencia inteligência intelligence'.split(' '),
  ],
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
      // "I paste or dictate my notes", "upload the photos and a voice note": the user's own material.
      settledBy: {
        'Their own notes and photos to work from': [
          'paste or dictate',
          'dictate',
          'voice note',
          'voice notes',
          'my notes',
          'those notes',
          'paste my',
          'upload the photos',
          'from my notes',
          'diktier*',
          'nota de voz',
          'mensaje de voz',
          'note vocale',
          'mensagem de voz',
        ],
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
        // "I'd always check and edit the draft before sending it", "the AI must never send anything on its own".
        'Published under {owner}: reviewed before use': [
          'check and edit',
          'check it before',
          'checks it before',
          'review it before',
          'before sending',
          'before it goes out',
          'never send',
          'never sends',
          'edit the draft',
          'on its own',
          'vor dem versenden',
          'antes de enviar',
          'avant envoi',
          "avant de l'envoyer",
          'antes de enviar',
        ],
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
    {
      id: 'ai-generation-batch',
      category: 'scope',
      text: 'Are {things} made one at a time on request, or many at once?',
      options: [
        'One at a time, when someone asks',
        'Many at once from a list or spreadsheet',
        'Made on a schedule without anyone asking',
      ],
      recommended: 'One at a time, when someone asks',
      reason:
        'One at a time needs no job queue and keeps costs visible; batches and schedules add background work, retries and review.',
      impact: 7,
      decision: 'One at a time or in batches',
      says: {
        'One at a time, when someone asks': 'Generate one {thing} per request, while the person waits and watches it appear.',
        'Many at once from a list or spreadsheet':
          'Let people upload a list or spreadsheet and generate one {thing} per row in the background, showing progress and listing failed rows to retry.',
        'Made on a schedule without anyone asking':
          'Generate {things} on a set schedule in the background, keep them as drafts for review, and tell the people who follow them when new ones are ready.',
      },
      settledBy: {
        'Many at once from a list or spreadsheet': [
          'in bulk',
          'bulk generation',
          'batch generation',
          'from a spreadsheet',
          'generación masiva',
          'génération en masse',
          'geração em massa',
        ],
      },
    },
    {
      id: 'ai-generation-facts',
      category: 'edge-cases',
      text: 'What may the AI do when a {thing} needs a fact nobody gave it, such as a name, a date or a figure?',
      options: [
        'Invent freely: it is creative work',
        'Use only the facts given and mark gaps for a person',
        'Check facts against a reference list {owner} keeps',
      ],
      recommended: 'Use only the facts given and mark gaps for a person',
      reason:
        'Invented names, dates and figures read as true and slip through; a marked gap is quick to fill and never embarrasses anyone.',
      impact: 7,
      decision: 'Facts in a {thing}',
      says: {
        'Invent freely: it is creative work':
          'The AI may invent details freely; a {thing} is creative work and is never presented as fact.',
        'Use only the facts given and mark gaps for a person':
          'Instruct the AI to use only the facts given and to leave a clearly marked gap, such as [date needed], wherever one is missing; highlight the gaps until a person fills them.',
        'Check facts against a reference list {owner} keeps':
          'Keep a reference list of facts (names, prices, dates) that {owner} maintains, give the relevant ones to the AI, and flag any figure in a {thing} that is not on the list.',
      },
      settledBy: {
        'Invent freely: it is creative work': [
          'bedtime stories',
          'creative writing',
          'short stories',
          'fairy tales',
          'gutenachtgeschichten',
          'cuentos para dormir',
        ],
      },
    },
    {
      id: 'ai-generation-versions',
      category: 'data',
      text: 'When a {thing} is generated again or reworked, what happens to the earlier version?',
      options: [
        'The new version replaces it',
        'Earlier versions are kept to compare and restore',
        'Several versions are made at once to pick from',
      ],
      recommended: 'Earlier versions are kept to compare and restore',
      reason:
        'A second attempt is often worse than the first; keeping versions lets people go back instead of generating again and paying twice.',
      impact: 6,
      decision: 'Versions of a {thing}',
      says: {
        'The new version replaces it':
          'Generating again or reworking replaces the {thing}; only an undo of the last change is kept.',
        'Earlier versions are kept to compare and restore':
          'Keep every version of a {thing} with the inputs that made it; people can compare two versions side by side and restore any of them.',
        'Several versions are made at once to pick from':
          'Each request makes two or three versions side by side; the person keeps one, and the others are discarded after a day.',
      },
    },
    {
      id: 'ai-generation-handover',
      category: 'integrations',
      text: 'Where does a finished {thing} go once people are happy with it?',
      options: [
        'Downloaded as a file, with a copy button',
        'Sent straight to another tool, such as a website or newsletter',
        'Kept in the app and shared by a private link',
      ],
      recommended: 'Downloaded as a file, with a copy button',
      reason:
        'Copying and downloading work with every tool people already use; sending to another tool is an integration to build and keep working.',
      impact: 5,
      decision: 'Where finished {things} go',
      says: {
        'Downloaded as a file, with a copy button':
          'Offer a copy button and downloads (Word or PDF for text, PNG for images) for each finished {thing}; nothing is sent elsewhere.',
        'Sent straight to another tool, such as a website or newsletter':
          'Connect to the tool where {things} are published and send a finished {thing} there as a draft, recording when and where it went.',
        'Kept in the app and shared by a private link':
          'Keep finished {things} in the app and let people share one by a private link that they can switch off at any time.',
      },
    },
  ],
} satisfies InteractionInput;
