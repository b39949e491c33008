import type { InteractionInput } from '../records';

export default {
  id: 'donations-fundraising',
  name: 'Donations and fundraising',
  noun: 'fundraising app',
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
  recognise: {
    de: [
      ['spende*', 6],
      ['spender*', 6],
      ['spendenaktion*', 6],
      ['fundraising', 6],
      ['sponsor*', 4],
    ],
    es: [
      ['donar', 6],
      ['donación*', 6],
      ['donaciones', 6],
      ['donante*', 6],
      ['recaudar fondos', 6],
      ['patrocin*', 4],
    ],
    fr: [
      ['faire un don', 6],
      ['dons', 5],
      ['donateur*', 6],
      ['collecte de fonds', 6],
      ['mécène*', 4],
    ],
    pt: [
      ['doar', 6],
      ['doação', 6],
      ['doações', 6],
      ['doador*', 6],
      ['arrecadar', 5],
      ['vaquinha', 6],
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
  ],
} satisfies InteractionInput;
