import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCell, toCsv } from './csv.ts';

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20 123', "'+31 20 123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['Amina', 'Amina'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [3, '3'],
    [-3, '-3'],
    [true, 'true'],
  ])('%j → %j', (value, expected) => expect(neutraliseCell(value)).toBe(expected));
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1,2', `"'=1,2"`],
    ['\r=x', `"'\r=x"`],
  ])('%j → %j', (value, expected) => expect(csvField(value)).toBe(expected));
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Name', 'Seats'], [['=evil()', 2], ['Bilal, Jr.', 1]])).toBe(`Name,Seats\r\n'=evil(),2\r\n"Bilal, Jr.",1\r\n`);
  });
});
