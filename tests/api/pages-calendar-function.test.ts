import { describe, expect, it } from 'vitest';
import { onRequest } from '../../functions/calendar.ics.ts';

/**
 * functions/calendar.ics.ts, the Pages Function in front of the static /calendar.ics (issue 26): it picks
 * the language's copy from dist through the ASSETS binding and gives it the feed's headers itself (Pages
 * does not apply _headers to a Function's answer). The real thing runs in tests/edge/pages-functions.test.ts.
 */
const ORIGIN = 'https://masjid.example.org';
const FILES: Record<string, string> = {
  '/calendar.ics': 'BEGIN:VCALENDAR\r\nX-LANG:en\r\nEND:VCALENDAR\r\n',
  '/tr/calendar.ics': 'BEGIN:VCALENDAR\r\nX-LANG:tr\r\nEND:VCALENDAR\r\n',
};

function context(path: string, method = 'GET') {
  const asked: string[] = [];
  const serve = (pathname: string) =>
    FILES[pathname] === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(method === 'HEAD' ? null : FILES[pathname], { headers: { 'Content-Type': 'text/calendar' } });
  return {
    asked,
    ctx: {
      request: new Request(`${ORIGIN}${path}`, { method }),
      env: {
        ASSETS: {
          fetch: async (input: Request | URL | string) => {
            const url = new URL(input instanceof Request ? input.url : input);
            asked.push(url.pathname + url.search);
            return serve(url.pathname);
          },
        },
      },
      next: async () => {
        asked.push('next');
        return serve(new URL(path, ORIGIN).pathname);
      },
    },
  };
}

describe('functions/calendar.ics.ts', () => {
  it.each(['/calendar.ics', '/calendar.ics?lang=', '/calendar.ics?lang=en'])('%s is the static file itself', async (path) => {
    const { ctx, asked } = context(path);
    const res = await onRequest(ctx);
    expect(asked).toEqual(['next']);
    expect(await res.text()).toContain('X-LANG:en');
  });

  it("?lang=tr answers the Turkish copy with the feed's headers", async () => {
    const { ctx, asked } = context('/calendar.ics?lang=tr&prayers=ignored');
    const res = await onRequest(ctx);
    expect(asked).toEqual(['/tr/calendar.ics']);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('X-LANG:tr');
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('answers HEAD too', async () => {
    const { ctx } = context('/calendar.ics?lang=TR', 'HEAD');
    const res = await onRequest(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });

  it('refuses a language the site does not have', async () => {
    const { ctx, asked } = context('/calendar.ics?lang=fr');
    const res = await onRequest(ctx);
    expect(asked).toEqual([]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Unknown language "fr": choose from en, tr, ar' });
  });

  it("passes on a copy dist does not have (the site's 404)", async () => {
    const { ctx } = context('/calendar.ics?lang=ar');
    expect((await onRequest(ctx)).status).toBe(404);
  });
});
