import { describe, expect, it } from 'vitest';
import { changeText } from './changes.ts';
import { changeTextIn, changeTimesIn, from12h, type ChangeWords } from './change-text.ts';

/** A 24-hour language with its own words, written here so the domain test needs no catalogue. */
const words: ChangeWords = {
  notice: ({ date, subject, after, before }) => `${date} itibarıyla: ${subject} ${after} (şu an ${before})`,
  subject: (subject) =>
    subject === 'jumuah'
      ? 'Cuma'
      : `${{ fajr: 'İmsak', dhuhr: 'Öğle', asr: 'İkindi', maghrib: 'Akşam', isha: 'Yatsı' }[subject]} kameti`,
  date: (iso) => `[${iso}]`,
  time: (hhMm) => `<${hhMm}>`,
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ve ${items.at(-1)}`),
};

describe('from12h', () => {
  it.each([
    ['7:30 PM', '19:30'],
    ['12:05 AM', '00:05'],
    ['12:00 PM', '12:00'],
    ['1:00 PM', '13:00'],
    [' 9:15 AM ', '09:15'],
    ['13:00 PM', null],
    ['7:60 PM', null],
    ['19:30', null],
    ['English', null],
  ])('%s → %s', (text, expected) => {
    expect(from12h(text)).toBe(expected);
  });
});

describe('changeTimesIn', () => {
  it.each([
    ['7:30 PM', '<19:30>'],
    ['1:00 PM and 2:00 PM', '<13:00> ve <14:00>'],
    ['12:30 PM, 1:30 PM and 2:30 PM', '<12:30>, <13:30> ve <14:30>'],
    // Khutbahs' details: the times rewritten, staff's words as written.
    ['1:00 PM · English · Main hall; 2:00 PM · Arabic', '<13:00> · English · Main hall; <14:00> · Arabic'],
    ['not a time', 'not a time'],
  ])('%s → %s', (text, expected) => {
    expect(changeTimesIn(text, words)).toBe(expected);
  });
});

describe('changeTextIn', () => {
  it.each([
    [
      { date: '2026-11-29', subject: 'isha', before: '7:30 PM', after: '7:45 PM' },
      '[2026-11-29] itibarıyla: Yatsı kameti <19:45> (şu an <19:30>)',
    ],
    [
      { date: '2026-12-04', subject: 'jumuah', before: '1:30 PM', after: '1:00 PM and 2:00 PM' },
      '[2026-12-04] itibarıyla: Cuma <13:00> ve <14:00> (şu an <13:30>)',
    ],
  ] as const)('%o', (change, expected) => {
    expect(changeTextIn(change, words)).toBe(expected);
  });

  it("with English words it writes changes.ts's own notice", () => {
    const english: ChangeWords = {
      notice: ({ date, subject, after, before }) => `From ${date}: ${subject} ${after} (now ${before})`,
      subject: (subject) =>
        subject === 'jumuah' ? "Jumu'ah" : `${subject[0]!.toUpperCase()}${subject.slice(1)} iqamah`,
      date: () => 'Sunday, Nov 29',
      time: (hhMm) => {
        const [h, m] = hhMm.split(':').map(Number) as [number, number];
        return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
      },
      list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
    };
    const change = { date: '2026-11-29', subject: 'isha', before: '7:30 PM', after: '7:45 PM' } as const;
    expect(changeTextIn(change, english)).toBe(changeText(change));
  });
});
