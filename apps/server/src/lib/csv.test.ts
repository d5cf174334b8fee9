import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV cells (RFC 4180, decision 026)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['Émilie Çağlar 東京', 'Émilie Çağlar 東京'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a=b', 'a=b'],
  ])('neutralizes the formula %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and empty cells for null', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
