import type { DomainInput } from '../records';

export default {
  id: 'film-video-production',
  name: 'Film and video production',
  noun: 'production management app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['film production', 6],
      ['video production', 6],
      ['production company', 5],
      ['film crew', 6],
      ['cast and crew', 6],
      ['call sheet', 6],
      ['shoot day', 5],
      ['shooting day', 5],
      ['shooting schedule', 6],
      ['film shoot', 6],
      ['video shoot', 5],
      ['filmmaker', 6],
      ['filmmaking', 6],
      ['on set', 4],
      ['footage', 5],
      ['dailies', 5],
      ['rough cut', 6],
      ['pre-production', 6],
      ['post-production', 6],
      ['script breakdown', 6],
      ['stripboard', 6],
      ['shot list', 5],
      ['storyboard', 4],
      ['short film', 5],
      ['documentary', 4],
      ['music video', 4],
      ['video agency', 5],
      ['studiobinder', 6],
      ['frame io', 6],
      ['film', 3],
      ['movie', 2],
      ['crew', 2],
      ['videographer', 2],
      ['casting', 2],
    ],
    de: [
      ['filmproduktion*', 6],
      ['videoproduktion*', 6],
      ['produktionsfirma', 5],
      ['drehtag*', 6],
      ['drehplan*', 6],
      ['tagesdispo*', 6],
      ['dreharbeiten', 6],
      ['filmdreh*', 6],
      ['filmteam', 5],
      ['filmcrew', 6],
      ['rohschnitt', 6],
      ['postproduktion', 6],
      ['kurzfilm*', 5],
      ['besetzung', 2],
    ],
    es: [
      ['productora audiovisual', 6],
      ['produccion audiovisual', 6],
      ['rodaje', 6],
      ['plan de rodaje', 6],
      ['hoja de llamado', 6],
      ['hoja de citacion', 6],
      ['equipo tecnico', 3],
      ['posproduccion', 6],
      ['cortometraje', 5],
      ['productora', 3],
      ['reparto', 2],
    ],
    fr: [
      ['production audiovisuelle', 6],
      ['societe de production', 6],
      ['boite de prod', 6],
      ['tournage', 6],
      ['feuille de service', 6],
      ['depouillement', 5],
      ['equipe technique', 3],
      ['postproduction', 5],
      ['court metrage', 5],
      ['rushes', 5],
    ],
    pt: [
      ['produtora de video', 6],
      ['producao audiovisual', 6],
      ['filmagem', 5],
      ['plano de filmagem', 6],
      ['ordem do dia', 5],
      ['set de filmagem', 6],
      ['equipe tecnica', 3],
      ['pos-producao', 6],
      ['curta-metragem', 5],
      ['produtora', 3],
    ],
  },
  exclude: [
    'cling film',
    'window film',
    'film club',
    'film clubs',
    'movie night',
    'movie tickets',
    'movie reviews',
    'film reviews',
    'movies to watch',
    'cinema tickets',
    'crew scheduling',
    'cleaning crew',
    'construction crew',
    'flight crew',
    'production line',
    'production planning',
  ],
  entities: [
    {
      name: 'Production',
      fields: [
        'title',
        'client',
        'type (commercial, film, series, music video)',
        'phase (pitch, pre-production, shoot, post, delivered)',
        'producer → Person',
        'budget',
        'delivery date',
      ],
    },
    {
      name: 'Shoot Day',
      fields: [
        'production → Production',
        'date',
        'general call and wrap',
        'locations → Location',
        'scenes or shots → Scene',
        'weather',
        'status (planned, confirmed, shot)',
      ],
    },
    {
      name: 'Scene',
      fields: ['number', 'description', 'location → Location', 'cast → Person', 'props and wardrobe', 'pages or duration'],
    },
    {
      name: 'Person',
      fields: [
        'name',
        'department and role (camera, sound, cast…)',
        'phone and email',
        'day rate',
        'agent',
        'dietary needs',
        'emergency contact',
      ],
    },
    {
      name: 'Booking',
      fields: ['person → Person', 'shoot day → Shoot Day', 'status (hold, confirmed, released)', 'call time', 'rate'],
    },
    {
      name: 'Call Sheet',
      fields: ['shoot day → Shoot Day', 'version', 'sent at', 'recipients with confirmation', 'notes and safety info'],
    },
    {
      name: 'Location',
      fields: ['address', 'contact', 'permit and fee', 'photos', 'parking and access', 'nearest hospital'],
    },
    {
      name: 'Video Version',
      fields: ['production → Production', 'version number', 'file', 'uploaded on', 'status (in review, changes, approved)'],
    },
    {
      name: 'Review Comment',
      fields: ['version → Video Version', 'timecode', 'author', 'text', 'resolved'],
    },
    { name: 'Release', fields: ['person or location', 'production → Production', 'signed on', 'signed file'] },
  ],
  roles: [
    {
      name: 'Producer',
      can: 'create productions, see budgets and rates, book crew and cast, and deal with the client',
    },
    {
      name: 'Production manager or coordinator',
      can: 'build schedules and call sheets, manage locations, bookings and releases for their productions',
    },
    {
      name: 'Assistant director',
      can: 'run the shooting schedule, send call sheets and mark scenes as shot on the day',
    },
    {
      name: 'Crew or cast member',
      can: 'see their own call times, call sheets and bookings, confirm them and nothing else',
    },
    { name: 'Editor', can: 'upload cuts, read review comments and mark them resolved' },
    { name: 'Client', can: 'watch the versions shared with them, comment at a timecode and approve' },
  ],
  features: [
    {
      id: 'film-call-sheets',
      title: 'Call Sheets',
      description:
        'A call sheet per shoot day with call times per person, locations with map and parking, schedule, weather and nearest hospital.',
      match: [
        'call sheet',
        'call sheets',
        'call times',
        'tagesdispo',
        'dispo',
        'hoja de llamado',
        'hoja de citacion',
        'feuille de service',
        'ordem do dia',
      ],
      done: [
        {
          when: 'the coordinator sends a call sheet',
          then: 'send each person their own call time with the sheet and record who has opened and confirmed it',
        },
        {
          when: 'a call sheet changes after it was sent',
          then: 'send the new version to the people whose time or place changed and ask them to confirm again',
        },
        {
          when: 'someone has not confirmed by the evening before the shoot',
          then: 'show them as unconfirmed to the coordinator with their phone number',
        },
      ],
    },
    {
      id: 'film-shooting-schedule',
      title: 'Shooting Schedule and Stripboard',
      description:
        'Scenes or shots arranged into shoot days by dragging strips, grouped by location, with cast and page counts per day.',
      match: [
        'shooting schedule',
        'stripboard',
        'schedule',
        'shoot days',
        'drehplan',
        'plan de rodaje',
        'plan de travail',
        'plano de filmagem',
      ],
      done: [
        {
          when: 'a scene is dragged to a shoot day',
          then: 'update that day’s page count or duration, cast list and locations',
        },
        {
          when: 'a day is scheduled with a cast member who is unavailable that day',
          then: 'warn the scheduler and show the conflict on the strip',
        },
      ],
    },
    {
      id: 'film-crew-cast',
      title: 'Crew and Cast Directory',
      description:
        'Everyone who works on productions: department and role, contact, rates, agent, dietary needs and emergency contact.',
      match: [
        'crew',
        'cast',
        'crew list',
        'contacts',
        'talent',
        'filmteam',
        'besetzung',
        'equipo tecnico',
        'reparto',
        'equipe technique',
        'equipe tecnica',
        'elenco',
      ],
      done: [
        {
          when: 'a producer searches for a camera assistant',
          then: 'list people with that role, their rate and whether they are free or on hold on the dates',
        },
      ],
    },
    {
      id: 'film-bookings',
      title: 'Crew Holds and Bookings',
      description:
        'Pencil crew and cast on days as first or second hold, confirm when the job is green-lit, and release them if not.',
      match: [
        'holds',
        'bookings',
        'availability',
        'avails',
        'pencil',
        'optionen',
        'disponibilidad',
        'disponibilites',
        'disponibilidade',
      ],
      done: [
        {
          when: 'a producer places a hold on someone already held for that day',
          then: 'record it as a second hold behind the first and tell the producer',
        },
        {
          when: 'a production is confirmed',
          then: 'turn its holds into bookings and send each person a booking confirmation with dates and rate',
        },
      ],
    },
    {
      id: 'film-productions',
      title: 'Productions Board by Phase',
      description:
        'Every production with client, phase, producer, key dates and budget, from pitch through shoot and post to delivery.',
      match: [
        'productions',
        'projects',
        'production board',
        'pipeline',
        'projekte',
        'producciones',
        'proyectos',
        'projets',
        'projetos',
      ],
      done: [
        {
          when: 'a production moves to a new phase',
          then: 'record the date and show it in that phase column with its next deadline',
        },
      ],
    },
    {
      id: 'film-footage-review',
      title: 'Video Review with Timecoded Comments',
      description:
        'Upload cuts as numbered versions; reviewers comment at a timecode and the editor resolves each comment in the next version.',
      match: [
        'footage review',
        'video review',
        'review',
        'feedback',
        'timecode',
        'comments',
        'cuts',
        'rough cut',
        'rohschnitt',
        'revision de cortes',
        'validation des montages',
        'revisao de cortes',
      ],
      done: [
        {
          when: 'a reviewer pauses and writes a comment',
          then: 'attach it to that timecode and version and show it as a marker on the timeline',
        },
        {
          when: 'the editor uploads a new version',
          then: 'keep earlier versions and their comments, and let reviewers compare the two side by side',
        },
      ],
    },
    {
      id: 'film-approvals',
      title: 'Client Approvals and Change Rounds',
      description:
        'Clients approve a version or request changes; each round is counted against the rounds included in the quote.',
      match: ['approvals', 'approval', 'sign-off', 'client approval', 'freigabe', 'aprobacion', 'validation client', 'aprovacao'],
      done: [
        {
          when: 'a client approves a version',
          then: 'lock that version, record who approved it and when, and tell the producer and editor',
        },
        {
          when: 'a client requests changes beyond the rounds in the quote',
          then: 'warn the producer before the round starts so it can be charged',
        },
      ],
    },
    {
      id: 'film-locations',
      title: 'Locations and Permits',
      description:
        'Scouted locations with photos, contacts, fees, permits, parking and power, linked to the shoot days that use them.',
      match: [
        'locations',
        'location scouting',
        'permits',
        'drehorte',
        'drehgenehmigung',
        'localizaciones',
        'permisos',
        'decors',
        'autorisations de tournage',
        'locacoes',
      ],
      done: [
        {
          when: 'a location is added to a shoot day without a confirmed permit',
          then: 'flag the day and show the permit still missing on the schedule',
        },
      ],
    },
    {
      id: 'film-script-breakdown',
      title: 'Script Breakdown',
      description: 'Import the script, split it into scenes and tag cast, props, wardrobe, vehicles and effects in each one.',
      match: [
        'script breakdown',
        'breakdown',
        'script',
        'screenplay',
        'drehbuch',
        'guion',
        'desglose',
        'depouillement',
        'scenario',
        'roteiro',
        'decupagem',
      ],
      done: [
        {
          when: 'a script is imported',
          then: 'create one scene per scene heading with its location, time of day and page length',
        },
        {
          when: 'a new script draft is imported',
          then: 'keep the tags on unchanged scenes and list added, removed and changed scenes',
        },
      ],
    },
    {
      id: 'film-shot-lists',
      title: 'Shot Lists and Storyboards',
      description: 'Shots per scene with framing, lens, movement and a storyboard frame, ticked off on set as they are shot.',
      match: [
        'shot list',
        'shot lists',
        'storyboard',
        'storyboards',
        'shots',
        'shotlist',
        'aufloesung',
        'lista de planos',
        'liste de plans',
        'decoupage technique',
        'lista de planos',
      ],
      done: [
        {
          when: 'a shot is marked as shot on set',
          then: 'tick it off on the shot list and show what is left for the day',
        },
      ],
    },
    {
      id: 'film-budget',
      title: 'Production Budget and Actuals',
      description: 'Budget lines per department with estimate and actual cost, crew rates and overtime, and the margin left.',
      match: ['budget', 'costs', 'actuals', 'kalkulation', 'presupuesto', 'devis', 'orcamento'],
      done: [
        {
          when: 'a crew booking is confirmed',
          then: 'add its days and rate to the labour line of the budget as committed cost',
        },
        { when: 'actual costs pass a budget line', then: 'show the overrun to the producer on the budget overview' },
      ],
    },
    {
      id: 'film-releases',
      title: 'Talent and Location Releases',
      description: 'Release forms signed on a phone on set, stored with the production and checked before delivery.',
      match: [
        'releases',
        'release forms',
        'model release',
        'consent forms',
        'einverstandniserklarung',
        'autorizacion de imagen',
        'cession de droit a l image',
        'autorizacao de imagem',
      ],
      done: [
        {
          when: 'a person signs a release on set',
          then: 'store the signed PDF with their name, photo and the production, and email them a copy',
        },
        {
          when: 'a production is marked for delivery with someone on the call sheets who has no release',
          then: 'list the missing releases for the producer',
        },
      ],
    },
    {
      id: 'film-deliverables',
      title: 'Deliverables and Delivery Specs',
      description:
        'The list of files owed to the client (formats, aspect ratios, subtitles, cut-downs), with specs and what is delivered.',
      match: [
        'deliverables',
        'delivery',
        'aspect ratios',
        'cut-downs',
        'versions',
        'lieferung',
        'entregables',
        'livrables',
        'entregaveis',
      ],
      done: [
        {
          when: 'the editor uploads a deliverable',
          then: 'check its duration and resolution against the spec and tick it off the delivery list',
        },
      ],
    },
    {
      id: 'film-gear',
      title: 'Equipment Lists and Rentals',
      description: 'Camera, lighting and sound kit per shoot day, owned or rented, with pickup and return dates.',
      match: ['equipment', 'gear', 'kit', 'rentals', 'technik', 'equipo', 'materiel', 'equipamento'],
      done: [
        {
          when: 'the same owned item is put on two shoot days that overlap',
          then: 'warn the coordinator and show which production has it',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'film production app',
      match: [
        'feature film',
        'short film',
        'indie film',
        'tv series',
        'tv show',
        'documentary',
        'screenplay',
        'kurzfilm',
        'spielfilm',
        'cortometraje',
        'largometraje',
        'court metrage',
        'long metrage',
        'curta-metragem',
        'longa-metragem',
      ],
      features: [
        'film-script-breakdown',
        'film-shooting-schedule',
        'film-call-sheets',
        'film-crew-cast',
        'film-locations',
        'film-releases',
      ],
      recommend: [
        {
          question: 'film-kind',
          answer: 'Short films, features and series',
          reason: 'Scripted work is planned from the script: breakdown, stripboard and call sheets come first.',
        },
      ],
    },
    {
      noun: 'video agency app',
      match: [
        'video agency',
        'corporate video',
        'corporate videos',
        'brand videos',
        'commercials',
        'explainer videos',
        'video production company',
        'videoproduktion',
        'productora audiovisual',
        'produtora de video',
        'production audiovisuelle',
      ],
      features: ['film-productions', 'film-footage-review', 'film-approvals', 'film-call-sheets', 'film-budget', 'film-bookings'],
      recommend: [
        {
          question: 'film-kind',
          answer: 'Commercials and brand videos for clients',
          reason: 'Client work lives on quotes, short shoots and review rounds; the app follows each job from brief to delivery.',
        },
        {
          question: 'film-first-stage',
          answer: 'The whole production, from brief to delivery',
          reason: 'Agency jobs are short and many; one place from brief to delivery keeps producers from juggling tools per job.',
        },
      ],
    },
    {
      noun: 'video review and approval app',
      match: [
        'footage review',
        'video review',
        'review and approval',
        'client review',
        'client feedback',
        'timecoded comments',
        'frame io',
        'rough cuts',
        'video approvals',
      ],
      features: ['film-footage-review', 'film-approvals', 'film-deliverables', 'film-productions'],
      recommend: [
        {
          question: 'film-first-stage',
          answer: 'Post-production review and approvals',
          reason: 'You asked for review: versions, timecoded comments and approvals are the heart of it.',
        },
      ],
      unless: ['call sheet', 'call sheets', 'shooting schedule', 'crew'],
    },
  ],
  integrations: [
    { name: 'Google Maps', for: 'location addresses, directions, parking and the nearest hospital on call sheets' },
    { name: 'OpenWeatherMap', for: 'the weather forecast and sunrise and sunset on each call sheet' },
    { name: 'Twilio', for: 'text messages with call times and call sheet changes' },
    { name: 'Mux or Cloudflare Stream', for: 'uploading, transcoding and streaming review copies of cuts' },
    { name: 'Frame.io or Vimeo', for: 'linking reviews where the company already uses them' },
    { name: 'Final Draft or Fountain files', for: 'importing scripts for breakdown' },
    { name: 'Dropbox Sign or DocuSign', for: 'signing deal memos and releases' },
  ],
  pages: [
    { name: 'Productions', purpose: 'all productions by phase, with producer, dates and what needs attention' },
    { name: 'Production overview', purpose: 'one production’s schedule, people, locations, budget and review status' },
    { name: 'Schedule', purpose: 'the stripboard and calendar of shoot days' },
    { name: 'Call sheet', purpose: 'build, preview, send and track confirmations for a shoot day' },
    { name: 'People', purpose: 'crew and cast with roles, rates, holds and bookings' },
    { name: 'Locations', purpose: 'scouted locations with photos, permits and contacts' },
    { name: 'Review', purpose: 'a cut with the player, timecoded comments and the approve button' },
    { name: 'Budget', purpose: 'budget lines per department with estimate, actual and margin' },
  ],
  design:
    'dark, calm and cinematic for review screens so footage reads true, with dense light tables for schedules and people; call sheets print cleanly on one page and read well on a phone on set',
  questions: [
    {
      id: 'film-kind',
      category: 'scope',
      text: 'What kind of productions does the company make?',
      options: [
        'Commercials and brand videos for clients',
        'Short films, features and series',
        'Music videos and online content',
        'Weddings and event films',
      ],
      recommended: 'Commercials and brand videos for clients',
      reason: 'Most production companies live on client work: short shoots, many jobs and review rounds with the client.',
      impact: 10,
      decision: 'Kind of productions',
      replaces: 'audience',
      says: {
        'Commercials and brand videos for clients':
          'Build it for a company making commercials and brand videos for clients: many short jobs, each with a quote, shoot days and review rounds.',
        'Short films, features and series':
          'Build it for scripted productions: script breakdown, stripboard, call sheets, cast and crew over longer shoots.',
        'Music videos and online content':
          'Build it for fast online and music video work: small crews, one or two shoot days, quick review and many output formats.',
        'Weddings and event films':
          'Build it for wedding and event filmmakers: bookings per event date, the couple’s or client’s wishes, and delivery of the film.',
      },
    },
    {
      id: 'film-first-stage',
      category: 'scope',
      text: 'Which stage of a production must the first version cover?',
      options: [
        'Pre-production and shoot days',
        'Post-production review and approvals',
        'The whole production, from brief to delivery',
      ],
      recommended: 'Pre-production and shoot days',
      reason:
        'Schedules, crew and call sheets still live in spreadsheets and group chats; review tools such as Frame.io already exist.',
      impact: 9,
      decision: 'First stage covered',
      says: {
        'Pre-production and shoot days':
          'Focus the first version on pre-production and the shoot: schedules, people, locations and call sheets.',
        'Post-production review and approvals':
          'Focus the first version on post-production: uploading cuts, timecoded comments, change rounds and approvals.',
        'The whole production, from brief to delivery':
          'Cover the whole production from brief to delivery, keeping each stage simple.',
      },
    },
    {
      id: 'film-outside-users',
      category: 'roles',
      text: 'Who signs in besides the production team?',
      options: [
        'Nobody; crew, cast and clients get personal links',
        'Crew and cast sign in for their schedules',
        'Crew, cast and clients all sign in',
      ],
      recommended: 'Nobody; crew, cast and clients get personal links',
      reason:
        'Freelance crew work for many companies and will not keep another account; a personal link reaches everyone on the day.',
      impact: 9,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Nobody; crew, cast and clients get personal links':
          'Only the production team signs in; crew and cast open call sheets and bookings, and clients open reviews, through personal links.',
        'Crew and cast sign in for their schedules':
          'Crew and cast sign in to see their bookings, call times and call sheets; clients review through personal links.',
        'Crew, cast and clients all sign in':
          'Crew, cast and clients sign in, each seeing only their own bookings, call sheets or the productions shared with them.',
      },
    },
    {
      id: 'film-concurrent',
      category: 'scope',
      text: 'How many productions run at the same time?',
      options: ['One at a time', 'A few, sharing crew and kit', 'Many, with several producers'],
      recommended: 'A few, sharing crew and kit',
      reason:
        'Overlapping jobs compete for the same camera op and kit; the app must see clashes across productions, not within one.',
      impact: 7,
      decision: 'Productions at once',
      says: {
        'One at a time': 'One production is active at a time; there is no need to check clashes across productions.',
        'A few, sharing crew and kit':
          'Several productions run at once; check crew bookings and kit across all of them and warn about clashes.',
        'Many, with several producers':
          'Many productions run at once under different producers; each producer sees theirs first, and crew and kit are checked across all.',
      },
    },
    {
      id: 'film-crew-booking',
      category: 'user-flow',
      text: 'How are freelance crew booked for shoot days?',
      options: [
        'Confirmed by phone, then entered',
        'Holds first, confirmed when the job is green-lit',
        'Crew accept or decline offers by link',
      ],
      recommended: 'Holds first, confirmed when the job is green-lit',
      reason:
        'Pencilling crew before a client signs is how the industry works; tracking first and second holds avoids double booking.',
      impact: 7,
      decision: 'Crew booking',
      says: {
        'Confirmed by phone, then entered': 'Producers book crew by phone and enter confirmed bookings in the app.',
        'Holds first, confirmed when the job is green-lit':
          'Producers place first or second holds on crew for dates; holds become bookings when the job is confirmed, or are released with a message.',
        'Crew accept or decline offers by link':
          'Producers send crew offers with dates and rate by link; crew accept or decline, and accepted offers become bookings.',
      },
    },
    {
      id: 'film-call-sheet-delivery',
      category: 'user-flow',
      text: 'How do crew and cast get the call sheet?',
      options: ['A PDF by email', 'A personal link by email and text, with a confirm button', 'Printed and handed out'],
      recommended: 'A personal link by email and text, with a confirm button',
      reason: 'The AD must know everyone has seen tomorrow’s call time; confirmations replace a round of evening phone calls.',
      impact: 7,
      decision: 'Call sheet delivery',
      feature: 'film-call-sheets',
      says: {
        'A PDF by email': 'Email the call sheet as a PDF to everyone called that day.',
        'A personal link by email and text, with a confirm button':
          'Send each person a personal link by email and text message showing their own call time first; they confirm with one tap and the coordinator sees who has not.',
        'Printed and handed out': 'Produce a printable one-page call sheet; no sending is needed.',
      },
    },
    {
      id: 'film-sheet-changes',
      category: 'edge-cases',
      text: 'What happens when a call sheet changes after it has gone out?',
      options: [
        'Send the new version to everyone',
        'Tell only those whose time or place changed, and ask them to confirm again',
        'Update the link quietly',
      ],
      recommended: 'Tell only those whose time or place changed, and ask them to confirm again',
      reason: 'Weather and overruns move call times late at night; telling everyone trains people to ignore updates.',
      impact: 6,
      decision: 'Call sheet changes',
      feature: 'film-call-sheets',
      says: {
        'Send the new version to everyone': 'Send every new call sheet version to everyone on it.',
        'Tell only those whose time or place changed, and ask them to confirm again':
          'When a sent call sheet changes, message only the people whose call time or location changed, show what changed, and ask them to confirm again.',
        'Update the link quietly': 'Changes update the call sheet link without sending messages.',
      },
    },
    {
      id: 'film-video-files',
      category: 'performance',
      text: 'Where do the video files live?',
      options: [
        'Review copies streamed from the app, originals stay on drives',
        'Everything uploaded, camera originals too',
        'Linked from Frame.io, Vimeo or Dropbox',
      ],
      recommended: 'Review copies streamed from the app, originals stay on drives',
      reason:
        'Camera originals run to terabytes; compressed review copies stream fast to clients while the edit stays on local drives.',
      impact: 7,
      decision: 'Video files',
      askIf: {
        any: [
          { feature: ['film-footage-review', 'film-approvals', 'film-deliverables'] },
          {
            answer: 'film-first-stage',
            is: ['Post-production review and approvals', 'The whole production, from brief to delivery'],
          },
        ],
      },
      says: {
        'Review copies streamed from the app, originals stay on drives':
          'Editors upload compressed review copies, which are transcoded and streamed with adaptive quality; camera originals never go through the app.',
        'Everything uploaded, camera originals too':
          'Upload camera originals and review copies with resumable uploads to object storage, and stream review copies.',
        'Linked from Frame.io, Vimeo or Dropbox':
          'Videos stay on Frame.io, Vimeo or Dropbox; versions hold links and the review status is tracked in the app.',
      },
    },
    {
      id: 'film-client-review',
      category: 'user-flow',
      text: 'What can clients do on a cut?',
      options: [
        'Comment at a timecode',
        'Comment at a timecode and approve the version',
        'Comment, draw on the frame and approve',
      ],
      recommended: 'Comment at a timecode and approve the version',
      reason: 'Timecoded notes end “the bit near the end” emails, and a recorded approval settles what was signed off.',
      impact: 6,
      decision: 'Client review',
      feature: 'film-footage-review',
      says: {
        'Comment at a timecode': 'Clients comment at a timecode; approval happens outside the app.',
        'Comment at a timecode and approve the version':
          'Clients comment at a timecode and approve a version or ask for changes; the approval is recorded with name and time.',
        'Comment, draw on the frame and approve':
          'Clients comment at a timecode, draw on the paused frame to point at things, and approve a version or ask for changes.',
      },
    },
    {
      id: 'film-change-rounds',
      category: 'scope',
      text: 'How many rounds of changes does a client’s quote include?',
      options: ['Unlimited', 'A set number per project, extra rounds charged', 'Not tracked'],
      recommended: 'A set number per project, extra rounds charged',
      reason:
        'Endless change rounds are the biggest margin killer in client video; counting rounds makes the extra ones billable.',
      impact: 5,
      decision: 'Change rounds',
      askIf: {
        any: [{ feature: ['film-approvals'] }, { answer: 'film-kind', is: ['Commercials and brand videos for clients'] }],
      },
      says: {
        Unlimited: 'Clients can request changes without a limit.',
        'A set number per project, extra rounds charged':
          'Each production sets the change rounds included; the app counts rounds and warns the producer before an extra one starts.',
        'Not tracked': 'Change rounds are not counted.',
      },
    },
    {
      id: 'film-releases-needed',
      category: 'security',
      text: 'Must signed releases from people on camera and from locations be collected and kept?',
      recommended: 'Yes',
      reason:
        'Footage of a person or place without a signed release cannot be broadcast; signing on a phone on set avoids lost paper.',
      impact: 6,
      decision: 'Releases',
      says: {
        Yes: 'Collect talent and location releases signed on a phone on set, keep them with the production, and flag anyone on camera without one before delivery.',
        No: 'Releases are handled outside the app.',
      },
    },
    {
      id: 'film-rates',
      category: 'data',
      text: 'Should the app keep crew and cast rates and hours?',
      options: [
        'No, pay is handled outside',
        'Day rates per person and production',
        'Day rates plus overtime from signed-off hours',
      ],
      recommended: 'Day rates per person and production',
      reason: 'Rates per job feed the budget and booking confirmations; overtime tracking matters most on long union shoots.',
      impact: 5,
      decision: 'Rates and hours',
      says: {
        'No, pay is handled outside': 'Rates and hours are not stored in the app.',
        'Day rates per person and production':
          'Store each person’s usual day rate and the agreed rate per production, visible to producers only.',
        'Day rates plus overtime from signed-off hours':
          'Store day rates; crew log wrap times, producers sign them off and overtime is worked out by the agreed rules.',
      },
    },
    {
      id: 'film-money',
      category: 'scope',
      text: 'Does the app handle the money side with clients?',
      options: [
        'No, quotes and invoices stay in the accounting software',
        'Quotes and invoices from the production budget',
        'Clients also pay invoices online',
      ],
      recommended: 'No, quotes and invoices stay in the accounting software',
      reason: 'Most production companies invoice from Xero or QuickBooks; exporting budgets and actuals is enough at first.',
      impact: 5,
      decision: 'Quotes and invoices',
      replaces: 'online-payments',
      says: {
        'No, quotes and invoices stay in the accounting software':
          'Quotes and invoices are made in the accounting software; the app exports budgets and actual costs.',
        'Quotes and invoices from the production budget':
          'Create the client quote from the production budget and invoice from it in stages (deposit, on delivery).',
        'Clients also pay invoices online':
          'Create quotes and staged invoices from the budget, and let clients pay them online by card or bank transfer.',
      },
    },
    {
      id: 'film-script-source',
      category: 'data',
      text: 'How does the script get into the app?',
      options: [
        'Final Draft or Fountain file imported and split by scene',
        'Scenes typed in by hand',
        'No script; shot lists only',
      ],
      recommended: 'Final Draft or Fountain file imported and split by scene',
      reason: 'Typing scenes by hand is where mistakes start; importing the script keeps the breakdown in step with new drafts.',
      impact: 6,
      decision: 'Script source',
      askIf: {
        any: [{ feature: ['film-script-breakdown'] }, { answer: 'film-kind', is: ['Short films, features and series'] }],
      },
      says: {
        'Final Draft or Fountain file imported and split by scene':
          'Import Final Draft (.fdx) and Fountain scripts, creating scenes from the scene headings; re-imports keep existing tags.',
        'Scenes typed in by hand': 'Scenes are entered by hand with number, heading and description.',
        'No script; shot lists only': 'There is no script; productions are planned from shot lists.',
      },
    },
    {
      id: 'film-budget-detail',
      category: 'data',
      text: 'How detailed is the production budget?',
      options: [
        'A total per production',
        'Lines per department, estimate against actual',
        'A full top sheet with fringes and contingency',
      ],
      recommended: 'Lines per department, estimate against actual',
      reason: 'Producers watch margins per department; fringes and contingency matter on larger union productions.',
      impact: 4,
      decision: 'Budget detail',
      feature: 'film-budget',
      says: {
        'A total per production': 'Each production has one budget total and the actual spend against it.',
        'Lines per department, estimate against actual':
          'Budgets have lines per department (crew, equipment, locations, post) with estimate, committed and actual cost.',
        'A full top sheet with fringes and contingency':
          'Budgets follow a top sheet with accounts per department, fringes on labour, contingency and markup.',
      },
    },
  ],
} satisfies DomainInput;
