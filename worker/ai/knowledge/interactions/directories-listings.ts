import type { InteractionInput } from '../records';

export default {
  id: 'directories-listings',
  name: 'Directories and listings',
  noun: 'directory',
  verbs: [
    ['list', 3],
    ['browse', 3],
    ['find', 2],
    ['search', 2],
    ['discover', 2],
  ],
  nouns: [
    ['directory', 6],
    ['listing', 5],
    ['yellowpages', 6],
    ['guide', 2],
    ['catalogue', 2],
    ['catalog', 2],
  ],
  recognise: {
    de: [
      ['verzeichnis*', 6],
      ['branchenbuch*', 6],
      ['mitgliederverzeichnis*', 6],
      ['eintrag*', 3],
      ['anbieterliste*', 5],
      ['*verzeichnis', 5],
      ['katalog*', 3],
      ['adressbuch', 4],
      ['adressliste*', 4],
      ['anbieter finden', 4],
      ['stöbern', 3],
      ['stöbert', 3],
      ['filtern', 2],
      ['filtert', 2],
      ['gefiltert', 2],
      ['gelbe seiten', 6],
    ],
    es: [
      ['directorio*', 6],
      ['listado de', 4],
      ['guia de', 3],
      ['buscador de', 3],
      ['listado*', 2],
      ['catálogo*', 3],
      ['guía', 2],
      ['buscador', 2],
      ['fichas', 3],
      ['páginas amarillas', 6],
      ['explorar', 2],
      ['explor*', 2],
      ['filtrar por', 2],
      ['filtra por', 2],
      ['filtran por', 2],
      ['filtramos por', 2],
      ['perfiles de', 2],
    ],
    fr: [
      ['annuaire*', 6],
      ['repertoire*', 5],
      ['fiche*', 3],
      ['guide des', 3],
      ['catalogue*', 3],
      ['guide', 2],
      ['pages jaunes', 6],
      ['recenser', 4],
      ['recense', 4],
      ['recensent', 4],
      ['recensons', 4],
      ['référencer', 4],
      ['référencent', 4],
      ['référençons', 4],
      ['repertori*', 5],
      ['carnet d adresses', 4],
      ['parcourir', 2],
      ['parcourent', 2],
      ['parcourons', 2],
      ['filtrer par', 2],
      ['filtre par', 2],
      ['filtrent par', 2],
      ['filtrons par', 2],
    ],
    pt: [
      ['diretorio*', 6],
      ['listagem', 4],
      ['lista de empresas', 5],
      ['guia de', 3],
      ['catálogo*', 3],
      ['listagens', 4],
      ['páginas amarelas', 6],
      ['guia', 2],
      ['fichas', 3],
      ['explorar', 2],
      ['explor*', 2],
      ['filtrar por', 2],
      ['filtra por', 2],
      ['filtram por', 2],
      ['filtramos por', 2],
      ['perfis de', 2],
      ['buscador', 2],
    ],
  },
  thing: 'listing',
  things: 'listings',
  features: [
    {
      id: 'directories-listings-search',
      title: '{Thing} Search and Filters',
      description:
        'Search by name and filter by category, place and other details, with results sorted by relevance or distance.',
      done: [
        {
          when: 'someone filters by category and place',
          then: 'list only the matching {things}, with their count, nearest first when a place is given',
        },
        {
          when: 'a search finds nothing',
          then: 'say so and suggest widening the filters instead of showing an empty page',
        },
      ],
    },
    {
      id: 'directories-listings-page',
      title: '{Thing} Profile Pages',
      description: 'One page per {thing} with description, contact details, photos, category and location.',
      done: [
        {
          when: 'someone opens a {thing} from the results',
          then: 'show its page with every published detail and ways to get in touch',
        },
      ],
    },
    {
      id: 'directories-listings-map',
      title: '{Things} on a Map',
      description: 'The {things} as pins on a map that follows the filters, with each pin opening its page.',
      done: [
        {
          when: 'someone switches to the map',
          then: 'show the filtered {things} as pins and open the page of a {thing} when its pin is tapped',
        },
      ],
    },
    {
      id: 'directories-listings-sign-up',
      title: 'Self-service {Thing} Sign-up',
      description: 'Those listed add and update their own {thing} from a simple form, checked before it goes live.',
      done: [
        {
          when: 'someone submits a new {thing}',
          then: 'save it as waiting for review and notify the person who checks new {things}',
        },
        {
          when: 'a {thing} is approved',
          then: 'publish it in the directory and tell the person who submitted it',
        },
      ],
    },
    {
      id: 'directories-listings-verified',
      title: 'Verified {Thing} Badges',
      description: 'A badge on each {thing} whose details {owner} has checked, with the date of the check.',
      done: [
        {
          when: 'an admin marks a {thing} as verified',
          then: 'show the verified badge with the date on its page and in search results',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'directories-listings-who-adds',
      category: 'roles',
      text: 'Who adds a {thing} to the directory?',
      options: [
        'Only admins of {owner}',
        'Those listed keep their own up to date',
        'Those listed sign up and an admin checks before it goes live',
      ],
      recommended: 'Those listed sign up and an admin checks before it goes live',
      reason: 'People keep their own details current; a check before going live keeps out spam and fakes.',
      impact: 10,
      decision: 'Who adds {things}',
      says: {
        'Only admins of {owner}': 'Only admins add and edit {things}; those listed send changes to an admin.',
        'Those listed keep their own up to date':
          'Those listed create an account and add and update their own {thing}, which goes live at once.',
        'Those listed sign up and an admin checks before it goes live':
          'Those listed create an account and add their own {thing}; an admin checks each new one before it goes live.',
      },
    },
    {
      id: 'directories-listings-fields',
      category: 'data',
      text: 'What does the entry for a {thing} show?',
      options: [
        'Name with contact details and a short text',
        'Plus photos with a category and a location',
        'Plus details that {owner} defines per category',
      ],
      recommended: 'Plus photos with a category and a location',
      reason: 'Photos, a category and a location are what people search and judge by; custom details can follow later.',
      impact: 8,
      decision: 'What a {thing} shows',
      says: {
        'Name with contact details and a short text': 'A {thing} shows a name, contact details and a short description.',
        'Plus photos with a category and a location':
          'A {thing} shows a name, contact details, a description, photos, a category and a location.',
        'Plus details that {owner} defines per category':
          'A {thing} shows a name, contact details, a description, photos, a location and the fields set for its category.',
      },
    },
    {
      id: 'directories-listings-finding',
      category: 'user-flow',
      text: 'How do people mostly look for a {thing}?',
      options: ['Searching for a name they know', 'Filtering by category and place', 'Browsing a map around them'],
      recommended: 'Filtering by category and place',
      reason: 'People rarely know the name they want; category and place filters match how they actually look.',
      impact: 8,
      decision: 'Finding {things}',
      settledBy: {
        'Browsing a map around them': ['on a map', 'map view', 'auf einer karte', 'en un mapa', 'sur une carte', 'no mapa'],
      },
    },
    {
      id: 'directories-listings-access',
      category: 'security',
      text: 'Who can browse the {things}?',
      options: ['Anyone including search engines', 'Anyone with an account', 'Only members of {owner}'],
      recommended: 'Anyone including search engines',
      reason: 'A public directory brings its own visitors through search; private details can still stay behind sign-in.',
      impact: 7,
      decision: 'Who browses the {things}',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'Only members of {owner}',
          reason: 'A directory of colleagues or members holds personal details that belong behind a sign-in.',
        },
      ],
      says: {
        'Anyone including search engines': 'The directory is public and each {thing} page can be found through search engines.',
        'Anyone with an account': 'Anyone can create an account to browse the directory; pages are hidden from search engines.',
        'Only members of {owner}': 'Only signed-in members of {owner} can browse the directory.',
      },
      settledBy: {
        'Only members of {owner}': [
          'members only',
          'member directory',
          'staff directory',
          'mitgliederverzeichnis',
          'solo para socios',
          'réservé aux membres',
          'só para membros',
        ],
      },
    },
    {
      id: 'directories-listings-verification',
      category: 'security',
      text: 'How does {owner} know a {thing} is genuine?',
      options: ['Nothing is checked', 'A confirmed email address', 'An admin checks documents such as a licence'],
      recommended: 'A confirmed email address',
      reason: 'A confirmed contact stops most fakes at no cost; document checks are worth it where trust is the point.',
      impact: 6,
      decision: 'Checking {things}',
    },
    {
      id: 'directories-listings-freshness',
      category: 'edge-cases',
      text: 'How should {things} be kept up to date?',
      options: ['When someone notices', 'A yearly reminder to confirm the details', 'Visitors can report wrong details'],
      recommended: 'A yearly reminder to confirm the details',
      reason: 'Stale entries are what ruin a directory; a yearly confirm-or-hide reminder keeps it honest without admin work.',
      impact: 5,
      decision: 'Keeping {things} current',
      says: {
        'When someone notices': 'Details of {things} are updated when someone notices a change.',
        'A yearly reminder to confirm the details':
          'Once a year those listed are asked to confirm their details; a {thing} not confirmed within a month is hidden.',
        'Visitors can report wrong details': 'Visitors can report wrong details on a {thing}; an admin checks each report.',
      },
    },
    {
      id: 'directories-listings-categories',
      category: 'data',
      text: 'Can a {thing} appear under more than one category?',
      options: ['One category each', 'Several categories, one marked as main', 'Free tags chosen by those listed'],
      recommended: 'Several categories, one marked as main',
      reason:
        'Many {things} fit two or three categories; a main one keeps pages and map pins tidy, and an admin-kept list avoids near-duplicate tags.',
      impact: 6,
      decision: 'Categories per {thing}',
      says: {
        'One category each': 'Each {thing} belongs to exactly one category from a list admins keep.',
        'Several categories, one marked as main':
          'A {thing} can belong to several categories from a list admins keep, one of them marked as main for its icon and page heading.',
        'Free tags chosen by those listed':
          'Those listed add their own free tags to a {thing}; admins can merge tags that mean the same.',
      },
    },
    {
      id: 'directories-listings-order',
      category: 'user-flow',
      text: 'In what order are {things} shown when nothing narrows the list?',
      options: ['Alphabetical', 'Nearest to the visitor first', 'A random order that changes each day'],
      recommended: 'A random order that changes each day',
      reason:
        'Alphabetical order always favours the same names; a daily shuffle is fair to every {thing}, and people who know a name search for it.',
      impact: 5,
      decision: 'Default order of {things}',
      says: {
        Alphabetical: 'Without a search or filter, {things} are listed alphabetically by name.',
        'Nearest to the visitor first':
          'Without a search, {things} are listed nearest first, from the visitor’s location (asked for once) or a place they type in.',
        'A random order that changes each day':
          'Without a search, {things} are listed in a random order that stays the same for a day, so paging works and no {thing} is always last.',
      },
      settledBy: {
        Alphabetical: [
          'alphabetical order',
          'alphabetically',
          'alphabetisch',
          'orden alfabético',
          'ordre alphabétique',
          'ordem alfabética',
        ],
      },
    },
    {
      id: 'directories-listings-duplicates',
      category: 'edge-cases',
      text: 'What happens when someone adds a {thing} that is already in the directory?',
      options: [
        'An admin spots and merges duplicates by hand',
        'Likely matches are shown, and they can claim the existing one',
        'Nothing: duplicates are allowed',
      ],
      recommended: 'Likely matches are shown, and they can claim the existing one',
      reason:
        'Duplicates creep in when admins add entries and those listed sign up later; offering to claim the match stops most of them at the source.',
      impact: 6,
      decision: 'Duplicate {things}',
      says: {
        'An admin spots and merges duplicates by hand':
          'Admins see possible duplicates (same name, phone or address) in a list and merge them by hand, keeping the better details.',
        'Likely matches are shown, and they can claim the existing one':
          'When someone adds a {thing}, show existing ones with a similar name, phone or address; they can claim one instead, confirmed through its email or by an admin, and then edit it.',
        'Nothing: duplicates are allowed': 'Duplicate {things} are allowed; nothing is checked.',
      },
    },
    {
      id: 'directories-listings-contact',
      category: 'security',
      text: 'How do visitors get in touch with those behind a {thing}?',
      options: [
        'Phone and email shown on the page',
        'A contact form that forwards the message',
        'Both: details shown and a contact form',
      ],
      recommended: 'A contact form that forwards the message',
      reason:
        'Addresses shown openly are harvested by spammers; a form protects those listed and shows {owner} how many enquiries each {thing} gets.',
      impact: 5,
      decision: 'Contacting {things}',
      says: {
        'Phone and email shown on the page': 'Each {thing} page shows its phone number and email address openly.',
        'A contact form that forwards the message':
          'Each {thing} page has a contact form; messages are forwarded to the email of whoever is listed, which stays hidden, with spam protection and a count of enquiries.',
        'Both: details shown and a contact form':
          'Each {thing} page shows its phone number and email and also offers a contact form that forwards messages.',
      },
    },
  ],
} satisfies InteractionInput;
