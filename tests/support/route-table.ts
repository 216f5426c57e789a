import { configPrayerSettings } from '../../src/server/schedule/prayer-schedule.ts';
import type { TestApp } from './test-app.ts';
import { PAGE_ROUTE_ROWS } from './route-table-pages.ts';
import { REGISTRATION_ROUTE_ROWS } from './route-table-registrations.ts';
import { TEST_PASSWORD } from './test-app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';

/**
 * THE authorization matrix of the API (SPEC 6): one row per route the Hono app registers, with the
 * status each kind of caller gets. tests/api/authorization-matrix.test.ts turns every cell into a test
 * and fails when the app registers a route that has no row here (or a row names a route that is gone).
 *
 * A row with a body (JSON or multipart) expects, for an authorized caller, what that valid body produces.
 * Paths are concrete; `setup` puts the database into the state a cell assumes and runs before every cell.
 */

export type Caller = 'anonymous' | 'editor' | 'admin' | 'super_admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'editor', 'admin', 'super_admin'];

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Concrete path, optionally with a query string. */
  path: string;
  expect: Record<Caller, number>;
  /** A valid JSON body, sent with Content-Type application/json. */
  body?: unknown;
  /** A valid multipart body, built fresh for every cell. */
  form?: () => FormData;
  setup?: (t: TestApp) => Promise<void>;
}

/** The clock during the matrix: concrete years in paths (download-yearly-csv) depend on "now". */
export const MATRIX_NOW = new Date('2026-06-15T18:00:00Z');
export const MATRIX_YEAR = 2026;

/** A staff account the user-management rows act on; recreated before every cell that needs it. */
export const MATRIX_TARGET_ID = 900_001;
const MATRIX_LOGIN_USERNAME = 'matrix_login';
const MATRIX_NEW_USERNAME = 'matrix_new';

async function ensureTargetEditor(t: TestApp): Promise<void> {
  await t.db.deleteFrom('users').where('id', '=', MATRIX_TARGET_ID).execute();
  await t.db
    .insertInto('users')
    .values({
      id: MATRIX_TARGET_ID,
      username: 'matrix_target',
      email: 'matrix_target@example.org',
      firstName: null,
      role: 'editor',
      passwordHash: 'pbkdf2-sha256$1$AA$AA',
    })
    .execute();
}

async function ensureLoginUser(t: TestApp): Promise<void> {
  const existing = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', MATRIX_LOGIN_USERNAME)
    .executeTakeFirst();
  if (!existing) await t.createUser({ username: MATRIX_LOGIN_USERNAME, role: 'editor' });
}

async function removeNewUser(t: TestApp): Promise<void> {
  await t.db.deleteFrom('users').where('username', '=', MATRIX_NEW_USERNAME).execute();
}

const csvUpload = () => {
  const form = new FormData();
  const csv = `date,fajr,sunrise,dhuhr,asr,maghrib,isha\n${MATRIX_YEAR}-03-01,05:42,06:45,12:15,15:28,18:45,20:12\n`;
  form.set('csv', new File([csv], 'times.csv', { type: 'text/csv' }));
  return form;
};

/** Issue 6's admin content rows act on these records; each is recreated before every cell that needs it. */
const MATRIX_EVENT_ID = 900_101;
const MATRIX_ANNOUNCEMENT_ID = 900_201;
const MATRIX_MESSAGE_ID = 900_301;
const MATRIX_UPLOAD_KEY = '9a0e0b1c-2d3e-4f50-8a61-728394a5b6c7.png';
/** A 1 × 1 PNG. */
const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

async function ensureEvent(t: TestApp): Promise<void> {
  await t.db.deleteFrom('events').where('id', '=', MATRIX_EVENT_ID).execute();
  await t.db
    .insertInto('events')
    .values({
      id: MATRIX_EVENT_ID,
      title: 'Matrix event',
      description: 'x',
      category: 'community',
      startDate: new Date('2026-07-01T17:00:00Z'),
    })
    .execute();
}

async function ensureAnnouncement(t: TestApp): Promise<void> {
  await t.db.deleteFrom('announcements').where('id', '=', MATRIX_ANNOUNCEMENT_ID).execute();
  await t.db
    .insertInto('announcements')
    .values({ id: MATRIX_ANNOUNCEMENT_ID, title: 'Matrix', content: 'x' })
    .execute();
}

async function ensureMessage(t: TestApp): Promise<void> {
  await t.db.deleteFrom('contactMessages').where('id', '=', MATRIX_MESSAGE_ID).execute();
  await t.db
    .insertInto('contactMessages')
    .values({ id: MATRIX_MESSAGE_ID, name: 'Matrix', email: 'matrix@example.org', message: 'x' })
    .execute();
}

async function ensureUpload(t: TestApp): Promise<void> {
  await t.services.storage.put(MATRIX_UPLOAD_KEY, TINY_PNG, 'image/png');
}

const photoUpload = () => {
  const form = new FormData();
  form.append('photos', new File([TINY_PNG], 'dot.png', { type: 'image/png' }));
  form.append('galleryName', 'Matrix');
  return form;
};

const validEvent = { title: 'Matrix event', description: 'x', startDate: '2026-07-01T10:00', category: 'community' };
const validAnnouncement = { title: 'Matrix', content: 'x', isActive: true, priority: 1 };

/** The config file's settings with Isha at adhan + 10, rounded up to 5 (a change, so a save writes). */
const matrixPrayerSettings = {
  ...configPrayerSettings,
  iqamah: {
    ...configPrayerSettings.iqamah,
    isha: { rule: { kind: 'afterAdhan', minutes: 10, roundUpTo: 5, notBefore: null, notAfter: null }, overridesFile: false },
  },
};

const MATRIX_REVISION_ID = 900_451;
const validProgram = { title: 'Matrix program', slug: 'matrix-program', summary: 'x', term: 'Fall 2026', startDate: '2026-09-12', endDate: '2026-12-19' };

/** The program the programs rows act on: published once (with a revision of a fixed id), recreated per cell. */
async function ensureProgram(t: TestApp): Promise<void> {
  await removeProgram('matrix-program')(t);
  const now = new Date();
  const item = await t.db
    .insertInto('contentItems')
    .values({ kind: 'program', slug: 'matrix-program', draft: null, published: JSON.stringify(validProgram), publishedAt: now, publishedBy: 'matrix', createdAt: now, updatedAt: now, updatedBy: 'matrix' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('contentRevisions').values({ id: MATRIX_REVISION_ID, itemId: item.id, data: JSON.stringify(validProgram), publishedAt: now, publishedBy: 'matrix' }).execute();
}

async function ensureProgramDraft(t: TestApp): Promise<void> {
  await ensureProgram(t);
  await t.db.updateTable('contentItems').set({ draft: JSON.stringify({ ...validProgram, summary: 'Draft' }) }).where('kind', '=', 'program').where('slug', '=', 'matrix-program').execute();
}

function removeProgram(slug: string) {
  return async (t: TestApp) => {
    await t.db.deleteFrom('contentItems').where('kind', '=', 'program').where('slug', '=', slug).execute();
  };
}
/** The site facts item (issue 24 item 3) with a draft waiting and a revision to restore; recreated per cell. */
const MATRIX_SITE_ID = 900_401;
const MATRIX_SITE_REVISION_ID = 900_402;
async function ensureSiteFacts(t: TestApp): Promise<void> {
  await t.db.deleteFrom('contentItems').where('kind', '=', 'site').execute();
  const at = new Date('2026-06-01T12:00:00Z');
  await t.db
    .insertInto('contentItems')
    .values({ id: MATRIX_SITE_ID, kind: 'site', slug: 'site', draft: JSON.stringify({ donatePage: { intro: 'Matrix' } }), published: '{}', publishedAt: at, publishedBy: 'config', createdAt: at, updatedAt: at, updatedBy: 'config' })
    .execute();
  await t.db.insertInto('contentRevisions').values({ id: MATRIX_SITE_REVISION_ID, itemId: MATRIX_SITE_ID, data: '{}', publishedAt: at, publishedBy: 'config' }).execute();
}
const matrixFactsChange = { contacts: { imam: { phone: '(650) 555-0199' } } };

/** A campaign running on MATRIX_NOW with a progress draft and an older revision; recreated per cell. */
const MATRIX_CAMPAIGN_ID = 900_501;
const MATRIX_CAMPAIGN_REVISION_ID = 900_502;
const matrixCampaign = { title: 'Matrix campaign', goal: 100_000, raised: 42_000, startDate: '2026-01-01', endDate: '2026-12-31', description: 'x', url: 'https://donate.example.org/matrix' };
async function ensureCampaign(t: TestApp): Promise<void> {
  await t.db.deleteFrom('contentItems').where('kind', '=', 'campaign').execute();
  const at = new Date('2026-06-01T12:00:00Z');
  await t.db
    .insertInto('contentItems')
    .values({ id: MATRIX_CAMPAIGN_ID, kind: 'campaign', slug: 'matrix-campaign', draft: JSON.stringify({ ...matrixCampaign, raised: 43_000 }), published: JSON.stringify(matrixCampaign), publishedAt: at, publishedBy: 'config', createdAt: at, updatedAt: at, updatedBy: 'config' })
    .execute();
  await t.db.insertInto('contentRevisions').values({ id: MATRIX_CAMPAIGN_REVISION_ID, itemId: MATRIX_CAMPAIGN_ID, data: JSON.stringify({ ...matrixCampaign, raised: 40_000 }), publishedAt: at, publishedBy: 'config' }).execute();
}

/**
 * Second factor (issue 25): every account gets the same TOTP secret; 993856 is its code at MATRIX_NOW
 * (the matrix's clock), so confirming answers 200. Password-checked rows put TEST_PASSWORD back first
 * (the password-change row before them changes it).
 */
const MATRIX_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const MATRIX_TOTP_CODE = '993856';
let matrixPasswordHash: Promise<string> | undefined;
async function totpForAll(t: TestApp, confirmed: boolean): Promise<void> {
  await t.db.deleteFrom('userTotp').execute();
  await t.db.deleteFrom('secondFactorPolicy').execute();
  const users = await t.db.selectFrom('users').select('id').execute();
  if (users.length === 0) return;
  await t.db
    .insertInto('userTotp')
    .values(users.map(({ id }) => ({ userId: id, secret: MATRIX_TOTP_SECRET, confirmedAt: confirmed ? MATRIX_NOW : null, lastUsedStep: null })))
    .execute();
  await t.db.updateTable('users').set({ passwordHash: await (matrixPasswordHash ??= hashPassword(TEST_PASSWORD)) }).where('username', 'like', 'matrix_%').execute();
}
const clearTotp = (t: TestApp) => t.db.deleteFrom('userTotp').execute().then(() => undefined);
const pendingTotpForAll = (t: TestApp) => totpForAll(t, false);
const confirmedTotpForAll = (t: TestApp) => totpForAll(t, true);
async function targetWithTotp(t: TestApp): Promise<void> {
  await ensureTargetEditor(t);
  await totpForAll(t, true);
}

/**
 * Passkey rows: an id no caller owns; a well-formed registration answer to a challenge never handed out; and a real
 * sign-in made once by tests/support/soft-authenticator.ts (ES256, rpID 127.0.0.1, counter 1) with the
 * public key and the challenge that `ensurePasskeySignin` puts back before every cell.
 */
const MATRIX_PASSKEY_ID = 900_601;
const MATRIX_CREDENTIAL_ID = 'QNGl-JQYBFRfMfU0U4WV9w';
const MATRIX_PUBLIC_KEY =
  'pQECAyYgASFYINymmR8bxDj1YQh9Shp21U20edR1I43-DP6qnnmAn46KIlggUw5lUArra14RrO_V4lIWMXZEczQWZNp8OMptAafgqXg';
const MATRIX_CHALLENGE = 'bWF0cml4LWNoYWxsZW5nZQ';
const MATRIX_SIGNIN_ANSWER = {
  id: MATRIX_CREDENTIAL_ID,
  rawId: MATRIX_CREDENTIAL_ID,
  type: 'public-key',
  response: {
    clientDataJSON:
      'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiYldGMGNtbDRMV05vWVd4c1pXNW5aUSIsIm9yaWdpbiI6Imh0dHA6Ly8xMjcuMC4wLjE6NDMyMSIsImNyb3NzT3JpZ2luIjpmYWxzZX0',
    authenticatorData: 'EsoXtJryKJQ28wPgFmAwoh5SXSZuIJJnQzgBqP1AcaAFAAAAAQ',
    signature: 'MEUCIAvWTv1Otdbqzo2RjkW_yy6TO90uqjXO88EiIxEjnkupAiEAswkmRA7j_T9iYLztqZmN5ZurnsVCmwcX6lumRGoDOxo',
  },
  clientExtensionResults: {},
};
const MATRIX_REGISTRATION_ANSWER = {
  id: 'bWF0cml4LWtleQ',
  rawId: 'bWF0cml4LWtleQ',
  type: 'public-key',
  response: {
    // {"type":"webauthn.create","challenge":"bm90LWhhbmRlZC1vdXQ","origin":"http://127.0.0.1:4321"}: a challenge never handed out.
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiYm05MExXaGhibVJsWkMxdmRYUSIsIm9yaWdpbiI6Imh0dHA6Ly8xMjcuMC4wLjE6NDMyMSJ9',
    attestationObject: 'o2NmbXRkbm9uZQ',
    transports: ['internal'],
  },
  clientExtensionResults: {},
};

async function ensurePasskeySignin(t: TestApp): Promise<void> {
  await ensureLoginUser(t);
  const user = await t.db.selectFrom('users').select('id').where('username', '=', MATRIX_LOGIN_USERNAME).executeTakeFirstOrThrow();
  await t.db.deleteFrom('passkeys').where('credentialId', '=', MATRIX_CREDENTIAL_ID).execute();
  await t.db
    .insertInto('passkeys')
    .values({ userId: user.id, credentialId: MATRIX_CREDENTIAL_ID, publicKey: MATRIX_PUBLIC_KEY, counter: 0, transports: 'internal', name: 'Matrix key' })
    .execute();
  await t.db.deleteFrom('webauthnChallenges').where('challenge', '=', MATRIX_CHALLENGE).execute();
  await t.db
    .insertInto('webauthnChallenges')
    .values({ challenge: MATRIX_CHALLENGE, purpose: 'signin', userId: null, expiresAt: new Date('2100-01-01T00:00:00Z') })
    .execute();
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  editor: status,
  admin: status,
  super_admin: status,
});
const staff = (ok: number): Record<Caller, number> => ({ anonymous: 401, editor: ok, admin: ok, super_admin: ok });
const admins = (ok: number): Record<Caller, number> => ({ anonymous: 401, editor: 403, admin: ok, super_admin: ok });
const superAdmins = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  editor: 403,
  admin: 403,
  super_admin: ok,
});

export const ROUTE_TABLE: readonly RouteRow[] = [
  // Health and public content.
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  { method: 'GET', path: '/api/health/live', expect: everyone(200) },
  { method: 'GET', path: '/api/announcements', expect: everyone(200) },
  { method: 'GET', path: '/api/events', expect: everyone(200) },
  { method: 'GET', path: '/api/prayer-times', expect: everyone(200) },
  { method: 'GET', path: `/api/prayer-times/yearly/${MATRIX_YEAR}`, expect: everyone(200) },
  // Calendar feeds (issue 16): public.
  { method: 'GET', path: '/api/prayer-times.ics?prayers=fajr,isha&adhan=1', expect: everyone(200) },
  { method: 'GET', path: `/api/events/${MATRIX_EVENT_ID}/calendar.ics`, expect: everyone(200), setup: ensureEvent },
  // The public API's own description (issue 16): public.
  { method: 'GET', path: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: '/api/docs', expect: everyone(200) },
  { method: 'GET', path: `/api/prayer-times/schedule?from=${MATRIX_YEAR}-06-15&days=14`, expect: everyone(200) },

  // Sign-in and the signed-in user (SPEC 7).
  { method: 'GET', path: '/api/user', expect: staff(200) },
  {
    method: 'POST',
    path: '/api/login',
    body: { username: MATRIX_LOGIN_USERNAME, password: TEST_PASSWORD },
    expect: everyone(200),
    setup: ensureLoginUser,
  },
  { method: 'POST', path: '/api/logout', expect: everyone(200) },
  {
    method: 'PUT',
    path: '/api/user/password',
    body: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password' },
    expect: staff(200),
  },
  // Passkeys (issue 25): each staff member's own. A registration answering no challenge gets past the
  // role check and is refused (400); the matrix's callers have no passkey with MATRIX_PASSKEY_ID, so
  // renaming or removing it answers 404. Signing in with a passkey is open to everyone, as POST /login.
  { method: 'GET', path: '/api/user/passkeys', expect: staff(200) },
  { method: 'POST', path: '/api/user/passkeys/options', expect: staff(200) },
  { method: 'POST', path: '/api/user/passkeys', body: { name: 'Matrix key', response: MATRIX_REGISTRATION_ANSWER }, expect: staff(400) },
  { method: 'PATCH', path: `/api/user/passkeys/${MATRIX_PASSKEY_ID}`, body: { name: 'Renamed' }, expect: staff(404) },
  { method: 'DELETE', path: `/api/user/passkeys/${MATRIX_PASSKEY_ID}`, expect: staff(404) },
  { method: 'POST', path: '/api/login/passkey/options', expect: everyone(200) },
  { method: 'POST', path: '/api/login/passkey', body: { response: MATRIX_SIGNIN_ANSWER }, expect: everyone(200), setup: ensurePasskeySignin },

  // User management: super_admin only (SPEC 6).
  {
    method: 'POST',
    path: '/api/register',
    body: { username: MATRIX_NEW_USERNAME, email: 'matrix_new@example.org', password: 'secret-1', role: 'editor' },
    expect: superAdmins(201),
    setup: removeNewUser,
  },
  { method: 'GET', path: '/api/users', expect: superAdmins(200) },
  {
    method: 'PUT',
    path: `/api/users/${MATRIX_TARGET_ID}/role`,
    body: { role: 'admin' },
    expect: superAdmins(200),
    setup: ensureTargetEditor,
  },
  { method: 'DELETE', path: `/api/users/${MATRIX_TARGET_ID}`, expect: superAdmins(200), setup: ensureTargetEditor },
  // Sessions in sight and the security log (issue 25).
  { method: 'GET', path: '/api/user/sessions', expect: staff(200) },
  { method: 'DELETE', path: '/api/user/sessions', expect: staff(200) },
  {
    method: 'DELETE',
    path: '/api/user/sessions/0123456789abcdef0123456789abcdef',
    expect: { anonymous: 401, editor: 404, admin: 404, super_admin: 404 },
  },
  { method: 'DELETE', path: `/api/users/${MATRIX_TARGET_ID}/sessions`, expect: superAdmins(200), setup: ensureTargetEditor },
  { method: 'GET', path: '/api/admin/security-log', expect: superAdmins(200) },

  // Second factor (issue 25): each member of staff's own TOTP; the requirement and the reset are super_admin's.
  { method: 'GET', path: '/api/user/second-factor', expect: staff(200) },
  { method: 'POST', path: '/api/user/totp', expect: staff(200), setup: clearTotp },
  { method: 'POST', path: '/api/user/totp/confirm', body: { code: MATRIX_TOTP_CODE }, expect: staff(200), setup: pendingTotpForAll },
  {
    method: 'POST',
    path: '/api/user/totp/recovery-codes',
    body: { currentPassword: TEST_PASSWORD },
    expect: staff(200),
    setup: confirmedTotpForAll,
  },
  { method: 'DELETE', path: '/api/user/totp', body: { currentPassword: TEST_PASSWORD }, expect: staff(200), setup: confirmedTotpForAll },
  { method: 'GET', path: '/api/admin/second-factor-policy', expect: superAdmins(200) },
  {
    method: 'PUT',
    path: '/api/admin/second-factor-policy',
    body: { roles: { super_admin: false, admin: false, editor: false } },
    expect: superAdmins(200),
  },
  { method: 'DELETE', path: `/api/users/${MATRIX_TARGET_ID}/second-factor`, expect: superAdmins(200), setup: targetWithTotp },

  // Prayer-time CSVs: admin and super_admin (SPEC 6).
  { method: 'POST', path: '/api/prayer-times/upload-csv', form: csvUpload, expect: admins(200) },
  { method: 'GET', path: '/api/prayer-times/download-csv', expect: admins(200) },
  { method: 'GET', path: `/api/prayer-times/download-yearly-csv/${MATRIX_YEAR}`, expect: admins(200) },

  // Prayer settings (issue 13): staff read them (editors read-only), admin and super_admin change them.
  { method: 'GET', path: '/api/prayer-settings', expect: staff(200) },
  { method: 'GET', path: '/api/prayer-settings/upcoming', expect: staff(200) },
  { method: 'PUT', path: '/api/prayer-settings', body: { settings: matrixPrayerSettings }, expect: admins(200) },
  { method: 'POST', path: '/api/prayer-settings/preview', body: { settings: matrixPrayerSettings }, expect: admins(200) },

  // Public forms and page-view tracking: open to everyone, rate-limited per client (4 cells stay under every limit).
  {
    method: 'POST',
    path: '/api/contact',
    body: { name: 'Matrix Visitor', email: 'matrix_visitor@example.org', message: 'Salaam, a question about classes.' },
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: 'matrix_subscriber@example.org' },
    expect: everyone(201),
    setup: async (t) => {
      await t.db.deleteFrom('newsletterSubscribers').execute();
    },
  },
  {
    method: 'POST',
    path: '/api/analytics/track',
    body: { sessionId: 'matrix-session-0001', page: '/about', userAgent: 'matrix', referrer: '' },
    expect: everyone(204),
  },
  // Admin content (issue 6): staff may manage events, announcements, photos, messages and analytics (SPEC 6).
  { method: 'GET', path: '/api/events/all', expect: staff(200) },
  { method: 'POST', path: '/api/events', body: validEvent, expect: staff(201) },
  { method: 'PUT', path: `/api/events/${MATRIX_EVENT_ID}`, body: validEvent, expect: staff(200), setup: ensureEvent },
  { method: 'DELETE', path: `/api/events/${MATRIX_EVENT_ID}`, expect: staff(200), setup: ensureEvent },
  { method: 'GET', path: '/api/admin/announcements', expect: staff(200) },
  { method: 'POST', path: '/api/announcements', body: validAnnouncement, expect: staff(201) },
  {
    method: 'PUT',
    path: `/api/announcements/${MATRIX_ANNOUNCEMENT_ID}`,
    body: validAnnouncement,
    expect: staff(200),
    setup: ensureAnnouncement,
  },
  {
    method: 'DELETE',
    path: `/api/announcements/${MATRIX_ANNOUNCEMENT_ID}`,
    expect: staff(200),
    setup: ensureAnnouncement,
  },
  { method: 'GET', path: '/api/galleries', expect: staff(200) },
  { method: 'POST', path: '/api/photos/upload', form: photoUpload, expect: staff(201) },
  { method: 'GET', path: `/api/uploads/${MATRIX_UPLOAD_KEY}`, expect: everyone(200), setup: ensureUpload },
  { method: 'GET', path: '/api/admin/contact-messages', expect: staff(200) },
  {
    method: 'PUT',
    path: `/api/admin/contact-messages/${MATRIX_MESSAGE_ID}/read`,
    expect: staff(200),
    setup: ensureMessage,
  },
  { method: 'GET', path: '/api/admin/overview', expect: staff(200) },
  { method: 'GET', path: '/api/admin/needs-attention', expect: staff(200) },
  { method: 'GET', path: '/api/admin/audit-log', expect: admins(200) },
  { method: 'GET', path: '/api/analytics/daily/2026-06-15', expect: staff(200) },
  { method: 'GET', path: '/api/analytics/weekly/2026-06-14', expect: staff(200) },
  { method: 'GET', path: `/api/analytics/monthly/${MATRIX_YEAR}/6`, expect: staff(200) },

  // The prayer-hall display (issue 14): the screen reads without signing in; admins change its settings.
  { method: 'GET', path: '/api/display/settings', expect: everyone(200) },
  { method: 'PUT', path: '/api/display/settings', body: { slideSeconds: 20 }, expect: admins(200) },
  { method: 'GET', path: '/api/display/prayer-settings', expect: everyone(200) },
  { method: 'GET', path: `/api/display/timetable/${MATRIX_YEAR}`, expect: everyone(200) },

  // Programs (issue 24): visitors read the published ones; editors and up create, edit, publish, delete.
  { method: 'GET', path: '/api/programs', expect: everyone(200) },
  { method: 'GET', path: '/api/programs/matrix-program', expect: everyone(200), setup: ensureProgram },
  { method: 'GET', path: '/api/admin/programs', expect: staff(200) },
  { method: 'POST', path: '/api/programs', body: { ...validProgram, slug: 'matrix-new' }, expect: staff(201), setup: removeProgram('matrix-new') },
  { method: 'PUT', path: '/api/programs/matrix-program', body: { summary: 'Changed', draft: true }, expect: staff(200), setup: ensureProgram },
  { method: 'DELETE', path: '/api/programs/matrix-program', expect: staff(200), setup: ensureProgram },
  { method: 'POST', path: '/api/programs/matrix-program/publish', expect: staff(200), setup: ensureProgramDraft },
  { method: 'DELETE', path: '/api/programs/matrix-program/draft', expect: staff(200), setup: ensureProgramDraft },
  { method: 'GET', path: '/api/programs/matrix-program/revisions', expect: staff(200), setup: ensureProgram },
  { method: 'POST', path: `/api/programs/matrix-program/revisions/${MATRIX_REVISION_ID}/restore`, expect: staff(200), setup: ensureProgram },
  // Pages and the menu (issue 24, item 4).
  ...PAGE_ROUTE_ROWS,
  ...REGISTRATION_ROUTE_ROWS,
  // Site facts (issue 24 item 3): everyone reads them; admins change them; editors read them in the admin.
  { method: 'GET', path: '/api/site', expect: everyone(200) },
  { method: 'PUT', path: '/api/site', body: matrixFactsChange, expect: admins(200), setup: ensureSiteFacts },
  { method: 'PUT', path: '/api/site/site', body: matrixFactsChange, expect: admins(200), setup: ensureSiteFacts },
  { method: 'POST', path: '/api/site/site/publish', expect: admins(200), setup: ensureSiteFacts },
  { method: 'DELETE', path: '/api/site/site/draft', expect: admins(200), setup: ensureSiteFacts },
  { method: 'GET', path: '/api/site/site/revisions', expect: staff(200), setup: ensureSiteFacts },
  { method: 'POST', path: `/api/site/site/revisions/${MATRIX_SITE_REVISION_ID}/restore`, expect: admins(200), setup: ensureSiteFacts },
  { method: 'GET', path: '/api/admin/site', expect: staff(200), setup: ensureSiteFacts },
  // Campaigns (issue 24 item 2): everyone reads them; editors update progress and publish; admins create and delete.
  { method: 'GET', path: '/api/campaigns', expect: everyone(200), setup: ensureCampaign },
  { method: 'GET', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}`, expect: everyone(200), setup: ensureCampaign },
  { method: 'POST', path: '/api/campaigns', body: { ...matrixCampaign, title: 'Matrix new' }, expect: admins(201), setup: ensureCampaign },
  { method: 'PUT', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}`, body: { raised: 50_000, donors: 12 }, expect: staff(200), setup: ensureCampaign },
  { method: 'DELETE', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}`, expect: admins(200), setup: ensureCampaign },
  { method: 'POST', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}/publish`, expect: staff(200), setup: ensureCampaign },
  { method: 'DELETE', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}/draft`, expect: staff(200), setup: ensureCampaign },
  { method: 'GET', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}/revisions`, expect: staff(200), setup: ensureCampaign },
  { method: 'POST', path: `/api/campaigns/${MATRIX_CAMPAIGN_ID}/revisions/${MATRIX_CAMPAIGN_REVISION_ID}/restore`, expect: staff(200), setup: ensureCampaign },
  { method: 'GET', path: '/api/admin/campaigns', expect: staff(200), setup: ensureCampaign },
];

/** A Hono route pattern ('/api/users/:id/role', ':year{[0-9]+}', ':id?', '*') as an anchored RegExp. */
export function routePatternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => {
    const param = /^:(\w+)(\{(.+)\})?(\?)?$/.exec(segment);
    if (segment === '*') return { text: '.*', optional: false };
    if (!param) {
      if (segment.includes('*') || segment.includes(':')) throw new Error(`route pattern not understood: ${pattern}`);
      return { text: segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'), optional: false };
    }
    return { text: param[3] ? `(?:${param[3]})` : '[^/]+', optional: param[4] === '?' };
  });
  let source = '';
  segments.forEach((segment, i) => {
    if (i === 0) source += segment.text;
    else source += segment.optional ? `(?:/${segment.text})?` : `/${segment.text}`;
  });
  return new RegExp(`^${source}$`);
}

/** The path part of a row (without its query string). */
export function rowPathname(row: RouteRow): string {
  return row.path.split('?')[0]!;
}

/** Whether every caller, signed in or not, gets the row's success status: a public route. */
export function everyoneMay(row: RouteRow): boolean {
  return CALLERS.every((caller) => row.expect[caller] >= 200 && row.expect[caller] < 300);
}
