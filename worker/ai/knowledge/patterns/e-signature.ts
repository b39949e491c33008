import type { FeaturePatternInput } from '../records';

export default {
  id: 'e-signature',
  match: [
    'e-signature',
    'esignature',
    'electronic signature',
    'digital signature',
    'sign documents',
    'signing',
    'docusign',
    'unterschrift',
    'digitale unterschrift',
    'elektronische signatur',
    'firma electronica',
    'firma digital',
    'signature electronique',
    'signature en ligne',
    'assinatura eletronica',
    'assinatura digital',
  ],
  description:
    'Documents signed online with a legally recognised electronic signature and a tamper-evident signed copy for every party.',
  done: [
    {
      when: 'every party has signed',
      then: 'seal the PDF, store it with an audit trail (who, when, IP address) and email a copy to each party',
    },
    { when: 'a signer declines or the request expires', then: 'notify the sender and keep the unsigned document marked as such' },
  ],
  questions: [
    {
      id: 'pattern-signature-method',
      category: 'integrations',
      text: 'How should documents be signed?',
      options: [
        'A simple built-in signature (typed or drawn)',
        'An e-signature service such as DocuSign or Dropbox Sign',
        'A qualified electronic signature (eIDAS QES)',
      ],
      recommended: 'An e-signature service such as DocuSign or Dropbox Sign',
      reason:
        'A service gives a recognised audit trail and sealed PDFs without building them; qualified signatures only where law demands.',
      impact: 5,
      decision: 'Signature method',
      feature: 'e-signature',
      says: {
        'A simple built-in signature (typed or drawn)':
          'Let signers type or draw their signature; stamp it into the PDF with name, time and IP address, and store a hash of the signed file.',
        'An e-signature service such as DocuSign or Dropbox Sign':
          'Send documents for signing through an e-signature service’s API and store the signed PDF and certificate it returns.',
        'A qualified electronic signature (eIDAS QES)':
          'Use a qualified trust service provider for eIDAS qualified signatures, including its identity check.',
      },
    },
  ],
} satisfies FeaturePatternInput;
