import { describe, expect, it } from 'vitest';
import { carriedHijri, encodeHijriDays } from '../views/prayer-times/hijri-days.ts';
import { fill } from '../views/prayer-times/today.ts';
import { enabledLanguages, translator } from './index.ts';
import { hijriTextIn, localizedTodayProps, todayText } from './prayer.ts';
import { clockPatternOf } from '../domain/i18n/clock-pattern.ts';

describe('todayText', () => {
  it("carries the default language's SPEC texts and no locale (fixed English labels)", () => {
    const text = todayText(translator('en'));
    expect([text.clock, text.translated]).toEqual([undefined, undefined]);
    expect(text.names).toEqual({
      fajr: 'Fajr',
      sunrise: 'Sunrise',
      dhuhr: 'Dhuhr',
      asr: 'Asr',
      maghrib: 'Maghrib',
      isha: 'Isha',
      jumuah: "Jumu'ah",
    });
    expect(fill(text.nextFajrTomorrow, { name: text.names.fajr, time: '5:42 AM' })).toBe(
      'Next: Fajr tomorrow, iqamah at 5:42 AM',
    );
    expect(text.fallbackNote).toBe("Calculated times: the masjid's timetable for this day has not been published yet.");
  });

  it.each([
    ['tr', 'tr-TR', ['İmsak', 'Güneş', 'Öğle', 'İkindi', 'Akşam', 'Yatsı', 'Cuma']],
    ['ar', 'ar-u-nu-latn', ['الفجر', 'الشروق', 'الظهر', 'العصر', 'المغرب', 'العشاء', 'الجمعة']],
  ])("%s: the prayer names of the issue, and %s's clock", (language, locale, names) => {
    const text = todayText(translator(language));
    expect(text.clock).toEqual(clockPatternOf(locale));
    expect(Object.values(text.names)).toEqual(names);
  });

  it('carries only the fallback note that can show: calculated days, or standard times when calculation is off', () => {
    expect(todayText(translator('en'), false).fallbackNote).toBe(
      "Standard times: the masjid's timetable for this day has not been published yet.",
    );
    expect(todayText(translator('tr'), true).fallbackNote).toMatch(/^Hesaplanmış vakitler/);
  });

  it.each(enabledLanguages)('%s: every message an island fills has only {name} placeholders', (language) => {
    expect(() => todayText(translator(language))).not.toThrow();
  });
});

describe('hijriTextIn', () => {
  it.each([
    ['en', '3 Jumada al-Akhirah 1448 AH', '3 Jumada al-Akhirah 1448 AH'],
    ['tr', '3 Jumada al-Akhirah 1448 AH', '3 Cemaziyelahir 1448'],
    ['tr', '1 Ramadan 1448 AH', '1 Ramazan 1448'],
    ['ar', '29 Dhu al-Hijjah 1447 AH', '29 ذو الحجة 1447 هـ'],
    ['tr', 'not a Hijri date', 'not a Hijri date'],
  ])('%s: %s → %s', (language, text, expected) => {
    expect(hijriTextIn(text, translator(language))).toBe(expected);
  });
});

describe('localizedTodayProps', () => {
  const hijri = encodeHijriDays(
    [
      { date: '2026-11-27', text: '16 Jumada al-Akhirah 1448 AH' },
      { date: '2026-11-28', text: '17 Jumada al-Akhirah 1448 AH' },
      { date: '2026-12-12', text: '1 Rajab 1448 AH' },
    ],
    '2026-12-13',
  );
  const props = { days: '', buildDate: '2026-11-27', hijri, config: { prayer: { calculateFallback: true } } as never };

  it('leaves the default language as it is and translates the carried Hijri months for another', () => {
    expect(localizedTodayProps(props, translator('en')).hijri).toBe(hijri);
    const turkish = localizedTodayProps(props, translator('tr')).hijri!;
    expect(carriedHijri(turkish, '2026-11-30')).toBe('19 Cemaziyelahir 1448');
    expect(carriedHijri(turkish, '2026-12-12')).toBe('1 Recep 1448');
    expect(carriedHijri(localizedTodayProps(props, translator('ar')).hijri!, '2026-12-12')).toBe('1 رجب 1448 هـ');
  });
});
