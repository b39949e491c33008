export interface EvalCase {
  /** kebab-case, unique across both files */
  id: string;
  /** What a real user would type into the box, as they would type it. */
  description: string;
  language: 'en' | 'de' | 'es' | 'fr' | 'pt' | 'it' | 'nl';
  /** 2–4 domain terms an expert's first feature suggestions must reflect; alternatives separated by "|", e.g. "waitlist|Warteliste|lista de espera". Include the English word as one alternative always. */
  terms: string[];
  /** The things the description itself names as wanted features or content, in the description's own words, exactly as written there (e.g. ["class schedules", "memberships"]). Empty when it names none. */
  named: string[];
  /** The field an expert would apply (a domain id) or 'none' (eval/corpus-fields.ts and the field corpora); absent: unlabelled. */
  field?: string;
  /** Other fields that would also be right. */
  alsoRight?: string[];
  /** The description's main objects in its own words. */
  objects?: string[];
}
