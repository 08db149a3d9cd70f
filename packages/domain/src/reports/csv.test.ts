import { describe, expect, it } from 'vitest';
import { csvField, moneyColumns, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain fields alone', () => {
    expect(csvField('Gold Rush')).toBe('Gold Rush');
    expect(csvField(1250)).toBe('1250');
    expect(csvField(true)).toBe('true');
  });

  it('writes null and undefined as empty fields', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records', () => {
    expect(
      toCsv(
        ['Name', 'Cents'],
        [
          ['Week 1, "A"', 500],
          ['Week 2', null],
        ],
      ),
    ).toBe('Name,Cents\r\n"Week 1, ""A""",500\r\nWeek 2,\r\n');
  });

  it('neutralises spreadsheet formulas in text but keeps typed numbers and amounts', () => {
    expect(toCsv(['X', 'N', 'A'], [['=SUM(A1)', -5, moneyColumns(-5)[1]]])).toBe(
      "X,N,A\r\n'=SUM(A1),-5,-$0.05\r\n",
    );
    expect(toCsv(['X'], [['-cmd'], ['@x'], ['+1']])).toBe("X\r\n'-cmd\r\n'@x\r\n'+1\r\n");
  });

  it('prefixes every text starting with -, tab or CR, even a negative-looking one (OWASP)', () => {
    const attacks = ["-1+cmd|' /C calc'!A0", '-$A$1+cmd|x', '-12', '-$0.05', '\t=1', '\r=1'];
    const cells = toCsv(
      ['X'],
      attacks.map((text) => [text]),
    )
      .split('\r\n')
      .slice(1, -1);
    expect(cells).toEqual([
      "'-1+cmd|' /C calc'!A0",
      "'-$A$1+cmd|x",
      "'-12",
      "'-$0.05",
      "'\t=1",
      `"'\r=1"`,
    ]);
  });
});

describe('moneyColumns', () => {
  it('gives cents and the formatted amount', () => {
    expect(moneyColumns(123456).map(String)).toEqual(['123456', '$1,234.56']);
    expect(moneyColumns(-50).map(String)).toEqual(['-50', '-$0.50']);
  });
});
