import { KEPT_ON_PAPER } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'inventories',
  name: 'Inventories and stock',
  noun: 'inventory app',
  verbs: [
    ['restock', 6],
    ['stock', 4],
    ['reorder', 4],
    ['inventory', 5],
    ['stocktake', 6],
    ['catalogue', 3],
    ['catalog', 3],
    ['check out', 3],
    ['count', 2],
    ['store', 2],
  ],
  nouns: [
    ['inventory', 6],
    ['stocktake', 6],
    ['stock', 4],
    ['warehouse', 4],
    ['storeroom', 4],
    ['stockroom', 4],
    ['sku', 5],
    // ("my cross stitch thread stash": what a maker keeps at home to use up, and holds what it names. A yarn stash
    // beside a knitter's projects is no stock to count, so on its own it says little.)
    ['stash', 1],
    ['supply', 3],
    ['barcode', 2],
  ],
  // "I never know what I've got": what is in stock, unknown.
  phrases: [
    ["never know what i've got", 5],
    ["never know what we've got", 5],
    ['never know what we have', 5],
    ["what i've got in", 4],
    ["what we've got in", 4],
    ['on the racking', 4],
    // "need to know what's left in each barn by lot".
    ["what's left in", 5],
    ['what is left in', 5],
    ['what we have left', 5],
    ["what's in stock", 5],
    ['on the shelves', 3],
    // ("what i've already got and what i need to buy", "which bobbins are only half left").
    ["what i've already got", 5],
    ['what i already have', 5],
    ['what i need to buy', 4],
    ['what we need to buy', 4],
    ['half left', 3],
  ],
  recognise: {
    de: [
      ['inventar*', 6],
      ['inventur*', 6],
      ['lagerbestand*', 6],
      ['bestand', 4],
      ['vorrat*', 4],
      ['lagerverwaltung', 6],
      ['lager*', 4],
      ['*bestand', 4],
      ['nachbestell*', 5],
      ['nachfüll*', 4],
      ['nachgefüllt', 4],
      ['auf lager', 4],
      ['einlagern', 4],
      ['einlagert', 4],
      ['eingelagert', 4],
      ['materialverwaltung', 5],
      ['warenwirtschaft', 5],
      ['artikelnummer*', 4],
      ['ersatzteile', 2],
    ],
    es: [
      ['inventario*', 6],
      ['existencias', 5],
      ['stock', 4],
      ['almacen*', 4],
      ['reponer', 4],
      ['repone', 4],
      ['reponemos', 4],
      ['reponga', 4],
      ['reposicion', 4],
      ['bodega', 3],
      ['suministros', 3],
      ['codigo de barras', 3],
      ['unidades disponibles', 4],
      ['faltantes', 3],
      ['repuestos', 2],
      ['mercancia*', 3],
      ['de cada variedad', 4],
      ['por variedad', 3],
      ['cuantas quedan', 4],
      ['cuantos quedan', 4],
      ['apartar', 3],
    ],
    fr: [
      ['inventaire*', 6],
      ['stock*', 5],
      ['entrepot*', 4],
      ['reapprovisionn*', 5],
      ['réassort*', 5],
      ['fournitures', 3],
      ['code barre*', 3],
      ['matériel', 2],
      ['quantités', 3],
      ['entrées et sorties', 3],
      ['pièces détachées', 3],
      ['marchandise*', 3],
    ],
    pt: [
      ['inventario*', 6],
      ['estoque*', 5],
      ['stock', 4],
      ['armazem', 4],
      ['almoxarifado', 5],
      ['armazens', 4],
      ['reposição', 4],
      ['repor', 3],
      ['repõe', 3],
      ['repõem', 3],
      ['repomos', 3],
      ['reposto', 3],
      ['controle de materiais', 4],
      ['suprimentos', 3],
      ['mercadoria*', 3],
      ['codigo de barras', 3],
      ['peças de reposição', 3],
      ['quantidade*', 2],
    ],
  },
  thing: 'item',
  things: 'items',
  features: [
    {
      id: 'inventories-list',
      title: '{Thing} Inventory',
      description: 'All {things} with their counts, places and condition, searchable, with photos and notes.',
      done: [
        {
          when: 'someone searches the inventory by name or place',
          then: 'list the matching {things} with their count and where they are kept',
        },
        {
          when: 'someone adds a {thing} that already exists under the same name',
          then: 'warn about the duplicate and offer to open the existing one instead',
        },
      ],
    },
    {
      id: 'inventories-locations',
      title: '{Things} by Location',
      description: 'The room, shelf, site, vehicle or person holding the {things}, so anyone can find them.',
      done: [
        {
          when: 'someone moves a {thing} to another place',
          then: 'update where it is kept and record the move with who made it and when',
        },
      ],
    },
    {
      id: 'inventories-low-stock',
      title: 'Low-stock Alerts',
      description: 'A minimum per {thing} and an alert to the person who orders more when the count drops below it.',
      done: [
        {
          when: 'the count of a {thing} drops below its minimum',
          then: 'alert the person in charge of ordering and list it among the low-stock {things}',
        },
      ],
    },
    {
      id: 'inventories-movements',
      title: '{Thing} Movements',
      description: 'Every addition, use, move and correction of a {thing}, with who made it and when, so counts can be trusted.',
      done: [
        {
          when: 'someone corrects the count of a {thing}',
          then: 'ask for a reason and keep the old count, the new count, the person and the time',
        },
      ],
    },
    {
      id: 'inventories-check-out',
      title: '{Thing} Check-out and Return',
      description: 'Who has taken a {thing}, since when and when it is due back, with overdue ones flagged.',
      // (Bulk stock in silos is used up, never handed back.)
      requires: [
        ...'check out,checked out,checks out,sign out,signed out,signs out,borrow,borrowed,lend,lent,loan,loans,who has'.split(
          ',',
        ),
        ...'who took,taken out,takes out,due back,returned,hand back,handed back,give back'.split(','),
        ...'ausleih*,ausgeliehen,verleih*,zurückgeb*,rückgabe,prest*,devol*,emprunt*,rendre,rendu,emprest*,devolv*'.split(','),
      ],
      done: [
        {
          when: 'someone checks out a {thing}',
          then: 'record who has it and the due date, and show it as out until it is returned',
        },
        {
          when: 'a checked-out {thing} passes its due date',
          then: 'remind the person who has it and flag it as overdue for the person in charge',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'inventories-unit',
      category: 'data',
      text: 'Should the app follow {things} one by one, or as counts per type?',
      options: [
        'Counts per type, such as 12 of one kind',
        'One by one, each with its own ID or serial number',
        'Both: counts for supplies, one by one for valuable items',
      ],
      recommended: 'Both: counts for supplies, one by one for valuable items',
      reason:
        'Supplies only need a count; valuable or serviced items need their own record to know who has them and their state.',
      impact: 9,
      decision: 'Counting {things}',
      says: {
        'Counts per type, such as 12 of one kind': 'Keep {things} as counts per type; taking or adding some changes the count.',
        'One by one, each with its own ID or serial number':
          'Keep each {thing} as its own record with a label or serial number, its condition and where it is.',
        'Both: counts for supplies, one by one for valuable items':
          'Keep supplies as counts per type, and valuable {things} one by one, each with a label or serial number, condition and place.',
      },
      settledBy: {
        'One by one, each with its own ID or serial number': [
          'serial number',
          'asset tag',
          'seriennummer',
          'número de serie',
          'numéro de série',
          'número de série',
        ],
      },
    },
    {
      id: 'inventories-check-out',
      category: 'scope',
      text: 'Do people take {things} away and bring them back?',
      askIf: { not: { audience: ['private'] } },
      options: [
        'No, they stay put and some get used up',
        'Yes, signed out and returned by the person',
        'Yes, with each loan approved by someone in charge',
      ],
      recommended: 'Yes, signed out and returned by the person',
      reason:
        'Who has it now is the question an inventory is asked most; signing out yourself keeps it quick enough that people do it.',
      impact: 8,
      decision: 'Taking {things} out',
      says: {
        'No, they stay put and some get used up': 'Items are not lent out; using some only lowers their count.',
        'Yes, signed out and returned by the person':
          'People sign {things} out to themselves with a due date and sign them back in; the app shows who has what.',
        'Yes, with each loan approved by someone in charge':
          'People ask to take {things} out; someone in charge approves each loan before it is handed over and records the return.',
      },
      settledBy: {
        'Yes, signed out and returned by the person': [
          'check out',
          'check-out',
          'sign out',
          'ausleih*',
          'préstamo',
          'emprunt*',
          'empréstimo',
        ],
      },
    },
    {
      id: 'inventories-low',
      category: 'user-flow',
      text: 'What should happen when the stock of {things} runs low?',
      options: [
        'No alerts; counts are looked at by hand',
        'The person who orders more gets an alert',
        'It goes onto a shopping list with an alert',
      ],
      recommended: 'The person who orders more gets an alert',
      reason: 'An alert at a minimum set per {thing} prevents running out without anyone watching the counts.',
      impact: 7,
      decision: 'Running low',
      says: {
        'No alerts; counts are looked at by hand': 'No alerts: people look at the counts of {things} themselves.',
        'The person who orders more gets an alert':
          'Each {thing} has a minimum count; when it drops below, the person in charge of ordering is alerted.',
        'It goes onto a shopping list with an alert':
          'Each {thing} has a minimum count; below it, the {thing} goes onto a shared shopping list and the person who orders is alerted.',
      },
      settledBy: {
        'The person who orders more gets an alert': [
          'low stock',
          'low-stock',
          'running low',
          'reorder alert',
          'mindestbestand',
          'stock mínimo',
          'stock minimum',
          'estoque mínimo',
        ],
      },
    },
    {
      id: 'inventories-who-changes',
      category: 'roles',
      text: 'Who can change the counts of {things}?',
      // (A stash kept for oneself has no one else counting, no places to map, no labels to scan.)
      askIf: { not: { audience: ['private'] } },
      options: [
        'Anyone who uses the inventory',
        'Only the stock keepers',
        'Anyone records use; only people in charge correct counts',
      ],
      recommended: 'Anyone records use; only people in charge correct counts',
      reason: 'Recording use where it happens keeps counts true; keeping corrections to a few people keeps them trustworthy.',
      impact: 7,
      decision: 'Who changes counts',
    },
    {
      id: 'inventories-places',
      category: 'data',
      text: 'Where does {owner} keep its {things}?',
      // (A stash kept for oneself has no one else counting, no places to map, no labels to scan.)
      askIf: { not: { audience: ['private'] } },
      options: ['In one single place', 'Spread over several rooms and sites', 'Handed out to the people who use them'],
      recommended: 'Spread over several rooms and sites',
      reason: 'Places cost little to add at the start and are hard to add once counts exist; most stock spreads out in time.',
      impact: 6,
      decision: 'Places for {things}',
    },
    {
      id: 'inventories-scanning',
      category: 'integrations',
      text: 'How do people find {things} in the app when counting or taking them?',
      // (A stash kept for oneself has no one else counting, no places to map, no labels to scan.)
      askIf: { not: { audience: ['private'] } },
      options: ['Searching by name', 'Scanning QR labels that the app prints', 'Scanning the barcodes already on products'],
      recommended: 'Scanning QR labels that the app prints',
      reason: 'A phone camera and printed labels make counts and sign-outs fast without any scanner hardware.',
      impact: 5,
      decision: 'Finding {things} in the app',
      says: {
        'Searching by name': 'People find {things} by searching their name.',
        'Scanning QR labels that the app prints':
          'The app prints a QR label for each {thing} or shelf; scanning it with the phone camera opens the {thing}.',
        'Scanning the barcodes already on products':
          'Scanning a product’s own barcode with the phone camera finds the {thing}, or offers to add it when it is new.',
      },
      settledBy: {
        'Scanning QR labels that the app prints': ['qr code', 'qr-code', 'qr label', 'qr codes'],
        'Scanning the barcodes already on products': ['barcode', 'ean', 'strichcode', 'código de barras', 'code-barres'],
      },
    },
    {
      id: 'inventories-stocktake',
      category: 'user-flow',
      text: 'How are the counts of {things} checked against what is really there?',
      options: [
        'Only when someone notices a difference',
        'A full stocktake now and then',
        'A few {things} recounted each week in turn',
      ],
      recommended: 'A full stocktake now and then',
      reason:
        'A stocktake once or twice a year finds losses and miscounts; rolling weekly counts suit large stores that can never close.',
      impact: 6,
      decision: 'Counting rhythm',
      says: {
        'Only when someone notices a difference':
          'There are no planned counts; a person allowed to correct counts fixes a difference when they notice it, with a reason.',
        'A full stocktake now and then':
          'An admin starts a stocktake; people count each place on their phones, the app lists every difference from the expected count, and the person in charge approves the corrections in one go, kept in the history.',
        'A few {things} recounted each week in turn':
          'Each week the app picks a few {things} to recount (most used and longest since their last count first); differences are corrected with a reason and kept in the history.',
      },
      settledBy: {
        'A full stocktake now and then': [
          'stocktake',
          'stock take',
          'stock count',
          'inventur',
          'inventario anual',
          'inventaire annuel',
          'balanço de estoque',
        ],
        'A few {things} recounted each week in turn': [
          'cycle count',
          'cycle counting',
          'rolling count',
          'permanente inventur',
          'inventaire tournant',
        ],
      },
    },
    {
      id: 'inventories-first-import',
      category: 'data',
      text: 'How do the existing {things} get into the app at the start?',
      options: ['Typed in one by one', 'Imported from an existing spreadsheet', 'Added on a walk-round with the phone'],
      recommended: 'Imported from an existing spreadsheet',
      reason:
        'Most stock lists already live in a spreadsheet; importing it with a check for duplicates makes the app useful on day one.',
      recommendedWhen: [
        {
          // ("every job gets written in a diary in the tractor cab": what is on paper is typed in, nothing to import.)
          if: KEPT_ON_PAPER,
          recommended: 'Typed in one by one',
          reason:
            'What is on paper today has to be typed in; a quick-add form that keeps the last place and type makes that fast.',
        },
      ],
      impact: 6,
      decision: 'Getting existing {things} in',
      says: {
        'Typed in one by one':
          'Existing {things} are entered by hand, one by one, with a quick-add form that keeps the place and type of the last entry.',
        'Imported from an existing spreadsheet':
          'Import existing {things} from a spreadsheet (CSV or Excel): match its columns to the fields, preview the result, flag duplicates and rows with errors, then import.',
        'Added on a walk-round with the phone':
          'Existing {things} are added on a walk-round: scanning a label or taking a photo on the phone creates the {thing} at the current place, to be completed later.',
      },
      settledBy: {
        'Imported from an existing spreadsheet': [
          'spreadsheet',
          'excel',
          'google sheet*',
          'hoja de cálculo',
          'tableur',
          'planilha',
          'folha de cálculo',
        ],
      },
      // The sheet the user keeps today is asked about by name (the common kept-data question).
      askIf: { not: { keptData: true } },
    },
    {
      id: 'inventories-write-off',
      category: 'edge-cases',
      text: 'What happens to a {thing} that is lost, broken or thrown away?',
      options: [
        'It is simply deleted',
        'Written off with a reason, kept in the history',
        'Written off only after someone in charge approves',
      ],
      recommended: 'Written off with a reason, kept in the history',
      reason:
        'A write-off with its reason explains why a count dropped, and over time shows which {things} go missing or break most often.',
      impact: 5,
      decision: 'Lost and broken {things}',
      says: {
        'It is simply deleted': 'A lost, broken or discarded {thing} is deleted and leaves no trace in the inventory.',
        'Written off with a reason, kept in the history':
          'A lost, broken or discarded {thing} (or part of a count) is written off with a reason (lost, broken, expired, given away), taken out of the current counts and kept in the history.',
        'Written off only after someone in charge approves':
          'Anyone can ask to write off a {thing} with a reason; it leaves the counts only once someone in charge approves, and the history keeps both steps.',
      },
    },
    {
      id: 'inventories-expiry',
      category: 'data',
      text: 'Do any of the {things} have an expiry date or a batch number?',
      options: [
        'No dates to follow',
        'Expiry dates, with a warning before they pass',
        'Expiry dates plus batch numbers to trace',
      ],
      recommended: 'Expiry dates, with a warning before they pass',
      reason:
        'An optional expiry date costs little and stops expired stock being handed out; batch tracing is for food, medicine and recalled goods.',
      impact: 5,
      decision: 'Expiry and batches',
      says: {
        'No dates to follow': 'The {things} have no expiry dates or batch numbers.',
        'Expiry dates, with a warning before they pass':
          '{Things} that expire can be given an expiry date per delivery; the person in charge is warned a set time before it passes, and the oldest are listed to be used first.',
        'Expiry dates plus batch numbers to trace':
          'Each delivery of a {thing} has a batch number and an expiry date; the app warns before dates pass and can list where every unit of a batch went, for recalls.',
      },
      settledBy: {
        'Expiry dates, with a warning before they pass': [
          'use-by date',
          'best before',
          'expiry date',
          'expiration date',
          'mindesthaltbarkeit*',
          'ablaufdatum',
          'fecha de caducidad',
          'date de péremption',
          'data de validade',
        ],
        'Expiry dates plus batch numbers to trace': [
          'batch number',
          'lot number',
          'chargennummer',
          'número de lote',
          'numéro de lot',
        ],
      },
    },
  ],
} satisfies InteractionInput;
