import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage, type BlobStorage } from '../../src/server/storage/blob-storage.ts';
import { ROUTE_TABLE, type RouteRow } from '../support/route-table.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.ts';
import { report } from './support/report.ts';

/**
 * Hostile input to the routes tests/api/hostile-input.test.ts does not fuzz: every route-table row
 * without a JSON object body (the reads, the deletes, mark-as-read, logout) and the two multipart
 * uploads, as anonymous and as super_admin. fast-check makes hostile path parameters (traversal,
 * encodings, huge and odd numbers, bad dates and keys), query strings, cookies and headers, other
 * methods, bodies where none belongs, and multipart bodies both plausible (real CSV and PNG parts with
 * lying names and types) and malformed (wrong or missing boundary, truncated, garbage).
 * Whatever arrives: never a 5xx, every refusal is the API's JSON error shape, and a refused request
 * changes no table and stores no file. RELIABILITY_FC_RUNS runs per route and caller (100 by default);
 * replay a failure with FC_SEED (and FC_PATH).
 */
const RUNS = Number(process.env.RELIABILITY_FC_RUNS ?? 100);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const PATH = process.env.FC_PATH;
const UNWATCHED = new Set(['login_attempts', 'rate_limits']);

const isJsonObjectRow = (row: RouteRow) =>
  row.body !== undefined && typeof row.body === 'object' && row.body !== null && !Array.isArray(row.body);
const ROWS = ROUTE_TABLE.filter((row) => !isJsonObjectRow(row));

/** Storage that remembers every key it holds, so a refused upload can be shown to have stored nothing. */
function keyedStorage(): BlobStorage & { keys: Set<string> } {
  const inner = memoryStorage();
  const keys = new Set<string>();
  return {
    keys,
    async put(key, body, type) {
      keys.add(key);
      await inner.put(key, body, type);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      keys.delete(key);
      await inner.delete(key);
    },
  };
}

const storage = keyedStorage();
let t: TestApp;
let superAdminCookie: string;
let watchedTables: string[] = [];
let tried = 0;
const statuses: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ storage });
  t.setNow(new Date('2026-06-15T18:00:00Z'));
  superAdminCookie = (await t.signInAs('super_admin')).cookie;
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
  watchedTables = tables.rows.map((r) => r.name).filter((name) => !UNWATCHED.has(name) && !name.startsWith('kysely_'));
});
afterAll(async () => {
  report('route-fuzz', { routes: ROWS.length, inputsTried: tried, statuses });
  await t.drop();
});

async function fingerprint(): Promise<string> {
  const parts = watchedTables.map(
    (name) => sql<string>`(select coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${sql.id(name)} x)`,
  );
  const result = await sql<{ fp: string }>`select ${sql.join(parts, sql` || '|' || `)} as fp`.execute(t.db);
  return `${result.rows[0]!.fp}#${[...storage.keys].sort().join(',')}`;
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries

const encoded = (arb: fc.Arbitrary<string>) => arb.map(encodeURIComponent);

/** Something to put where a path parameter (id, year, date, month, upload key) goes. */
const pathParam = fc.oneof(
  encoded(fc.string()),
  encoded(fc.string({ unit: 'binary', maxLength: 30 })),
  fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n })).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '00',
    '1e3',
    '0x10',
    '+1',
    '%20',
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2fserver.pid',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '....%2F%2F',
    '%00',
    'null',
    'undefined',
    '2026-02-30',
    '2026-13-01',
    '9999-99-99',
    '2026-06-15T00%3A00',
    '1969-12-31',
    '0000-01-01',
    '275760-09-13',
    '13',
    '2147483648',
    '99999999999999999999',
    'a.png',
    '00000000-0000-0000-0000-000000000000.svg',
    '00000000-0000-0000-0000-000000000000.html',
    '9A0E0B1C-2D3E-4F50-8A61-728394A5B6C7.PNG',
    '%F0%9F%95%8C',
    '%ED%A0%80',
    '%C0%AE%C0%AE',
    'x'.repeat(3000),
  ),
);

/** The row's path with one parameter-looking segment replaced (or none). */
function hostilePath(row: RouteRow): fc.Arbitrary<string> {
  const [pathname, query] = row.path.split('?') as [string, string | undefined];
  const segments = pathname.split('/');
  // Segments after /api/<resource> that hold data: digits, dates, upload keys.
  const params = segments.map((segment, i) => (i > 2 && /\d/.test(segment) ? i : -1)).filter((i) => i >= 0);
  const replaced =
    params.length === 0
      ? fc.constant(pathname)
      : fc
          .tuple(fc.constantFrom(...params), pathParam)
          .map(([i, value]) => segments.map((s, j) => (j === i ? value : s)).join('/'));
  const queryString = fc.oneof(
    { arbitrary: fc.constant(query ? `?${query}` : ''), weight: 4 },
    {
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom('dryRun', 'year', 'id', 'page', '__proto__', 'format'),
              fc.string({ maxLength: 10 }),
            ),
            fc.oneof(fc.string(), fc.constantFrom('1', 'true', '../..', 'x'.repeat(9000))),
          ),
          {
            maxLength: 4,
          },
        )
        .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`),
      weight: 2,
    },
  );
  return fc
    .oneof({ arbitrary: fc.constant(pathname), weight: 2 }, { arbitrary: replaced, weight: 3 })
    .chain((p) => queryString.map((q) => `${p}${q}`));
}

const cookieValue = fc.oneof(
  fc.constantFrom(
    '',
    'abc',
    'a.b.c',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    '%00',
    'x'.repeat(5000),
    '"quoted"',
    'a;b',
    'ünïcödé',
  ),
  fc.string({ maxLength: 100 }).map((s) => s.replace(/[;\r\n]/g, '')),
);
/** The Cookie header: none, the caller's own, junk, or the caller's own among junk and duplicates. */
const cookieHeader = (own: string | undefined) =>
  fc.oneof(
    { arbitrary: fc.constant(own), weight: 4 },
    { arbitrary: cookieValue.map((v) => `session=${v}`), weight: 2 },
    { arbitrary: cookieValue.map((v) => `${own ? `${own}; ` : ''}session=${v}`), weight: 1 },
    { arbitrary: cookieValue.map((v) => `session=${v}${own ? `; ${own}` : ''}`), weight: 1 },
    { arbitrary: cookieValue.map((v) => `__Host-session=${v}; signed_in=1; ${own ?? ''}`), weight: 1 },
  );

const headerValue = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789/;=,-+. *"\''.split('')),
  maxLength: 60,
});
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-encoding',
    'if-none-match',
    'range',
    'content-type',
    'x-forwarded-proto',
    'x-forwarded-host',
    'x-forwarded-for',
    'sec-fetch-site',
    'authorization',
    'accept-language',
  ),
  fc.oneof(
    headerValue,
    fc.constantFrom(
      'https',
      'evil.example',
      'bytes=0-0',
      'bytes=999999-',
      '*',
      'br',
      'gzip;q=0',
      'Bearer x',
      '127.0.0.1, 10.0.0.1',
    ),
  ),
  { maxKeys: 3 },
);

type Body = { bytes: Uint8Array<ArrayBuffer>; contentType: string | undefined };

const utf8 = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
function concat(...parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((p) => (typeof p === 'string' ? utf8(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

const fileName = fc.oneof(
  fc.constantFrom(
    'times.csv',
    'dot.png',
    '../../../../tmp/reliability-pwned.png',
    '..\\..\\reliability-pwned.png',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    '%2e%2e%2fpwned.csv',
    'a.png.html',
    'shell.php.png',
    'x.svg',
    '.htaccess',
    '',
    ' ',
    'nul\u0000.csv',
    'rtl\u202egnp.exe',
    'x'.repeat(1000),
    '"quoted".csv',
    'a;b=c.csv',
  ),
  fc.string({ maxLength: 40 }),
);
const partType = fc.constantFrom(
  undefined,
  'text/csv',
  'image/png',
  'image/svg+xml',
  'text/html',
  'application/octet-stream',
  'application/vnd.ms-excel',
  'image/png; charset=utf-8',
  'multipart/mixed',
);
const csvCell = fc.oneof(
  fc.constantFrom(
    '05:42',
    '5:42',
    '25:99',
    '=1+1',
    '+1',
    '-1',
    '@SUM(A1)',
    '=HYPERLINK("http://x")',
    '"05:42"',
    '',
    ' ',
    '\t=1',
    '0',
  ),
  fc.string({ maxLength: 8 }),
);
const csvText = fc.oneof(
  fc
    .array(fc.array(csvCell, { minLength: 7, maxLength: 7 }), { minLength: 1, maxLength: 4 })
    .map(
      (rows) =>
        `date,fajr,sunrise,dhuhr,asr,maghrib,isha\n${rows.map((cells, i) => [`2026-07-0${i + 1}`, ...cells.slice(1)].join(',')).join('\n')}\n`,
    ),
  fc.constant('date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-07-01,05:42,06:45,12:15,15:28,18:45,20:12\n'),
  fc.constant('Day,Month,Fajr Adhan,Fajr Iqamah\n1,7,05:00,05:20\n'),
  fc.string({ maxLength: 300 }),
);
const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  csvText.map(utf8),
  fc.constant(TINY_PNG),
  fc.uint8Array({ maxLength: 600 }),
  fc.constant(utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  fc.constant(concat(TINY_PNG.slice(0, 16), '<script>alert(1)</script>')),
  fc.constant(new Uint8Array([0xff, 0xfe, 0x00, 0x00, 0xc3, 0x28])),
  fc.constant(new Uint8Array(0)),
);

interface Part {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  bytes: Uint8Array;
}
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: fc.constantFrom('csv', 'photos'), filename: fileName, type: partType, bytes: fileBytes }),
  fc.record({
    name: fc.constantFrom('galleryName', 'description', 'year', 'csv', 'photos', 'other', ''),
    filename: fc.constant(undefined),
    type: fc.constant(undefined),
    bytes: fc
      .oneof(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('Matrix', '../etc', '2026', '1999', 'abc', 'x'.repeat(600), '<img src=x onerror=alert(1)>'),
      )
      .map(utf8),
  }),
);

function multipart(parts: Part[], boundary: string): Uint8Array<ArrayBuffer> {
  const chunks: (string | Uint8Array)[] = [];
  for (const p of parts) {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename.replace(/"/g, '%22')}"`}\r\n`,
    );
    if (p.type) chunks.push(`Content-Type: ${p.type}\r\n`);
    chunks.push('\r\n', p.bytes, '\r\n');
  }
  chunks.push(`--${boundary}--\r\n`);
  return concat(...chunks);
}

const boundary = fc.oneof(
  fc.constant('----reliability-boundary'),
  fc.string({ unit: fc.constantFrom(...'abcXYZ0123456789-_'.split('')), minLength: 1, maxLength: 70 }),
);

/** Uploads that pass every check but carry hostile names and lying types, so the storing code runs too. */
const plausibleUpload: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom('csv', 'photos'),
    fileName,
    partType,
    fc.option(fc.constantFrom('Eid 2026', 'Matrix', "Sisters' (Halaqa) & Youth", '..', 'a/b'), { nil: undefined }),
    fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
  )
  .map(([field, filename, type, galleryName, description]) => {
    const parts: Part[] =
      field === 'csv'
        ? [
            {
              name: 'csv',
              filename: `${filename}.csv`,
              type,
              bytes: utf8('date,fajr,sunrise,dhuhr,asr,maghrib,isha\n2026-07-01,05:42,06:45,12:15,15:28,18:45,20:12\n'),
            },
          ]
        : [{ name: 'photos', filename, type, bytes: TINY_PNG }];
    if (galleryName !== undefined)
      parts.push({ name: 'galleryName', filename: undefined, type: undefined, bytes: utf8(galleryName) });
    if (description !== undefined)
      parts.push({ name: 'description', filename: undefined, type: undefined, bytes: utf8(description) });
    return { bytes: multipart(parts, '----reliability'), contentType: 'multipart/form-data; boundary=----reliability' };
  });

const multipartBody: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: plausibleUpload, weight: 3 },
  // Well-formed multipart with hostile parts.
  {
    arbitrary: fc
      .tuple(fc.array(part, { minLength: 0, maxLength: 4 }), boundary)
      .map(([parts, b]) => ({ bytes: multipart(parts, b), contentType: `multipart/form-data; boundary=${b}` })),
    weight: 5,
  },
  // Malformed: truncated, wrong boundary, no boundary, garbage, a JSON body.
  {
    arbitrary: fc
      .tuple(
        fc.array(part, { minLength: 1, maxLength: 3 }),
        boundary,
        fc.nat(),
        fc.constantFrom(
          'truncate',
          'wrong-boundary',
          'no-boundary',
          'no-type',
          'garbage',
          'json',
          'quoted-boundary',
          'lf-only',
        ),
      )
      .map(([parts, b, cut, how]) => {
        const body = multipart(parts, b);
        switch (how) {
          case 'truncate':
            return { bytes: body.slice(0, cut % (body.length + 1)), contentType: `multipart/form-data; boundary=${b}` };
          case 'wrong-boundary':
            return { bytes: body, contentType: `multipart/form-data; boundary=${b}x` };
          case 'no-boundary':
            return { bytes: body, contentType: 'multipart/form-data' };
          case 'no-type':
            return { bytes: body, contentType: undefined };
          case 'garbage':
            return {
              bytes: concat(`--${b}\r\n`, new Uint8Array(Array.from({ length: 200 }, (_, i) => (i * 37 + cut) % 256))),
              contentType: `multipart/form-data; boundary=${b}`,
            };
          case 'json':
            return { bytes: utf8('{"csv": "x", "photos": []}'), contentType: `multipart/form-data; boundary=${b}` };
          case 'quoted-boundary':
            return { bytes: body, contentType: `multipart/form-data; boundary="${b}"` };
          default:
            return {
              bytes: utf8(new TextDecoder().decode(body).replace(/\r\n/g, '\n')),
              contentType: `multipart/form-data; boundary=${b}`,
            };
        }
      }),
    weight: 3,
  },
);

/** A body where none belongs (or nothing), with any content type. */
const strayBody: fc.Arbitrary<Body | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('application/json', 'text/plain', undefined))
      .map(([v, type]) => ({ bytes: utf8(JSON.stringify(v) ?? 'null'), contentType: type })),
    weight: 1,
  },
  {
    arbitrary: fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ bytes: new Uint8Array(bytes), contentType: 'application/octet-stream' })),
    weight: 1,
  },
);

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

// ---------------------------------------------------------------------------------------------------
// The invariant

async function check(
  row: RouteRow,
  caller: 'anonymous' | 'super_admin',
  input: {
    method: string;
    path: string;
    cookie: string | undefined;
    headers: Record<string, string>;
    body: Body | undefined;
  },
) {
  await row.setup?.(t);
  const before = await fingerprint();
  const headers: Record<string, string> = { ...input.headers, origin: TEST_ORIGIN };
  if (input.cookie) headers.cookie = input.cookie;
  if (input.body?.contentType) headers['content-type'] = input.body.contentType;
  const method = input.method;
  const withBody = input.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const res = await t.request(
    input.path,
    { method, headers, ...(withBody ? { body: input.body!.bytes } : {}) },
    `192.0.2.${(tried % 250) + 1}`,
  );
  tried++;
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  const text = await res.text();
  const context = `${caller} ${method} ${input.path.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, context).toBeLessThan(500);
  expect(text, context).not.toMatch(/passwordHash|password_hash|pbkdf2/i);
  if (res.status >= 400 && method !== 'HEAD') {
    expect(res.headers.get('content-type'), context).toMatch(/^application\/json/);
    expect(typeof (JSON.parse(text) as { message?: unknown }).message, context).toBe('string');
  }
  if (res.status >= 400) expect(await fingerprint(), `a refused request changed stored data: ${context}`).toBe(before);
  // Counters of attempts are meant to grow; clearing them keeps every run reaching the code behind them.
  await t.db.deleteFrom('loginAttempts').execute();
  await t.db.deleteFrom('rateLimits').execute();
  // The caller's own session must survive whatever a run did (logout ends it: sign in again).
  if (caller === 'super_admin' && (await t.call('GET', '/api/user', { cookie: superAdminCookie })).status !== 200) {
    const user = await t.db
      .selectFrom('users')
      .select('username')
      .where('role', '=', 'super_admin')
      .executeTakeFirstOrThrow();
    superAdminCookie = await t.signIn(user.username);
  }
}

describe('the fuzzed routes', () => {
  it('are every route-table row the JSON fuzzer leaves out, uploads included', () => {
    const names = ROWS.map((row) => `${row.method} ${row.path}`);
    expect(names).toContain('POST /api/prayer-times/upload-csv');
    expect(names).toContain('POST /api/photos/upload');
    expect(names.filter((n) => n.startsWith('GET ')).length).toBeGreaterThan(10);
    expect(ROWS.length + ROUTE_TABLE.filter(isJsonObjectRow).length).toBe(ROUTE_TABLE.length);
  });
});

describe.each(ROWS.map((row) => ({ name: `${row.method} ${row.path}`, row })))(
  '$name with hostile input',
  ({ row }) => {
    it.for(['anonymous', 'super_admin'] as const)(
      `as %s: never 5xx, and a refusal stores nothing (${RUNS} runs)`,
      { timeout: 180_000 },
      async (caller) => {
        const own = () => (caller === 'super_admin' ? superAdminCookie : undefined);
        const body = row.form ? multipartBody.map((b): Body | undefined => b) : strayBody;
        const method = fc.oneof(
          { arbitrary: fc.constant(row.method as string), weight: 6 },
          { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
        );
        await fc.assert(
          fc.asyncProperty(
            method,
            hostilePath(row),
            fc.option(cookieHeader('OWN'), { nil: undefined }),
            extraHeaders,
            body,
            async (m, path, cookie, headers, sent) => {
              const resolved = cookie === undefined ? own() : cookie.replace('OWN', own() ?? '');
              await check(row, caller, { method: m, path, cookie: resolved || undefined, headers, body: sent });
            },
          ),
          { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), ...(PATH ? { path: PATH } : {}) },
        );
      },
    );
  },
);
