/**
 * "It does NOT need to talk to our PMR system": the app connects to nothing else. A question about connecting it is
 * then recommended its "No" (the words are data: STANDS_ALONE).
 */
import { STANDS_ALONE } from '../knowledge/languages';

const PATTERNS = STANDS_ALONE.map((source) => new RegExp(source, 'u'));

/** What the description says the app need not connect to ("our PMR system"), "" when said in general; else undefined. */
export function standsAlone(description: string): string | undefined {
  const text = description.toLowerCase().replace(/[’`´]/g, "'").replace(/\s+/g, ' ');
  for (const pattern of PATTERNS) {
    const found = pattern.exec(text);
    if (found) return found.groups?.system ?? '';
  }
  return undefined;
}

/** A question's answer that connects to nothing: "No, staff copy requests into it by hand", "None". */
export function unconnectedOption(options: readonly string[] | undefined): string | undefined {
  return options?.find((option) => /^(?:no|none|neither|not)\b/i.test(option));
}

/** The system as the user wrote it, said back to them: "our PMR system" → "your PMR system". */
export function asWritten(description: string, system: string): string {
  const text = description.replace(/[’`´]/g, "'").replace(/\s+/g, ' ');
  const at = text.toLowerCase().indexOf(system);
  const written = at < 0 ? system : text.slice(at, at + system.length);
  return written.replace(/^our\b/i, 'your');
}
