import { Hono } from 'hono';
import { site } from '../../config/site.ts';
import { addDays, isoDateIn } from '../../domain/dates/zoned.ts';
import { startOfLocalDayUtc } from '../../domain/dates/local-day.ts';
import { countUnreadContactMessages } from '../db/repositories/admin-queries.ts';
import { countPageViewsBetween } from '../db/repositories/analytics.ts';
import { countVisibleAnnouncements } from '../db/repositories/announcements.ts';
import { countEvents } from '../db/repositories/events.ts';
import { countNewsletterSubscribers } from '../db/repositories/newsletter.ts';
import type { AppEnv } from '../env.ts';
import { ADMINS, requireRole, STAFF } from '../middleware/require-role.ts';
import { donationChangeNotice } from '../../domain/site-facts/site-facts.ts';
import { recentDonationChanges } from './site-facts.ts';
import { signInFailureSpike } from '../auth/sign-in-ceiling.ts';

/** GET /admin/overview (staff): the Overview tab's counts, all read from the database. */
export const adminOverviewRoutes = new Hono<AppEnv>().get('/', requireRole(STAFF), async (c) => {
  const { db, now: clock } = c.env.services;
  const now = clock();
  const today = isoDateIn(site.timeZone, now);
  const [events, activeAnnouncements, unreadMessages, todayViews, newsletterSubscribers] = await Promise.all([
    countEvents(db),
    countVisibleAnnouncements(db, now),
    countUnreadContactMessages(db),
    countPageViewsBetween(
      db,
      startOfLocalDayUtc(site.timeZone, today),
      startOfLocalDayUtc(site.timeZone, addDays(today, 1)),
    ),
    countNewsletterSubscribers(db),
  ]);
  // Donation details are where money goes: every admin sees the last 30 days' changes (issue 24 item 3).
  const donationChanges = ADMINS.includes(c.get('user')!.role)
    ? (await recentDonationChanges(db, now)).map((change) => ({ text: donationChangeNotice(change, site.timeZone), by: change.by, at: change.at.toISOString() }))
    : [];
  // A spike of failed sign-ins and the existing accounts it targeted (issue 25): admins and up.
  const signInFailures = ADMINS.includes(c.get('user')!.role) ? { signInFailures: await signInFailureSpike(db, now) } : {};
  return c.json({ events, activeAnnouncements, unreadMessages, todayViews, newsletterSubscribers, today, donationChanges, ...signInFailures });
});
