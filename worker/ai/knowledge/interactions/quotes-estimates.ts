import type { InteractionInput } from '../records';

/** Asking for a price before the work: a request with details and photos, a price worked out and sent, then accepted. */
export default {
  id: 'quotes-estimates',
  name: 'Quotes and estimates',
  noun: 'quoting app',
  verbs: [
    ['quote', 6],
    ['estimate', 3],
  ],
  nouns: [
    ['quote', 6],
    ['quotation', 6],
    ['estimate', 4],
    ['price', 1],
  ],
  recognise: {
    de: [
      ['kostenvoranschlag*', 6],
      ['angebot anfragen', 6],
      ['angebote erstellen', 6],
      ['preisschatzung', 5],
      ['schatzen', 3],
      ['angebot*', 2],
      ['angebote schreiben', 6],
      ['angebotserstellung', 6],
      ['kalkulation*', 4],
      ['kalkulier*', 4],
      ['richtpreis*', 4],
      ['preisanfrage*', 5],
      ['voranschlag', 5],
      ['schätzung*', 4],
      ['unverbindliches angebot', 6],
    ],
    es: [
      ['cotizacion*', 6],
      ['cotizar', 6],
      ['pedir presupuesto', 6],
      ['presupuestar', 6],
      ['presupuestos para', 5],
      ['cotiz*', 6],
      ['presupuesto para', 5],
      ['hacer presupuestos', 6],
      ['enviar presupuestos', 6],
      ['presupuesto de obra', 6],
      ['solicitar presupuesto', 6],
      ['estimacion*', 4],
      ['estimar', 3],
      ['precio estimado', 4],
      ['calcular el precio', 4],
    ],
    fr: [
      ['devis', 6],
      ['chiffrer', 4],
      ['estimation', 4],
      ['estimer le prix', 5],
      ['chiffrage', 5],
      ['estimer', 3],
      ['proposition commerciale', 5],
      ['propositions commerciales', 5],
      ['tarif*', 2],
      ['prix estimé', 4],
      ['calculer le prix', 4],
      ['offre de prix', 5],
    ],
    pt: [
      ['orcamento para', 5],
      ['pedir orcamento', 6],
      ['orcar', 5],
      ['cotacao', 5],
      ['cotacoes', 5],
      ['orçamento', 3],
      ['fazer orçamento*', 6],
      ['enviar orçamento*', 6],
      ['solicitar orçamento*', 6],
      ['emitir orçamento*', 6],
      ['orçamentos para', 5],
      ['cotar', 5],
      ['estimativa*', 4],
      ['proposta comercial', 5],
      ['propostas comerciais', 5],
      ['calcular o preço', 4],
    ],
  },
  thing: 'job',
  things: 'jobs',
  features: [
    {
      id: 'quotes-estimates-request',
      title: 'Quote Requests with Photos',
      description: 'A short request form for a job: what is needed, where and when, with photos, saved with a reference.',
      done: [
        {
          when: 'someone sends a quote request with photos',
          then: 'save it with a reference, confirm it to them, and list it for the people who price quotes',
        },
      ],
    },
    {
      id: 'quotes-estimates-builder',
      title: 'Quote Builder and Price List',
      description:
        'Prices worked out from a price list and the request’s details, adjusted by hand, with a note for the customer.',
      done: [
        {
          when: 'staff open a request',
          then: 'propose a price from the price list and the details given, which they can change before sending',
        },
      ],
    },
    {
      id: 'quotes-estimates-sending',
      title: 'Quote Sending and Acceptance',
      description:
        'The quote sent by email with a link to accept or decline it, and its status kept: sent, accepted, declined, expired.',
      done: [
        { when: 'a quote is sent', then: 'email it with a link to accept or decline, and mark it sent' },
        { when: 'the customer accepts', then: 'mark it accepted and tell staff, with the next step' },
      ],
    },
    {
      id: 'quotes-estimates-follow-up',
      title: 'Quote Follow-up Reminders',
      description: 'A reminder to the customer when a quote gets no answer, and a list of open quotes for staff.',
      done: [
        {
          when: 'a sent quote has had no answer for the set number of days',
          then: 'remind the customer once and list the quote for staff to follow up',
        },
      ],
    },
    {
      id: 'quotes-estimates-to-job',
      title: 'Accepted Quotes Turned into Jobs',
      description: 'An accepted quote becomes a job with its date, price and details, without typing anything twice.',
      done: [
        {
          when: 'a quote is accepted',
          then: 'create the job from it with the agreed price and details, ready to be given a date',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'quotes-estimates-pricing',
      category: 'scope',
      text: 'How is the price in a quote worked out?',
      options: [
        'Someone prices each request by hand',
        'A price list works out most of it; staff adjust',
        'An AI suggests a price; staff check it before it goes out',
      ],
      recommended: 'A price list works out most of it; staff adjust',
      reason: 'A price list answers the usual requests in minutes and keeps prices consistent; people handle the odd ones.',
      impact: 9,
      decision: 'How quotes are priced',
      says: {
        'Someone prices each request by hand':
          'Staff price every request by hand; the app collects the details and sends the quote.',
        'A price list works out most of it; staff adjust':
          'A price list in the app works out a first price from the request’s details; staff adjust it before sending.',
        'An AI suggests a price; staff check it before it goes out':
          'An AI model suggests a price from the request’s details and photos; a person checks and can change it before it is sent.',
      },
      settledBy: {
        'Someone prices each request by hand': [
          'set the price myself',
          'i set the price',
          'price it myself',
          'i price it',
          'i always set the price',
        ],
        'An AI suggests a price; staff check it before it goes out': [
          'ai estimates',
          'ai suggests',
          'ai works out',
          'ai gives a price',
          'ai quotes',
          'ki schatzt',
          'la ia calcula',
          'l ia estime',
          'a ia calcula',
        ],
      },
    },
    {
      id: 'quotes-estimates-request-holds',
      category: 'user-flow',
      text: 'What do {actors} send to ask for a quote?',
      options: [
        'A short form with the details',
        'The details plus photos',
        'Details and photos, and a visit is booked when they are not enough',
      ],
      recommended: 'Details and photos, and a visit is booked when they are not enough',
      reason: 'Photos settle most quotes without a trip; a visit is kept for the requests they cannot settle.',
      impact: 8,
      decision: 'What a quote request holds',
      says: {
        'A short form with the details': 'A quote request is a short form: what is needed, where, when and how to reach them.',
        'The details plus photos': 'A quote request holds the details and photos taken on a phone.',
        'Details and photos, and a visit is booked when they are not enough':
          'A quote request holds details and photos; when they are not enough, staff book a visit from the request.',
      },
      settledBy: {
        'The details plus photos': [
          'upload photos',
          'send photos',
          'with photos',
          'photos of',
          'fotos hochladen',
          'subir fotos',
          'envoyer des photos',
          'enviar fotos',
        ],
      },
    },
    {
      id: 'quotes-estimates-form',
      category: 'edge-cases',
      text: 'Does a quote give one price or a range?',
      options: ['One fixed price', 'A range, fixed once someone has looked', 'A fixed price with options to add'],
      recommended: 'A fixed price with options to add',
      reason: 'A fixed price is what people accept; options let them choose extras without a second quote.',
      impact: 7,
      decision: 'Price in a quote',
      says: {
        'One fixed price': 'Each quote states one fixed price.',
        'A range, fixed once someone has looked':
          'A quote gives a price range from the request; the final price is fixed once someone has looked.',
        'A fixed price with options to add': 'Each quote has a fixed price and optional extras the customer can tick.',
      },
      settledBy: {
        'A range, fixed once someone has looked': [
          'price range',
          'a range',
          'preisspanne',
          'rango de precios',
          'fourchette de prix',
          'faixa de preco',
        ],
      },
    },
    {
      id: 'quotes-estimates-accepted',
      category: 'user-flow',
      text: 'What happens when a quote is accepted?',
      options: [
        'Staff contact the customer to agree a date',
        'The customer picks a date and it becomes a booked job',
        'A deposit is paid and the job is booked',
      ],
      recommended: 'The customer picks a date and it becomes a booked job',
      reason: 'Picking the date in the same step turns a yes into work in the diary without a round of calls.',
      impact: 7,
      decision: 'After a quote is accepted',
      says: {
        'Staff contact the customer to agree a date': 'An accepted quote is listed for staff, who call or email to agree a date.',
        'The customer picks a date and it becomes a booked job':
          'Accepting a quote lets the customer pick a free date; the job is then booked with the quote’s details.',
        'A deposit is paid and the job is booked': 'Accepting a quote takes a deposit online; the job is booked once it is paid.',
      },
    },
    {
      id: 'quotes-estimates-valid',
      category: 'edge-cases',
      text: 'How long does a quote stay valid, and what happens when it gets no answer?',
      options: ['14 days, no reminder', '30 days, with one reminder', '30 days, with a reminder and then a call from staff'],
      recommended: '30 days, with one reminder',
      reason: 'A month covers most decisions, and one reminder wins back quotes people simply forgot.',
      impact: 6,
      decision: 'Quote validity and reminders',
      feature: 'quotes-estimates-follow-up',
    },
    {
      id: 'quotes-estimates-revisions',
      category: 'edge-cases',
      text: 'What happens when a customer asks for changes to a quote they have received?',
      options: [
        'Staff edit the quote and send it again',
        'A new version is sent; earlier ones are kept',
        'Only by sending a new request',
      ],
      recommended: 'A new version is sent; earlier ones are kept',
      reason:
        'Keeping each version shows what was offered when, which settles “but you said” disputes and shows how prices moved.',
      impact: 6,
      decision: 'Revised quotes',
      says: {
        'Staff edit the quote and send it again':
          'Staff can edit a sent quote and send it again; the customer’s link always shows the latest version.',
        'A new version is sent; earlier ones are kept':
          'A change creates a new version of the quote that is sent again; earlier versions are kept, marked as replaced, and can no longer be accepted.',
        'Only by sending a new request':
          'A sent quote is never changed; the customer sends a new request, linked to the old one.',
      },
    },
    {
      id: 'quotes-estimates-extra-work',
      category: 'edge-cases',
      text: 'What happens when a {thing} turns out to need more than the quote covered?',
      options: [
        'Staff agree it with the customer outside the app',
        'An extra quote for the added work, accepted in the app',
        'The final bill differs, with a note why',
      ],
      recommended: 'An extra quote for the added work, accepted in the app',
      reason: 'Extra work agreed in writing before it is done is the surest way to get it paid without a dispute.',
      impact: 6,
      decision: 'Work beyond the quote',
      says: {
        'Staff agree it with the customer outside the app':
          'Extra work is agreed with the customer by phone or in person; staff note it on the {thing} with the agreed price.',
        'An extra quote for the added work, accepted in the app':
          'Staff send an extra quote for work beyond the original, linked to the {thing}; the customer accepts or declines it the same way, and the total of the {thing} updates.',
        'The final bill differs, with a note why':
          'The final bill can differ from the quote; staff add each extra with a reason, which the customer sees on the bill.',
      },
    },
    {
      id: 'quotes-estimates-acceptance',
      category: 'user-flow',
      text: 'How does a customer accept a quote?',
      options: ['By replying; staff mark it accepted', 'One click on the quote page', 'Typing their name to agree to the terms'],
      recommended: 'Typing their name to agree to the terms',
      reason: 'A typed name with the terms, date and time on record is a simple e-signature that settles what was agreed.',
      impact: 5,
      decision: 'Accepting a quote',
      says: {
        'By replying; staff mark it accepted':
          'Customers accept by replying to the email or by phone; staff mark the quote accepted with the date.',
        'One click on the quote page':
          'The quote page has Accept and Decline buttons; one click records the answer with the date and time.',
        'Typing their name to agree to the terms':
          'To accept, the customer ticks the terms shown on the quote page and types their name; the name, date, time and exact version accepted are stored, and a PDF copy is emailed to both sides.',
      },
      settledBy: {
        'Typing their name to agree to the terms': [
          'sign the quote',
          'signed quote',
          'e-signature',
          'electronic signature',
          'digital unterschreiben',
          'firma electrónica',
          'signature électronique',
          'assinatura eletrônica',
        ],
      },
    },
    {
      id: 'quotes-estimates-approval',
      category: 'roles',
      text: 'Who may send a quote without someone else checking it first?',
      options: [
        'Anyone who prices quotes',
        'Anyone, up to a set amount; above it a manager approves',
        'No one: every quote is checked before sending',
      ],
      recommended: 'Anyone, up to a set amount; above it a manager approves',
      reason: 'Small quotes go out fast while the large ones, where a pricing mistake really costs, get a second look.',
      recommendedWhen: [
        {
          if: { audience: ['team', 'private'] },
          recommended: 'Anyone who prices quotes',
          reason: 'When one or two people do all the pricing, a second check only adds delay.',
        },
      ],
      impact: 6,
      decision: 'Checking quotes before sending',
      says: {
        'Anyone who prices quotes': 'Anyone who prices quotes can send them directly; each quote records who sent it.',
        'Anyone, up to a set amount; above it a manager approves':
          'Quotes up to a set amount (set by a manager) go out directly; above it they wait for a manager’s approval, and the manager is notified.',
        'No one: every quote is checked before sending':
          'Every quote waits for a second person to check and approve it before it can be sent.',
      },
    },
  ],
} satisfies InteractionInput;
