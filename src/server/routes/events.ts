import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { listPublicEvents } from '../db/repositories/events.ts';

export const eventRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await listPublicEvents(c.env.services.db)));
