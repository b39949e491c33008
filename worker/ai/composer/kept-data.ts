/** The sheet or file the user keeps their data in today ("a Google Sheet going back to 2019"), as they name it. */
import { KEPT_DATA } from '../knowledge/languages';
import type { Language } from '../knowledge/records';
import { escapeRegExp } from './match';

/** "export it as a spreadsheet", "download a CSV": a file the app should make, not one kept today. */
const MADE_BY_THE_APP =
  /\b(?:export(?:s|ed|ing)?|download(?:s|ed|ing)?|generate[sd]?|produce[sd]?|print(?:s|ed)?|send(?:s)?|email(?:s|ed)?|sync(?:s|ed)?|pull(?:s|ed)?|extract(?:s|ed)?)\b(?:\s+\S+){0,5}\s+$/i;
/** "we just need a CSV out": a file the app hands on, said after it. */
const MADE_AFTER = /^\s+out\b/i;
/** Words before a name that are no part of it ("in Excel", "an Excel list"). */
const LEADING = /^(?:in|on|into|from|an|en|em|no|sur|dans|mit)\s+/;

const finder = (phrases: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
/** A name first ("an Excel export of our old practice software" is the Excel export), a bare "in Excel" after. */
const FINDERS = [
  finder(KEPT_DATA.filter((phrase) => !LEADING.test(phrase))),
  finder(KEPT_DATA.filter((phrase) => LEADING.test(phrase))),
];

/** "the Google Sheet", "the Excel list", "the CSV export"; undefined when the description keeps nothing in one. */
export function keptData(description: string, language: Language | null): string | undefined {
  for (const match of FINDERS.flatMap((find) => [...description.matchAll(find)])) {
    const before = description.slice(Math.max(0, match.index - 60), match.index);
    if (MADE_BY_THE_APP.test(before) || MADE_AFTER.test(description.slice(match.index + match[0].length))) continue;
    const said = match[0].replace(LEADING, '');
    if (language !== 'en') return /csv/i.test(said) ? 'the CSV files' : 'the spreadsheet';
    if (said.toLowerCase() === 'excel' || said.toLowerCase() === 'sheets') return `the ${said} files`;
    return `the ${said.replace(/^(google|excel|airtable|csv|access)\b/i, (w) => (w.toLowerCase() === 'csv' ? 'CSV' : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))}`;
  }
  return undefined;
}
