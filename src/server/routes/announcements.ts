import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { listVisibleAnnouncements } from '../db/repositories/announcements.ts';

export const announcementRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, now } = c.env.services;
  return c.json(await listVisibleAnnouncements(db, now()));
});
