import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPath, siteApi } from './site-api.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetch = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('requestPath', () => {
  it('joins the segments and fills route parameters', () => {
    expect(requestPath(['api', 'prayer-times', 'yearly', ':year'], { year: '2026' })).toBe('/api/prayer-times/yearly/2026');
    expect(requestPath(['api', 'events', ':id{[0-9]+}'], { id: '7' })).toBe('/api/events/7');
    expect(() => requestPath(['api', 'events', ':id'])).toThrow(/id/);
  });
});

describe('siteApi', () => {
  it("GETs the route hc<AppType> would, with the session cookie", async () => {
    const fetch = stubFetch();
    const res = await siteApi.api['prayer-times'].yearly[':year'].$get({ param: { year: '2026' } });
    expect(res.status).toBe(200);
    expect(fetch).toHaveBeenCalledWith('/api/prayer-times/yearly/2026', { method: 'GET', credentials: 'include' });
  });

  it('POSTs a JSON body', async () => {
    const fetch = stubFetch();
    await siteApi.api.contact.$post({ json: { name: 'A', email: 'a@example.org', message: 'Hi', website: '' } });
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.org', message: 'Hi', website: '' }),
    });
  });

  it('refuses what it does not send rather than dropping it', () => {
    stubFetch();
    const call = siteApi.api.announcements.$get as unknown as (args: object) => Promise<Response>;
    expect(() => call({ form: {} })).toThrow(/form/);
  });
});
