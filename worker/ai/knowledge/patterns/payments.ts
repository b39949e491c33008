import { PAID_IN_PERSON } from '../languages';
import type { FeaturePatternInput } from '../records';

export default {
  id: 'payments',
  match: [
    'payment',
    'pay',
    'pay online',
    'checkout',
    'stripe',
    'paypal',
    'card payment',
    'deposit',
    'zahlung',
    'bezahlen',
    'bezahlung',
    'anzahlung',
    'pago',
    'pagos en linea',
    'cobro',
    'paiement',
    'payer',
    'acompte',
    'pagamento',
    'cobranca',
  ],
  description: 'Card and wallet payments with receipts, handled by a payment provider so card data never touches our servers.',
  done: [
    { when: 'a payment succeeds', then: 'mark what was paid for as paid, email a receipt and show the confirmation' },
    {
      when: 'a payment is declined',
      then: 'show the provider’s reason, keep everything the person entered and let them try another card',
    },
    {
      when: 'the payment provider reports the same payment twice',
      then: 'record it once, using the provider’s payment id as the key',
    },
  ],
  questions: [
    {
      id: 'pattern-payment-timing',
      category: 'user-flow',
      text: 'When should customers be charged?',
      options: ['In full when they order or book', 'A deposit now, the rest later', 'After the service is delivered'],
      recommended: 'In full when they order or book',
      reason: 'Charging up front removes unpaid orders and chasing; deposits suit large or custom jobs.',
      impact: 6,
      decision: 'Payment timing',
      feature: 'payments',
      askIf: { not: { says: [...PAID_IN_PERSON] } },
      says: {
        'In full when they order or book':
          'Charge the full amount at the moment of ordering or booking; nothing is confirmed until payment succeeds.',
        'A deposit now, the rest later':
          'Charge a deposit when ordering or booking and the balance later, by saved card or a payment link; show what is still due.',
        'After the service is delivered':
          'Save the card when ordering or booking and charge it after the service is delivered, with the final amount shown first.',
      },
    },
  ],
} satisfies FeaturePatternInput;
