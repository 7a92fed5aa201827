import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and keeps commas and line breaks inside a cell', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
        [1, null],
      ]),
    ).toBe('"a","b,c"\r\n"say ""hi""","two\nlines"\r\n"1",""\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'ok=1']])).toBe(
      `"'=HYPERLINK(""x"")","'+1","'-2","'@SUM(A1)","ok=1"\r\n`,
    );
  });

  it('reads back as it was written', () => {
    const rows = [
      ['Ana "Ani" Díaz', 'شكراً, line\ntwo'],
      ['Çağla', ''],
    ];
    const parsed = Papa.parse<string[]>(toCsv(rows), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual(rows);
  });
});
