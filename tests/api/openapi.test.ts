import { Validator } from '@cfworker/json-schema';
import type { hc, InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { site } from '../../src/config/site.ts';
import { yearIn } from '../../src/domain/dates/zoned.ts';
import { app, type AppType } from '../../src/server/app.ts';
import { upsertPrayerTimes } from '../../src/server/db/repositories/prayer-times.ts';
import { DOCS_STYLE } from '../../src/server/public-api/docs-page.ts';
import { buildOpenApiDocument } from '../../src/server/public-api/openapi-document.ts';
import { DOCUMENTATION_PATHS, PUBLIC_OPERATIONS } from '../../src/server/public-api/operations.ts';
import type {
  announcementListSchema,
  eventListSchema,
  prayerScheduleSchema,
  todayPrayerTimesSchema,
  yearlyPrayerTimesSchema,
} from '../../src/server/public-api/schemas.ts';
import { parseCalendar } from '../support/icalendar.ts';
import { everyoneMay, MATRIX_YEAR, ROUTE_TABLE, routePatternToRegExp } from '../support/route-table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { textLanguageQuery } from '../../src/server/routes/text-language.ts';

/**
 * The public API's OpenAPI document (issue 16) against the app itself: every public route is in it,
 * what it says about parameters is what the routes accept, and real answers validate against it.
 */

// At compile time: each public route's JSON (as hc<AppType> infers it from the handler) fits its schema,
// so a route that changes what it sends without changing the schema fails `npm run typecheck`.
type Client = ReturnType<typeof hc<AppType>>;
type Fits<Route, Schema extends z.ZodType> = Route extends z.output<Schema> ? true : false;
const compileTimeChecks: [
  Fits<InferResponseType<Client['api']['events']['$get']>, typeof eventListSchema>,
  Fits<InferResponseType<Client['api']['announcements']['$get']>, typeof announcementListSchema>,
  Fits<InferResponseType<Client['api']['prayer-times']['$get']>, typeof todayPrayerTimesSchema>,
  Fits<InferResponseType<Client['api']['prayer-times']['yearly'][':year']['$get']>, typeof yearlyPrayerTimesSchema>,
  Fits<InferResponseType<Client['api']['prayer-times']['schedule']['$get']>, typeof prayerScheduleSchema>,
] = [true, true, true, true, true];
// The sign-up routes' answers are checked at run time only: behind their rate-limit middleware hc infers
// no JSON type for them (see 'sign-up answers validate against the document' below).
void compileTimeChecks;

type Json = Record<string, unknown>;
const document = buildOpenApiDocument() as Json & { paths: Record<string, Record<string, Json>> };
const YEAR = yearIn(site.timeZone, new Date());

let t: TestApp;
let eventId: number;
let permanentId: number;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await t.signInAs('editor');
  const created = await t.call('POST', '/api/events', {
    cookie,
    body: {
      title: 'Family night',
      description: 'Dinner, a talk',
      startDate: `${YEAR + 1}-02-05T19:30`,
      category: 'community',
      location: 'Main hall',
      signUp: { online: true, capacity: 40, waitingList: true },
    },
  });
  eventId = ((await created.json()) as { id: number }).id;
  const permanent = await t.call('POST', '/api/events', {
    cookie,
    body: { title: 'Weekly halaqa', description: 'Thursdays', isPermanent: true, category: 'education' },
  });
  permanentId = ((await permanent.json()) as { id: number }).id;
  await t.services.storage.put(UPLOAD_KEY, TINY_PNG, 'image/png');
  const campaign = await t.call('POST', '/api/campaigns', {
    cookie: (await t.signInAs('admin')).cookie,
    body: { title: 'Roof fund', goal: 100_000, raised: 42_000, donors: 120, startDate: `${YEAR}-01-01`, endDate: `${YEAR + 1}-12-31`, description: 'A new **roof**', url: 'https://donate.example.org/roof' },
  });
  campaignId = ((await campaign.json()) as { id: number }).id;
  await t.call('POST', '/api/announcements', { cookie, body: { title: 'Welcome', content: 'Salaam', priority: 3 } });
  await t.call('POST', '/api/programs', {
    cookie,
    body: { title: 'Quran Study Circle', slug: 'quran-circle', summary: 'Sundays after Asr', term: `Fall ${YEAR}`, startDate: `${YEAR}-09-06`, endDate: `${YEAR}-12-20`, registration: { method: 'online', buttonLabel: 'Sign up', capacity: 20 } },
  });
  await t.call('POST', '/api/pages', { cookie, body: { slug: 'open-house', title: 'Open House', blocks: [{ type: 'markdown', markdown: 'Welcome' }] } });
  const admin = await t.signInAs('admin');
  await t.call('POST', '/api/menus', { cookie: admin.cookie, body: { slug: 'main', header: [{ label: 'About', path: '/about' }], footer: [] } });
  await upsertPrayerTimes(t.db, [
    {
      date: `${YEAR}-03-08`,
      fajrAdhan: '05:40',
      fajrIqamah: '06:00',
      shouruq: '06:50',
      dhuhrAdhan: '12:20',
      dhuhrIqamah: '12:30',
      asrAdhan: '15:30',
      asrIqamah: '15:45',
      maghribAdhan: '18:00',
      maghribIqamah: '18:05',
      ishaAdhan: '19:15',
      ishaIqamah: '19:30',
    },
  ]);
});
afterAll(() => t.drop());

/** A validator for `schema` (usually a $ref into the document's components). */
function validatorFor(schema: Json): Validator {
  return new Validator({ ...document, ...schema } as never, '2020-12', false);
}

const UPLOAD_KEY = '0b8f2c1e-4a5d-4e6f-9a7b-8c9d0e1f2a3b.png';
/** A 1 × 1 PNG. */
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC'),
  (c) => c.charCodeAt(0),
);

function concrete(path: string): string {
  return path
    .replace('/api/pages/{key}', '/api/pages/open-house')
    .replace('/api/menus/{key}', '/api/menus/main')
    .replace('/api/campaigns/{key}', `/api/campaigns/${campaignId}`)
    .replace('{year}', String(YEAR)).replace('{id}', String(eventId)).replace('{key}', path.startsWith('/api/programs/') ? 'quran-circle' : UPLOAD_KEY);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 whose every $ref resolves and whose operation ids are unique', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    // Every component is a valid JSON Schema for the 2020-12 dialect (the validator compiles each).
    for (const name of Object.keys(schemas))
      expect(() => validatorFor({ $ref: `#/components/schemas/${name}` })).not.toThrow();
  });

  it('has every public route of the app, and only routes the app has', () => {
    const registered = app.routes.filter((r) => r.method === 'GET').map((r) => r.path);
    const publicGets = ROUTE_TABLE.filter((row) => row.method === 'GET' && everyoneMay(row)).map(
      (row) => row.path.split('?')[0]!,
    );
    // Public, but not the API for other sites: the probes, the description itself, and what the prayer-hall
    // screen reads for its own page (ADR 010; it keeps same-origin rules).
    const notTheApi = [
      '/api/health',
      '/api/health/live',
      ...DOCUMENTATION_PATHS,
      '/api/display/settings',
      '/api/display/prayer-settings',
      `/api/display/timetable/${MATRIX_YEAR}`,
    ];
    const documented = Object.keys(document.paths).map((path) =>
      routePatternToRegExp(path.replace(/\{(\w+)\}/g, ':$1')),
    );
    const missing = publicGets.filter((path) => !notTheApi.includes(path) && !documented.some((re) => re.test(path)));
    expect(missing, 'public routes missing from src/server/public-api/operations.ts').toEqual([]);
    const registeredAny = app.routes.map((r) => `${r.method} ${r.path}`);
    for (const [path, methods] of Object.entries(document.paths)) {
      const hono = path.replace(/\{(\w+)\}/g, ':$1');
      if ('get' in methods) expect(registered, `${path} is documented but not registered`).toContain(hono);
      for (const method of Object.keys(methods))
        expect(registeredAny, `${method} ${path} is documented but not registered`).toContain(`${method.toUpperCase()} ${hono}`);
    }
  });

  it("has the visitor's sign-up routes with their methods: the form's POSTs and the private link (issue 27)", () => {
    const publicSignUpRoutes = ROUTE_TABLE.filter((row) => everyoneMay(row) && /\/registrations(\/|$)/.test(row.path.split('?')[0]!));
    expect(publicSignUpRoutes.length).toBeGreaterThanOrEqual(6);
    for (const row of publicSignUpRoutes) {
      const path = row.path.split('?')[0]!;
      const documented = Object.entries(document.paths).some(
        ([template, methods]) => row.method.toLowerCase() in methods && routePatternToRegExp(template.replace(/\{(\w+)\}/g, ':$1')).test(path),
      );
      expect(documented, `${row.method} ${path} is public but not in the document`).toBe(true);
    }
    const post = document.paths['/api/events/{id}/registrations']!.post as Json & { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } };
    const body = post.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'seats', 'notes', 'children', 'website']));
    expect(body.required).toContain('name');
    expect(document.paths['/api/registrations/{token}']!).toHaveProperty('put.requestBody');
    expect(Object.keys(document.paths['/api/registrations/{token}']!).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('sign-up answers validate against the document, and the routes accept what the document describes', async () => {
    const answerOf = (path: string, method: string, status: number) =>
      (document.paths[path]![method]!.responses as Record<string, { content?: Record<string, { schema: Json }> }>)[String(status)]!;
    const check = async (res: Response, path: string, method: string, status: number) => {
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const content = answerOf(path, method, status).content;
      if (!content) return undefined;
      if (content['text/calendar']) return expect(parseCalendar(await res.text()).events.length).toBeGreaterThan(0);
      const body = (await res.json()) as Json;
      const result = validatorFor(content['application/json']!.schema).validate(body);
      expect(result.errors.map((e) => `${e.instanceLocation}: ${e.error}`), `${method} ${path} ${status}`).toEqual([]);
      return body;
    };
    const signUp = { name: 'Amina Yusuf', email: 'amina@example.org', seats: 2 };
    const created = (await check(
      await t.call('POST', `/api/events/${eventId}/registrations`, { body: signUp }),
      '/api/events/{id}/registrations', 'post', 201,
    )) as { token: string };
    await check(
      await t.call('POST', '/api/programs/quran-circle/registrations', { body: { name: 'Bilal', phone: '+1 555 0100', seats: 1 } }),
      '/api/programs/{key}/registrations', 'post', 201,
    );
    await check(
      await t.call('POST', `/api/events/${eventId}/registrations`, { body: { seats: 0 } }),
      '/api/events/{id}/registrations', 'post', 400,
    );
    await check(
      await t.call('POST', `/api/events/${eventId}/registrations`, { body: signUp }),
      '/api/events/{id}/registrations', 'post', 409,
    );
    const link = `/api/registrations/${created.token}`;
    await check(await t.request(link), '/api/registrations/{token}', 'get', 200);
    await check(await t.call('PUT', link, { body: { seats: 3 } }), '/api/registrations/{token}', 'put', 200);
    await check(await t.call('PUT', link, { body: { seats: 41 } }), '/api/registrations/{token}', 'put', 400);
    await check(await t.request(`${link}/calendar.ics`), '/api/registrations/{token}/calendar.ics', 'get', 200);
    await check(await t.call('DELETE', link), '/api/registrations/{token}', 'delete', 204);
    await check(await t.call('DELETE', link), '/api/registrations/{token}', 'delete', 409);
    await check(await t.request(`/api/registrations/${'x'.repeat(43)}`), '/api/registrations/{token}', 'get', 404);
  });

  it.each(PUBLIC_OPERATIONS.map((op) => [op.operationId, op] as const))(
    '%s: a real answer validates against the document',
    async (_id, op) => {
      const res = await t.request(concrete(op.path), { headers: { origin: 'https://school.example.net' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(op.cacheControl.startsWith(res.headers.get('cache-control')!.split(',')[0]!)).toBe(true);
      const ok = document.paths[op.path]!.get!.responses as Record<
        string,
        { content: Record<string, { schema: Json }> }
      >;
      const types = Object.keys(ok['200']!.content);
      const contentType = types.find((type) => res.headers.get('content-type')!.startsWith(type));
      expect(contentType, `${res.headers.get('content-type')} is one of ${types.join(', ')}`).toBeDefined();
      const media = ok['200']!.content[contentType!]!;
      if (contentType!.startsWith('image/')) {
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_PNG);
        return;
      }
      const text = await res.text();
      if (contentType === 'application/json') {
        const body = JSON.parse(text) as unknown;
        if (Array.isArray(body)) expect(body.length, 'an empty list would prove little').toBeGreaterThan(0);
        const result = validatorFor(media.schema).validate(body);
        expect(result.errors.map((e) => `${e.instanceLocation}: ${e.error}`)).toEqual([]);
      } else {
        expect(parseCalendar(text).events.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(
    PUBLIC_OPERATIONS.flatMap((op) =>
      Object.keys(op.errors ?? {}).map((status) => [op.operationId, Number(status), op] as const),
    ),
  )('%s: its documented %i answer is the documented Error', async (_id, status, op) => {
    const path =
      status === 404
        ? op.path.replace('{id}', String(permanentId)).replace('{key}', op.path.startsWith('/api/programs/') ? 'no-such-program' : UPLOAD_KEY.replace('0b8f', 'ffff'))
        : op.query === textLanguageQuery
          ? `${op.path.replace(/\{\w+\}/, 'abc')}?lang=xx` // issue 26 item 4: a language the site does not have
          : op.path.includes('{')
            ? op.path.replace(/\{\w+\}/, 'abc')
            : op.path.endsWith('.ics')
              ? `${op.path}?prayers=tahajjud`
              : `${op.path}?days=99`;
    const res = await t.request(concrete(path));
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const error = (
      document.paths[op.path]!.get!.responses as Record<string, { content: Record<string, { schema: Json }> }>
    )[String(status)]!;
    const result = validatorFor(error.content['application/json']!.schema).validate(await res.json());
    expect(result.errors).toEqual([]);
  });

  it('documents the query parameters the route accepts, and the route refuses what the document excludes', async () => {
    const params = document.paths['/api/prayer-times.ics']!.get!.parameters as Array<{
      name: string;
      schema: { enum?: string[] };
    }>;
    expect(params.map((p) => p.name)).toEqual(['prayers', 'adhan', 'lang']);
    expect(params.find((p) => p.name === 'lang')).toMatchObject({ description: expect.stringContaining('en, tr, ar') });
    expect((await t.request('/api/prayer-times.ics?lang=tr')).status).toBe(200);
    expect((await t.request('/api/prayer-times.ics?lang=zz')).status).toBe(400);
    for (const value of params.find((p) => p.name === 'adhan')!.schema.enum!) {
      expect((await t.request(`/api/prayer-times.ics?adhan=${value}`)).status, `adhan=${value}`).toBe(200);
    }
    expect((await t.request('/api/prayer-times.ics?adhan=2')).status).toBe(400);
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha', 'jumuah']) {
      expect(params.find((p) => p.name === 'prayers')!).toMatchObject({ description: expect.stringContaining(prayer) });
    }
  });
});

describe('CORS', () => {
  it('answers a preflight for a public read, and none for anything else', async () => {
    const preflight = await t.request('/api/events', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://school.example.net',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-requested-with',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-requested-with');
    const write = await t.request('/api/events', {
      method: 'OPTIONS',
      headers: { origin: 'https://school.example.net', 'access-control-request-method': 'POST' },
    });
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
    const staffOnly = await t.request('/api/events/all', {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(staffOnly.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['GET', '/api/user'],
    ['GET', '/api/events/all'],
    ['GET', '/api/prayer-times/download-csv'],
    ['GET', '/api/health'],
  ])('%s %s keeps same-origin rules', async (method, path) => {
    const res = await t.request(path, { method, headers: { origin: 'https://school.example.net' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('a cross-origin write is still refused', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { origin: 'https://school.example.net', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.org', message: 'hello there' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the document', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(document);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the reference page without any script, its one stylesheet allowed by hash', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(DOCS_STYLE))).toString(
      'base64',
    );
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${digest}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(html).toContain(`<style>${DOCS_STYLE}</style>`);
    for (const op of PUBLIC_OPERATIONS) {
      expect(html).toContain(`id="${op.operationId}"`);
      expect(html).toContain(`<code>${op.path}</code>`);
    }
    for (const name of Object.keys((document.components as { schemas: object }).schemas))
      expect(html).toContain(`id="schema-${name}"`);
    for (const address of ['/calendar.ics', '/prayer-times.ics', '/embed/prayer-times'])
      expect(html).toContain(`<code>${address}</code>`);
  });
});
