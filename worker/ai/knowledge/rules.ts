/**
 * The rules a description states ("if a job sits in one stage for more than three weeks it should be flagged", "a hard
 * cut-off at Tuesday 9pm", "so we can see if a bird is getting too heavy to fly") and what an expert asks about each:
 * not the rule itself, which the user gave, but what it leaves open (what clears the warning, whether the figure is a
 * setting, what happens to a late order). Each clause is a regular expression over one sentence in lower case
 * (apostrophes straightened, accents kept). The reader (composer/rules.ts) quotes the rule in the user's own words.
 */
import type { QuestionRecord } from './records';

export type RuleShape = 'warning' | 'limit' | 'detect' | 'cutoff';

export interface RuleClauses {
  /** A word that opens a condition: "if", "wenn". The condition runs from after it to a comma or its consequence. */
  condition: string;
  /** Where a condition without a comma ends: "… three weeks it should be flagged". */
  consequence: string;
  /** A consequence that is a warning: "flagged", "alert the manager", "eine Warnung sehen". */
  warning: string;
  /** The app must tell that something holds: "see if", "spot when". What follows is the rule. */
  detect: string;
  /** A change or an excess, which the app must judge: "getting too heavy", "falling behind", "zu schwer". */
  degree: string;
  /** Words that end a measure: "more than three weeks or…". */
  joins: string;
  /** A figure a condition turns on: "more than three weeks", "48 hours before", "doppelt so hoch". */
  measure: string;
  /** A limit in time stated without "if": "30 days before due", "within 10 days of the test". */
  timeLimit: string;
  /** A cut-off for what comes in: "a hard cut-off at tuesday 9pm". The match is the rule. */
  cutoff: string;
}

const NUMBER_EN = String.raw`(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a hundred)`;
const UNIT_EN = String.raw`(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|times|percent|%|kg|kilos?|grams?|degrees?|°c?)`;

export const RULE_CLAUSES: Readonly<Record<'en' | 'de' | 'es' | 'fr' | 'pt', RuleClauses>> = {
  en: {
    degree: String.raw`\b(?:too|to (?:heavy|light|high|low|hot|cold|fast|slow|late|big|small|fat|thin)|getting|becoming|falling|rising|dropping|running (?:low|out)|behind|overdue|late|worse|unusual)\b`,
    joins: String.raw`^(?:and|or|but|it|they|we|then|so)$`,
    condition: String.raw`\b(?:if|whenever|once|as soon as)\b`,
    consequence: String.raw`\s(?:it|they|we|this|that|he|she|you|i|then|(?:the|our|my|their|your|someone|somebody|everyone|an?)(?: [\p{L}'-]+){1,3}?)\s+(?:should|must|needs? to|has to|have to|will|would|gets?)\b|\s(?:we|i|they|you)'d\b`,
    warning: String.raw`\b(?:flag|flags|flagged|warn|warns|warned|warning|alert|alerts|alerted|highlight|highlighted|show up in red|shows? in red|turn red|goes red)\b`,
    detect: String.raw`\b(?:see|spot|tell|know|notice) (?:if|whether|when)\b`,
    measure: String.raw`\b(?:(?:more|less|fewer|longer|shorter|higher|lower|heavier|lighter) than|over|under|above|below|at least|at most|twice|double|half)\b|\b${NUMBER_EN} ${UNIT_EN}\b`,
    timeLimit: String.raw`\b(?:within )?${NUMBER_EN} ${UNIT_EN} (?:before|after|of|from)\b(?: (?:the|its|their|it'?s|each))?(?: [\p{L}-]+){0,2}|\bwithin ${NUMBER_EN} ${UNIT_EN}\b(?: (?:of|after|from) (?:the |its |their )?[\p{L}-]+)?`,
    cutoff: String.raw`\b(?:hard |strict |firm )?(?:cut-?off|deadline|last orders?)(?: (?:at|of|is|by|on)) (?:[\p{L}\d:.-]+ ?){1,3}`,
  },
  de: {
    degree: String.raw`\b(?:zu|immer|steigt|sinkt|fällt|überfällig|verspätet|knapp|ungewöhnlich)\b`,
    joins: String.raw`^(?:und|oder|aber|dann|soll|sollte)$`,
    condition: String.raw`(?:^|\s)(?:wenn|falls|sobald)\b`,
    consequence: String.raw`\s(?:soll|sollte|muss|müssen|sollen|dann)\b`,
    warning: String.raw`\b(?:warnung|warnen|warnt|markiert|hervorgehoben|rot angezeigt|alarm)\b`,
    detect: String.raw`\b(?:sehen|erkennen|merken|wissen),? ob\b`,
    measure: String.raw`\b(?:mehr|weniger|kleiner|größer|höher|niedriger|länger|kürzer) als\b|\b(?:doppelt|halb) so\b|\b\d+ (?:minuten|stunden|tage|tagen|wochen|monate|monaten|jahre|jahren|prozent|%|kg|grad)\b`,
    timeLimit: String.raw`\b(?:innerhalb von |binnen )?\d+ (?:stunden|tage|tagen|wochen|monaten) (?:vor|nach)\b(?: (?:dem|der|den)?\s?[\p{L}-]+)?`,
    cutoff: String.raw`\b(?:bestellschluss|annahmeschluss|anmeldeschluss|stichtag|deadline)(?: (?:ist|um|am|bis)) (?:[\p{L}\d:.-]+ ?){1,3}`,
  },
  es: {
    degree: String.raw`\b(?:demasiado|muy|cada vez|sube|baja|retrasad[oa]s?|vencid[oa]s?|escas[oa]|se está)\b`,
    joins: String.raw`^(?:y|o|pero|entonces|que)$`,
    condition: String.raw`(?:^|\s)(?:si|cuando|en cuanto)\b`,
    consequence: String.raw`\s(?:debe|deberia|debería|tiene que|hay que|queremos|quiero|que)\b`,
    warning: String.raw`\b(?:alerta|alertar|alerte|marcar|marque|se marque|en rojo|resaltad[oa]|aviso de)\b`,
    detect: String.raw`\b(?:ver|saber|detectar|notar) si\b`,
    measure: String.raw`\b(?:más|menos|mayor|menor) (?:de|que)\b|\b(?:el doble|la mitad)\b|\b\d+ (?:minutos|horas|días|dias|semanas|meses|años|%|kg|grados)\b`,
    timeLimit: String.raw`\b(?:en menos de |dentro de )?\d+ (?:horas|días|dias|semanas|meses) (?:antes|después|despues) de\b(?: (?:la|el|los|las)?\s?[\p{L}-]+)?`,
    cutoff: String.raw`\b(?:hora límite|hora limite|fecha límite|fecha limite|cierre de pedidos)(?: (?:es|a las|el|del)) (?:[\p{L}\d:.-]+ ?){1,3}`,
  },
  fr: {
    degree: String.raw`\b(?:trop|de plus en plus|monte|baisse|en retard|manque|inhabituel)\b`,
    joins: String.raw`^(?:et|ou|mais|alors|il|on)$`,
    condition: String.raw`(?:^|\s)(?:si|quand|lorsque|lorsqu'|dès que)`,
    consequence: String.raw`\s(?:il faut|doit|devrait|on veut|je veux|alors)\b`,
    warning: String.raw`(?:\balerte|\balerter|\bsignalée?s?\b|\bsignaler\b|\ben rouge\b|\bmise? en évidence\b|\bavertissement\b)`,
    detect: String.raw`\b(?:voir|savoir|repérer|détecter) si\b`,
    measure: String.raw`\b(?:plus|moins) (?:de|que)\b|\b(?:le double|la moitié)\b|\b\d+ (?:minutes|heures|jours|semaines|mois|ans|%|kg|degrés)\b`,
    timeLimit: String.raw`\b(?:dans les |sous )?\d+ (?:heures|jours|semaines|mois) (?:avant|après) (?:la |le |les |l')?[\p{L}-]+`,
    cutoff: String.raw`\b(?:date limite|heure limite|clôture des commandes)(?: (?:est|à|le|du)) (?:[\p{L}\d:.-]+ ?){1,3}`,
  },
  pt: {
    degree: String.raw`\b(?:demais|muito|cada vez|sobe|desce|atrasad[oa]s?|vencid[oa]s?|em falta|está ficando)\b`,
    joins: String.raw`^(?:e|ou|mas|então|que)$`,
    condition: String.raw`(?:^|\s)(?:se|quando|assim que)\b`,
    consequence: String.raw`\s(?:deve|deveria|tem que|tem de|precisa|queremos|quero)\b`,
    warning: String.raw`\b(?:alerta|alertar|sinalizad[oa]s?|sinalizar|em vermelho|destacad[oa]s?|aviso de)\b`,
    detect: String.raw`\b(?:ver|saber|perceber|detectar) se\b`,
    measure: String.raw`\b(?:mais|menos) (?:de|que|do que)\b|\b(?:o dobro|a metade)\b|\b\d+ (?:minutos|horas|dias|semanas|meses|anos|%|kg|graus)\b`,
    timeLimit: String.raw`\b(?:em até |dentro de )?\d+ (?:horas|dias|semanas|meses) (?:antes|depois) d[oae]s?\b(?: [\p{L}-]+)?`,
    cutoff: String.raw`\b(?:hora limite|data limite|prazo final|fecho das encomendas)(?: (?:é|às|as|no|na|do|da)) (?:[\p{L}\d:.-]+ ?){1,3}`,
  },
};

/**
 * What an expert asks about each kind of rule. `{rule}` is the user's own words in quotes; `{thing}` what the rule is
 * about ("job", "bird") where the reader finds it, and an option naming it is dropped where it does not.
 */
export const RULE_QUESTIONS: Readonly<Record<RuleShape, QuestionRecord>> = {
  warning: {
    id: 'rule-warning-clears',
    category: 'data',
    text: 'When {rule}, the app shows a warning. What clears it?',
    options: [
      'It clears itself once things are back in order',
      'Someone marks it dealt with, adding a note',
      'Either: it clears itself, or someone dismisses it',
    ],
    recommended: 'Someone marks it dealt with, adding a note',
    reason: 'A warning someone has to acknowledge is not missed, and the note says what was done about it.',
    impact: 8,
    decision: 'Clearing a warning',
    says: {
      'It clears itself once things are back in order':
        'Show a warning when {rule}, and clear it by itself as soon as the condition no longer holds.',
      'Someone marks it dealt with, adding a note':
        'Show a warning when {rule}; it stays until someone marks it dealt with, with a short note kept in its history.',
      'Either: it clears itself, or someone dismisses it':
        'Show a warning when {rule}; it clears by itself once the condition no longer holds, or when someone dismisses it.',
    },
  },
  limit: {
    id: 'rule-limit-setting',
    category: 'data',
    text: 'Should {rule} be fixed, or a setting you can change later?',
    options: ['Fixed, as described', 'A setting an admin can change', 'Set separately for each {thing}'],
    recommended: 'A setting an admin can change',
    reason: 'Figures like this get tuned once the app is in use; as a setting they change without a rebuild.',
    impact: 7,
    decision: 'How the stated figure is set',
    says: {
      'Fixed, as described': 'Apply {rule} exactly as described, with the figure fixed in the app.',
      'A setting an admin can change':
        'Apply {rule} as described, with its figure kept as a setting an admin can change without a rebuild.',
      'Set separately for each {thing}':
        'Apply {rule} with the figure set separately for each {thing}, starting from the value described.',
    },
  },
  detect: {
    id: 'rule-detect-how',
    category: 'data',
    text: 'How should the app tell that {rule}?',
    options: [
      'From a limit you set for each {thing}',
      'From a change against its own recent figures',
      'A person judges it from the history the app shows',
    ],
    recommended: 'From a limit you set for each {thing}',
    reason: 'A limit someone sets is clear and testable; a trend alone raises alarms at normal day-to-day swings.',
    impact: 8,
    decision: 'How the app tells',
    says: {
      'From a limit you set for each {thing}':
        'Tell that {rule} from a limit set for each {thing}, and show it clearly the moment an entry crosses it.',
      'From a change against its own recent figures':
        'Tell that {rule} from a change against its own recent figures (for example the average of the last two weeks).',
      'A person judges it from the history the app shows':
        'Show the history as a chart and a list so a person can tell that {rule}; the app raises nothing by itself.',
    },
  },
  cutoff: {
    id: 'rule-cutoff-late',
    category: 'data',
    text: 'What happens to anything that comes in after the {rule}?',
    options: ['Refused, with the next cut-off shown', 'Taken for the next round', 'Taken, but held for you to accept or refuse'],
    recommended: 'Taken, but held for you to accept or refuse',
    reason: 'A late request is often one you still want; holding it for a decision keeps the cut-off without losing it.',
    impact: 8,
    decision: 'After the cut-off',
    says: {
      'Refused, with the next cut-off shown':
        'After the {rule}, refuse new requests and changes, and show when the next round opens.',
      'Taken for the next round': 'Anything that comes in after the {rule} goes into the next round, and says so.',
      'Taken, but held for you to accept or refuse':
        'Anything that comes in after the {rule} is held, marked late, for the owner to accept or refuse.',
    },
    settledBy: {
      'Refused, with the next cut-off shown': ['hard cut-off', 'hard cutoff', 'strict cut-off', 'firm cut-off', 'no late'],
    },
  },
};
