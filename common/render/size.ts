/** How big each file is for the target that reads it, and whether that is past what it reads comfortably. */
import { estimateTokenCount } from 'tokenx';
import { conventionsFor, FILE_LIMITS } from '../targets';
import type { ArtefactFile } from './artefacts';

const FILE_LIMIT_OF: Readonly<Record<string, { tokens: number } | { lines: number }>> = FILE_LIMITS;

export interface FileSize {
  tokens: number;
  lines: number;
  /** Set when the file is larger than its reader handles well: the limit and the unit. */
  over?: { limit: number; unit: 'tokens' | 'lines' };
}

export function sizeOf(file: ArtefactFile, targetKey: string): FileSize {
  const tokens = estimateTokenCount(file.text);
  const lines = file.text.split('\n').length;
  const limit = FILE_LIMIT_OF[file.path] ?? { tokens: conventionsFor(targetKey).comfortableTokens };
  if ('lines' in limit)
    return lines > limit.lines ? { tokens, lines, over: { limit: limit.lines, unit: 'lines' } } : { tokens, lines };
  return tokens > limit.tokens ? { tokens, lines, over: { limit: limit.tokens, unit: 'tokens' } } : { tokens, lines };
}
