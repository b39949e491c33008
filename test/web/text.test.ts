import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, normalizeText, textLength } from '../../common/text';

describe('normalizeText (shared by the server’s validation and the home page)', () => {
  it('composes to NFC, keeps line breaks and tabs, drops invisible and control characters, and trims', () => {
    expect(normalizeText('Cafe\u0301')).toBe('Café');
    expect(normalizeText('Cafe\u0301')).toBe('Caf\u00e9');
    expect(normalizeText('  a\r\nb\rc\td  ')).toBe('a\nb\nc\td');
    expect(normalizeText('\u200Bbo\u200Dok\uFEFF\u2060ing\u0000\u0007\u001B\u007F\u0085')).toBe('booking');
    expect(normalizeText('\u202Eevil\u202C \u2066x\u2069')).toBe('evil x');
    expect(normalizeText('\u200B\u200C\u200D\uFEFF\u2060 \n')).toBe('');
  });

  it('counts code points of the normalised text', () => {
    expect(textLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(textLength('e\u0301')).toBe(1);
    expect(textLength(' a\u200B ')).toBe(1);
  });

  it('finds lone surrogates but not pairs', () => {
    expect(hasLoneSurrogate('\uD83D')).toBe(true);
    expect(hasLoneSurrogate('a\uDE00b')).toBe(true);
    expect(hasLoneSurrogate('\uDE00\uD83D')).toBe(true);
    expect(hasLoneSurrogate('😀 ok')).toBe(false);
  });
});
