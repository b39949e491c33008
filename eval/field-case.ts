import type { EvalCase } from './case';
/** An eval case with the field an expert would apply and the description's main objects. */
export interface FieldCase extends EvalCase {
  /** The field (a domain id from the knowledge) whose expert questions would fit this project, or 'none' when no field's questions would. */
  field: string;
  /** Other fields that would also be right (a project that is squarely two businesses); usually omitted. */
  alsoRight?: string[];
  /** The description's main objects in its own words ("dive log", "buddy pairs", "expense reports"): 1–4 nouns or noun phrases the interview should talk about. */
  objects: string[];
}
