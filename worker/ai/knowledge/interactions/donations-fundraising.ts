import type { InteractionInput } from '../records';

export default {
  id: 'donations-fundraising',
  name: 'Donations and fundraising',
  noun: 'fundraising app',
  // Only with money ("donated toys arrive from November", "items go to charity": gifts in kind raise no funds).
  onlyIfSaid: [
    'money',
    ...'cash card cards cheque cheques pound pounds dollar dollars euro euros giving accounts paypal stripe'.split(' '),
    ...'fundraise fundraising fundraiser raise raised raising crowdfund crowdfunding sponsor sponsored sponsorship'.split(' '),
    ...'pledge pledges receipt receipts tax justgiving'.split(' '),
    'gift aid',
    'direct debit',
    'standing order',
    ...'geld betrag überweisung spendenquittung spendenbescheinigung lastschrift'.split(' '),
    ...'dinero efectivo transferencia bizum recibo donativo donativos'.split(' '),
    ...'argent espèces chèque virement reçu fiscal'.split(' '),
    ...'dinheiro transferência pix recibo dízimo'.split(' '),
  ],
  verbs: [
    ['donate', 6],
    ['fundraise', 6],
    ['crowdfund', 6],
    ['pledge', 5],
    ['sponsor', 5],
    ['raise', 2],
  ],
  nouns: [
    ['donation', 6],
    ['pledge', 4],
    ['sponsorship', 4],
    ['fundraising', 5],
    ['crowdfunding', 5],
    ['fundraiser', 5],
    ['donor', 5],
  ],
  // "donated stock", "donations arrive in bin bags", "unclaimed items are donated to charity": goods given, not money.
  unlessSaid: [
    ...['donated stock', 'donated goods', 'donated items', 'donated clothes', 'donated clothing', 'donated furniture'],
    ...['donated books', 'donated food', 'donated to charity', 'given to charity', 'donations arrive', 'food donations'],
    // "donor breast milk for the neonatal unit", "blood donors": what the body gives, no money raised.
    ...['donor milk', 'donor breast milk', 'blood donor', 'blood donation', 'organ donor', 'plasma donation'],
    ...['clothing donations', 'donations of food', 'donations of clothes', 'sachspenden', 'kleiderspenden'],
    ...['donación de ropa', 'donaciones de ropa', 'dons de vêtements', 'vira doação', 'doação de roupas'],
  ],
  recognise: {
    de: [
      ['spende*', 6],
      ['spender*', 6],
      ['spendenaktion*', 6],
      ['fundraising', 6],
      ['sponsor*', 4],
      ['gespendet', 6],
      ['sammelaktion*', 5],
      ['crowdfunding', 6],
      ['geld sammeln', 5],
      ['geld sammelt', 5],
      ['geld gesammelt', 5],
      ['patenschaft*', 5],
      ['unterstützer*', 3],
      ['benefiz*', 5],
      ['mäzen*', 4],
      ['förder*', 2],
    ],
    es: [
      ['donar', 6],
      ['donan', 6],
      ['donamos', 6],
      ['donad*', 6],
      ['donación*', 6],
      ['donaciones', 6],
      ['donante*', 6],
      ['recaudar fondos', 6],
      ['patrocin*', 4],
      ['donativo*', 6],
      ['crowdfunding', 6],
      ['recaudar', 4],
      ['recaud*', 4],
      ['recaudacion*', 5],
      ['colecta*', 5],
      ['micromecenazgo', 6],
      ['apadrin*', 5],
      ['benéfic*', 4],
      ['causa solidaria', 4],
      ['aportaciones', 3],
      ['donen', 5],
    ],
    fr: [
      ['faire un don', 6],
      ['fait un don', 6],
      ['font un don', 6],
      ['faisons un don', 6],
      ['dons', 5],
      ['donateur*', 6],
      ['collecte de fonds', 6],
      ['mécène*', 4],
      ['don', 4],
      ['crowdfunding', 6],
      ['financement participatif', 6],
      ['cagnotte*', 6],
      ['collecte*', 4],
      ['mécénat', 5],
      ['caritati*', 4],
      ['reçu fiscal', 5],
      ['reçus fiscaux', 5],
      ['solidaire', 2],
    ],
    pt: [
      ['doar', 6],
      ['doa', 6],
      ['doam', 6],
      ['doamos', 6],
      ['doem', 6],
      ['doad*', 6],
      ['doação', 6],
      ['doações', 6],
      ['doador*', 6],
      ['arrecadar', 5],
      ['arrecad*', 5],
      ['vaquinha', 6],
      ['arrecadac*', 5],
      ['crowdfunding', 6],
      ['financiamento coletivo', 6],
      ['contribuições', 3],
      ['apadrinh*', 5],
      ['beneficente*', 4],
      ['campanha solidária', 5],
      ['patrocin*', 4],
    ],
  },
  thing: 'donation',
  things: 'donations',
  features: [
    {
      id: 'donations-fundraising-form',
      title: 'Online {Thing} Form',
      description: 'Suggested amounts, a free amount, one-off or monthly, and checkout in a few steps on any phone.',
      done: [
        {
          when: 'someone completes a {thing}',
          then: 'take the payment, thank them on screen and by email, and add it to the campaign total',
        },
        {
          when: 'a payment is declined',
          then: 'keep the amount and details entered and let them try another payment method',
        },
      ],
    },
    {
      id: 'donations-fundraising-goal',
      title: 'Campaign Goal and Progress',
      description: 'Each campaign with its goal, the amount raised so far, the number of supporters and the days left.',
      done: [
        {
          when: 'a {thing} to a campaign is confirmed',
          then: 'update the amount raised and the progress bar on the campaign page within a minute',
        },
      ],
    },
    {
      id: 'donations-fundraising-recurring',
      title: 'Recurring {Things}',
      description: 'Monthly {things} that renew automatically and that donors can change or stop themselves.',
      done: [
        {
          when: 'a monthly payment fails',
          then: 'retry it, email the donor a link to update their card, and pause it after the last retry',
        },
        { when: 'a donor stops their monthly {thing}', then: 'stop future payments at once and confirm it by email' },
      ],
    },
    {
      id: 'donations-fundraising-receipts',
      title: '{Thing} Receipts and Statements',
      description: 'Receipts that meet the tax rules for donors, and a yearly statement of everything they gave.',
      done: [
        {
          when: 'a year ends',
          then: 'send each donor one statement listing every {thing} they made that year with the total',
        },
      ],
    },
    {
      id: 'donations-fundraising-donors',
      title: 'Donor List and History',
      description: 'Every donor with their {things}, contact preferences and consent, searchable and exportable.',
      done: [
        {
          when: 'an admin opens a donor',
          then: 'show every {thing} they made, their total, and whether they agreed to be contacted',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'donations-fundraising-frequency',
      category: 'scope',
      text: 'Is a {thing} made once, every month, or either?',
      options: ['One-off gifts only', 'Monthly gifts only', 'Either with monthly suggested'],
      recommended: 'Either with monthly suggested',
      reason: 'Monthly givers are worth far more over a year; offering one-off gifts too keeps first-time givers.',
      impact: 10,
      decision: 'One-off or recurring',
      says: {
        'One-off gifts only': 'Every {thing} is a single payment; there are no recurring {things}.',
        'Monthly gifts only': 'Every {thing} is a monthly payment that renews until the donor stops it.',
        'Either with monthly suggested':
          'Donors choose one-off or monthly, with monthly preselected; monthly {things} renew until the donor stops them.',
      },
    },
    {
      id: 'donations-fundraising-payment',
      category: 'integrations',
      text: 'How is the money for a {thing} taken?',
      options: [
        'Online by card, wallet and direct debit',
        'Through a donation platform already in use',
        'Recorded by hand: cash, transfers and cheques',
      ],
      recommended: 'Online by card, wallet and direct debit',
      reason: 'Checkout on your own page converts best; direct debit keeps monthly {things} cheap to collect.',
      impact: 9,
      decision: 'Taking the money',
      replaces: 'online-payments',
      says: {
        'Online by card, wallet and direct debit':
          'Take {things} online by card, Apple Pay, Google Pay and direct debit via a payment provider; store no card numbers.',
        'Through a donation platform already in use':
          'Link to or embed the existing donation platform and import its {things} regularly; do not take payments directly.',
        'Recorded by hand: cash, transfers and cheques':
          'Nothing is paid online: staff record each {thing} by hand with its amount, date, method and donor.',
      },
    },
    {
      id: 'donations-fundraising-receipts',
      category: 'data',
      text: 'What does a donor get after a {thing}?',
      options: ['A thank-you email only', 'A tax receipt for each {thing}', 'A thank-you now and one yearly tax statement'],
      recommended: 'A thank-you now and one yearly tax statement',
      reason: 'Donors want thanks at once and one document for their tax return; a receipt for every monthly gift piles up.',
      impact: 8,
      decision: 'Receipts',
    },
    {
      id: 'donations-fundraising-goal',
      category: 'design',
      text: 'Do campaigns by {owner} show a goal and progress?',
      options: [
        'No goal: just a donate button',
        'A goal with a live progress bar',
        'A goal with milestones and updates to donors',
      ],
      recommended: 'A goal with a live progress bar',
      reason: 'A visible goal gives people a reason to give now; milestone updates need someone to write them.',
      impact: 6,
      decision: 'Campaign goals',
    },
    {
      id: 'donations-fundraising-anonymity',
      category: 'security',
      text: 'Can donors stay anonymous when they make a {thing}?',
      options: ['Always anonymous in public', 'They choose when giving', 'Names always shown'],
      recommended: 'They choose when giving',
      reason: 'Many give only when their name stays private; letting them choose keeps both kinds of donor.',
      impact: 6,
      decision: 'Donor names in public',
      says: {
        'Always anonymous in public': 'Never show donor names in public; only admins see who gave.',
        'They choose when giving':
          'Donors choose at checkout whether their name is shown publicly; admins always see it for receipts.',
        'Names always shown': 'Show each donor’s name (and amount, if they allow it) on the campaign page.',
      },
    },
    {
      id: 'donations-fundraising-designation',
      category: 'data',
      text: 'Can a donor choose what their {thing} is used for?',
      options: [
        'No: everything goes to general funds',
        'They pick a campaign, with general funds as the default',
        'They pick a fund and may dedicate it in someone’s name',
      ],
      recommended: 'They pick a campaign, with general funds as the default',
      reason:
        'Money given for a purpose must be spent and reported on that purpose; recording the choice on each {thing} keeps the books right.',
      impact: 7,
      decision: 'What a {thing} is for',
      says: {
        'No: everything goes to general funds': 'Every {thing} goes to general funds; donors do not choose a purpose.',
        'They pick a campaign, with general funds as the default':
          'Donors can pick the campaign or fund their {thing} is for, with general funds preselected; totals, donor histories and exports are split by fund.',
        'They pick a fund and may dedicate it in someone’s name':
          'Donors pick the fund their {thing} is for and can dedicate it in honour or in memory of someone, optionally notifying a person they name; totals are split by fund.',
      },
      settledBy: {
        'They pick a fund and may dedicate it in someone’s name': [
          'in memory of',
          'in memoriam',
          'tribute gift',
          'im gedenken an',
          'en memoria de',
          'en mémoire de',
          'em memória de',
        ],
      },
    },
    {
      id: 'donations-fundraising-supporter-pages',
      category: 'scope',
      text: 'Can supporters set up their own fundraising pages for {owner}, for example for a sponsored run?',
      options: [
        'No: only campaigns run by {owner}',
        'Yes: personal pages linked to a campaign',
        'Yes: personal pages plus teams with a shared target',
      ],
      recommended: 'No: only campaigns run by {owner}',
      reason:
        'Personal pages need sign-up, approval, moderation and their own totals; they pay off around a sponsored event, not before one.',
      impact: 6,
      decision: 'Peer-to-peer structure',
      says: {
        'No: only campaigns run by {owner}':
          'Only admins of {owner} create campaigns; supporters give to them but cannot make pages of their own.',
        'Yes: personal pages linked to a campaign':
          'Supporters can create a personal page under a campaign with their story, photo and target; {things} made there count towards both their page and the campaign, and admins approve pages before they go live.',
        'Yes: personal pages plus teams with a shared target':
          'Supporters create personal pages under a campaign and can start or join a team with a shared target; {things} count towards the person, the team and the campaign, and admins approve pages before they go live.',
      },
      settledBy: {
        'Yes: personal pages linked to a campaign': [
          'sponsored run',
          'sponsored walk',
          'fundraising page',
          'peer-to-peer',
          'spendenlauf',
          'carrera solidaria',
          'course solidaire',
          'corrida solidária',
        ],
      },
    },
    {
      id: 'donations-fundraising-offline-gifts',
      category: 'data',
      text: 'Are {things} that arrive outside the app, such as cash or bank transfers, recorded in it too?',
      options: [
        'No: the app holds online {things} only',
        'Entered by hand by staff',
        'Entered by hand, plus bank statement imports',
      ],
      recommended: 'Entered by hand by staff',
      reason: 'Donor totals, receipts and campaign progress are only right when every gift is in one place, however it came in.',
      impact: 6,
      decision: '{Things} received outside the app',
      askIf: { answer: 'donations-fundraising-payment', isNot: ['Recorded by hand: cash, transfers and cheques'] },
      says: {
        'No: the app holds online {things} only':
          'The app holds only {things} made online; gifts received any other way are not recorded here.',
        'Entered by hand by staff':
          'Staff record {things} received by cash, transfer or cheque with amount, date, method, donor and campaign; they count in totals, donor histories and receipts like online ones.',
        'Entered by hand, plus bank statement imports':
          'Staff record offline {things} by hand and can import a bank statement file: transfers are matched to donors by name or reference, and unmatched ones are listed for a person to assign.',
      },
    },
    {
      id: 'donations-fundraising-refunds',
      category: 'edge-cases',
      text: 'What happens when a {thing} has to be refunded, or was recorded by mistake?',
      options: [
        'An admin refunds it in the app and totals are corrected',
        'It is refunded elsewhere and marked as refunded here',
        'A {thing} is never refunded',
      ],
      recommended: 'An admin refunds it in the app and totals are corrected',
      reason:
        'A refunded {thing} must leave the campaign total and the donor’s tax statement; doing it in one place keeps both right.',
      impact: 5,
      decision: 'Refunds',
      says: {
        'An admin refunds it in the app and totals are corrected':
          'Admins can refund a {thing} in full or in part through the payment provider, or void one recorded by mistake, with a reason; campaign totals, donor history and receipts are corrected and the change is logged.',
        'It is refunded elsewhere and marked as refunded here':
          'Refunds are made in the payment provider or by bank; an admin then marks the {thing} as refunded with a reason, which takes it out of totals and receipts.',
        'A {thing} is never refunded':
          'A {thing} is never refunded once made; a mistake in the records is corrected by an admin with a correcting entry and a note.',
      },
    },
  ],
} satisfies InteractionInput;
