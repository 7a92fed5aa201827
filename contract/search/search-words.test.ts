import { describe, expect, it } from 'vitest';
import { searchWords, wordsMatch } from './index';

describe('search words', () => {
  it('splits on anything but letters, marks and digits, in any script, lower-cased', () => {
    expect(searchWords("  O'Neil-Smith, ŞAHİN  ")).toEqual(['o', 'neil', 'smith', 'şahin']);
    expect(searchWords('محمد الأحمد')).toEqual(['محمد', 'الأحمد']);
    expect(searchWords(":*&|!() '")).toEqual([]);
  });

  it('matches each word as the start of a word, accents, case and order ignored', () => {
    expect(wordsMatch('var boys', 'Junior Varsity Boys')).toBe(true);
    expect(wordsMatch('BOYS jun', 'Junior Varsity Boys')).toBe(true);
    expect(wordsMatch('arsity', 'Junior Varsity Boys')).toBe(false);
    expect(wordsMatch('kizlar', 'Kızlar A Takımı')).toBe(true);
    expect(wordsMatch('TAKIMI', 'Kızlar A Takımı')).toBe(true);
    expect(wordsMatch('jose', 'José Álvarez')).toBe(true);
    expect(wordsMatch('الفريق', 'الفريق الأول للبنات')).toBe(true);
    expect(wordsMatch('!!', 'anything')).toBe(false);
  });
});
