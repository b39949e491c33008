import type { FeaturePatternInput } from '../records';

export default {
  id: 'ai-features',
  match: [
    'ai',
    'artificial intelligence',
    'ai-powered',
    'chatbot',
    'ai assistant',
    'gpt',
    'llm',
    'machine learning',
    'ki',
    'kunstliche intelligenz',
    'ki-gestutzt',
    'ia',
    'inteligencia artificial',
    'asistente virtual',
    'intelligence artificielle',
    'assistant ia',
    'assistente virtual',
  ],
  description: 'AI-generated suggestions or answers shown as editable drafts, labelled as AI, with limits on use and cost.',
  done: [
    {
      when: 'a person asks for an AI result',
      then: 'stream it as it is generated, label it as AI-made and let the person edit or discard it',
    },
    { when: 'the AI provider fails or times out', then: 'say so plainly, keep the person’s input and offer to try again' },
    { when: 'a person reaches their usage limit', then: 'tell them when it resets instead of failing silently' },
  ],
  questions: [
    {
      id: 'pattern-ai-autonomy',
      category: 'user-flow',
      text: 'May the AI act on its own, or only suggest?',
      options: [
        'It only suggests; a person confirms',
        'It acts on its own for low-risk steps',
        'It acts on its own, and people can undo',
      ],
      recommended: 'It only suggests; a person confirms',
      reason: 'AI output is sometimes wrong; a person confirming keeps mistakes out of customer-facing data.',
      impact: 6,
      decision: 'AI autonomy',
      feature: 'ai-features',
      says: {
        'It only suggests; a person confirms':
          'AI output is always a draft: nothing is saved, sent or changed until a person confirms it.',
        'It acts on its own for low-risk steps':
          'The AI may apply low-risk changes (tags, summaries, drafts) on its own; anything sent to people or money-related needs confirmation.',
        'It acts on its own, and people can undo':
          'The AI applies its results directly; every AI action is logged and can be undone by a person.',
      },
    },
    {
      id: 'pattern-ai-data',
      category: 'security',
      text: 'May people’s data be sent to an outside AI provider?',
      options: [
        'Yes, to a provider that does not train on it',
        'Only with personal details removed first',
        'No, use a self-hosted model',
      ],
      recommended: 'Yes, to a provider that does not train on it',
      reason: 'Business API terms of the major providers exclude training on your data; say so in the privacy policy.',
      impact: 5,
      decision: 'Data sent to AI',
      feature: 'ai-features',
      says: {
        'Yes, to a provider that does not train on it':
          'Send data to an AI provider under business API terms that exclude training and limit retention; mention it in the privacy policy.',
        'Only with personal details removed first':
          'Remove names, emails, phone numbers and other personal details before sending anything to the AI provider.',
        'No, use a self-hosted model': 'Run an open-weight model on our own infrastructure; no data leaves it.',
      },
    },
  ],
} satisfies FeaturePatternInput;
