/**
 * The rules a description states ("if a job sits in one stage for more than three weeks it should be flagged", "a hard
 * cut-off at Tuesday 9pm", "so we can see if a bird is getting too heavy to fly") and what an expert asks about each:
 * not the rule itself, which the user gave, but what it leaves open (what clears the warning, whether the figure is a
 * setting, what happens to a late order). Each clause is a regular expression over one sentence in lower case
 * (apostrophes straightened, accents kept). The reader (composer/rules.ts) quotes the rule in the user's own words.
 */
import type { QuestionRecord } from './records';

export type RuleShape =
  | 'warning'
  | 'automatic'
  | 'limit'
  | 'detect'
  | 'cutoff'
  | 'gate'
  | 'qualification'
  | 'expiry'
  | 'quota'
  | 'minimum'
  | 'invent'
  | 'privacy'
  | 'retention'
  | 'deadline'
  | 'flagged'
  | 'capacity'
  | 'charge'
  | 'split'
  | 'priority';

export interface RuleClauses {
  /** A word that opens a condition: "if", "wenn". The condition runs from after it to a comma or its consequence. */
  condition: string;
  /** Where a condition without a comma ends: "… three weeks it should be flagged". */
  consequence: string;
  /** A consequence that is a warning: "flagged", "alert the manager", "eine Warnung sehen". */
  warning: string;
  /** The app must tell that something holds: "see if", "spot when". What follows is the rule. */
  detect: string;
  /**
   * A consequence the app carries out by itself: "… the swim is cancelled", "… the slot is released", "wird abgesagt".
   */
  automatic: string;
  /** A change or an excess, which the app must judge: "getting too heavy", "falling behind", "zu schwer". */
  degree: string;
  /** Words that end a measure: "more than three weeks or…". */
  joins: string;
  /** A figure a condition turns on: "more than three weeks", "48 hours before", "doppelt so hoch". */
  measure: string;
  /** A limit in time stated without "if": "30 days before due", "within 10 days of the test". */
  timeLimit: string;
  /** A cut-off for what comes in: "a hard cut-off at tuesday 9pm", "entries close on 15 july". The match is the rule. */
  cutoff: string;
  /**
   * Something someone must not be able to do unless a condition holds: "juniors shouldn't be able to take out a single
   * unless a coach is listed", "anyone who hasn't done the refresher can't pick a slot", "nothing goes ahead without
   * that approval". The clause holding the match is the rule.
   */
  gate: string;
  /** A gate stated after its condition: "…must be up to date, otherwise the sign-up is blocked". The rule is before it. */
  gateAfter: string;
  /** What someone must hold to do something: "a trained guide", "the safety refresher". The match is the rule. */
  qualification: string;
  /** A sentence stating a requirement, which a qualification must be in: "must", "needs", "only", "can't". */
  requirement: string;
  /** Something that runs out after a time: "expires (6 months)", "valid for 12 months". The match is the rule. */
  expiry: string;
  /** A most per person or group: "a limit of two slots per household", "at most one parcel per week". */
  quota: string;
  /** A least, per person, thing or time: "at least twice a season", "at least every 7 days". */
  minimum: string;
  /** A generated text must never add what it was not given: "it should never invent details". */
  invent: string;
  /** What may be shown of people: "only first names and school, never surnames", "only initials". */
  privacy: string;
  /** How long records are kept: "records have to be kept for 3 years", "we keep items 3 months". The match is the rule. */
  retention: string;
  /** When something must be back or done by: "it has to be back by 6pm the same day". The match is the rule. */
  deadline: string;
  /** How many fit at once: "max 10 on the RIB", "we can only see about 12 people a session". The match is the rule. */
  capacity: string;
  /** A price per unit of use: "4 € pro Start", "billed by the hour or by the hectare". The match is the rule. */
  charge: string;
  /** Money shared between two sides: "40% to the supplier and 60% to me", "a 15% commission". The match is the rule. */
  split: string;
  /** Who goes first: "anyone with an eviction date jumps to the front". The clause holding the match is the rule. */
  priority: string;
  /** What makes two percentages no split: "a 20% deposit and 80% on completion", "10% off". */
  notSplit: string;
}

const NUMBER_EN = String.raw`(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a hundred)`;
/** A count of people or things, never "a" ("up to a week in the…" is no capacity). */
const COUNT_EN = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)`;
const UNIT_EN = String.raw`(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|times|percent|%|kg|kilos?|grams?|degrees?|°c?)`;

export const RULE_CLAUSES: Readonly<Record<'en' | 'de' | 'es' | 'fr' | 'pt', RuleClauses>> = {
  en: {
    automatic: String.raw`\b(?:cancel(?:led|ed|s)?|called off|released|freed up|removed|deleted|archived|closed|locked|reassigned|offered to the next|goes to the next|moved to the next|automatically)\b`,
    degree: String.raw`\b(?:too|to (?:heavy|light|high|low|hot|cold|fast|slow|late|big|small|fat|thin)|getting|becoming|falling|rising|dropping|running (?:low|out)|behind|overdue|late|worse|unusual)\b`,
    joins: String.raw`^(?:and|or|but|it|they|we|then|so|during|while|since|unless)$`,
    condition: String.raw`\b(?:if|whenever|once|as soon as)\b`,
    consequence: String.raw`\s(?:it|they|we|this|that|he|she|you|i|then|(?:the|our|my|their|your|someone|somebody|everyone|an?)(?: [\p{L}'-]+){1,3}?)\s+(?:should|must|needs? to|has to|have to|will|would|gets?)\b|\s(?:we|i|they|you)'d\b`,
    warning: String.raw`\b(?:flag|flags|flagged|warn|warns|warned|warning|alert|alerts|alerted|highlight|highlighted|show up in red|shows? in red|turn red|goes red)\b`,
    detect: String.raw`\b(?:see|spot|tell|know|notice) (?:if|whether|when)\b`,
    measure: String.raw`\b(?:(?:more|less|fewer|longer|shorter|higher|lower|heavier|lighter) than|over|under|above|below|at least|at most|twice|double|half)\b|\b${NUMBER_EN} ${UNIT_EN}\b`,
    timeLimit: String.raw`\b(?:within )?${NUMBER_EN} ${UNIT_EN} (?:before|after|of|from)\b(?: (?:the|its|their|it'?s|each))?(?: (?!(?:i|we|you|they|he|she|it)\b)[\p{L}-]+){0,2}|\bwithin ${NUMBER_EN} ${UNIT_EN}\b(?: (?:of|after|from) (?:the |its |their )?[\p{L}-]+)?|\bwithin (?:a |an )?${NUMBER_EN}[- ](?:miles?|km|kilomet(?:re|er)s?)(?: radius| of [\p{L}-]+)?`,
    cutoff: String.raw`\b(?:hard |strict |firm )?(?:cut-?off|deadline|last orders?)(?: (?:at|of|is|by|on)) (?:(?!(?:and|or|with|so|but|for|after)\b)[\p{L}\d:.-]+ ?){1,4}|\b(?:entries|bookings|orders|registrations?|sign-?ups?|applications?|the form|forms|voting|enrolment|enrollment) (?:should |must |will |have to |has to )?close[sd]? (?:on |at |by )?(?:[\p{L}\d:.-]+ ?){1,4}|\bcut[- ]?off (?:for|on) (?:[\p{L}-]+ ){1,3}(?:has to be|must be|is|will be|should be) (?:(?!(?:and|or|so|but)\b)[\p{L}\d:.-]+ ?){1,3}`,
    gate: String.raw`(?<!\b(?:we|i|you) )\b(?:shouldn't|should not|can't|cannot|can not|mustn't|must not|may not|won't|not be able to|not (?:be )?allowed to)\b[^.;(]*?\b(?:unless|until|without|before)\b|\b(?:anyone|anybody|someone|people|those|[\p{L}]+s) (?:who|that|whose) (?:hasn't|has not|haven't|have not|isn't|is not|aren't|are not|doesn't|does not|don't|do not|didn't|did not)\b[^.;]*?\b(?:shouldn't|should not|can't|cannot|mustn't|must not|may not|won't|not be able|not allowed)\b|\b(?:nothing|no (?:job|work|order|booking|repair|payment|entry))\b[^.;,]*?\b(?:goes ahead|proceeds|moves on|starts|happens|is done|gets done|can go|may go)\b[^.;,]*?\bwithout\b|\bno [\p{L}-]+ (?:starts?|begins?|goes ahead|happens|is done|can start|can begin)\b[^.;,]*?\b(?:until|before|unless|without)\b|\bno [\p{L}-]+ing\b[^.;,]{0,30}?\b(?:until|before|unless|without)\b|\bnothing (?:is|gets|can be) [\p{L}-]+\b[^.;,]*?\b(?:until|before|unless|without)\b|\bonly\b[^.;,]*?\b(?:who|whose|trained|qualified|certified|licensed)\b[^.;,]*?\b(?:can|may|should be able to|are allowed to|is allowed to)\b|\b(?:can|may|will|is|are|gets?) only (?:be )?[\p{L}-]+ (?:if|when|once|after)\b|\bonly (?:confirmed|approved|booked|allowed|released|accepted|sent|published) (?:once|when|if|after)\b|(?<!\b(?:we|i|you) )\b(?:must|has to|have to|needs? to) be [\p{L}-]+ (?:before|prior to)\b|(?<!\b(?:are|is|aged|mostly|all|people) )\b(?:under|over|above|below)[- ]?[£$€]?\d(?:[\d,.]*\d)?k?s?\b[^.;]*?\b(?:need|needs|must|have to|has to|require|requires)\b|\b(?:nothing|nobody|no one|no-one)\b[^.;]*?\b(?:until|unless)\b|\bonly (?:a|an|the) [\p{L}-]+(?: [\p{L}-]+)? (?:can|may) [\p{L}-]+|\byou (?:can't|cannot|can not|shouldn't|mustn't|may not) [^.;(]*?\bunless\b`,
    gateAfter: String.raw`,?\s*\b(?:otherwise|or else)\b[^.;]*?\b(?:blocked|refused|rejected|can't|cannot|not allowed|stopped)\b`,
    qualification: String.raw`\b(?:trained|certified|qualified|licensed|inducted)(?: (?:on|in|for|to use) (?:the |a |an )?[\p{L}-]+| (?!(?:and|or|to|on|in|for|by|as|at|with|staff)\b)[\p{L}-]+)|\b(?:the |a |an |their |a valid )?(?:[\p{L}-]+ )?(?:refresher|certificate|certification|licen[cs]e|induction|dbs check|background check)\b`,
    requirement: String.raw`\b(?:must|needs?|has to|have to|only|can't|cannot|shouldn't|should not|required|requires?|unless)\b`,
    expiry: String.raw`\b(?:expires?|expiry|runs? out|valid|good) (?:after |in |for |within )?\(?${NUMBER_EN} ${UNIT_EN}\)?|\b(?:less|no more) than ${NUMBER_EN} ${UNIT_EN} old\b|\b(?:renewed|redone|repeated|refreshed) every ${NUMBER_EN} ${UNIT_EN}|\b${NUMBER_EN}[- ](?:day|week|month|year)s? (?:expiry|validity)\b`,
    quota: String.raw`\b(?:at most|no more than|not more than|a (?:limit|maximum|max|cap) of|maximum(?: of)?|max\.?|limited to|capped at)\s+${NUMBER_EN}\b(?: [\p{L}-]+){0,3}? (?:per|a|each|every)\s+[\p{L}-]+|\b${NUMBER_EN} [\p{L}-]+ (?:per|a) [\p{L}-]+ (?:per|a) (?:day|week|month|session|night)\b|\bonly (?:once|twice) (?:a|per|every|each) (?:day|week|fortnight|month|year|season|term)\b|\b(?:(?!(?:and|or|but|so|the|a|an)\b)[\p{L}-]+ )?[\p{L}-]+ (?:should be|are|is|must be|can be) (?:up to )?${NUMBER_EN} ${UNIT_EN} (?:max|maximum|at most|tops)\b|\b(?:can't|cannot|can not|may not|must not|never) (?:go|drop|fall) (?:below|under|over|above)\s+[-−]?${NUMBER_EN}\b(?: [\p{L}-]+)?|\b(?:can|may|able to) (?:[\p{L}-]+ (?:or|and) )?[\p{L}-]+ up to ${COUNT_EN} [\p{L}-]+|\b(?:no more than|not more than|max(?:imum)?|at most|up to) ${COUNT_EN} [\p{L}-]+ (?:in a row|running|back to back|at a time|at once)\b`,
    minimum: String.raw`\bat least (?:once|twice|three times|every|${NUMBER_EN})\b(?: [\p{L}\d-]+){1,4}|\b(?:every|each) [\p{L}-]+(?: [\p{L}-]+)? (?:needs|must have|has to have|requires) (?:at least )?(?:a|an|one|two|three|four|\d+) [\p{L}-]+(?: [\p{L}-]+)?`,
    invent: String.raw`\b(?:never|not|don't|doesn't|mustn't|shouldn't|must not|should not|without)\b[^.;]*?\b(?:invent|invents|inventing|make up|makes up|making up|made up|fabricat\w*|hallucinat\w*|add (?:any )?(?:details|facts|anything))`,
    privacy: String.raw`\b(?:never|not|no|only|just)\b(?: (?!(?:and|or|but|need|needs|want|wants)\b)[\p{L}'-]+){0,4}?\s+(?:surnames?|last names?|full names?|family names?|initials|first names?|home addresses|addresses|dates? of birth|phone numbers?|contact details|email addresses)\b|\bonly\b[^.;,]{0,60}?\b(?:sees?|gets?|receives?|is shown|are shown|can see)\b[^.;,]{0,30}?\b(?:surnames?|last names?|full names?|addresses|phone numbers?|contact details|email addresses)\b`,
    retention: String.raw`\b(?:kept|keep|stored|store|retained|retain|held)\b(?: (?!(?:and|or|but|then|until|track)\b)[\p{L}'-]+){0,4}? (?:for )?(?:at least )?${NUMBER_EN} (?:days?|weeks?|months?|years?)\b`,
    deadline: String.raw`(?:\b(?:every|each|the|a|an|any) [\p{L}-]+ |\b(?:it|they|everything|all|[\p{L}-]+s) )?\b(?:has to|have to|must|needs? to|should) be (?:back|returned|brought back|handed (?:in|back)|done|finished|paid|submitted|signed)(?: in)? (?:by|before) (?:(?!(?:and|or|so|but)\b)[\p{L}\d:.-]+ ?){1,5}`,
    capacity: String.raw`\b(?:max(?:imum)?\.?|at most|no more than|up to) ${COUNT_EN}(?: [\p{L}-]+)? (?:on|in|at) (?:the|a|an|each|one|any) [\p{L}-]+|\b(?:can|could) only (?:see|take|fit|seat|hold|handle|manage|host|run|do) (?:about |around |roughly )?${COUNT_EN} [\p{L}-]+ (?:a|per|each|in a|in each|on a) [\p{L}-]+|\b${COUNT_EN} (?:places|spaces|seats|spots) (?:per|a|each|in each|on each|on the|in the) [\p{L}-]+|\b(?:holds?|seats?|fits?|sleeps?) (?:up to |max |at most )?${COUNT_EN} (?:people|persons|guests|kids|children|players|divers|riders|passengers)\b`,
    charge: String.raw`(?:[£$€]\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:€|£|\$|eur|euros?|pounds?|dollars?|p\b))\s?(?:per|a|an|each|for each|for every) (?!(?:month|year|week|term|season|annum|year's|month's)\b)[\p{L}-]+|\b(?:charged?|charges|billed|bill|billing|invoiced?|paid) (?:by|per) (?:the )?(?:hour|day|half-day|mile|km|kilo|kg|tonne|hectare|acre|launch|wash|load|visit|session|trip|job)s?\b(?: or (?:by |per )?(?:the )?[\p{L}-]+)?`,
    split: String.raw`\b\d{1,2} ?(?:%|percent\b|per cent\b)[^.;]{0,60}?\d{1,2} ?(?:%|percent\b|per cent\b)|\b\d{1,2}\/\d{1,2} (?:split|share)\b|\bsplit (?:it )?\d{1,2}\/\d{1,2}\b|\b(?:take|takes|keep|keeps|charge|charges|get|gets) (?:a |an )?\d{1,2} ?(?:%|percent|per cent) (?:commission|cut|fee|share)\b|\ba \d{1,2} ?(?:%|percent|per cent) (?:commission|cut)\b`,
    priority: String.raw`\b(?:jumps?|jumping|skips?|skipping) (?:straight )?(?:to the (?:front|top)|the (?:queue|line)|ahead)\b|\b(?:goes|go|moves?|bumped|put) (?:straight )?(?:to the (?:front|top) of|up) the (?:queue|list|line)\b|\b(?:gets?|get|have|has|given) priority\b|\b(?:seen|served|called) first\b|\bpriority over\b`,
    notSplit: String.raw`\b(?:deposit|discount|off|tax|vat|interest|up front|upfront|on completion|increase|growth|more than|less than|attendance|of (?:the )?(?:time|people|members|customers))\b`,
  },
  de: {
    automatic: String.raw`\b(?:abgesagt|storniert|gelöscht|freigegeben|gesperrt|automatisch|fällt aus|entfällt|verfällt)\b`,
    degree: String.raw`\b(?:zu|immer|steigt|sinkt|fällt|überfällig|verspätet|knapp|ungewöhnlich)\b`,
    joins: String.raw`^(?:und|oder|aber|dann|soll|sollte)$`,
    condition: String.raw`(?:^|\s)(?:wenn|falls|sobald)\b`,
    consequence: String.raw`\s(?:soll|sollte|muss|müssen|sollen|dann)\b`,
    warning: String.raw`\b(?:warnung|warnen|warnt|markiert|hervorgehoben|rot angezeigt|alarm)\b`,
    detect: String.raw`\b(?:sehen|erkennen|merken|wissen),? ob\b`,
    measure: String.raw`\b(?:mehr|weniger|kleiner|größer|höher|niedriger|länger|kürzer) als\b|\b(?:doppelt|halb) so\b|\b\d+ (?:minuten|stunden|tage|tagen|wochen|monate|monaten|jahre|jahren|prozent|%|kg|grad)\b`,
    timeLimit: String.raw`\b(?:innerhalb von |binnen )?\d+ (?:stunden|tage|tagen|wochen|monaten) (?:vor|nach)\b(?: (?:dem|der|den)?\s?[\p{L}-]+)?|\bim umkreis von \d+ ?(?:km|kilometern)`,
    cutoff: String.raw`\b(?:bestellschluss|annahmeschluss|anmeldeschluss|stichtag|deadline)(?: (?:ist|um|am|bis)) (?:[\p{L}\d:.-]+ ?){1,3}|\bbis (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag) (?:um )?\d{1,2}(?::\d\d)? ?uhr`,
    gate: String.raw`\b(?:darf|dürfen|kann|können|soll|sollen) (?:nur|erst|nicht)\b[^.;]*?\b(?:wenn|wer|nachdem|sobald|ohne)\b|\b(?:nichts|keine?r?)\b[^.;,]*?\bohne\b[^.;,]*?\b(?:freigabe|zustimmung|genehmigung|bestätigung)|\bohne\b[^.;,]*?\b(?:freigabe|zustimmung|genehmigung|bestätigung)[^.;,]*?\b(?:geht|läuft|darf) nichts\b|\bnur (?:wenn|falls|nachdem|mit)\b|\berst (?:gültig|möglich|erlaubt|freigegeben)\b[^.;]*?\b(?:wenn|nachdem|sobald)\b|\b(?:unter|ab) \d+ (?:jahren )?[^.;]*?\b(?:brauch|muss|müssen|benötig)|\berst wenn\b[^.;]*?\b(?:darf|dürfen|kann|können)\b`,
    gateAfter: String.raw`,?\s*\b(?:sonst|andernfalls)\b[^.;]*?\b(?:gesperrt|blockiert|abgelehnt|nicht möglich|geht nicht)\b`,
    qualification: String.raw`\b(?:für (?:die |den |das )?[\p{L}-]+ )?(?:eingewiesen|geschult|zertifiziert|qualifiziert)\b|\b(?:die |der |eine |einen |ein )?(?:[\p{L}-]+ )?(?:auffrischung|zertifikat|schulung|unterweisung|führerschein|bescheinigung)\b`,
    requirement: String.raw`\b(?:muss|müssen|braucht|brauchen|nur|darf|dürfen|benötigt|erforderlich|pflicht)\b`,
    expiry: String.raw`\b(?:nach |in )?\d+ (?:tagen|wochen|monaten|jahren) (?:abläuft|ablaufen|verfällt|verfallen|ungültig wird|ungültig werden)\b|\b(?:verfällt|verfallen) (?:nach )?\d+ (?:tagen|wochen|monaten|jahren)\b|\b(?:läuft|laufen) (?:nach |in )?\d+ (?:tagen|wochen|monaten|jahren) ab\b|\b(?:gültig|gilt) (?:für )?\d+ (?:tage|wochen|monate|jahre)\b|\b\d+ (?:tage|wochen|monate|jahre) gültig\b`,
    quota: String.raw`\b(?:höchstens|maximal|max\.?|nicht mehr als)\s+(?:\d+|ein|eine|einen|zwei|drei|vier|fünf)\b(?: [\p{L}-]+){0,3}? (?:pro|je)\s+[\p{L}-]+|\bnur (?:einmal|zweimal|ein mal) (?:pro|je|in der|im|die) (?:tag|woche|monat|jahr|saison)\b`,
    minimum: String.raw`\bmindestens (?:\d+|ein|eine|einen|zwei|drei|vier|fünf|einmal|zweimal|dreimal|alle)\b(?: [\p{L}\d-]+){1,3}|\b(?:pro|je|bei jeder|bei jedem) [\p{L}-]+ (?:braucht es|brauchen wir|müssen) (?:\d+|zwei|drei|vier|fünf) [\p{L}-]+`,
    invent: String.raw`\b(?:nie|niemals|nicht|keine)\b[^.;]*?\b(?:erfind|ausdenk|dazudicht|hinzuerfind)\w*`,
    privacy: String.raw`\b(?:nur|nie|niemals|keine)\b(?: (?:die|den|mit))?\s+(?:vornamen|nachnamen|initialen|vollständigen namen|adressen|geburtsdaten|telefonnummern)\b`,
    retention: String.raw`\b(?:aufbewahr\w*|gespeichert|speichern|aufheben)\b(?: [\p{L}-]+){0,4}? (?:für )?\d+ (?:tage|wochen|monate|jahre)\b|\b\d+ (?:tage|wochen|monate|jahre) (?:lang )?(?:aufbewahr\w*|gespeichert|aufheben)`,
    deadline: String.raw`\b(?:muss|müssen|soll|sollen) (?:bis|spätestens|vor) (?:[\p{L}\d:.-]+ ?){1,4}(?:zurück|abgegeben|bezahlt|zurückgegeben|erledigt)(?: sein| werden)?`,
    capacity: String.raw`\b(?:höchstens|maximal|max\.?|nicht mehr als) \d+ (?:[\p{L}-]+ )?(?:auf|in|im|am|an) (?:de[mnr] |die |das )?[\p{L}-]+|\b(?:können|schaffen) (?:nur )?(?:etwa |rund |ungefähr )?\d+ [\p{L}-]+ (?:pro|je|am|im) [\p{L}-]+|\b\d+ (?:plätze|sitzplätze) (?:pro|je|im|in der|auf dem)\b(?: [\p{L}-]+)?`,
    charge: String.raw`(?:€\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:€|eur|euro))\s?(?:pro|je|für jeden|für jede) (?!(?:monat|jahr|woche|saison)\b)[\p{L}-]+|\b(?:pro|je|nach) (?:stunde|tag|kilometer|km|start|hektar|einsatz|flugminute)n?\b[^.;,]{0,30}?\babgerechnet`,
    split: String.raw`\b\d{1,2} ?(?:%|prozent)[^.;]{0,60}?\d{1,2} ?(?:%|prozent)|\b\d{1,2} ?(?:%|prozent) (?:provision|anteil|gebühr)\b`,
    priority: String.raw`\b(?:kommt|kommen|rückt|rücken|darf|dürfen) (?:sofort |gleich )?(?:nach vorne|vor|zuerst dran|als erste[rs]? dran)\b|\b(?:hat|haben|bekommt|bekommen) vorrang\b|\bwird vorgezogen\b|\bwerden vorgezogen\b`,
    notSplit: String.raw`\b(?:anzahlung|rabatt|nachlass|mwst|steuer|zinsen|mehr als|weniger als)\b`,
  },
  es: {
    automatic: String.raw`\b(?:se cancela|se anula|cancelad[oa]s?|anulad[oa]s?|se libera|liberad[oa]s?|automáticamente|se suspende)\b`,
    degree: String.raw`\b(?:demasiado|muy|cada vez|sube|baja|retrasad[oa]s?|vencid[oa]s?|escas[oa]|se está)\b`,
    joins: String.raw`^(?:y|o|pero|entonces|que)$`,
    condition: String.raw`(?:^|\s)(?:si|cuando|en cuanto)\b`,
    consequence: String.raw`\s(?:debe|deberia|debería|tiene que|hay que|queremos|quiero|que)\b`,
    warning: String.raw`\b(?:alerta|alertar|alerte|marcar|marque|se marque|en rojo|resaltad[oa]|aviso de)\b`,
    detect: String.raw`\b(?:ver|saber|detectar|notar) si\b`,
    measure: String.raw`\b(?:más|menos|mayor|menor) (?:de|que)\b|\b(?:el doble|la mitad)\b|\b\d+ (?:minutos|horas|días|dias|semanas|meses|años|%|kg|grados)\b`,
    timeLimit: String.raw`\b(?:en menos de |dentro de )?\d+ (?:horas|días|dias|semanas|meses) (?:antes|después|despues) de\b(?: (?:la|el|los|las)?\s?[\p{L}-]+)?|\ben un radio de \d+ ?(?:km|kilómetros)`,
    cutoff: String.raw`\b(?:hora límite|hora limite|fecha límite|fecha limite|cierre de pedidos)(?: (?:es|a las|el|del)) (?:[\p{L}\d:.-]+ ?){1,3}|\bhasta el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) a las \d{1,2}(?::\d\d)?`,
    gate: String.raw`\b(?:no (?:puede|pueden|debe|deben|debería|deberían|se puede)|solo (?:puede|pueden|se puede))\b[^.;]*?\b(?:si no|sin|hasta que|a menos que|salvo que)\b|\bnada\b[^.;,]*?\bsin\b[^.;,]*?\b(?:aprobaci|autorizaci|confirmaci|permiso|esa|esta)|\bs[oó]lo si\b|\bs[oó]lo (?:es|son|será|serán|está|están) [\p{L}]+ (?:cuando|si|después de|una vez)\b|\bmenores de \d+[^.;,]*?\b(?:necesitan|deben|tienen que)\b|\bnadie (?:puede|debe)\b[^.;]*?\b(?:hasta|sin|antes)\b`,
    gateAfter: String.raw`,?\s*\b(?:si no|de lo contrario|sino)\b[^.;]*?\b(?:bloquead|rechazad|no se puede|no puede)`,
    qualification: String.raw`\b(?:formad[oa]s?|certificad[oa]s?|titulad[oa]s?|cualificad[oa]s?|habilitad[oa]s?)(?: (?:en|para) (?:el |la )?[\p{L}-]+)?|\b(?:el |la |un |una )?(?:certificado|carnet|reciclaje)(?: (?:médico|de [\p{L}-]+|del [\p{L}-]+))?`,
    requirement: String.raw`\b(?:debe|deben|tiene que|tienen que|necesita|necesitan|solo|sólo|no puede|no pueden|obligatorio|requiere)\b`,
    expiry: String.raw`\b(?:caduca|caducan|vence|vencen|expira|expiran)(?: a los| en| tras| después de| al cabo de)? \(?\d+ (?:días|semanas|meses|años)\)?|\bválid[oa]s? (?:por|durante) \d+ (?:días|semanas|meses|años)`,
    quota: String.raw`\b(?:como máximo|máximo(?: de)?|máx\.?|no más de|un límite de|hasta)\s+(?:\d+|un|una|dos|tres|cuatro|cinco)\b(?: [\p{L}-]+){0,3}? (?:por|cada)\s+[\p{L}-]+|\bs[oó]lo una vez (?:por|a la|al) (?:semana|mes|día|año|temporada)\b|\b(?:nadie|no) puede (?:bajar|pasar) de [-−]?\d+(?: [\p{L}]+)?`,
    minimum: String.raw`\b(?:al menos|como mínimo|mínimo) (?:\d+|una vez|dos veces|tres veces|una|un|dos|tres|cuatro|cada)\b(?: [\p{L}\d-]+){1,3}|\b(?:hacen falta|se necesitan|necesitamos) (?:\d+|dos|tres|cuatro|cinco) [\p{L}-]+ (?:por|en cada) [\p{L}-]+`,
    invent: String.raw`\b(?:nunca|no|jamás|sin)\b[^.;]*?\binvent\w*`,
    privacy: String.raw`\b(?:solo|sólo|nunca|sin|ni)(?: (?:el|los|las|la|con|se vean|mostrar|muestre))*\s+(?:nombres? de pila|apellidos|iniciales|direcciones|teléfonos|fechas de nacimiento)\b`,
    retention: String.raw`\b(?:guardar|guardamos|conservar|conservamos|se guardan|se conservan)\b(?: [\p{L}-]+){0,4}? (?:durante )?\d+ (?:días|semanas|meses|años)\b`,
    deadline: String.raw`\b(?:tiene que|tienen que|debe|deben) (?:estar|ser) (?:devuelt\w+|entregad\w+|pagad\w+|de vuelta) (?:antes de|para|el|a las) (?:[\p{L}\d:.-]+ ?){1,4}`,
    capacity: String.raw`\b(?:como máximo|máximo(?: de)?|máx\.?|no más de|hasta) \d+ (?:[\p{L}-]+ )?(?:en|por) (?:el|la|cada|un|una) [\p{L}-]+|\bs[oó]lo (?:podemos|puede|pueden) (?:atender|recibir|llevar|meter|sentar) (?:a )?(?:unas? |unos |cerca de )?\d+ [\p{L}-]+ (?:por|cada|al|a la) [\p{L}-]+|\b\d+ plazas (?:por|en cada|en el|en la) [\p{L}-]+`,
    charge: String.raw`(?:€\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:€|eur|euros?))\s?(?:por|cada|la|el|a la) (?!(?:mes|año|semana|temporada)\b)[\p{L}-]+|\b(?:se )?(?:factura|cobra|facturamos|cobramos|facturan|cobran) (?:por|a la|al|según la|según el) (?:hora|día|kilo|km|kilómetro|hectárea|viaje|servicio|carga)s?\b(?: o (?:por |a la |al )?[\p{L}-]+)?`,
    split: String.raw`\b\d{1,2} ?(?:%|por ciento)[^.;]{0,60}?\d{1,2} ?(?:%|por ciento)|\b(?:una )?comisión (?:del? )?\d{1,2} ?%`,
    priority: String.raw`\b(?:tiene|tienen) prioridad\b|\b(?:pasa|pasan|va|van) (?:primero|delante|antes)\b|\b(?:se adelanta|se adelantan|se cuela|se cuelan)\b`,
    notSplit: String.raw`\b(?:señal|anticipo|descuento|iva|impuesto|interés|más de|menos de)\b`,
  },
  fr: {
    automatic: String.raw`\b(?:annulée?s?|libérée?s?|supprimée?s?|automatiquement|tombe à l'eau)(?!\p{L})`,
    degree: String.raw`\b(?:trop|de plus en plus|monte|baisse|en retard|manque|inhabituel)\b`,
    joins: String.raw`^(?:et|ou|mais|alors|il|on)$`,
    condition: String.raw`(?:^|\s)(?:si|quand|lorsque|lorsqu'|dès que)`,
    consequence: String.raw`\s(?:il faut|doit|devrait|on veut|je veux|alors)\b`,
    warning: String.raw`(?:\balerte|\balerter|\bsignalée?s?\b|\bsignaler\b|\ben rouge\b|\bmise? en évidence\b|\bavertissement\b)`,
    detect: String.raw`\b(?:voir|savoir|repérer|détecter) si\b`,
    measure: String.raw`\b(?:plus|moins) (?:de|que)\b|\b(?:le double|la moitié)\b|\b\d+ (?:minutes|heures|jours|semaines|mois|ans|%|kg|degrés)\b`,
    timeLimit: String.raw`\b(?:dans les |sous )?\d+ (?:heures|jours|semaines|mois) (?:avant|après) (?:la |le |les |l')?[\p{L}-]+|\bdans un rayon de \d+ ?(?:km|kilomètres)`,
    cutoff: String.raw`\b(?:date limite|heure limite|clôture des commandes)(?: (?:est|à|le|du)) (?:[\p{L}\d:.-]+ ?){1,3}|\bjusqu'(?:au|à) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: (?:midi|soir|matin|minuit|\d{1,2}h\d{0,2}))?`,
    gate: String.raw`\b(?:ne (?:doit|doivent|peut|peuvent|devrait|devraient) pas|ne (?:peut|peuvent|doit|doivent) (?:que|plus))\b[^.;]*?\b(?:sans|sauf si|tant que|avant)\b|\b(?:rien|aucun|aucune)\b[^.;,]*?\bsans\b[^.;,]*?\b(?:validation|accord|autorisation|confirmation|approbation)\b|\b(?:seulement|uniquement) si\b|\bque si\b|\bn'(?:est|sont)\b[^.;]*?\bqu'(?:une fois|après|avec)\b|\bmoins de \d+ ans[^.;,]*?\b(?:doivent|doit|ont besoin|faut)\b|\b(?:personne ne|rien ne)\b[^.;]*?\b(?:avant|sans|tant que)\b|\bpour valider\b[^.;]*?\bil faut\b`,
    gateAfter: String.raw`,?\s*\b(?:sinon|faute de quoi|autrement)\b[^.;]*?\b(?:bloqu|refus|impossible|pas possible)`,
    qualification: String.raw`\b(?:formée?s?|certifiée?s?|qualifiée?s?|habilitée?s?|diplômée?s?)(?: (?:à|pour|sur) (?:la |le |l')?[\p{L}-]+)?|\b(?:le |la |un |une |l')?(?:certificat|diplôme|brevet|habilitation|recyclage|permis)(?: (?:médical|de [\p{L}-]+|d'[\p{L}-]+))?`,
    requirement: String.raw`\b(?:doit|doivent|faut|seul|seule|seuls|seules|seulement|uniquement|obligatoire|exige|nécessaire|ne peut|ne peuvent)\b`,
    expiry: String.raw`\b(?:expire|expirent|périme|périment)(?: au bout de| après| dans| sous)? \(?\d+ (?:jours|semaines|mois|ans)\)?|\bvalables? (?:pendant )?\d+ (?:jours|semaines|mois|ans)`,
    quota: String.raw`\b(?:au maximum|au plus|maximum|max\.?|pas plus de|une limite de|jusqu'à)\s+(?:\d+|un|une|deux|trois|quatre|cinq)\b(?: [\p{L}'-]+){0,3}? (?:par|chaque)\s+[\p{L}-]+|\b(?:une seule fois|qu'une fois) par (?:jour|semaine|mois|an|saison)\b|\bne (?:peut|peuvent) pas (?:descendre|passer) (?:sous|en dessous de|au-dessus de) [-−]?\d+(?: [\p{L}]+)?|\bpas plus de \d+ [\p{L}'-]+ (?:d'affilée|de suite|consécutifs|consécutives|à la fois)`,
    minimum: String.raw`\b(?:au moins|au minimum|minimum) (?:\d+|une fois|deux fois|trois fois|une|un|deux|trois|quatre|tous les|toutes les)\b(?: [\p{L}\d'-]+){1,3}|\bil faut (?:au moins )?(?:\d+|deux|trois|quatre|cinq) [\p{L}-]+ (?:par|pour chaque|à chaque) [\p{L}-]+`,
    invent: String.raw`\b(?:jamais|ne|pas|sans)\b[^.;]*?\binvent\w*`,
    privacy: String.raw`\b(?:que|seulement|uniquement|jamais)\b(?: (?:les|le|leurs?|afficher))*\s+(?:prénoms?|noms de famille|initiales|adresses|numéros de téléphone|dates de naissance)\b`,
    retention: String.raw`\b(?:conserv\w*|gard\w*)\b(?: [\p{L}'-]+){0,4}? (?:pendant )?\d+ (?:jours|semaines|mois|ans)\b`,
    deadline: String.raw`\b(?:doit|doivent) être (?:rendue?s?|rapportée?s?|payée?s?|retournée?s?) (?:avant|pour|au plus tard) (?:[\p{L}\d:'.-]+ ?){1,4}|\b[\p{L}'-]+ (?:d'[\p{L}]+ )?(?:s'arrête|s'arrêtent|se termine|prend fin) (?:au|le) \d{1,2}(?:er)? (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)`,
    capacity: String.raw`\b(?:au maximum|au plus|maximum|max\.?|pas plus de|jusqu'à) \d+ (?:[\p{L}'-]+ )?(?:sur|dans|à|par) (?:le |la |l'|chaque |un |une )[\p{L}-]+|\b(?:on ne peut|nous ne pouvons|on peut) (?:recevoir|accueillir|prendre|voir|emmener) (?:qu')?(?:environ |à peu près )?\d+ [\p{L}-]+ (?:par|à chaque|chaque) [\p{L}-]+|\b\d+ places (?:par|dans chaque|sur le|sur la|dans le|dans la) [\p{L}-]+`,
    charge: String.raw`(?:€\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:€|eur|euros?))\s?(?:par|l'|le|la|chaque) (?!(?:mois|an|année|semaine|saison)\b)[\p{L}-]+|\b(?:factur|compt|pai)\p{L}* (?:se fait |se font |est faite |sont faites )?(?:à l'|au |à la |par )(?:heure|hectare|jour|km|kilomètre|kilo|tonne|passage|voyage|intervention)s?\b(?: ou (?:à l'|au |à la |par )?[\p{L}-]+)?`,
    split: String.raw`\b\d{1,2} ?(?:%|pour ?cent)[^.;]{0,60}?\d{1,2} ?(?:%|pour ?cent)|\b(?:une )?commission de \d{1,2} ?%`,
    priority: String.raw`\b(?:passe|passent) (?:en priorité|devant|en premier|avant)(?!\p{L})|\b(?:est|sont) prioritaires?\b|\b(?:a|ont) la priorité(?!\p{L})`,
    notSplit: String.raw`\b(?:acompte|arrhes|remise|réduction|tva|taxe|intérêts?|plus de|moins de)\b`,
  },
  pt: {
    automatic: String.raw`\b(?:cancelad[oa]s?|anulad[oa]s?|liberad[oa]s?|automaticamente|é cancelad[oa])\b`,
    degree: String.raw`\b(?:demais|muito|cada vez|sobe|desce|atrasad[oa]s?|vencid[oa]s?|em falta|está ficando)\b`,
    joins: String.raw`^(?:e|ou|mas|então|que)$`,
    condition: String.raw`(?:^|\s)(?:se|quando|assim que)\b`,
    consequence: String.raw`\s(?:deve|deveria|tem que|tem de|precisa|queremos|quero)\b`,
    warning: String.raw`\b(?:alerta|alertar|sinalizad[oa]s?|sinalizar|em vermelho|destacad[oa]s?|aviso de)\b`,
    detect: String.raw`\b(?:ver|saber|perceber|detectar) se\b`,
    measure: String.raw`\b(?:mais|menos) (?:de|que|do que)\b|\b(?:o dobro|a metade)\b|\b\d+ (?:minutos|horas|dias|semanas|meses|anos|%|kg|graus)\b`,
    timeLimit: String.raw`\b(?:em até |dentro de )?\d+ (?:horas|dias|semanas|meses) (?:antes|depois) d[oae]s?\b(?: [\p{L}-]+)?|\bnum raio de \d+ ?(?:km|quilómetros|quilômetros)`,
    cutoff: String.raw`\b(?:hora limite|data limite|prazo final|fecho das encomendas)(?: (?:é|às|as|no|na|do|da)) (?:[\p{L}\d:.-]+ ?){1,3}|(?:^|\s)até (?:a |o )?(?:segunda|terça|quarta|quinta|sexta|sábado|domingo)(?:-feira)? (?:às|as) \d{1,2}h?\d{0,2}`,
    gate: String.raw`\b(?:não (?:pode|podem|deve|devem|deveria|deveriam|se pode)|só (?:pode|podem|se pode))\b[^.;]*?\b(?:sem|se não|até que|a não ser que|salvo se)\b|\bnada\b[^.;,]*?\bsem\b[^.;,]*?\b(?:aprovaç|autorizaç|confirmaç|permiss|essa|esta)|\b(?:só|apenas) se\b|(?:^|\s)só (?:é|são|será|serão|fica|ficam) [\p{L}]+ (?:quando|se|depois d[eoa]|após|uma vez)\b|\bmenores de \d+[^.;,]*?\b(?:precisam|devem|têm de|tem de)|(?:^|\s)ninguém (?:pode|deve)\b[^.;]*?\b(?:até|sem|antes)\b`,
    gateAfter: String.raw`,?\s*\b(?:senão|caso contrário|se não)\b[^.;]*?\b(?:bloquead|recusad|não pode|não é possível)`,
    qualification: String.raw`\b(?:formad[oa]s?|certificad[oa]s?|habilitad[oa]s?|qualificad[oa]s?)(?: (?:em|para) (?:o |a )?[\p{L}-]+)?|\b(?:o |a |um |uma )?(?:certificado|licença|reciclagem|atestado)(?: (?:médico|de [\p{L}-]+|d[oa] [\p{L}-]+))?`,
    requirement: String.raw`\b(?:deve|devem|tem de|tem que|têm de|têm que|precisa|precisam|apenas|obrigatório|não pode|não podem)\b|(?:^|\s)só(?=\s)`,
    expiry: String.raw`\b(?:expira|expiram|caduca|caducam|vence|vencem)(?: em| após| ao fim de| depois de)? \(?\d+ (?:dias|semanas|meses|anos)\)?|\bválid[oa]s? (?:por|durante) \d+ (?:dias|semanas|meses|anos)`,
    quota: String.raw`\b(?:no máximo|máximo(?: de)?|máx\.?|não mais de|um limite de|até)\s+(?:\d+|um|uma|dois|duas|três|quatro|cinco)\b(?: [\p{L}-]+){0,3}? (?:por|cada)\s+[\p{L}-]+|(?:^|\s)(?:só|apenas) uma vez por (?:semana|mês|dia|ano|época)\b|(?:^|\s)ninguém pode (?:ficar|descer) abaixo de [-−]?\d+(?: [\p{L}]+)?`,
    minimum: String.raw`\b(?:pelo menos|no mínimo|mínimo) (?:\d+|uma vez|duas vezes|três vezes|uma|um|duas|dois|três|cada)(?: [\p{L}\d-]+){1,3}|\b(?:são precisas|são precisos|são necessárias|são necessários|precisamos de) (?:\d+|duas|dois|três|quatro|cinco) [\p{L}-]+ (?:por|em cada) [\p{L}-]+`,
    invent: String.raw`\b(?:nunca|não|jamais|sem)\b[^.;]*?\binvent\w*`,
    privacy: String.raw`(?:^|\s)(?:só|apenas|nunca|sem)(?: (?:o|os|as|a|mostrar|mostre|com))*\s+(?:primeiros? nomes?|apelidos|sobrenomes|iniciais|moradas|endereços|telefones|datas de nascimento)\b`,
    retention: String.raw`\b(?:guard\w*|conserv\w*|manter|mantemos)\b(?: [\p{L}-]+){0,4}? (?:por |durante )?\d+ (?:dias|semanas|meses|anos)\b`,
    deadline: String.raw`\b(?:tem que|tem de|deve|devem) (?:ser|estar) (?:devolvid\w+|entregue\w*|pag\w+) (?:até|antes d[eoa]) (?:[\p{L}\d:.-]+ ?){1,4}`,
    capacity: String.raw`\b(?:no máximo|máximo(?: de)?|máx\.?|não mais de|até) \d+ (?:[\p{L}-]+ )?(?:no|na|em cada|por) [\p{L}-]+|(?:^|\s)(?:só|apenas) (?:consigo|conseguimos|podemos|dá para) (?:atender|receber|levar|pegar) (?:umas? |uns |cerca de )?\d+ [\p{L}-]+ (?:por|cada|em cada) [\p{L}-]+|\b\d+ vagas (?:por|em cada|no|na) [\p{L}-]+`,
    charge: String.raw`(?:(?:r\$|€)\s?\d+(?:[.,]\d+)?|\b\d+(?:[.,]\d+)?\s?(?:€|reais|euros?))\s?(?:por|cada|a) (?!(?:mês|ano|semana|temporada)\b)[\p{L}-]+|\b(?:cobr|fatur)\p{L}* (?:por|à|ao) (?:hora|dia|quilo|km|quilómetro|quilômetro|hectare|peça|viagem|serviço)s?\b(?: ou (?:por |à |ao )?[\p{L}-]+)?`,
    split: String.raw`\b\d{1,2} ?(?:%|por cento)[^.;]{0,60}?\d{1,2} ?(?:%|por cento)|\b(?:uma )?comissão de \d{1,2} ?%`,
    priority: String.raw`\b(?:tem|têm) prioridade\b|\b(?:passa|passam|vai|vão) (?:na frente|primeiro|à frente)\b|\b(?:fura|furam) a fila\b`,
    notSplit: String.raw`\b(?:sinal|entrada|desconto|iva|imposto|juros|mais de|menos de)\b`,
  },
};

/** A field's decision that a stated rule of this shape answers in the user's words ("Order cutoff for next day"). */
export const RULE_DECIDES: Readonly<Partial<Record<RuleShape, RegExp>>> = {
  cutoff: /\bcut-?off\b|\bdeadline\b/i,
  expiry: /\bexpir/i,
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
  automatic: {
    id: 'rule-automatic-how',
    category: 'user-flow',
    text: 'When {rule}, how should the app carry out what follows?',
    options: [
      'By itself, and it tells everyone concerned',
      'It asks an organiser to confirm first',
      'It only alerts an organiser',
    ],
    recommended: 'By itself, and it tells everyone concerned',
    reason: 'You stated what happens: the app does it on time, even when nobody is watching, and says so to those it affects.',
    impact: 8,
    decision: 'Carrying out a stated consequence',
    says: {
      'By itself, and it tells everyone concerned':
        'When {rule}, the app carries out the stated consequence by itself, on time, and tells everyone concerned.',
      'It asks an organiser to confirm first':
        'When {rule}, the app asks an organiser to confirm the stated consequence, then tells everyone concerned.',
      'It only alerts an organiser': 'When {rule}, the app alerts an organiser, who decides what to do.',
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
    text: 'What happens to anything that comes in after {rule}?',
    options: ['Refused, with the next cut-off shown', 'Taken for the next round', 'Taken, but held for you to accept or refuse'],
    recommended: 'Taken, but held for you to accept or refuse',
    reason: 'A late request is often one you still want; holding it for a decision keeps the cut-off without losing it.',
    impact: 8,
    decision: 'After the cut-off',
    says: {
      'Refused, with the next cut-off shown':
        'After {rule}, refuse new requests and changes, and show when the next round opens.',
      'Taken for the next round': 'Anything that comes in after {rule} goes into the next round, and says so.',
      'Taken, but held for you to accept or refuse':
        'Anything that comes in after {rule} is held, marked late, for the owner to accept or refuse.',
    },
    settledBy: {
      'Refused, with the next cut-off shown': ['hard cut-off', 'hard cutoff', 'strict cut-off', 'firm cut-off', 'no late'],
    },
  },
  gate: {
    id: 'rule-gate-enforce',
    category: 'data',
    text: 'How strictly should the app hold to {rule}?',
    options: [
      'Block it, and show why',
      'Block it, but an admin can let it through with a note',
      'Allow it, but warn and keep a record',
    ],
    recommended: 'Block it, and show why',
    reason: 'You stated it as a rule, so the app holds to it and says which condition is not met; nobody has to remember it.',
    impact: 9,
    decision: 'Enforcing the stated rule',
    settledBy: {
      'Block it, and show why': [
        'non-negotiable',
        'absolutely no',
        'strict rule',
        'hard rule',
        'no exceptions',
        'no exception',
        'without exception',
        'ohne ausnahme',
        'sin excepción',
        'sin excepciones',
        'sans exception',
        'sem exceção',
        'sem exceções',
      ],
    },
    says: {
      'Block it, and show why': 'Enforce {rule}: the app blocks the action and says which condition is not met.',
      'Block it, but an admin can let it through with a note':
        'Enforce {rule}: the app blocks the action and says why; an admin can let it through with a note, kept in its history.',
      'Allow it, but warn and keep a record':
        'Warn when {rule} is not met, let the action go ahead, and keep a record of it for an admin to review.',
    },
  },
  qualification: {
    id: 'rule-qualification-record',
    category: 'data',
    text: 'How does the app keep track of {rule} for each person?',
    options: [
      'An admin records it on each person, with the date it was done',
      'People upload proof that an admin checks',
      'People tick it themselves',
    ],
    recommended: 'An admin records it on each person, with the date it was done',
    reason: 'A dated record lets the app tell when it runs out, remind people before it does, and hold to the rule.',
    impact: 8,
    decision: 'How a requirement is recorded',
    says: {
      'An admin records it on each person, with the date it was done':
        'Keep {rule} on each person as a dated record an admin enters; the app checks it where the rule applies.',
      'People upload proof that an admin checks':
        'People upload proof of {rule}; it counts once an admin has checked it, and the date is kept.',
      'People tick it themselves': 'People mark {rule} on their own profile, with the date; the app trusts it.',
    },
  },
  expiry: {
    id: 'rule-expiry-around',
    category: 'data',
    text: 'Around {rule}, what should the app do?',
    options: [
      'Remind a set time before, then mark it expired',
      'Mark it expired, with no reminder',
      'Remind before, and let an admin extend it',
    ],
    recommended: 'Remind before, and let an admin extend it',
    reason: 'A reminder before it runs out avoids disputes; an extension covers illness and holidays without a workaround.',
    impact: 8,
    decision: 'Around an expiry',
    says: {
      'Remind a set time before, then mark it expired':
        'Apply {rule}: send a reminder a set time before, and mark it expired after.',
      'Mark it expired, with no reminder': 'Apply {rule}: mark it expired when the time is up, with no reminder.',
      'Remind before, and let an admin extend it':
        'Apply {rule}: send a reminder a set time before; an admin can extend it, with a note.',
    },
  },
  quota: {
    id: 'rule-quota-hold',
    category: 'data',
    text: 'How should the app hold to {rule}?',
    options: [
      'Refuse anything beyond it, and say why',
      'Refuse it, but an admin can allow an exception',
      'Only count and show it',
    ],
    recommended: 'Refuse anything beyond it, and say why',
    reason: 'You stated it as a limit, so the app counts and holds to it; counting by hand is where limits slip.',
    impact: 8,
    decision: 'Holding to a stated limit',
    settledBy: {
      'Refuse anything beyond it, and say why': [
        'no exceptions',
        'no exception',
        'without exception',
        'hard limit',
        'strict limit',
        'non-negotiable',
        'ohne ausnahme',
        'sin excepción',
        'sans exception',
        'sem exceção',
      ],
    },
    says: {
      'Refuse anything beyond it, and say why': 'Hold to {rule}: refuse anything beyond it and say why.',
      'Refuse it, but an admin can allow an exception':
        'Hold to {rule}: refuse anything beyond it and say why; an admin can allow an exception, with a note.',
      'Only count and show it': 'Count against {rule} and show it; nothing is refused.',
    },
  },
  minimum: {
    id: 'rule-minimum-keep',
    category: 'data',
    text: 'How should the app keep to {rule}?',
    options: [
      'Show where it is not yet met, and send a reminder',
      'Show where it is not yet met, to the organisers only',
      'Nothing sent by the app',
    ],
    recommended: 'Show where it is not yet met, and send a reminder',
    reason: 'A minimum nobody sees slips quietly; a list of what falls short and a reminder keep it without chasing.',
    impact: 7,
    decision: 'Keeping to a stated minimum',
    says: {
      'Show where it is not yet met, and send a reminder':
        'Keep to {rule}: show where it is not yet met and send a reminder to those concerned.',
      'Show where it is not yet met, to the organisers only': 'Keep to {rule}: show the organisers where it is not yet met.',
      'Nothing sent by the app': 'Record what is needed for {rule}; the app sends nothing by itself.',
    },
  },
  invent: {
    id: 'rule-invent-gaps',
    category: 'data',
    text: 'The draft must hold to {rule}. When the notes leave out something it needs, what should it do?',
    options: ['Leave a marked gap to fill in', 'Ask for it before drafting', 'Leave that part out'],
    recommended: 'Leave a marked gap to fill in',
    reason: 'A marked gap cannot be sent by mistake, and nothing is made up to fill it.',
    impact: 8,
    decision: 'Gaps in the notes',
    says: {
      'Leave a marked gap to fill in':
        'Hold to {rule}: where the notes leave out something the draft needs, leave a clearly marked gap to fill in; it cannot be sent until filled.',
      'Ask for it before drafting': 'Hold to {rule}: before drafting, ask for anything the notes leave out that the draft needs.',
      'Leave that part out': 'Hold to {rule}: where the notes leave something out, the draft leaves that part out.',
    },
  },
  privacy: {
    id: 'rule-privacy-where',
    category: 'data',
    text: 'Where must {rule} hold?',
    options: ['Everywhere, for everyone', 'Everywhere except for admins', 'Only where the public can see'],
    recommended: 'Everywhere except for admins',
    reason: 'A rule like this breaks most often in an export or an email, not on the page; admins still need the full record.',
    impact: 7,
    decision: 'Where the privacy rule holds',
    says: {
      'Everywhere, for everyone': 'Hold to {rule} everywhere, for everyone: pages, exports, emails and printouts.',
      'Everywhere except for admins':
        'Hold to {rule} everywhere (pages, exports, emails, printouts); only admins see the full record.',
      'Only where the public can see': 'Hold to {rule} where the public can see; signed-in users see the full record.',
    },
  },
  retention: {
    id: 'rule-retention-after',
    category: 'data',
    text: 'Once the time in {rule} is up, what happens to a record?',
    options: [
      'Listed for someone to check, then deleted',
      'Deleted by the app, with a log of what went',
      'Kept, and marked as past its time',
    ],
    recommended: 'Listed for someone to check, then deleted',
    reason: 'A list to check keeps what is still needed for a dispute or an enquiry, and clears the rest on time.',
    impact: 7,
    decision: 'After the keeping period',
    says: {
      'Listed for someone to check, then deleted':
        'Keep to {rule}: once the time is up, list the records for someone to check, then delete them, keeping a log of what went.',
      'Deleted by the app, with a log of what went':
        'Keep to {rule}: once the time is up, the app deletes the record by itself and logs what went and when.',
      'Kept, and marked as past its time':
        'Keep to {rule}: once the time is up, the record stays but is marked as past its time.',
    },
  },
  deadline: {
    id: 'rule-deadline-missed',
    category: 'edge-cases',
    text: 'What should the app do when {rule} is missed?',
    options: [
      'Alert the person and whoever runs it at once',
      'Alert them, and block anything new until it is sorted',
      'Only show it as late',
    ],
    recommended: 'Alert the person and whoever runs it at once',
    reason: 'An alert when it is missed, not the next morning, is what makes a deadline hold without someone checking.',
    impact: 8,
    decision: 'A missed deadline',
    says: {
      'Alert the person and whoever runs it at once':
        'When {rule} is missed, alert the person concerned and whoever runs it at once, and show it as late until it is sorted.',
      'Alert them, and block anything new until it is sorted':
        'When {rule} is missed, alert the person concerned and whoever runs it, and block anything new for that person until it is sorted.',
      'Only show it as late': 'When {rule} is missed, show it as late; nobody is alerted.',
    },
  },
  flagged: {
    id: 'rule-flagged-who',
    category: 'user-flow',
    text: 'The app flags {rule}. Who sees the flag, and what clears it?',
    options: [
      'Admins only; someone marks it dealt with, with a note',
      'Admins only; it clears by itself once no longer true',
      'Everyone who works with that record',
    ],
    recommended: 'Admins only; someone marks it dealt with, with a note',
    reason: 'A flag someone has to deal with is not missed, and keeping it to admins keeps it from people it is about.',
    impact: 8,
    decision: 'Who sees a flag',
    says: {
      'Admins only; someone marks it dealt with, with a note':
        'Flag {rule} to admins only; the flag stays until someone marks it dealt with, with a note kept in its history.',
      'Admins only; it clears by itself once no longer true':
        'Flag {rule} to admins only; it clears by itself once it no longer holds.',
      'Everyone who works with that record': 'Flag {rule} to everyone who works with that record.',
    },
  },
  capacity: {
    id: 'rule-capacity-full',
    category: 'edge-cases',
    text: 'Once {rule} is reached, what happens to the next one?',
    options: [
      'A waiting list: the first on it moves up when a place frees',
      'Full: it closes and says so',
      'Full, but an admin can still add one, with a note',
    ],
    recommended: 'A waiting list: the first on it moves up when a place frees',
    reason: 'Places free up when people drop out; a waiting list fills them in order without anyone ringing round.',
    impact: 8,
    decision: 'When it is full',
    settledBy: {
      'A waiting list: the first on it moves up when a place frees': [
        'waiting list',
        'waitlist',
        'wait list',
        'reserve list',
        'warteliste',
        'lista de espera',
        "liste d'attente",
      ],
      'Full: it closes and says so': [
        'should close',
        'list closes',
        'close the list',
        'closes the list',
        'callback instead',
        'call back instead',
      ],
    },
    says: {
      'A waiting list: the first on it moves up when a place frees':
        'Hold to {rule}: once it is reached, new sign-ups join a waiting list, and the first on it moves up (and is told) when a place frees.',
      'Full: it closes and says so': 'Hold to {rule}: once it is reached, it closes to new sign-ups and says it is full.',
      'Full, but an admin can still add one, with a note':
        'Hold to {rule}: once it is reached, it shows as full; an admin can still add someone, with a note kept.',
    },
  },
  charge: {
    id: 'rule-charge-how',
    category: 'data',
    text: 'How should the app charge {rule}?',
    options: [
      'Worked out from what is logged, on a statement for each person',
      'Charged each time, as it happens',
      'Only totalled; billing stays outside the app',
    ],
    recommended: 'Worked out from what is logged, on a statement for each person',
    reason: 'A charge worked out from the log matches the records, and a statement is easy to check before anyone pays.',
    impact: 8,
    decision: 'How use is charged',
    says: {
      'Worked out from what is logged, on a statement for each person':
        'Charge {rule}: the app works it out from what is logged and shows a statement for each person; the price is a setting.',
      'Charged each time, as it happens': 'Charge {rule} each time, as it happens; the price is a setting.',
      'Only totalled; billing stays outside the app':
        'Total up {rule} for each person and export it; billing itself stays outside the app.',
    },
  },
  split: {
    id: 'rule-split-when',
    category: 'data',
    text: 'When should the app work out {rule}?',
    options: [
      'On each sale, with a running balance for each side',
      'Only at payout, over the period',
      'Only show the figures; the money is handled elsewhere',
    ],
    recommended: 'On each sale, with a running balance for each side',
    reason: 'Worked out on each sale, everyone sees what they are owed at any time, and a payout is just the balance.',
    impact: 8,
    decision: 'When the split is worked out',
    says: {
      'On each sale, with a running balance for each side':
        'Apply {rule} on each sale and keep a running balance for each side; a payout settles the balance.',
      'Only at payout, over the period': 'Apply {rule} at payout time, over the sales of the period.',
      'Only show the figures; the money is handled elsewhere':
        'Show {rule} worked out on each sale; the money itself is handled outside the app.',
    },
  },
  priority: {
    id: 'rule-priority-who',
    category: 'user-flow',
    text: 'How is it decided that {rule}?',
    options: [
      'Flagged when they arrive, confirmed by staff',
      'Staff move them up, with the reason kept',
      'The app puts them first from what they say',
    ],
    recommended: 'Flagged when they arrive, confirmed by staff',
    reason: 'People flag it themselves, so nobody is missed; a person confirms it, so the front of the line is not gamed.',
    impact: 8,
    decision: 'Who goes first',
    says: {
      'Flagged when they arrive, confirmed by staff':
        'Hold to {rule}: people flag it when they arrive, staff confirm it, and the others waiting see only that the order changed.',
      'Staff move them up, with the reason kept': 'Hold to {rule}: staff move them up, and the reason is kept.',
      'The app puts them first from what they say': 'Hold to {rule}: the app puts them first from what they say, with no check.',
    },
  },
};
