/** Turns the knowledge files into the one validated object the composer reads. */
import { checkKnowledge, type KnowledgeFiles } from './validate';
import type { EnglishTagger } from '../reading/tagger';
import type { DomainRecord, FeaturePatternRecord, InteractionRecord, KindRecord, QuestionRecord } from './records';

export interface Knowledge {
  domains: DomainRecord[];
  kinds: KindRecord[];
  patterns: FeaturePatternRecord[];
  interactions: InteractionRecord[];
  common: QuestionRecord[];
  /**
   * wink's English tagger, which the reading of an English description is built on: loaded beside the knowledge
   * (never part of its JSON). Without it an English description is read by the same word rules as the others.
   */
  english?: EnglishTagger;
}

/** Parses and cross-checks every record; throws with the full list of problems when any record is broken. */
export function compileKnowledge(files: KnowledgeFiles): Knowledge {
  const { parsed, problems } = checkKnowledge(files);
  if (problems.length > 0)
    throw new Error(`The composer's knowledge has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return parsed;
}
