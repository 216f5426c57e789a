import { describe, expect, it } from 'vitest';
import { site } from '../config/site.ts';
import { calculatedYear } from '../domain/prayer-times/calculated.ts';
import { changeTextIn } from '../domain/schedule/change-text.ts';
import { scheduleChanges } from '../domain/schedule/changes.ts';
import { buildSchedule } from '../domain/schedule/schedule.ts';
import { defaultPrayerSettings, type PrayerSettings } from '../domain/schedule/settings.ts';
import { yearlyProps } from '../views/prayer-times/build/island-props.ts';
import { scheduleReader } from '../views/prayer-times/build/schedule.ts';
import { ENGLISH_RAMADAN_WORDS, ramadanTimetable } from '../views/prayer-times/ramadan-timetable.ts';
import { jumuahSentence, monthJumuahText } from '../views/prayer-times/schedule-extras.ts';
import { ENGLISH_YEARLY_TEXT, fillIn, yearlyTime } from '../views/prayer-times/yearly-text.ts';
import { noPrayerTimesText, shortDateLabel } from '../views/prayer-times/yearly-months.ts';
import { translator } from './index.ts';
import { changeWords, jumuahWords, listIn, ramadanWords, yearlyText } from './schedule.ts';

const defaults = defaultPrayerSettings(site);
const content = (settings: PrayerSettings = defaults) => ({
  prayerTimes: calculatedYear(2026, site),
  prayerSettings: settings,
});
function withSettings(change: (settings: PrayerSettings) => void): PrayerSettings {
  const settings = structuredClone(defaults);
  change(settings);
  return settings;
}
const [en, tr, ar] = [translator('en'), translator('tr'), translator('ar')];

describe('the catalogue’s English is SPEC’s, as the modules write it', () => {
  it("the yearly island's text", () => {
    const { clock, ...text } = yearlyText(en);
    expect(clock).toBeUndefined();
    expect(text).toEqual(ENGLISH_YEARLY_TEXT);
  });

  it('the Ramadan timetable, Jumu’ah lines and lists', () => {
    expect(ramadanWords(en)).toBe(ENGLISH_RAMADAN_WORDS);
    const english = new Map<string, unknown>(Object.entries(ENGLISH_RAMADAN_WORDS));
    // The catalogue's English messages say what the English words say.
    const viaCatalogue = ramadanTimetable(scheduleReader(content()), '2026-01-10', {
      ...ENGLISH_RAMADAN_WORDS,
      title: (year) => en('schedule.ramadanTitle', { year }),
      range: (from, to, days) => en('schedule.ramadanRange', { from, to, days }),
      noteSuhoor: (minutes) => en('schedule.noteSuhoor', { minutes }),
      noteTaraweeh: (rule, date) => en('schedule.noteTaraweeh', { rule, date }),
      noteLastTen: (date) => en('schedule.noteLastTen', { date }),
      noteCalendar: (offset) =>
        offset === null ? en('schedule.noteCalendar') : en('schedule.noteCalendarOffset', { offset }),
      noteEidExpected: (date) => en('schedule.noteEidExpected', { date }),
    });
    expect(english.size).toBeGreaterThan(0);
    expect(viaCatalogue).toEqual(ramadanTimetable(scheduleReader(content()), '2026-01-10'));
    expect(listIn(en, ['1:00 PM', '2:00 PM', '3:00 PM'])).toBe('1:00 PM, 2:00 PM and 3:00 PM');
    const khutbahs = [
      { time: '13:00', khateeb: '', language: 'English', place: 'Main hall' },
      { time: '14:00', khateeb: '', language: 'Arabic', place: '' },
    ];
    expect(en('schedule.jumuahOnFridaysAt', { times: '1:30 PM' })).toBe(
      jumuahSentence([{ time: '13:30', khateeb: '', language: '', place: '' }]),
    );
    expect(jumuahSentence(khutbahs, jumuahWords(en))).toBe(
      "Jumu'ah on Fridays at 1:00 PM (English, Main hall) and 2:00 PM (Arabic)",
    );
  });

  it('a change notice', () => {
    const settings = withSettings(
      (s) =>
        void (s.iqamah.isha.rule = { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: null, notAfter: null }),
    );
    const changes = scheduleChanges(
      buildSchedule({ from: '2026-01-01', to: '2026-03-31', timetable: [], settings, site }),
    );
    expect(changes.length).toBeGreaterThan(5);
    for (const change of changes) expect(changeTextIn(change, changeWords(en))).toBe(change.text);
  });
});

describe('change notices in the page’s language', () => {
  it.each([
    [
      tr,
      { date: '2026-11-29', subject: 'isha', before: '7:30 PM', after: '7:45 PM' },
      '29 Kas Pazar itibarıyla: Yatsı kameti 19:45 (şu an 19:30)',
    ],
    [
      tr,
      { date: '2026-12-04', subject: 'jumuah', before: '1:30 PM', after: '1:00 PM and 2:00 PM' },
      '4 Ara Cuma itibarıyla: Cuma 13:00 ve 14:00 (şu an 13:30)',
    ],
    [
      ar,
      { date: '2026-11-29', subject: 'fajr', before: '6:00 AM', after: '6:15 AM' },
      'ابتداءً من الأحد، 29 نوفمبر: إقامة الفجر 6:15 ص (الآن 6:00 ص)',
    ],
    [
      ar,
      { date: '2026-12-04', subject: 'jumuah', before: '1:30 PM', after: '1:00 PM and 2:00 PM' },
      'ابتداءً من الجمعة، 4 ديسمبر: الجمعة 1:00 م و2:00 م (الآن 1:30 م)',
    ],
  ] as const)('%s: %o', (t, change, expected) => {
    expect(changeTextIn(change, changeWords(t))).toBe(expected);
  });
});

describe('the Ramadan timetable in the page’s language', () => {
  const settings = withSettings((s) => {
    s.ramadan.taraweeh = { kind: 'afterIsha', minutes: 15 };
    s.hijri.offsetDays = 1;
  });
  it.each([
    [
      tr,
      {
        title: 'Ramazan 1447 İmsakiyesi',
        first: { hijri: '29 Şaban', night: 'İlk gece', fast: null },
        fast1: '1 Ramazan',
        night21: '21. gece',
        notes: [
          'Sahur, İmsak ezanından 10 dakika önce biter; iftar Akşam ezanıyladır.',
          'Teravih Yatsı kametinden 15 dk sonra',
        ],
        offset: 'mescidin +1 günlük düzeltmesiyle',
        range: /^\d+ Şubat 2026 \S+ – \d+ Mart 2026 \S+ \(30 gün\)$/,
      },
    ],
    [
      ar,
      {
        title: 'إمساكية رمضان 1447',
        first: { hijri: '29 شعبان', night: 'الليلة الأولى', fast: null },
        fast1: '1 رمضان',
        night21: 'الليلة 21',
        notes: [
          'ينتهي السحور قبل أذان الفجر بـ 10 دقائق؛ والإفطار عند أذان المغرب.',
          'التراويح بعد إقامة العشاء بـ 15 دقيقة',
        ],
        offset: 'بمقدار +1 يوم',
        range: /^من .+ فبراير 2026 إلى .+ مارس 2026 \(30 يومًا\)$/,
      },
    ],
  ] as const)('%s', (t, expected) => {
    const timetable = ramadanTimetable(scheduleReader(content(settings)), '2026-01-10', ramadanWords(t))!;
    expect(timetable.title).toBe(expected.title);
    expect(timetable.rangeText).toMatch(expected.range);
    expect(timetable.rows[0]).toMatchObject(expected.first);
    expect(timetable.rows.find((row) => row.fast === 1)!.hijri).toBe(expected.fast1);
    expect(timetable.rows.find((row) => row.night.includes('21'))!.night).toBe(expected.night21);
    expect(timetable.notes[0]).toBe(expected.notes[0]);
    expect(timetable.notes[1]).toContain(expected.notes[1]);
    expect(timetable.notes.join(' ')).toContain(expected.offset);
    // Times on the language's clock, never SPEC's English 'AM'/'PM'.
    const times = timetable.rows.flatMap((row) => [row.suhoorEnds, row.fajr, row.iftar, row.isha, row.taraweeh]);
    expect(times.some((time) => /AM|PM/.test(time))).toBe(false);
    if (t === tr) expect(timetable.rows[1]!.isha).toMatch(/^\d\d:\d\d$/);
    else expect(timetable.rows[1]!.isha).toMatch(/^\d{1,2}:\d\d م$/);
  });
});

describe("the yearly island's text in the page's language", () => {
  it.each([
    [
      tr,
      ['Tarih', 'İmsak Ezanı', 'İmsak Kameti', 'Güneş', 'Öğle', 'İkindi', 'Akşam', 'Yatsı'],
      'Ocak',
      '5 Oca',
      '05:42',
      'Ocak 2026 için namaz vakti yok',
    ],
    [
      ar,
      ['التاريخ', 'أذان الفجر', 'إقامة الفجر', 'الشروق', 'الظهر', 'العصر', 'المغرب', 'العشاء'],
      'يناير',
      '5 يناير',
      '5:42 ص',
      'لا تتوفر مواقيت صلاة لشهر يناير 2026',
    ],
  ] as const)('%s', (t, headings, january, jan5, time, none) => {
    const text = yearlyText(t);
    expect([text.date, ...Object.values(text.columns)]).toEqual(headings);
    expect(text.months[0]).toBe(january);
    expect(shortDateLabel('2026-01-05', text)).toBe(jan5);
    expect(yearlyTime(text, '05:42')).toBe(time);
    expect(noPrayerTimesText(1, 2026, text)).toBe(none);
    expect(fillIn(text.sheetNote, { jumuah: 'X' })).toContain('X');
    expect(JSON.stringify(text).replace(/"\w+":/g, '')).not.toMatch(/Fajr|Iqamah|Jumu'ah|new khutbahs/);
  });

  it("the month sheets' Jumu'ah lines, with a change of khutbahs within a month", () => {
    const settings = withSettings((s) => {
      s.jumuah.overrides = [
        {
          from: '2026-03-13',
          to: '2026-12-31',
          khutbahs: [
            { time: '13:00', khateeb: '', language: '', place: '' },
            { time: '14:00', khateeb: '', language: '', place: '' },
          ],
        },
      ];
    });
    expect(monthJumuahText(settings, 2026, 3, jumuahWords(tr))).toBe(
      'Cuma namazı her cuma 13:30; 13 Mar itibarıyla 13:00 ve 14:00',
    );
    expect(monthJumuahText(settings, 2026, 3)).toBe(
      "Jumu'ah on Fridays at 1:30 PM; from Mar 13 at 1:00 PM and 2:00 PM",
    );
    const props = yearlyProps(content(settings), 2026, { language: { jumuah: jumuahWords(ar), text: yearlyText(ar) } });
    expect(props.island.text).toBe(props.months.text);
    expect(props.months.jumuahByMonth?.[2]).toBe('الجمعة كل يوم جمعة في 1:30 م؛ ابتداءً من 13 مارس في 1:00 م و2:00 م');
    expect(props.months.jummaTime).toBe('1:30 م');
  });
});

describe("the home page's Ramadan card carries its parts for another language", () => {
  it('each day: the fast, its Suhoor end, Iftar and Taraweeh as HH:MM; the eve without a fast', async () => {
    const { ramadanCard } = await import('../views/prayer-times/schedule-extras.ts');
    const settings = withSettings((s) => void (s.ramadan.taraweeh = { kind: 'afterIsha', minutes: 15 }));
    const card = ramadanCard(scheduleReader(content(settings)), '2026-02-15')!;
    expect(card.suhoorMinutes).toBe(settings.ramadan.suhoorMinutesBeforeFajr);
    expect(card.taraweeh).toEqual({ kind: 'afterIsha', minutes: 15 });
    const [eve, first] = card.days;
    expect(eve).toMatchObject({ fast: null, suhoorEnds: null, iftar: null });
    expect(eve!.taraweeh).toMatch(/^\d\d:\d\d$/);
    expect(first).toMatchObject({ fast: 1 });
    expect([first!.suhoorEnds, first!.iftar, first!.taraweeh].every((time) => /^\d\d:\d\d$/.test(time ?? ''))).toBe(
      true,
    );
    // The English text says the same times.
    expect(first!.text).toContain(`Iftar ${en.time(first!.iftar!)}`);
  });
});
