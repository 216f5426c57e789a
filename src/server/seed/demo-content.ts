import type { Db } from '../db/client.ts';
import type { NewAnnouncement, NewEvent } from '../db/database.ts';

/** True when nothing has been stored yet: no users, announcements or events. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    (['users', 'announcements', 'events'] as const).map((table) =>
      db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ),
  );
  return counts.every((row) => Number(row.count) === 0);
}

const DAY_MS = 86_400_000;

/** The demo announcements and events a new masjid sees until staff replace them. */
export function demoContent(now: Date): { announcements: NewAnnouncement[]; events: NewEvent[] } {
  // Whole days from now keep the demo's local time of day; the hour is approximate by design.
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
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
        content: 'Help us prepare the community dinner. Speak to the imam after Jumu\'ah to sign up.',
        priority: 2,
      },
    ],
    events: [
      {
        title: 'Community Potluck Dinner',
        description: 'Bring a dish, meet your neighbours. After Maghrib prayer in the main hall; families welcome.',
        startDate: at(7),
        endDate: at(7.125),
        category: 'community',
        imageUrl: '/demo/event-1.png',
        location: 'Masjid main hall',
      },
      {
        title: 'Youth Game Night',
        description: 'Games, pizza and a short halaqa for ages 12 to 18, on Friday evenings.',
        startDate: at(10),
        endDate: at(10.1),
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

export async function seedDemoContent(db: Db, now: Date): Promise<void> {
  const { announcements, events } = demoContent(now);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('announcements').values(announcements).execute();
    await trx.insertInto('events').values(events).execute();
  });
}
