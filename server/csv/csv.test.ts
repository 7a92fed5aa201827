import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsv, toCsv } from './csv';

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

describe('readCsv', () => {
  const limits = { maxBytes: 10_000, maxRows: 5 };

  it('reads back what toCsv wrote, BOM and defused formulas included', () => {
    const file = toCsv(
      [
        ['First Name', 'note'],
        ['=cmd', 'a,b'],
        ['Çağla', '-1'],
      ],
      { bom: true },
    );
    expect(file.startsWith('\uFEFF"First Name"')).toBe(true);
    const { header, rows } = readCsv(Buffer.from(file, 'utf8'), limits);
    expect(header).toEqual(['first_name', 'note']);
    expect(rows).toEqual([
      { line: 2, cells: { first_name: '=cmd', note: 'a,b' } },
      { line: 3, cells: { first_name: 'Çağla', note: '-1' } },
    ]);
  });

  it('refuses other encodings, huge files and too many rows with a code', () => {
    const latin1 = Buffer.from('first_name\nJos\xe9\n', 'latin1');
    expect(() => readCsv(latin1, limits)).toThrow(expect.objectContaining({ code: 'csv_wrong_encoding' }));
    const utf16 = Buffer.from('\ufefffirst_name\nAna\n', 'utf16le');
    expect(() => readCsv(utf16, limits)).toThrow(expect.objectContaining({ code: 'csv_wrong_encoding' }));
    expect(() => readCsv(Buffer.alloc(10_001, 'a'), limits)).toThrow(
      expect.objectContaining({ code: 'csv_too_large' }),
    );
    const many = Buffer.from(`n\n${'x\n'.repeat(6)}`);
    expect(() => readCsv(many, limits)).toThrow(expect.objectContaining({ code: 'csv_too_many_rows' }));
  });
});
