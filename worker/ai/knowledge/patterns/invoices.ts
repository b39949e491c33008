import type { FeaturePatternInput } from '../records';

export default {
  id: 'invoices',
  match: [
    'invoice',
    'invoices',
    'invoicing',
    'credit note',
    'rechnung',
    'rechnungen',
    'gutschrift',
    'factura',
    'facturas',
    'facturar',
    'facturacion',
    'facture',
    'factures',
    'facturation',
    'fatura',
    'faturas',
    'nota fiscal',
    'faturamento',
  ],
  description: 'Numbered invoices with line items, tax and due date, sent as PDF and tracked from sent to paid.',
  done: [
    {
      when: 'an invoice is issued',
      then: 'give it the next number in an unbroken sequence, lock its content and email it as a PDF',
    },
    { when: 'an issued invoice needs correcting', then: 'issue a credit note referring to it instead of editing or deleting it' },
    { when: 'an invoice passes its due date unpaid', then: 'mark it overdue and send a polite reminder' },
  ],
  questions: [
    {
      id: 'pattern-invoice-tax',
      category: 'data',
      text: 'Which tax rules must the invoices follow?',
      options: ['One country’s VAT or sales tax', 'Several countries, with EU VAT and reverse charge', 'No tax on invoices'],
      recommended: 'One country’s VAT or sales tax',
      reason:
        'One country’s rules cover most small businesses; cross-border VAT adds checks of tax numbers and reverse-charge wording.',
      impact: 6,
      decision: 'Invoice tax rules',
      feature: 'invoices',
      says: {
        'One country’s VAT or sales tax':
          'Apply one country’s VAT or sales tax rates per line, and show the legally required details for that country.',
        'Several countries, with EU VAT and reverse charge':
          'Handle VAT per customer country: validate EU VAT numbers, apply reverse charge for businesses, and print the required wording.',
        'No tax on invoices': 'Invoices carry no tax; include the exemption note where the law requires one.',
      },
    },
  ],
} satisfies FeaturePatternInput;
