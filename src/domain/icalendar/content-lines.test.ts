import { describe, expect, it } from 'vitest';
import { contentLine, escapeText, foldLine, paramValue, serializeLines } from './content-lines.ts';

const octets = (text: string) => new TextEncoder().encode(text).byteLength;

describe('escapeText', () => {
  it.each([
    ['plain', 'Community iftar', 'Community iftar'],
    ['comma', 'Quran, Tajweed', 'Quran\\, Tajweed'],
    ['semicolon', 'Fajr; then tea', 'Fajr\\; then tea'],
    ['backslash before the others', 'a\\b,c', 'a\\\\b\\,c'],
    ['LF', 'line 1\nline 2', 'line 1\\nline 2'],
    ['CRLF is one break', 'line 1\r\nline 2', 'line 1\\nline 2'],
    ['lone CR', 'line 1\rline 2', 'line 1\\nline 2'],
    ['colon and quotes stay', 'Time: 7:30 "PM"', 'Time: 7:30 "PM"'],
    ['control characters dropped, tab kept', 'a\u0000b\u0007c\td\u007f', 'abc\td'],
    ['non-Latin text unchanged', 'إفطار جماعي، رمضان', 'إفطار جماعي، رمضان'],
  ])('%s', (_name, input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('paramValue', () => {
  it.each([
    ['America/Los_Angeles', 'America/Los_Angeles'],
    ['Main hall: east', '"Main hall: east"'],
    ['a;b', '"a;b"'],
    ['say "hi"', "say 'hi'"],
    ['two\nlines', 'two lines'],
  ])('%j → %j', (input, expected) => {
    expect(paramValue(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  const cases: Array<[string, string]> = [
    ['short ASCII', 'SUMMARY:Fajr iqamah'],
    ['exactly 75 octets', `SUMMARY:${'x'.repeat(67)}`],
    ['76 octets', `SUMMARY:${'x'.repeat(68)}`],
    ['long ASCII', `DESCRIPTION:${'word '.repeat(60)}`],
    ['Arabic (2-octet characters)', `SUMMARY:${'صلاة الجمعة في المسجد '.repeat(8)}`],
    ['CJK (3-octet characters)', `SUMMARY:${'清真寺礼拜时间'.repeat(12)}`],
    ['emoji (4 octets, surrogate pairs)', `SUMMARY:${'🕌🌙'.repeat(30)}`],
    ['mixed, a multi-byte character right at the limit', `SUMMARY:${'x'.repeat(66)}é${'ü'.repeat(50)}`],
  ];
  it.each(cases)('%s: every line ≤ 75 octets, no split character, unfolds to the original', (_name, line) => {
    const lines = foldLine(line);
    for (const physical of lines) expect(octets(physical)).toBeLessThanOrEqual(75);
    lines.slice(1).forEach((continuation) => expect(continuation.startsWith(' ')).toBe(true));
    // Unfolding removes CRLF + one space; the bytes must come back exactly.
    expect(
      lines[0]! +
        lines
          .slice(1)
          .map((l) => l.slice(1))
          .join(''),
    ).toBe(line);
    expect(lines.join('')).not.toContain('\uFFFD');
    // Lines are filled: a fold happens only when the next character would not fit.
    lines.slice(0, -1).forEach((physical, i) => {
      const next = [...lines[i + 1]!.slice(1)][0]!;
      expect(octets(physical) + octets(next)).toBeGreaterThan(75);
    });
  });

  it('leaves a 75-octet line whole and folds a 76-octet one in two', () => {
    expect(foldLine(`SUMMARY:${'x'.repeat(67)}`)).toHaveLength(1);
    expect(foldLine(`SUMMARY:${'x'.repeat(68)}`)).toEqual([`SUMMARY:${'x'.repeat(67)}`, ' x']);
  });
});

describe('contentLine and serializeLines', () => {
  it('writes parameters, quoting where needed, and skips undefined ones', () => {
    expect(contentLine('DTSTART', '20260308T061500', { TZID: 'America/Los_Angeles' })).toBe(
      'DTSTART;TZID=America/Los_Angeles:20260308T061500',
    );
    expect(contentLine('X-TEST', 'v', { A: 'x,y', B: undefined })).toBe('X-TEST;A="x,y":v');
  });

  it('ends every line with CRLF, folded lines included', () => {
    const text = serializeLines(['BEGIN:VCALENDAR', `X-LONG:${'y'.repeat(100)}`, 'END:VCALENDAR']);
    expect(text).toBe(`BEGIN:VCALENDAR\r\nX-LONG:${'y'.repeat(68)}\r\n ${'y'.repeat(32)}\r\nEND:VCALENDAR\r\n`);
  });
});
