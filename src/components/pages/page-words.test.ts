import { describe, expect, it } from 'vitest';
import { eventDateDisplay } from '../../domain/dates/event-dates.ts';
import { categoryLabel, registrationNotice } from '../../domain/events/types.ts';
import { monthLabel } from '../../domain/events/calendar.ts';
import { daysText, meetingText, meetingTimeText, prayerRelativeText } from '../../domain/programs/meetings.ts';
import { programSchema, type Meeting, type Weekday } from '../../domain/programs/program.ts';
import { dateRangeText, durationText, longDate } from '../../domain/programs/program-text.ts';
import {
  daysTextIn,
  dateRangeIn,
  durationIn,
  longDateIn,
  meetingTextIn,
  meetingTimeTextIn,
  prayerRelativeTextIn,
} from '../../domain/programs/program-words.ts';
import { translator } from '../../i18n/index.ts';
import { DEFAULT_SITE_FACTS } from '../../views/site-facts/build/default-facts.ts';
import { englishSay, programPageView } from '../../views/programs/program-view.ts';
import { programListView } from '../../views/programs/program-list.ts';
import {
  calendarMessages,
  campaignWords,
  eventMessages,
  localizedKhutbahTimes,
  messageParts,
  programPageLabels,
  programSay,
  programWords,
  slots,
} from './page-words.ts';
import { ENGLISH_PROGRAM_LABELS } from '../programs/program-page-body.tsx';

const en = programWords(translator('en'));
const tr = programWords(translator('tr'));
const ar = programWords(translator('ar'));
const asr = (_date: string, prayer: string) => (prayer === 'asr' ? '15:28' : null);

describe('the English catalogue says what the site always said (SPEC English unchanged)', () => {
  it.each([
    ['2025-06-16', '2025-07-25'],
    ['2025-12-27', '2026-04-11'],
    ['2026-03-01', '2026-03-01'],
    ['2026-01-05', '2026-01-09'],
  ])('dates %s to %s', (start, end) => {
    expect(longDateIn(en, start)).toBe(longDate(start));
    expect(dateRangeIn(en, start, end)).toBe(dateRangeText(start, end));
    expect(durationIn(en, start, end)).toBe(durationText(start, end));
  });

  const days: Weekday[][] = [
    ['sunday'],
    ['saturday', 'sunday'],
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    ['monday', 'wednesday', 'friday'],
    [],
  ];
  it.each(days)('days %j', (...list) => {
    expect(daysTextIn(en, list)).toBe(daysText(list));
  });

  const meetings: Pick<Meeting, 'days' | 'start' | 'endTime' | 'durationMinutes'>[] = [
    { days: ['saturday'], start: '10:00', endTime: '12:30' },
    { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], start: '13:00', durationMinutes: 240 },
    { days: ['sunday'], start: '09:00' },
    { days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 } },
    { days: ['friday'], start: { prayer: 'asr', offsetMinutes: 30 } },
    { days: ['friday'], start: { prayer: 'fajr', offsetMinutes: -1 } },
  ];
  it.each(meetings)('meeting %j', (meeting) => {
    expect(meetingTextIn(en, meeting, '2026-03-01', asr)).toBe(meetingText(meeting, '2026-03-01', asr));
    expect(meetingTimeTextIn(en, meeting)).toBe(meetingTimeText(meeting));
    if (typeof meeting.start !== 'string')
      expect(prayerRelativeTextIn(en, meeting.start)).toBe(prayerRelativeText(meeting.start));
  });

  it("a program's page and the list, status by status", () => {
    const program = programSchema.parse({
      title: 'Saturday School',
      slug: 'saturday-school',
      summary: 'Weekly classes.',
      term: 'Fall 2026',
      startDate: '2026-09-12',
      endDate: '2026-12-19',
      registrationOpens: '2026-08-01',
      registrationCloses: '2026-09-30',
      meetings: [{ days: ['saturday'], start: { prayer: 'asr', offsetMinutes: 15 }, place: 'Hall' }],
      scheduleCards: [
        { label: 'Time', show: 'meetings' },
        { label: 'Dates', show: 'dates' },
        { label: 'Duration', show: 'duration' },
      ],
      registration: { method: 'email', to: 'school', buttonLabel: 'Register' },
      callToAction: { heading: 'Join us', buttonLabel: 'Write' },
    });
    const say = programSay(translator('en'));
    for (const today of ['2026-07-15', '2026-08-10', '2026-09-20', '2026-10-10', '2026-12-20']) {
      const input = { slug: 'saturday-school', program, facts: DEFAULT_SITE_FACTS, today, prayerTime: asr };
      expect(programPageView({ ...input, say })).toEqual(programPageView({ ...input, say: englishSay }));
      expect(programPageView({ ...input, say })).toEqual(programPageView(input));
    }
    const items = [{ id: 1, slug: 'saturday-school', data: program }];
    expect(programListView(items, '2026-10-10', asr, say)).toEqual(programListView(items, '2026-10-10', asr));
    expect(programPageLabels(translator('en'))).toEqual(ENGLISH_PROGRAM_LABELS);
  });

  it('event dates, categories and notices', () => {
    const words = eventMessages(translator('en'));
    const events = [
      { startDate: '2026-03-05T19:30', endDate: '2026-03-05T21:00' },
      { startDate: '2026-03-05', endDate: '2026-03-06' },
      { startDate: null, isPermanent: true },
      { startDate: '2026-03-05T00:05:00Z' },
    ];
    for (const event of events)
      expect(eventDateDisplay(event, 'America/Los_Angeles', words)).toEqual(
        eventDateDisplay(event, 'America/Los_Angeles'),
      );
    for (const category of ['community', 'ramadan', 'youth', 'education', 'bazaar', ''])
      expect(categoryLabel(category, words)).toBe(categoryLabel(category));
    for (const event of [
      { registrationRequired: true, maxAttendees: 40 },
      { registrationRequired: true },
      { maxAttendees: 12 },
      {},
    ]) {
      expect(registrationNotice(event, words)).toBe(registrationNotice(event));
    }
    expect(monthLabel({ year: 2026, month: 3 }, 'en-US')).toBe(monthLabel({ year: 2026, month: 3 }));
  });

  it('the calendar week and the khutbah times', () => {
    expect(calendarMessages(translator('en')).weekdays.map(([short]) => short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(localizedKhutbahTimes([{ time: '13:15' }, { time: '14:15' }], translator('en'))).toBe('1:15 PM and 2:15 PM');
  });
});

describe('Turkish and Arabic', () => {
  it.each([
    [
      tr,
      '16 Haziran - 25 Temmuz 2025',
      '6 hafta',
      'Cumartesi günleri, 10:00 - 12:30',
      'Pazar günleri İkindi namazından sonra (15:28)',
    ],
    [ar, '16 يونيو - 25 يوليو 2025', '6 أسابيع', 'أيام السبت، 10:00 ص - 12:30 م', 'أيام الأحد بعد العصر (3:28 م)'],
  ])('%#: dates, length and meetings', (words, range, length, fixed, relative) => {
    expect(dateRangeIn(words, '2025-06-16', '2025-07-25')).toBe(range);
    expect(durationIn(words, '2025-06-16', '2025-07-25')).toBe(length);
    expect(meetingTextIn(words, { days: ['saturday'], start: '10:00', endTime: '12:30' })).toBe(fixed);
    expect(
      meetingTextIn(words, { days: ['sunday'], start: { prayer: 'asr', offsetMinutes: 0 } }, '2026-03-01', asr),
    ).toBe(relative);
  });

  it('Arabic counts with its six plural forms', () => {
    expect(prayerRelativeTextIn(ar, { prayer: 'maghrib', offsetMinutes: 1 })).toBe('بعد المغرب بـدقيقة واحدة');
    expect(prayerRelativeTextIn(ar, { prayer: 'maghrib', offsetMinutes: 2 })).toBe('بعد المغرب بـدقيقتين');
    expect(prayerRelativeTextIn(ar, { prayer: 'maghrib', offsetMinutes: 10 })).toBe('بعد المغرب بـ10 دقائق');
    expect(prayerRelativeTextIn(ar, { prayer: 'maghrib', offsetMinutes: 15 })).toBe('بعد المغرب بـ15 دقيقة');
  });

  it('days run and list in each language', () => {
    expect(daysTextIn(tr, ['monday', 'tuesday', 'wednesday'])).toBe('Pazartesi günleri - Çarşamba günleri');
    expect(daysTextIn(tr, ['monday', 'wednesday', 'friday'])).toBe(
      'Pazartesi günleri, Çarşamba günleri ve Cuma günleri',
    );
    expect(daysTextIn(ar, ['monday', 'wednesday'])).toBe('أيام الاثنين وأيام الأربعاء');
  });

  it("events: dates through Intl in the masjid's zone, the catalogue's words", () => {
    const words = eventMessages(translator('tr'));
    const display = eventDateDisplay(
      { startDate: '2026-03-05T03:30:00Z', endDate: '2026-03-05' },
      'America/Los_Angeles',
      words,
    );
    // 03:30 UTC is the evening before in Los Angeles.
    expect(display).toEqual({
      isPermanent: false,
      date: '4 Mart 2026',
      time: '19:30',
      startIsoDate: '2026-03-04',
      endsText: 'Etkinlik bitişi: 5 Mart 2026',
    });
    expect(eventDateDisplay({ startDate: null }, 'America/Los_Angeles', words).date).toBe('Sürekli Etkinlik');
    expect(registrationNotice({ registrationRequired: true, maxAttendees: 40 }, words)).toBe(
      'Kayıt gereklidir. Katılımcı sayısı 40 kişiyle sınırlıdır.',
    );
    expect(categoryLabel('youth', words)).toBe('Gençlik');
    expect(words.staffLang).toBe('en');
    expect(monthLabel({ year: 2026, month: 3 }, 'tr-TR')).toBe('Mart 2026');
    expect(calendarMessages(translator('ar')).weekdays[5]).toEqual(['ج', 'الجمعة']);
    expect(calendarMessages(translator('tr')).weekdays[0]).toEqual(['Paz', 'Pazar']);
  });

  it('campaign amounts and percents in the locale', () => {
    const words = campaignWords(translator('tr'));
    expect(words.progress(42000, 100000, 42)).toBe('$42.000 / $100.000 · %42');
    expect(words.donors(3)).toBe('3 bağışçı');
    expect(campaignWords(translator('ar')).donors(2)).toBe('متبرعان');
  });
});

describe('messageParts', () => {
  it('splits a message at its element slots', () => {
    const message = translator('en')('donate.stockText', slots(['email']));
    const parts = messageParts(message);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toEqual({ slot: 'email' });
    expect(messageParts(translator('tr')('schools.seeAll', slots(['link'])))).toEqual([
      { text: 'Şimdi süren ve yaklaşan programlar için ' },
      { slot: 'link' },
      { text: ' bakın.' },
    ]);
  });
});
