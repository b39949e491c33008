/**
 * Questions the description already answers: "a tool for a choir" settles what the music app is for, "a kitchen
 * display screen" how orders reach the kitchen. A settled question is not asked; the brief states its answer as taken
 * from the description.
 */
import { containsPhrase, type Words, wordsOf } from './match';
import type { QuestionRecord } from '../knowledge/schema';

/** Words in options that say nothing about the answer itself. */
const NEUTRAL = new Set(
  (
    'a an the and or of for to in on at by with without per plus only both all none no yes not any each every one two ' +
    'more most less some other others own just also it its their them they we us you your our my people person someone ' +
    'app tool site website system them this that these those there here is are be can will way ways use used using'
  ).split(' '),
);

/** "A choir or orchestra" → [["choir"], ["orchestra"]]: alternatives, each with the words that must all be there. */
function alternatives(option: string): string[][] {
  return option
    .split(/\s*(?:\bor\b|\/|,)\s*/i)
    .map((part) => wordsOf(part).filter((w) => w.length > 2 && !NEUTRAL.has(w)))
    .filter((words) => words.length > 0);
}

/**
 * Options that say more than that a thing exists ("Memberships only", "No waitlist", "Plus photos"): naming
 * memberships does not say there is nothing else. Only a question's own `settledBy` can settle them.
 */
const QUALIFIED =
  /\b(only|just|no|not|none|never|without|plus|both|all|every|either|neither|mix|mixed|also|one|single|several|multiple|many|few)\b/i;

/** Words too common in descriptions to state an answer on their own ("online" is not "pay online at checkout"). */
const COMMON = new Set(
  (
    'online offline web mobile phone phones email app apps staff team teams customer customers member members user ' +
    'users public private paper manual manually automatic automatically manager managers owner owners admin admins ' +
    'free paid daily weekly monthly yearly hour hours day days week weeks month months year years time card cash ' +
    'first last later now today new simple easy small large big local list lists page pages'
  ).split(' '),
);

/** Whether the description states this option: every word of one of its alternatives is in it. */
function statesOption(words: Words, option: string): boolean {
  if (QUALIFIED.test(option)) return false;
  return alternatives(option).some(
    (needed) => needed.some((word) => !COMMON.has(word)) && needed.every((word) => containsPhrase(words, word)),
  );
}

/** The answer the description gives to the question, if it gives exactly one. */
export function settledAnswer(question: QuestionRecord, words: Words): string | undefined {
  const listed = Object.entries(question.settledBy ?? {})
    .filter(([, phrases]) => phrases.some((phrase) => containsPhrase(words, phrase)))
    .map(([answer]) => answer);
  if (listed.length === 1) return listed[0];
  if (listed.length > 1 || !question.options || question.options.length < 3) return undefined;
  const stated = question.options.filter((option) => statesOption(words, option));
  return stated.length === 1 ? stated[0] : undefined;
}
