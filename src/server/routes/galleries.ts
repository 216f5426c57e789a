import { Hono } from 'hono';
import { listGalleriesWithPhotos } from '../db/repositories/galleries.ts';
import type { AppEnv } from '../env.ts';
import { requireRole, STAFF } from '../middleware/require-role.ts';

/** GET / (staff): every gallery with its photos, for the event form's gallery picker (SPEC 7). */
export const galleryRoutes = new Hono<AppEnv>().get('/', requireRole(STAFF), async (c) =>
  c.json(await listGalleriesWithPhotos(c.env.services.db)),
);
