/** Small text helpers shared by the composer's modules. */

/** Lowercase words of a text, with punctuation (hyphens included) treated as spaces. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether `phrase` (one or more words) occurs in `words` as whole words, allowing a plural 's' or 'es' on its last word. */
export function containsPhrase(words: readonly string[], phrase: string): boolean {
  const target = wordsOf(phrase);
  if (target.length === 0) return false;
  const last = target.length - 1;
  for (let start = 0; start + target.length <= words.length; start++) {
    const matches = target.every((word, i) => {
      const actual = words[start + i];
      if (actual === word) return true;
      return i === last && (actual === `${word}s` || actual === `${word}es`);
    });
    if (matches) return true;
  }
  return false;
}

/** A folder-friendly name: 'KPI Summary Cards' → 'kpi-summary-cards'. */
export function slugify(text: string): string {
  return wordsOf(text).join('-') || 'feature';
}
