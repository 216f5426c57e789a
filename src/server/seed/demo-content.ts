import type { SiteConfig } from '../../config/site.ts';
import { parseTimeOfDay } from '../../domain/dates/time-of-day.ts';
import { addDays, isoDateIn, parseIsoDate, weekdayOf, zonedTimeToUtc } from '../../domain/dates/zoned.ts';
import { calculatedDay } from '../../domain/prayer-times/calculated.ts';
import type { Db } from '../db/client.ts';
import type { NewAnnouncement, NewEvent } from '../db/database.ts';

/** True when nothing has been stored yet: no users, announcements or events. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    (['users', 'announcements', 'events'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.every((row) => Number(row.count) === 0);
}

const SATURDAY = 6;
const FRIDAY = 5;

/** The first `weekday` (0 = Sunday) at least `minDays` after `isoDate`. */
export function nextWeekday(isoDate: string, weekday: number, minDays: number): string {
  const from = addDays(isoDate, minDays);
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** The instant the masjid's clocks show `minutes` after midnight on `isoDate`. */
function localInstant(timeZone: string, isoDate: string, minutes: number): Date {
  const date = parseIsoDate(isoDate)!;
  return zonedTimeToUtc(timeZone, { ...date, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 });
}

const roundUpTo = (minutes: number, step: number) => Math.ceil(minutes / step) * step;

/**
 * When the demo events happen, as a real masjid would hold them, in the masjid's zone whatever the
 * hour the server starts: the potluck on the Saturday at least 5 days ahead, half an hour after that
 * day's Maghrib (rounded up to the quarter hour), for two hours; the youth night on the following
 * Friday from 7:00 to 9:30 PM.
 */
export function demoEventTimes(now: Date, config: Pick<SiteConfig, 'timeZone' | 'geo' | 'prayer'>) {
  const today = isoDateIn(config.timeZone, now);
  const potluckDay = nextWeekday(today, SATURDAY, 5);
  const maghrib = parseTimeOfDay(calculatedDay(potluckDay, config).maghribAdhan) ?? 18 * 60;
  const potluckStart = roundUpTo(maghrib + 30, 15);
  const youthDay = nextWeekday(potluckDay, FRIDAY, 1);
  return {
    potluck: {
      startDate: localInstant(config.timeZone, potluckDay, potluckStart),
      endDate: localInstant(config.timeZone, potluckDay, Math.min(potluckStart + 120, 23 * 60 + 45)),
    },
    youthNight: {
      startDate: localInstant(config.timeZone, youthDay, 19 * 60),
      endDate: localInstant(config.timeZone, youthDay, 21 * 60 + 30),
    },
  };
}

/** The demo announcements and events a new masjid sees until staff replace them. */
export function demoContent(
  now: Date,
  config: Pick<SiteConfig, 'timeZone' | 'geo' | 'prayer'>,
): { announcements: NewAnnouncement[]; events: NewEvent[] } {
  const { potluck, youthNight } = demoEventTimes(now, config);
  return {
    announcements: [
      {
        title: 'Welcome to our new website',
        content: 'Prayer times, events and announcements are now in one place. Check back often!',
        priority: 8,
      },
      {
        title: 'Weekend Quran circle',
        content: 'Join the Quran recitation circle every Saturday after Maghrib. All ages and levels are welcome.',
        priority: 5,
      },
      {
        title: 'Volunteers needed',
        content: "Help us prepare the community dinner. Speak to the imam after Jumu'ah to sign up.",
        priority: 2,
      },
    ],
    events: [
      {
        title: 'Community Potluck Dinner',
        description: 'Bring a dish, meet your neighbours. After Maghrib prayer in the main hall; families welcome.',
        ...potluck,
        category: 'community',
        imageUrl: '/demo/event-1.png',
        location: 'Masjid main hall',
      },
      {
        title: 'Youth Game Night',
        description: 'Games, pizza and a short halaqa for ages 12 to 18, on Friday evenings.',
        ...youthNight,
        category: 'youth',
        imageUrl: '/demo/event-2.png',
        location: 'Youth room',
        registrationRequired: true,
        maxAttendees: 30,
      },
      {
        title: 'Quran Study Circle',
        description: 'Weekly reflection on selected verses, Sundays after Asr. All levels welcome.',
        startDate: null,
        endDate: null,
        isPermanent: true,
        category: 'education',
        imageUrl: '/demo/event-3.png',
        location: 'Library',
      },
    ],
  };
}

export async function seedDemoContent(
  db: Db,
  now: Date,
  config: Pick<SiteConfig, 'timeZone' | 'geo' | 'prayer'>,
): Promise<void> {
  const { announcements, events } = demoContent(now, config);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('announcements').values(announcements).execute();
    await trx.insertInto('events').values(events).execute();
  });
}
