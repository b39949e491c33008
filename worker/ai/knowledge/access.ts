/**
 * How descriptions say who uses the app and who signs in, in each language: "only office staff log in", "agents log in
 * and see their own scores", "solo lo usamos mi ayudante y yo". Each entry is a regular expression over the
 * description in lower case (apostrophes straightened, accents kept); `who` captures the people the clause is about.
 * The reader (composer/access.ts) turns the clauses into what the description settles.
 */
export interface AccessClauses {
  /** "only the office staff log in": the people named sign in, and nobody else does. */
  onlySignIn: string[];
  /** "agents log in and see their own scores": the people named sign in (with no "only" and no negation). */
  signIn: string[];
  /** "borrowers don't need accounts", "les familles n'ont pas besoin de compte": the people named do not sign in. */
  othersNoSignIn: string[];
  /** "just me and my assistant use it": nobody outside the user's own few people uses the app at all. */
  teamOnly: string[];
  /** "our rowing club", "unser Chor": the app is for a group the user belongs to. */
  ownGroup: string[];
  /** "drivers only see their own checks", "cada fornecedora veja só as peças dela": each person sees only their own. */
  ownOnly: string[];
  /**
   * "customers pick a slot", "let people preorder", "a public page": people beyond the user's own side use the app.
   * Only read when `staffUse` holds.
   */
  othersUse?: string[];
  /**
   * "the delivery driver sees his round", "I need to keep proper records": the user's own side does the work in the
   * app. With nobody beyond it using the app, it is for the user's own team, whatever its field serves.
   */
  staffUse?: string[];
}

const GROUPS_EN =
  'club|team|group|choir|society|association|band|crew|troop|squad|league|committee|household|family|flat|' +
  'congregation|church|chapter|guild|co-?op|cooperative|allotment|street|building|village|parish|pta|orchestra|ensemble';

const MODAL = String.raw`(?:will |would |can |should |must |need to |needs to |have to |has to |get to )?(?:be able to )?`;
const SIGN_IN = String.raw`(?:log|logs|logging|sign|signs|signing) ?(?:in|on)\b|login\b|(?:have|has|need|needs|get|gets) (?:an |their own )?accounts?\b`;
const WHO = String.raw`(?<who>(?:[\p{L}\d'-]+ ){0,3}?[\p{L}'-]+)`;
/** People beyond the user's own side, when they use the app: "customers", "the couple", "parents". */
const OUTSIDERS_EN =
  'customers?|clients?|patients?|parents?|famil(?:y|ies)|visitors?|guests?|(?:the )?public|people|anyone|everyone|users?|' +
  'players?|students?|pupils?|tenants?|residents?|owners?|landlords?|buyers?|sellers?|couples?|kids|children|shoppers?|' +
  'diners?|riders?|readers?|borrowers?|subscribers?|attendees?|participants?|applicants?|members?|neighbou?rs?|' +
  'households?|forwarders?|brides?|fans?|supporters?|donors?|walkers?|runners?|hirers?|renters?|bands?|schools?|' +
  'landowners?|farmers?|growers?|suppliers?|agents?|brokers?|builders?|contractors?|venues?|organisers?|organizers?|' +
  'they|ppl|folks|punters|teams|clubs|groups|companies|businesses|shops|restaurants';
const USE_VERBS_EN =
  'book|books|booking|pick|picks|choose|chooses|order|orders|preorder|pre-order|log|logs|sign|signs|see|sees|view|views|' +
  'check|checks|fill|fills|upload|uploads|pay|pays|request|requests|reserve|reserves|apply|applies|register|registers|' +
  'rate|rates|tick|ticks|mark|marks|vote|votes|submit|submits|enter|enters|add|adds|track|tracks|follow|follows|' +
  'download|downloads|scan|scans|browse|browses|buy|buys|message|messages|cancel|cancels|change|changes|swap|swaps|' +
  'type|types|find|finds|join|joins|claim|claims|select|selects|say|says|send|sends|look|looks|read|reads|answer|' +
  'answers|confirm|confirms|approve|approves|reply|replies|rsvp|tap|taps|click|clicks|post|posts|leave|leaves|' +
  'update|updates|use|uses|access|accesses|get to|go online|put in|puts in|share|shares|vote|comment|comments';
/** What may come between people and what they do: "should be able to", "can just", "themselves". */
const HELPING_EN =
  'can|could|should|will|would|to|must|may|might|need|needs|be|able|also|then|just|themselves|all|each|easily|' +
  "quickly|simply|directly|always|now|still|want|wants|'ll|'d|get|to|actually|instead|online";
const STAFF_EN =
  'staff|team|drivers?|engineers?|nurses?|technicians?|techs?|dispensers?|cleaners?|crews?|mechanics?|fitters?|' +
  'volunteers?|teachers?|coaches?|vets?|receptionists?|drayman|draymen|installers?|inspectors?|stewards?|marshals?|' +
  'wardens?|caretakers?|pickers?|packers?|couriers?|porters?|carers?|therapists?|stylists?|barbers?|chefs?|cooks?|' +
  'waiters?|office|foreman|foremen|supervisors?|managers?|assistants?|apprentices?|lads|guys|employees|workers?|' +
  'pharmacists?|dentists?|hygienists?|doctors?|gps?|surveyors?|operatives?|groundsmen|gardeners?|leaders?|officers?';
const SELF = String.raw`(?:me|i|myself|we|us|the two of us|my (?:[\p{L}-]+ )?(?:assistant|partner|colleague|wife|husband|business partner)s?)`;

export const ACCESS: Readonly<Record<'en' | 'de' | 'es' | 'fr' | 'pt', AccessClauses>> = {
  en: {
    othersNoSignIn: [
      String.raw`(?:^|[.;,!?] |\band |\bthe |\bour |\bmy |\btheir )${WHO} (?:don't|dont|do not|doesn't|does not|never|won't|wont|will not|shouldn't|should not) (?:need to |have to |)(?:log ?in|sign ?in|login|sign up|register|create (?:an )?accounts?|have (?:an |their own )?accounts?|need (?:an |their own |any )?accounts?|need (?:a )?login)`,
      String.raw`\bno (?:login|logins|log-ins|accounts?|sign-?ins?) (?:for|needed for|required for) ${WHO}\b`,
      // "dont want anything where customers log in".
      String.raw`\b(?:don't|dont|do not) (?:want|need) (?:anything|something|an app|a site|a system|a portal) (?:where|that) ${WHO} (?:have to |need to |can |)(?:log ?in|sign ?in|login|sign up|register)`,
      // "no customer account needed", "without a member login".
      String.raw`\b(?:no|without(?: an?)?) (?<who>[\p{L}-]+) (?:accounts?|logins?|log-ins?|sign-?ins?|passwords?)\b`,
    ],
    onlySignIn: [String.raw`\b(?:only|just) ${WHO} ${MODAL}(?:${SIGN_IN})`],
    signIn: [
      String.raw`(?:^|[.;,!?] |\band |\bthe |\bour |\bmy |\btheir )${WHO} ${MODAL}(?:${SIGN_IN})`,
      // "I'd like each customer to log in and order".
      String.raw`\b(?:like|want|let|allow|get) ${WHO} to (?:${SIGN_IN})`,
    ],
    teamOnly: [
      String.raw`\b(?:only|just) ${SELF}(?: and ${SELF})? ${MODAL}(?:use|uses|using|see|sees|log|logs|sign|signs|open|opens|access)\b`,
      String.raw`\b(?:only|just) (?:for )?${SELF} and ${SELF}\b`,
      String.raw`\b(?:it'?s|it is) (?:only|just) (?:for )?(?:me|us)\b`,
      String.raw`\b(?:a tool|an app) (?:just |only )?for (?:me|us|myself)\b(?! and)`,
      String.raw`\b(?:nobody|no one|no-one) else (?:uses|sees|needs|will use|will see)\b`,
      // "Nothing public facing needed", "not for the public", "internal only".
      String.raw`\b(?:nothing|no|not) (?:\w+ )?public[- ]facing\b|\bno public (?:side|page|pages|website|site|part|access)\b|\bnot (?:for|open to) the public\b|\binternal use only\b`,
    ],
    ownOnly: [
      String.raw`\b(?:only|just) (?:see|sees|view|views|get|gets|access|accesses) (?:their|his|her|its) own\b`,
      String.raw`\b(?:see|sees|view|views|get|gets) (?:only|just) (?:their|his|her|its)\b`,
      String.raw`\b(?:their|his|her) own (?:[\p{L}'-]+ ){0,2}only\b`,
      // "NO leaderboard or anything that shows kids each others scores".
      String.raw`\b(?:no|not|never|nothing|without)\b[^.;]{0,50}\beach others?['’]?s? (?:scores?|results?|marks?|grades?|records?|data|progress|entries|notes)\b`,
    ],
    ownGroup: [
      String.raw`\b(?:our|my) (?:[\p{L}'-]+ ){0,2}(?:${GROUPS_EN})\b`,
      // "We're a small orienteering club", "metal detecting club, about 35 of us".
      String.raw`\bwe(?:'re| are) an? (?:[\p{L}'-]+ ){0,3}(?:${GROUPS_EN})\b`,
      String.raw`\b(?:${GROUPS_EN})\b[^.]{0,30}\b(?:\d+|a few|a dozen|dozens) of us\b`,
      // "I'm pipe major of a community pipe band", "I run a youth choir".
      String.raw`\b(?:i'm|im|i am) (?:the |a |an )?(?:[\p{L}'-]+ ){1,3}(?:of|in|for|at) (?:a |an |the )?(?:[\p{L}'-]+ ){0,3}(?:${GROUPS_EN})\b`,
      String.raw`\bi (?:run|lead|coordinate|organi[sz]e|chair|conduct) (?:a |an |the )?(?:[\p{L}'-]+ ){0,3}(?:${GROUPS_EN})\b`,
    ],
    othersUse: [
      // "patients should be able to tick off" ("Patients never see it", "a patient whose glasses are on order" do not).
      String.raw`\b(?:${OUTSIDERS_EN}) (?:(?:${HELPING_EN}) ){0,4}(?:${USE_VERBS_EN})\b`,
      String.raw`\b(?:let|lets|letting|allow|allows|allowing|help|helps|for|where|so|like|want|get|ask|asks|asking|invite|invites|inviting) (?:the |our |my |their |a |each |every |any )?(?:[\p{L}-]+ )?(?:${OUTSIDERS_EN}|them) (?:to |can |could |)`,
      // "trade customers (fitters mostly, about 350 accounts) use it".
      String.raw`\b(?:${OUTSIDERS_EN})\b[^.;]{0,80}?\b(?:use|uses|using) (?:it|the app|our app|the site|our site)\b`,
      String.raw`\b(?:book|order|buy|pay|sell|selling|shop|apply|register|sign up) online\b|\bonline (?:booking|bookings|ordering|orders|shop|store|payments?|sales|form|forms)\b`,
      String.raw`\b(?:public|customer|client|parent|patient|member|guest|supplier|tenant|owner)(?:'s|s'|s)? (?:page|website|site|portal|app|area|view|login|logins|accounts?)\b`,
      // ("Pawnbroker, one shop, two staff": a shop alone is where the user works; a shop's page or site is for others.)
      String.raw`\b(?:booking|bookings|ordering|order form|ticket|ticketing|e-?commerce|website|web site|landing|marketplace|directory|portal|self-service|storefront)(?: page| site| system| app| form)?\b|\b(?:shop|store) (?:page|site|system|app|form)\b|\be-?(?:shop|store)\b`,
      String.raw`\b(?:take|taking|accept|accepting|sell|selling|get|getting|receive|receiving) (?:more )?(?:online )?(?:bookings|orders|payments|deposits|enquiries|sales|sign-?ups|applications|reservations|donations)\b`,
      String.raw`\b(?:text|email|send|remind|notify|tell|message)s? (?:the |our |my )?(?:${OUTSIDERS_EN}) (?:a |an |the )?(?:link|page)\b`,
    ],
    staffUse: [
      String.raw`\b(?:i|we)(?:'d| would)? (?:really )?(?:want|need|like|love|have) to (?:be able to )?(?:keep|log|track|record|see|know|plan|manage|organi[sz]e|check|find|schedule|print|work out|tick|mark|note|store|look up|sort|follow|stop|calculate|flag|chase|update)\b`,
      String.raw`\b(?:i|we)(?:'d| would)? (?:really )?(?:want|need|like|love) (?:a |an |one |some )?(?:[\p{L}-]+ ){0,2}(?:way|place|list|record|records|register|log|checklist|tool|overview|dashboard|tracker|database|board|calendar|planner|rota|system)\b`,
      // "problem is remembering where every trap is. want to drop a pin on a map": the user's own wish, subject left out.
      String.raw`(?:^|[.;!?] )(?:also |really |just )?(?:want|need|would like|i'd like) to (?:be able to )?(?:keep|log|track|record|see|know|drop|mark|note|tick|check|find|plan)\b`,
      // "Need a simple pledge book", "want a quick checklist per visit on my phone": the user's own wish for a tool.
      String.raw`(?:^|[.;!?] )(?:also |really |just )?(?:want|need|would like|i'd like) (?:a |an |one |some )(?:[\p{L}-]+ ){0,2}(?:way|place|list|record|records|register|log|checklist|tool|overview|dashboard|tracker|database|board|calendar|planner|rota|system|book|diary)\b`,
      String.raw`\bwhat (?:i|we) (?:need|want)\b|\bhelp (?:me|us)\b|\bso (?:i|we) (?:can|could)\b|\bfor (?:me|us) to\b|\blets? (?:me|us)\b`,
      String.raw`\b(?:our|the|my|each|every|a) (?:[\p{L}-]+ )?(?:${STAFF_EN}) (?:[\p{L}']+ ){0,3}?(?:can |could |should |will |would |to |need to |must |)(?:see|sees|log|logs|tick|ticks|mark|marks|fill|fills|scan|scans|record|records|check|checks|enter|enters|update|updates|use|uses|open|opens|note|notes|pick|picks)\b`,
    ],
  },
  de: {
    othersUse: [
      String.raw`\b(?:kunden|kundinnen|patienten|familien|eltern|mitglieder|gäste|besucher|gruppen|teilnehmer|leute|öffentlichkeit|jeder|jede|alle)\b(?:\s+\S+){0,8}?\s+(?:kann|können|könnten|soll|sollen|buchen|bucht|sehen|sieht|wählen|bestellen|anfragen|eintragen|melden|reservieren|bezahlen)\b`,
      String.raw`\bonline (?:buchen|bestellen|bezahlen|anmelden)\b|\b(?:online-?buchung|webseite|website|buchungsseite|kundenportal|öffentliche seite)\b`,
    ],
    staffUse: [
      String.raw`\b(?:ich|wir) (?:hätte|hätten|möchte|möchten|brauche|brauchen|wünsche|wünschen) (?:gern |gerne )?(?:ein|eine|einen) (?:app|tool|werkzeug|liste|übersicht|programm|system)\b`,
      // "Ich muss jede Beratung dokumentieren", "wir möchten erfassen": the user's own side keeps the records.
      String.raw`\b(?:ich|wir) (?:muss|müssen|möchte|möchten|will|wollen|würde gern|würden gern) (?:\p{L}+ ){0,4}(?:dokumentieren|erfassen|notieren|eintragen|festhalten|aufschreiben|protokollieren)\b`,
    ],
    othersNoSignIn: [
      String.raw`\b${WHO} (?:brauchen|braucht|benötigen|benötigt) (?:kein|keinen|keine) (?:konto|login|account|anmeldung|zugang)`,
      String.raw`\b(?:kein|keine|keinen) (?:login|konto|account|anmeldung) für ${WHO}\b`,
      // "Kunden sollen sich nicht einloggen", "die Eltern melden sich nicht an".
      String.raw`\b${WHO} (?:sollen|soll|müssen|muss|brauchen|braucht|werden|wird) sich (?:nicht|nie) (?:einloggen|anmelden|registrieren)`,
      String.raw`\b${WHO} (?:loggen|loggt|melden|meldet) sich nicht (?:ein|an)\b`,
    ],
    onlySignIn: [
      String.raw`\bnur ${WHO} (?:meldet sich an|melden sich an|loggt sich ein|loggen sich ein|braucht ein konto|brauchen ein konto)`,
    ],
    signIn: [],
    ownOnly: [
      String.raw`\b(?:sieht|sehen|sehe|bekommt|bekommen) (?:nur|ausschließlich) (?:seine|ihre|die eigenen?|den eigenen|das eigene)\b`,
      String.raw`\bnur (?:seine|ihre) eigenen?\b`,
    ],
    ownGroup: [
      String.raw`\bunser(?:e|en|em|er)? (?:[\p{L}-]+ )?(?:verein|team|chor|gruppe|familie|mannschaft|wg|haushalt|orchester|band)\b`,
    ],
    teamOnly: [
      String.raw`\bnur (?:ich|wir|mein[a-z]* [\p{L}-]+ und ich|ich und mein[a-z]* [\p{L}-]+) (?:nutze|nutzen|benutze|benutzen|sehe|sehen)\b`,
      String.raw`\b(?:nutze|nutzen|benutze|benutzen) (?:es|die app|das) nur (?:ich|wir)\b`,
      String.raw`\b(?:ein werkzeug|ein tool|eine app) (?:nur )?für (?:mich|uns)\b`,
    ],
  },
  es: {
    othersUse: [
      String.raw`\b(?:clientes|clientas|pacientes|familias|padres|socios|socias|la gente|el público|los invitados|visitantes)\b(?:\s+\S+){0,3}?\s+(?:puedan|pueden|podrán|reserven|reservan|vean|ven|elijan|eligen|pidan|piden|se registren|entren|paguen|pagan)\b`,
      String.raw`\b(?:en línea|online|página web|web pública|reservas? online|pedidos? online)\b`,
    ],
    staffUse: [
      String.raw`\b(?:quiero|quisiera|me gustaría|necesito|necesitamos|queremos) (?:tener )?(?:una|un) (?:app|aplicación|herramienta|lista|registro|sistema|programa)\b`,
      // "Me gustaría apuntar en cada parque…": the user's own wish to keep records.
      String.raw`\b(?:quiero|quisiera|me gustaría|necesito|necesitamos|queremos) (?:poder )?(?:apuntar|anotar|registrar|llevar el control|controlar)\b`,
      // ("Quiero algo sencillo donde vea el historial de cada yegua": something for the user to see their own.)
      String.raw`\b(?:quiero|quisiera|me gustaría|necesito|necesitamos|queremos) algo (?:sencillo |simple |fácil )?(?:donde|para|que) (?:vea|veamos|pueda|podamos|lleve|llevemos|apunte|apuntemos)\b`,
    ],
    othersNoSignIn: [
      String.raw`\b${WHO} no (?:necesitan|necesita|tienen que|tiene que|van a) (?:una )?(?:cuenta|login|registrarse|iniciar sesión|usuario)`,
      String.raw`\b${WHO} no (?:deben |debe |pueden |tendrán que )?(?:inician sesión|inicia sesión|iniciar sesión|se registran|registrarse|entran con contraseña)`,
    ],
    onlySignIn: [
      String.raw`\b(?:solo|sólo|solamente|únicamente) ${WHO} (?:inicia sesión|inician sesión|entra con contraseña|tiene cuenta|tienen cuenta)`,
    ],
    signIn: [],
    ownOnly: [
      String.raw`\b(?:solo|sólo|únicamente) (?:ve|ven|vea|vean|puede ver|pueden ver|verá|verán) (?:sus|su|lo suyo)\b`,
      String.raw`\b(?:ve|ven|vea|vean) (?:solo|sólo|únicamente) (?:sus|su|lo suyo)\b`,
    ],
    ownGroup: [
      String.raw`\bnuestr[oa] (?:[\p{L}-]+ )?(?:club|equipo|grupo|coro|asociación|asociacion|familia|peña|banda|orquesta|piso)\b`,
    ],
    teamOnly: [
      String.raw`\b(?:solo|sólo|solamente|únicamente) (?:lo|la) (?:usamos|uso|usaremos|vemos|veo)\b`,
      String.raw`\b(?:solo|sólo) (?:yo|nosotros|nosotras)\b`,
      String.raw`\b(?:una herramienta|una app|una aplicación) (?:solo |sólo )?para (?:mí|mi|nosotros)\b`,
    ],
  },
  fr: {
    othersUse: [
      String.raw`\b(?:clients?|clientes?|patients?|familles?|famille|parents|adhérents?|visiteurs?|le public|les gens|invités|chacun)\b(?:\s+\S+){0,3}?\s+(?:puissent|puisse|peuvent|peut|pourront|réservent|réserve|réserver|voient|voit|choisissent|choisit|commandent|commande|s'inscrivent|s'inscrit|se connectent|se connecte|paient|paie|payent)\b`,
      String.raw`\b(?:en ligne|site web|site internet|page publique)\b`,
    ],
    staffUse: [
      String.raw`\b(?:j'aimerais|je voudrais|il me faut|il nous faut|on voudrait|nous voudrions|on aimerait) (?:avoir )?(?:une|un) (?:petit |petite |simple |seul |seule )?(?:appli|application|outil|logiciel|tableau|liste|registre|planning|système|carnet|cahier)\b`,
      String.raw`\b(?:j'aimerais|je voudrais|je dois|on doit|nous devons|il me faut) (?:pouvoir )?(?:enregistrer|noter|consigner|suivre)\b`,
    ],
    othersNoSignIn: [
      String.raw`\b${WHO} n'(?:ont|a) pas besoin (?:de compte|d'un compte|de se connecter|de s'inscrire|de login)`,
      String.raw`\b${WHO} ne (?:se connectent|se connecte|s'inscrivent|s'inscrit|doivent|doit|vont) (?:pas|jamais)(?: (?:se connecter|s'inscrire|créer de compte|avoir de compte))?(?=[\s.,;!?]|$)`,
    ],
    onlySignIn: [String.raw`\bseul(?:e|s|es)? ${WHO} (?:se connecte|se connectent|a un compte|ont un compte)`],
    signIn: [],
    ownOnly: [
      String.raw`\bne (?:voit|voient|verra|verront|consulte|consultent|puisse voir|puissent voir) que (?:ses|son|sa|leurs?)\b`,
    ],
    ownGroup: [
      String.raw`\bnotre (?:[\p{L}-]+ )?(?:club|équipe|equipe|groupe|chorale|association|famille|orchestre|colocation)\b`,
    ],
    teamOnly: [
      String.raw`\b(?:il n'y a que|seulement|uniquement) (?:moi|nous)\b`,
      String.raw`\bn'est utilisée? que par (?:moi|nous)\b`,
      // "c'est un outil pour moi, pas pour les clients".
      String.raw`\b(?:un outil|une appli|une application|un logiciel) (?:juste |seulement |uniquement )?pour (?:moi|nous)\b`,
    ],
  },
  pt: {
    othersUse: [
      String.raw`\b(?:clientes|pacientes|famílias|pais|sócios|sócias|noivos|as pessoas|o público|eles|elas|convidados)\b(?:\s+\S+){0,3}?\s+(?:possam|podem|poderão|marquem|marcam|vejam|veem|escolham|escolhem|reservem|reservam|peçam|pedem|entrem|enviem|enviam|paguem|pagam)\b`,
      String.raw`\b(?:online|site|página pública|agendamento online)\b`,
    ],
    staffUse: [
      String.raw`\b(?:queria|quero|gostaria de|precisamos de|preciso de|queríamos) (?:ter )?(?:uma|um) (?:app|aplicativo|aplicação|ferramenta|lista|registo|registro|sistema|forma|programa)\b`,
      String.raw`\b(?:queria|quero|gostaria de|preciso|precisamos|queríamos) (?:de )?(?:poder )?(?:anotar|registrar|registar|controlar|acompanhar)\b`,
    ],
    othersNoSignIn: [
      String.raw`\b${WHO} não (?:precisam|precisa|vão precisar) (?:de )?(?:login|conta|cadastro|fazer login|se cadastrar)`,
      String.raw`\b${WHO} não (?:fazem|faz|devem fazer|deve fazer|vão fazer|podem fazer) (?:login|cadastro)`,
    ],
    onlySignIn: [String.raw`\b(?:só|somente|apenas) ${WHO} (?:faz login|fazem login|entra com senha|tem conta|têm conta)`],
    signIn: [],
    ownOnly: [
      String.raw`(?:^|\s)(?:só|apenas|somente) (?:vê|veja|vejam|veem|vêem|pode ver|podem ver|possa ver|possam ver) (?:as suas|os seus|a sua|o seu|suas|seus|sua|seu)\s`,
      String.raw`(?:^|\s)(?:vê|veja|vejam|veem|vêem) (?:só|apenas|somente) (?:as|os|o|a) (?:[\p{L}-]+ ){1,2}(?:dela|dele|delas|deles)(?!\p{L})`,
    ],
    ownGroup: [
      String.raw`\bnoss[oa] (?:[\p{L}-]+ )?(?:clube|equipe|equipa|grupo|coro|associação|associacao|família|familia|banda|orquestra)\b`,
    ],
    teamOnly: [
      String.raw`\b(?:só|somente|apenas) (?:eu|nós)(?: e [\p{L} ]{1,20})? (?:uso|usamos|usa|usam|vejo|vemos)\b`,
      String.raw`\b(?:uma ferramenta|um app|uma app|um aplicativo) (?:só |apenas )?para (?:mim|nós)\b`,
    ],
  },
};
