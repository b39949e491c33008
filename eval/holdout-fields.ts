import type { FieldCase } from './field-case';

/**
 * Holdout: descriptions kept apart from tuning. Judge field choice, 'none' recall and the interview's nouns on these.
 * Groups: outside every field, near-misses of a field (labelled 'none'), and squarely in a field.
 */
const cases: FieldCase[] = [
  // Outside every field
  {
    id: 'ho-lost-property-trains',
    description:
      'We run the lost property office for a regional rail company. Staff at 40 stations should log found ' +
      'items with a photo and where it was found, passengers search online and file a claim, and items ' +
      'nobody claims after 90 days get flagged for donation.',
    language: 'en',
    terms: ['found item|lost item|lost property', 'claim', 'retention period|donation|disposal'],
    named: ['found items', 'search online', 'file a claim'],
    field: 'none',
    objects: ['found items', 'claim', 'stations'],
  },
  {
    id: 'ho-houseplant-watering',
    description:
      'i have like 60 houseplants and keep killing them lol. want an app where each plant has a profile w/ ' +
      'photo, when i last watered + fertilized it, and it remids me based on the plant and the season. ' +
      'maybe a lightmeter thing using the phone camera?',
    language: 'en',
    terms: ['watering|water', 'reminder', 'plant profile|plant'],
    named: ['profile w/ photo', 'lightmeter'],
    field: 'none',
    objects: ['houseplants', 'plant', 'profile'],
  },
  {
    id: 'ho-arbol-genealogico',
    description:
      'Quiero una web para nuestra familia donde armar el árbol genealógico con fotos antiguas, y que los ' +
      'abuelos puedan grabar audios contando historias de cada persona. Solo la familia debería poder ' +
      'verlo.',
    language: 'es',
    terms: ['family tree|árbol genealógico', 'story|historia|audio', 'private|privado|family only'],
    named: ['árbol genealógico', 'fotos antiguas', 'audios'],
    field: 'none',
    objects: ['árbol genealógico', 'fotos antiguas', 'historias'],
  },
  {
    id: 'ho-hackathon-judging',
    description:
      "For our city's yearly hackathon (around 80 teams) we need something where teams submit their " +
      'project with a repo link and demo video, judges score them on a rubric, and we can see rankings per ' +
      'track before the closing ceremony.',
    language: 'en',
    terms: ['submission|project submission', 'rubric|scoring|score', 'judge'],
    named: ['rubric', 'rankings per track'],
    field: 'none',
    objects: ['teams', 'project', 'judges', 'rubric'],
  },
  {
    id: 'ho-birdwatching-sightings',
    description:
      'app for our local birdwatching group: log sightings (species, count, location pin, photo), keep a ' +
      'life list per member, and alert everyone when someone spots something rare nearby',
    language: 'en',
    terms: ['sighting', 'species', 'life list|checklist'],
    named: ['sightings', 'life list', 'alert everyone'],
    field: 'none',
    objects: ['sightings', 'species', 'life list'],
  },
  {
    id: 'ho-feuerwehr-alarm',
    description:
      'App für unsere Freiwillige Feuerwehr: bei einem Alarm sollen die Kameraden mit einem Tipp ' +
      'zurückmelden ob sie kommen und wann sie am Gerätehaus sind, damit der Einsatzleiter sieht ob das ' +
      'erste Fahrzeug voll besetzt ist. Dazu Übungsdienste und wer welchen Lehrgang hat (Atemschutz, ' +
      'Maschinist).',
    language: 'de',
    terms: ['alarm response|Rückmeldung|Alarm', 'crew|Besatzung|Fahrzeug', 'qualification|Lehrgang|Qualifikation'],
    named: ['Übungsdienste', 'Lehrgang'],
    field: 'none',
    objects: ['Alarm', 'Fahrzeug', 'Übungsdienste', 'Lehrgang'],
  },
  {
    id: 'ho-grocery-receipt-prices',
    description:
      'Crowdsourced grocery prices for my town: people snap their receipt, the app reads the items and ' +
      'prices, and you can see which supermarket is cheapest for your usual basket this week.',
    language: 'en',
    terms: ['receipt scan|receipt', 'price comparison|price', 'basket'],
    named: ['receipt', 'usual basket'],
    field: 'none',
    objects: ['grocery prices', 'receipt', 'supermarket', 'basket'],
  },
  {
    id: 'ho-murales-bologna',
    description:
      "Vorrei un'app con la mappa dei murales e della street art di Bologna: per ogni opera foto, artista, " +
      'anno, e percorsi a piedi consigliati. Gli utenti possono segnalare opere nuove o cancellate.',
    language: 'it',
    terms: ['map|mappa', 'artwork|opera|murale', 'walking route|percorso|percorsi'],
    named: ['mappa dei murales', 'percorsi a piedi', 'segnalare opere nuove'],
    field: 'none',
    objects: ['murales', 'opera', 'artista', 'percorsi'],
  },
  {
    id: 'ho-family-secret-santa',
    description:
      'secret santa for our extended family (like 25 people). draw names so nobody gets their own partner, ' +
      'everyone adds a wishlist, budget limit, and the reveal at christmas dinner',
    language: 'en',
    terms: ['draw|name draw', 'wishlist', 'exclusion|excluded pairs|partner'],
    named: ['draw names', 'wishlist', 'budget limit', 'reveal'],
    field: 'none',
    objects: ['names', 'wishlist', 'budget limit'],
  },
  {
    id: 'ho-ham-radio-logbook',
    description:
      'logbook for ham radio contacts. I want to log QSOs fast during a contest (callsign, band, mode, ' +
      "RST), look up the callsign's country, and export ADIF to upload to LoTW.",
    language: 'en',
    terms: ['contact log|QSO|logbook', 'callsign', 'ADIF export|export'],
    named: ['QSOs', 'ADIF'],
    field: 'none',
    objects: ['contacts', 'QSOs', 'callsign'],
  },
  {
    id: 'ho-knitting-stash',
    description:
      "knitting companion: row counter for the pattern i'm working on, my yarn stash (weight, colour, how " +
      'many skeins) and which projects use which yarn. ravelry is too cluttered for me',
    language: 'en',
    terms: ['row counter', 'yarn stash|stash|yarn', 'knitting project|project'],
    named: ['row counter', 'yarn stash'],
    field: 'none',
    objects: ['row counter', 'yarn stash', 'projects'],
  },
  {
    id: 'ho-qa-test-runs',
    description:
      'Internal tool for our QA team: keep our manual test cases in suites, start a test run for each ' +
      'release, testers mark pass/fail with screenshots, and failed steps turn into Jira tickets.',
    language: 'en',
    terms: ['test case', 'test run', 'Jira|issue tracker|bug'],
    named: ['test cases', 'test run', 'Jira tickets'],
    field: 'none',
    objects: ['test cases', 'suites', 'test run', 'release'],
  },
  // Near-miss of agriculture and compliance-inspections
  {
    id: 'ho-beekeeping-hives',
    description:
      "Our beekeeping club has about 30 hobby beekeepers with a few hives each in their gardens. We'd like " +
      'everyone to record hive inspections (queen seen, brood, temper), varroa counts and treatments, and ' +
      'how much honey each hive gave. Would be nice to warn others when a swarm is reported.',
    language: 'en',
    terms: ['hive', 'hive inspection|inspection', 'varroa|mite'],
    named: ['hive inspections', 'varroa counts', 'treatments', 'honey'],
    field: 'none',
    objects: ['hives', 'hive inspections', 'varroa counts', 'honey'],
  },
  // Near-miss of games
  {
    id: 'ho-board-game-nights',
    description:
      'we do board game night every friday. want to track our collection (who owns what), log plays with ' +
      'scores + winner, and have it suggest a game for tonight based on how many people showed up and how ' +
      'long weve got',
    language: 'en',
    terms: ['game collection|collection', 'play log|plays|scores', 'player count|number of players'],
    named: ['collection', 'log plays', 'suggest a game'],
    field: 'none',
    objects: ['collection', 'plays', 'scores'],
  },
  // Near-miss of cleaning-laundry
  {
    id: 'ho-wasruimte-rooster',
    description:
      'Wij wonen met 24 huurders in een flat met één gedeelde wasruimte (2 wasmachines, 1 droger). Ik wil ' +
      'een simpel rooster waar je een tijdslot reserveert, een melding krijgt als je was klaar moet zijn, ' +
      'en kunt melden als een machine kapot is. Geen betaling.',
    language: 'nl',
    terms: ['time slot|tijdslot|booking', 'machine|wasmachine', 'fault report|storing|kapot'],
    named: ['rooster', 'tijdslot', 'melding'],
    field: 'none',
    objects: ['wasruimte', 'wasmachines', 'tijdslot'],
  },
  // Near-miss of bakeries-food-makers
  {
    id: 'ho-carnet-levain',
    description:
      "Je fais du pain au levain à la maison et je veux un carnet : quand j'ai nourri mon levain, la " +
      "température de la cuisine, l'hydratation de chaque fournée et des photos de la mie pour comparer. " +
      'Juste pour moi, pas à vendre.',
    language: 'fr',
    terms: ['starter|levain', 'bake log|fournée|bake', 'hydration|hydratation'],
    named: ['carnet', 'photos de la mie'],
    field: 'none',
    objects: ['levain', 'fournée', 'mie'],
  },
  // Near-miss of fitness-studios and workout-tracking
  {
    id: 'ho-bouldering-setting',
    description:
      'bouldering gym here. our setters reset one wall section every week and we lose track. need a board ' +
      "of current problems per wall (grade, hold colour, setter, date set), climbers can tick what they've " +
      'sent and rate the grade, and we plan which section gets stripped next',
    language: 'en',
    terms: ['boulder problem|problem|route', 'grade', 'reset schedule|wall section|reset'],
    named: ['board of current problems', 'rate the grade'],
    field: 'none',
    objects: ['problems', 'wall section', 'setters', 'grade'],
  },
  // Near-miss of personal-finance and cleaning-laundry
  {
    id: 'ho-flatmates-costs',
    description:
      'me and 4 flatmates need one place for shared costs (who paid for groceries, bills, toilet paper ' +
      'lol) so it shows who owes who, plus a cleaning rota that rotates weekly',
    language: 'en',
    terms: ['shared expenses|shared costs|expense', 'balance|who owes|settle up', 'chore rota|rota|chore'],
    named: ['shared costs', 'who owes who', 'cleaning rota'],
    field: 'none',
    objects: ['shared costs', 'bills', 'cleaning rota'],
  },
  // Near-miss of sports-clubs
  {
    id: 'ho-referee-match-log',
    description:
      'I referee amateur football at weekends, ~60 games a season. I want to keep my own record of every ' +
      "match I did: teams, competition, cards I gave, my assessor's mark, and the travel km + match fee so " +
      'I can claim them back.',
    language: 'en',
    terms: ['match record|match log|match', 'cards|disciplinary|bookings', 'match fee|expenses|mileage'],
    named: ['cards I gave', "assessor's mark", 'travel km', 'match fee'],
    field: 'none',
    objects: ['match', 'cards', "assessor's mark", 'match fee'],
  },
  // Near-miss of funeral-services and religious-communities
  {
    id: 'ho-parish-cemetery',
    description:
      'we manage the parish cemetery (about 1,800 graves). need a register of plots with who is buried ' +
      'where, the grave lease and when it runs out, who the contact family is, and a map so the gardener ' +
      'can find a plot. lots of old paper books to type in',
    language: 'en',
    terms: ['grave|plot|burial', 'grave lease|lease|expiry', 'cemetery map|map'],
    named: ['register of plots', 'grave lease', 'map'],
    field: 'none',
    objects: ['graves', 'plots', 'grave lease', 'contact family'],
  },
  // Near-miss of surveys-forms, games and tournaments-leagues
  {
    id: 'ho-pub-quiz-scores',
    description:
      'I host the pub quiz at the Red Lion on tuesdays. Teams write answers on paper, I mark them and want ' +
      'to type the scores per round into my phone, show the live scoreboard on the pub TV and keep a ' +
      "season leaderboard. Also a bank of questions so I don't repeat one",
    language: 'en',
    terms: ['scoreboard|leaderboard', 'round', 'question bank|questions'],
    named: ['live scoreboard', 'season leaderboard', 'bank of questions'],
    field: 'none',
    objects: ['Teams', 'scores per round', 'scoreboard', 'questions'],
  },
  // Near-miss of media-podcasts and music
  {
    id: 'ho-community-radio-log',
    description:
      'Community radio station, about 30 volunteer presenters. We need to log every track played on air ' +
      '(artist, title, label, time) for the royalty returns, and a rota of who presents which show slot. ' +
      "Right now it's a spreadsheet per presenter.",
    language: 'en',
    terms: ['playlist log|track log|play log', 'royalty report|royalty returns|royalties', 'show rota|rota|schedule'],
    named: ['log every track played', 'royalty returns', 'rota'],
    field: 'none',
    objects: ['track', 'royalty returns', 'show slot', 'presenters'],
  },
  // Near-miss of ride-mobility and schools
  {
    id: 'ho-school-run-carpool',
    description:
      'carpool for the school run. about 12 families from our street, each parent says which ' +
      'mornings/afternoons they can drive and how many seats, the app makes a fair weekly plan and tells ' +
      "the kids' parents who's picking up. no money involved",
    language: 'en',
    terms: ['carpool|car pool', 'seats', 'driving rota|weekly plan|rota'],
    named: ['weekly plan'],
    field: 'none',
    objects: ['school run', 'families', 'seats', 'weekly plan'],
  },
  // Near-miss of hospitality and rentals
  {
    id: 'ho-casa-de-praia-familia',
    description:
      'A casa de praia é da família toda (minha mãe e 4 irmãos). Queremos um calendário onde cada um ' +
      'reserva as semanas, com regra justa para o verão e o Réveillon, e uma lista de despesas da casa ' +
      'divididas entre os irmãos.',
    language: 'pt',
    terms: ['calendar|calendário|booking|reserva', 'fair rotation|regra justa|rodízio', 'shared expenses|despesas'],
    named: ['calendário', 'lista de despesas'],
    field: 'none',
    objects: ['casa de praia', 'semanas', 'despesas'],
  },
  // Near-miss of it-asset-management and home-services
  {
    id: 'ho-appliance-warranties',
    description:
      'everything in our house has a manual and a warranty and I can never find them. app to add an ' +
      'appliance by scanning the barcode or receipt, keep the PDF manual, and remind me before the ' +
      'warranty ends. also when the boiler was last serviced',
    language: 'en',
    terms: ['appliance', 'warranty', 'manual|receipt'],
    named: ['PDF manual', 'warranty'],
    field: 'none',
    objects: ['appliance', 'manual', 'warranty', 'boiler'],
  },
  // Squarely in a field
  {
    id: 'ho-ramen-counter-orders',
    description:
      'tiny ramen bar, 14 seats at a counter. we want people to scan a code at their seat, pick broth + ' +
      'toppings, pay on the phone, and the order shows up on a screen at the stove instead of paper slips',
    language: 'en',
    terms: ['QR code ordering|QR|scan', 'kitchen screen|kitchen display|screen', 'options|extras|toppings'],
    named: ['scan a code', 'broth + toppings', 'screen at the stove'],
    field: 'restaurants',
    objects: ['order', 'toppings', 'screen'],
  },
  {
    id: 'ho-telescope-lending',
    description:
      'Our astronomy society owns 9 telescopes and a few cameras that members can borrow for two weeks. ' +
      "I'd like members to see what's in, join a waiting list for the popular Dobsonian, and get reminded " +
      "when it's due back. Right now it's a clipboard.",
    language: 'en',
    terms: ['loan|borrow|check-out', 'waiting list|hold|reservation queue', 'due date|reminder'],
    named: ['waiting list'],
    field: 'libraries-lending',
    objects: ['telescopes', 'cameras', 'waiting list'],
  },
  {
    id: 'ho-ink-piercing-studio',
    description:
      'ink & piercing studio with 3 artists. clients should send their idea with placement, size and ' +
      'reference pics, the artist replies with a quote and a date, and they lock it in with a deposit. ' +
      'also need the consent form signed on a tablet before we start',
    language: 'en',
    terms: ['booking request|request', 'deposit', 'consent form|consent'],
    named: ['reference pics', 'quote', 'deposit', 'consent form'],
    field: 'tattoo-body-art',
    objects: ['idea', 'quote', 'deposit', 'consent form'],
  },
  {
    id: 'ho-council-bin-days',
    description:
      'Our town council wants an app so residents type their street and see which bin goes out when ' +
      '(green, blue, brown), get a heads-up the evening before, and can say if the truck missed them. ' +
      'Christmas week always changes the days.',
    language: 'en',
    terms: ['collection calendar|collection day|bin day', 'reminder|notification', 'missed collection'],
    named: ['heads-up the evening before'],
    field: 'waste-recycling',
    objects: ['bin', 'street', 'truck'],
  },
  {
    id: 'ho-landlord-14-flats',
    description:
      'i own 14 flats over 3 buildings and do everything myself with whatsapp + excel. want tenants to ' +
      'report stuff that breaks (with pics) and me to see at a glance whos behind on rent and when each ' +
      'contract ends',
    language: 'en',
    terms: ['maintenance request|repair request|repair', 'rent arrears|rent', 'lease|tenancy|contract'],
    named: ['report stuff that breaks'],
    field: 'property-management',
    objects: ['flats', 'tenants', 'rent', 'contract'],
  },
  {
    id: 'ho-microbio-freezer-boxes',
    description:
      'Microbiology group of 12 people. We keep losing track of which box in which -80 freezer holds which ' +
      'strain, and who is booked on the confocal this week. Barcodes on tubes would be great.',
    language: 'en',
    terms: ['sample|strain', 'freezer|storage|box', 'instrument booking|booking'],
    named: ['Barcodes'],
    field: 'research-labs',
    objects: ['box', '-80 freezer', 'strain', 'confocal'],
  },
  {
    id: 'ho-brewery-taproom-club',
    description:
      "We're a small craft brewery with a taproom. Want people to book a guided tasting flight on " +
      'saturdays, and run our beer club: members get 6 cans every quarter, pick up at the taproom or we ' +
      'ship, and get 10% off pints.',
    language: 'en',
    terms: ['tasting|tasting reservation', 'beer club|club membership|club', 'age check|age verification'],
    named: ['guided tasting flight', 'beer club'],
    field: 'wineries-breweries',
    objects: ['tasting flight', 'beer club', 'taproom'],
  },
  {
    id: 'ho-pflegedienst-touren',
    description:
      'Wir sind ein kleiner ambulanter Pflegedienst mit 18 Pflegekräften. Die sollen morgens auf dem Handy ' +
      'ihre Tour sehen, bei jedem Patienten abhaken was gemacht wurde (Medikamente, Verbandswechsel, ' +
      'Körperpflege) und Bescheid geben wenn sich der Zustand verschlechtert. Die Pflegedienstleitung ' +
      'plant die Touren.',
    language: 'de',
    terms: ['visit schedule|Tourenplanung|Tour|rota', 'care tasks|Leistungen|care plan', 'medication|Medikamente'],
    named: ['Tour', 'abhaken was gemacht wurde'],
    field: 'elder-home-care',
    objects: ['Tour', 'Patienten', 'Medikamente'],
  },
  {
    id: 'ho-comunidad-vecinos',
    description:
      'Soy el administrador de una comunidad de vecinos de 48 pisos en Valencia. Necesito que los ' +
      'propietarios vean las cuotas pendientes, las actas de las juntas, voten online y reserven la pista ' +
      'de pádel.',
    language: 'es',
    terms: ['dues|cuotas|fees', 'minutes|actas|meetings', 'voting|votación|voto'],
    named: ['cuotas pendientes', 'actas de las juntas', 'voten online', 'pista de pádel'],
    field: 'hoa-condo-associations',
    objects: ['propietarios', 'cuotas', 'actas', 'pista de pádel'],
  },
  {
    id: 'ho-cabinet-veto-nantes',
    description:
      'Nous sommes un cabinet vétérinaire pour chiens et chats à Nantes (3 vétos). On voudrait que les ' +
      'propriétaires prennent rendez-vous en ligne pour leur animal, voient son carnet de vaccins et ' +
      'reçoivent un rappel quand le vaccin annuel approche.',
    language: 'fr',
    terms: ['appointment|rendez-vous', 'vaccination|vaccins|vaccin', 'reminder|recall|rappel'],
    named: ['rendez-vous en ligne', 'carnet de vaccins', 'rappel'],
    field: 'veterinary',
    objects: ['propriétaires', 'animal', 'carnet de vaccins'],
  },
  {
    id: 'ho-instrutor-direcao',
    description:
      'sou instrutor de direção autônomo, tenho uns 25 alunos. quero que eles marquem as aulas direto na ' +
      'minha agenda, e eu anoto depois de cada aula o que ainda falta treinar (baliza, rampa...) pra saber ' +
      'quem ta pronto pro exame',
    language: 'pt',
    terms: ['lesson booking|aulas|agenda', 'learner progress|progresso|skills', 'driving test|exame'],
    named: ['agenda', 'o que ainda falta treinar'],
    field: 'driving-schools',
    objects: ['alunos', 'aulas', 'exame'],
  },
];

export default cases;
