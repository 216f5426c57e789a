import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hijriDate, hijriToday } from './hijri.ts';

// Umm al-Qura dates as Node's Intl (ICU) gives them; they agree with the published Umm al-Qura tables
// (1 Ramadan 1447 = 18 Feb 2026, Eid al-Fitr 20 Mar 2026, 1 Muharram 1448 = 16 Jun 2026).
const knownDates = [
  ['2024-03-11', 1, 9, 1445, '1 Ramadan 1445 AH'],
  ['2025-03-01', 1, 9, 1446, '1 Ramadan 1446 AH'],
  ['2025-12-31', 11, 7, 1447, '11 Rajab 1447 AH'],
  ['2026-01-01', 12, 7, 1447, '12 Rajab 1447 AH'],
  ['2026-02-17', 29, 8, 1447, '29 Shaban 1447 AH'],
  ['2026-02-18', 1, 9, 1447, '1 Ramadan 1447 AH'],
  ['2026-03-19', 30, 9, 1447, '30 Ramadan 1447 AH'],
  ['2026-03-20', 1, 10, 1447, '1 Shawwal 1447 AH'],
  ['2026-05-27', 10, 12, 1447, '10 Dhu al-Hijjah 1447 AH'],
  ['2026-06-16', 1, 1, 1448, '1 Muharram 1448 AH'],
  ['2026-07-15', 1, 2, 1448, '1 Safar 1448 AH'],
  ['2026-08-14', 1, 3, 1448, '1 Rabi al-Awwal 1448 AH'],
  ['2026-09-12', 1, 4, 1448, '1 Rabi al-Thani 1448 AH'],
  ['2026-10-12', 1, 5, 1448, '1 Jumada al-Ula 1448 AH'],
  ['2026-11-13', 3, 6, 1448, '3 Jumada al-Akhirah 1448 AH'],
  ['2026-12-10', 1, 7, 1448, '1 Rajab 1448 AH'],
  ['2027-02-08', 1, 9, 1448, '1 Ramadan 1448 AH'],
  ['2027-04-08', 1, 11, 1448, '1 Dhu al-Qadah 1448 AH'],
  ['2028-02-29', 4, 10, 1449, '4 Shawwal 1449 AH'],
] as const;

describe('hijriDate', () => {
  it.each(knownDates)('%s is %s/%s/%s', (date, day, month, year, text) => {
    expect(hijriDate(date)).toMatchObject({ day, month, year, text });
  });

  it.each([
    ['2026-02-18', -1, '29 Shaban 1447 AH'],
    ['2026-02-17', 1, '1 Ramadan 1447 AH'],
    ['2026-02-19', -1, '1 Ramadan 1447 AH'],
    ['2026-03-21', -2, '30 Ramadan 1447 AH'],
    ['2026-06-15', 1, '1 Muharram 1448 AH'],
    ['2026-06-16', -1, '29 Dhu al-Hijjah 1447 AH'],
    ['2026-12-31', 2, '24 Rajab 1448 AH'],
  ])('%s with offset %i is %s', (date, offset, text) => {
    expect(hijriDate(date, offset).text).toBe(text);
  });

  it('gives the month name from our own list', () => {
    expect(hijriDate('2026-11-13').monthName).toBe('Jumada al-Akhirah');
  });

  it.each(['2026-02-30', '18/02/2026', ''])('rejects %j', (date) => {
    expect(() => hijriDate(date)).toThrow(RangeError);
  });
});

function checkToday() {
  it.each([
    ['2026-02-18T07:59:59Z', 0, '29 Shaban 1447 AH'],
    ['2026-02-18T08:00:00Z', 0, '1 Ramadan 1447 AH'],
    ['2026-02-18T08:00:00Z', -1, '29 Shaban 1447 AH'],
    ['2026-06-16T06:59:59Z', 0, '29 Dhu al-Hijjah 1447 AH'],
    ['2026-06-16T07:00:00Z', 0, '1 Muharram 1448 AH'],
  ])('at %s with offset %i the masjid date is %s', (instant, offset, text) => {
    expect(hijriToday('America/Los_Angeles', new Date(instant), offset).text).toBe(text);
  });
}

describe('hijriToday in the masjid zone', () => {
  checkToday();

  describe.each(['UTC', 'Asia/Tokyo'])('on a host in %s', (hostZone) => {
    const saved = process.env['TZ'];
    beforeAll(() => {
      process.env['TZ'] = hostZone;
    });
    afterAll(() => {
      if (saved === undefined) delete process.env['TZ'];
      else process.env['TZ'] = saved;
    });
    checkToday();
  });
});
