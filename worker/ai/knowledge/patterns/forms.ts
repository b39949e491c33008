import type { FeaturePatternInput } from '../records';

export default {
  id: 'forms',
  match: [
    'form',
    'forms',
    'questionnaire',
    'intake form',
    'application form',
    'form builder',
    'formular',
    'fragebogen',
    'anmeldeformular',
    'formulario',
    'cuestionario',
    'formulaire',
    'questionnaire en ligne',
    'questionario',
    'ficha de inscricao',
  ],
  description:
    'Forms with inline validation and a clear confirmation; every submission is stored and forwarded to the right person.',
  done: [
    { when: 'a person submits a valid form', then: 'store the submission, show a confirmation and notify whoever handles it' },
    { when: 'a field is missing or invalid', then: 'show the error next to that field and keep everything already entered' },
    { when: 'a bot submits the form', then: 'discard it through a honeypot field and rate limits, without a puzzle for humans' },
  ],
  questions: [
    {
      id: 'pattern-form-builder',
      category: 'scope',
      text: 'Are the forms fixed, or should admins build their own?',
      options: ['Fixed forms designed once', 'Admins build forms in a form builder'],
      recommended: 'Fixed forms designed once',
      reason: 'Fixed forms are quick to build and easy to report on; a form builder is a product of its own.',
      impact: 6,
      decision: 'Form building',
      feature: 'forms',
      says: {
        'Fixed forms designed once':
          'Build the forms with fixed fields in code, each with its own validation and stored as structured data.',
        'Admins build forms in a form builder':
          'Give admins a form builder: field types, required flags, options and order; store each form version with its submissions.',
      },
    },
  ],
} satisfies FeaturePatternInput;
