/**
 * The one rule for "the same title" (features, suggestions, question texts): case, accents, punctuation, filler
 * words and a plural -s do not matter. 'CSV exports' and 'Csv Export' are the same feature.
 */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'to', 'in', 'on']);

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The comparison key of a title. */
export function titleKey(title: string): string {
  const key = words(title)
    .filter((word) => !FILLER_WORDS.has(word))
    .map(singular)
    .join(' ');
  // A title of filler words alone ("A", "The End") is still a title.
  return key || words(title).join(' ');
}

function words(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

/** Trimmed titles without blanks, each kept once (the first spelling wins), none of those in `taken`. */
export function distinctTitles(titles: readonly string[], taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map(titleKey));
  const out: string[] = [];
  for (const raw of titles) {
    const title = raw.trim().replace(/\s+/g, ' ');
    const key = titleKey(title);
    if (!title || !key || seen.has(key)) continue;
    seen.add(key);
    out.push(title);
  }
  return out;
}
