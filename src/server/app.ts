import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { errorResponse } from './middleware/errors.ts';
import { requireSameOrigin } from './middleware/same-origin.ts';
import { isHttps, loadSession } from './middleware/session.ts';
import { restrictUnenrolledSessions } from './auth/second-factor.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { apiSecurityHeaders } from './security-headers.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { authRoutes } from './routes/auth.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { eventRoutes } from './routes/events.ts';
import { healthRoutes } from './routes/health.ts';
import { prayerSettingsRoutes } from './routes/prayer-settings.ts';
import { prayerTimeRoutes } from './routes/prayer-times.ts';
import { userRoutes } from './routes/users.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { adminSecurityLogRoutes } from './routes/admin-security-log.ts';
import { contactRoutes } from './routes/contact.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { trackRoutes } from './routes/analytics-track.ts';
import { adminAnnouncementRoutes } from './routes/announcements.ts';
import { adminContactMessageRoutes } from './routes/admin-contact-messages.ts';
import { adminOverviewRoutes } from './routes/admin-overview.ts';
import { adminNeedsAttentionRoutes } from './routes/admin-needs-attention.ts';
import { adminAuditLogRoutes } from './routes/admin-audit-log.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { galleryRoutes } from './routes/galleries.ts';
import { photoRoutes } from './routes/photos.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { calendarFeedRoutes } from './routes/calendar-feeds.ts';
import { publicApiDocRoutes } from './routes/public-api-docs.ts';
import { isPublicRead, publicCors } from './middleware/public-cors.ts';
import { displayRoutes } from './routes/display.ts';
import { adminProgramRoutes, programRoutes } from './routes/programs.ts';
import { adminPageRoutes, pageRoutes } from './routes/pages.ts';
import { adminMenuRoutes, menuRoutes } from './routes/menus.ts';
import { adminSiteFactsRoutes, siteFactsRoutes } from './routes/site-facts.ts';
import { adminCampaignRoutes, campaignRoutes } from './routes/campaigns.ts';
import { registrationRoutes } from './routes/registrations.ts';

/** Body caps: small for JSON everywhere, larger only where files are uploaded. */
export const BODY_LIMITS = {
  default: 64 * 1024,
  '/api/prayer-times/upload-csv': 2 * 1024 * 1024,
  '/api/photos/upload': 12 * 1024 * 1024,
} as const;

const limiters = new Map(
  Object.entries(BODY_LIMITS).map(([path, maxSize]) => [
    path,
    bodyLimit({ maxSize, onError: (c) => c.json({ message: 'Request body is too large' }, 413) }),
  ]),
);

export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    const publicRead = isPublicRead(c.req.method, new URL(c.req.url).pathname);
    for (const [name, value] of apiSecurityHeaders(isHttps(c), { publicRead })) {
      // A route with its own page (the API reference) sets a policy for it; every other answer gets the API's.
      if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
      c.header(name, value);
    }
  })
  .use(publicCors)
  .use((c, next) => (limiters.get(c.req.path) ?? limiters.get('default')!)(c, next))
  .use(requireSameOrigin)
  .use(loadSession)
  .use(restrictUnenrolledSessions)
  .route('/health', healthRoutes)
  .route('/', authRoutes)
  .route('/', passkeyRoutes)
  .route('/', userRoutes)
  .route('/', twoFactorRoutes)
  .route('/', sessionRoutes)
  .route('/announcements', announcementRoutes)
  .route('/events', eventRoutes)
  .route('/prayer-times', prayerTimeRoutes)
  .route('/prayer-settings', prayerSettingsRoutes)
  .route('/contact', contactRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/analytics/track', trackRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/admin/announcements', adminAnnouncementRoutes)
  .route('/admin/contact-messages', adminContactMessageRoutes)
  .route('/admin/overview', adminOverviewRoutes)
  .route('/admin/needs-attention', adminNeedsAttentionRoutes)
  .route('/admin/audit-log', adminAuditLogRoutes)
  .route('/admin/security-log', adminSecurityLogRoutes)
  .route('/galleries', galleryRoutes)
  .route('/photos', photoRoutes)
  .route('/uploads', uploadRoutes)
  .route('/', calendarFeedRoutes)
  .route('/', publicApiDocRoutes)
  .route('/display', displayRoutes)
  .route('/programs', programRoutes)
  .route('/admin/programs', adminProgramRoutes)
  .route('/pages', pageRoutes)
  .route('/admin/pages', adminPageRoutes)
  .route('/menus', menuRoutes)
  .route('/admin/menus', adminMenuRoutes)
  .route('/site', siteFactsRoutes)
  .route('/admin/site', adminSiteFactsRoutes)
  .route('/campaigns', campaignRoutes)
  .route('/admin/campaigns', adminCampaignRoutes)
  .route('/', registrationRoutes)
  .notFound((c) => c.json({ message: `No API route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))
  .onError((error, c) => errorResponse(c, error));

export type AppType = typeof app;
