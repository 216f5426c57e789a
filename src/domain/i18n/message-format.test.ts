import { describe, expect, it } from 'vitest';
import { checkMessage, formatMessage, MessageSyntaxError, placeholdersOf, translate } from './message-format.ts';

const SEATS = '{count, plural, =0 {No seats left} one {# seat left} other {# seats left}}';
const SEATS_AR =
  '{count, plural, zero {لا مقاعد} one {مقعد واحد} two {مقعدان} few {# مقاعد} many {# مقعدًا} other {# مقعد}}';

describe('formatMessage', () => {
  it.each([
    ['Donate', {}, 'en', 'Donate'],
    [
      '© {year} {siteName}. All rights reserved.',
      { year: 2026, siteName: 'RWC Masjid' },
      'en-US',
      '© 2026 RWC Masjid. All rights reserved.',
    ],
    ["Cuma'ya {minutes} dakika", { minutes: 5 }, 'tr-TR', "Cuma'ya 5 dakika"],
    ['{day} {month} {year} AH', { day: 3, month: 'Rajab', year: 1448 }, 'en-US', '3 Rajab 1448 AH'],
    ['{n}', { n: 12500 }, 'en-US', '12,500'],
    ['{n}', { n: 1448 }, 'ar-u-nu-arab', '١٤٤٨'],
    ['{n}', { n: 1448 }, 'ar-u-nu-latn', '1448'],
    [SEATS, { count: 0 }, 'en', 'No seats left'],
    [SEATS, { count: 1 }, 'en', '1 seat left'],
    [SEATS, { count: 2 }, 'en', '2 seats left'],
    [SEATS, { count: 1 }, 'tr', '1 seat left'],
    [SEATS_AR, { count: 0 }, 'ar', 'لا مقاعد'],
    [SEATS_AR, { count: 1 }, 'ar', 'مقعد واحد'],
    [SEATS_AR, { count: 2 }, 'ar', 'مقعدان'],
    [SEATS_AR, { count: 3 }, 'ar-u-nu-arab', '٣ مقاعد'],
    [SEATS_AR, { count: 11 }, 'ar-u-nu-latn', '11 مقعدًا'],
    [SEATS_AR, { count: 100 }, 'ar-u-nu-latn', '100 مقعد'],
    [
      '{kind, select, adhan {Adhan at {time}} other {Iqamah at {time}}}',
      { kind: 'adhan', time: '5:42 AM' },
      'en',
      'Adhan at 5:42 AM',
    ],
    [
      '{kind, select, adhan {Adhan at {time}} other {Iqamah at {time}}}',
      { kind: 'x', time: '6:00 AM' },
      'en',
      'Iqamah at 6:00 AM',
    ],
    [
      '{count, plural, one {{name} and # other} other {{name} and # others}}',
      { count: 3, name: 'Ali' },
      'en',
      'Ali and 3 others',
    ],
    ['# is a hash outside a plural', {}, 'en', '# is a hash outside a plural'],
  ] as const)('%s with %j in %s → %s', (message, params, locale, expected) => {
    expect(formatMessage(message, params, locale)).toBe(expected);
  });

  it('throws when a parameter is missing', () => {
    expect(() => formatMessage('Hello {name}', {}, 'en')).toThrow(/Missing parameter "name"/);
    expect(() => formatMessage(SEATS, {}, 'en')).toThrow(/Missing parameter "count"/);
  });
});

describe('checkMessage', () => {
  it.each([
    ['Hello {name'],
    ['Hello name}'],
    ['{}'],
    ['{count, plural, one {x}}'],
    ['{count, plural, few {x} some {y} other {z}}'],
    ['{count, number}'],
    ['{count, plural, one {x} one {y} other {z}}'],
    ['{count, plural, one x other {z}}'],
  ])('refuses %s', (message) => {
    expect(() => checkMessage(message)).toThrow(MessageSyntaxError);
  });

  it.each([['plain'], ['{a} {b}'], [SEATS], [SEATS_AR], ["L'été, Cuma'ya"]])('accepts %s', (message) => {
    expect(() => checkMessage(message)).not.toThrow();
  });
});

describe('placeholdersOf', () => {
  it.each([
    ['no placeholders', []],
    ['{b} then {a} then {b}', ['a', 'b']],
    [SEATS, ['count']],
    [
      '{count, plural, one {{name} and # other} other {{who, select, me {me} other {{name}}}}}',
      ['count', 'name', 'who'],
    ],
  ] as const)('%s → %j', (message, expected) => {
    expect(placeholdersOf(message)).toEqual(expected);
  });
});

describe('translate', () => {
  const messages = { 'common.donate': 'Bağış Yap', 'common.year': '© {year}' };
  it('finds the key and fills its placeholders', () => {
    expect(translate(messages, 'common.donate')).toBe('Bağış Yap');
    expect(translate(messages, 'common.year', { year: 2026 }, 'tr-TR')).toBe('© 2026');
  });
  it('throws on a key the catalogue lacks rather than showing it', () => {
    expect(() => translate(messages, 'common.missing')).toThrow(/No message "common.missing"/);
  });
});
