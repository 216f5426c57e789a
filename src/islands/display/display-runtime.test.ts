import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site.ts';
import { SYNC_EVERY_MS } from '../../domain/display/sync-policy.ts';
import { defaultPrayerSettings } from '../../domain/schedule/settings.ts';
import { languageInfo, messagesOf } from '../../i18n/index.ts';
import type { DisplayConfig } from './display-config.ts';
import { createDisplayRuntime, type DisplayRuntime } from './display-runtime.ts';
import type { DisplayLanguage } from './display-words.ts';

/**
 * The screen's engine asks for the staff's texts in the screen's language (issue 26): the sync's URLs follow
 * settings.language as the site answers it, and a change of language is asked in at the very next tick, not
 * a sync period later. The browser is stood in for by the few globals the runtime touches; `fetch` is the
 * site, answering each announcement in the language asked.
 */

const language = (code: string): DisplayLanguage => ({ code, ...languageInfo(code), messages: messagesOf(code) });

const config: DisplayConfig = {
  masjidName: site.name,
  site: { timeZone: site.timeZone, geo: site.geo, prayer: { fixedFallback: site.prayer.fixedFallback } },
  prayerSettings: defaultPrayerSettings(site),
  defaults: { ...site.display, slideSeconds: 15, language: 'en', secondLanguage: null },
  languages: { en: language('en'), tr: language('tr'), ar: language('ar') },
  defaultLanguage: 'en',
};

const TITLES: Record<string, string> = { en: 'Eid prayer in the park', tr: 'Parkta bayram namazı' };

let savedLanguage = 'en';
let asked: string[] = [];
let clock = Date.parse('2026-11-25T18:00:00Z');
let runtime: DisplayRuntime | null = null;

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The site: saved display settings, and the announcement chosen for `?lang=` the way GET /api/announcements does. */
async function siteAnswers(input: string | URL | Request): Promise<Response> {
  const url = new URL(String(input), 'http://screen.test');
  if (url.pathname === '/api/display/settings') return answer({ slideSeconds: 15, language: savedLanguage });
  if (url.pathname === '/api/announcements' || url.pathname === '/api/events') {
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/events') return answer([]);
    const lang = url.searchParams.get('lang') ?? 'en';
    const text = lang === 'tr' ? 'tr' : 'en';
    return answer([{ id: 1, title: TITLES[text], content: 'x', isActive: true, lang: { title: text, content: 'en' } }]);
  }
  return answer({ error: 'Not found' }, 404);
}

const listeners = () => ({ addEventListener: () => undefined, removeEventListener: () => undefined });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', vi.fn(siteAnswers));
  vi.stubGlobal('document', { ...listeners(), visibilityState: 'visible' });
  vi.stubGlobal('window', { ...listeners(), isSecureContext: false });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('location', { href: 'http://screen.test/display' });
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) });
  savedLanguage = 'en';
  asked = [];
  clock = Date.parse('2026-11-25T18:00:00Z');
});

afterEach(() => {
  runtime?.stop();
  runtime = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts the screen and waits for its first sync. */
async function startScreen(): Promise<DisplayRuntime> {
  runtime = createDisplayRuntime({ config, now: () => clock, preview: null, ownVersion: null });
  runtime.start();
  await vi.waitFor(() => expect(runtime!.snapshot().syncs).toBe(1));
  return runtime;
}

/** The clock on by `ms` a second at a time (a longer jump is a TV waking up), the runtime's timer with it. */
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    const step = Math.min(1_000, left);
    clock += step;
    await vi.advanceTimersByTimeAsync(step);
  }
}

function slideTitle(screen: DisplayRuntime): [string | undefined, string | undefined] {
  const slide = screen.snapshot().view?.slide;
  return slide?.kind === 'announcement' ? [slide.title, slide.lang.title] : [undefined, undefined];
}

describe("the display runtime asks for staff texts in the screen's language", () => {
  it.each([
    ['en', 'Eid prayer in the park'],
    ['tr', 'Parkta bayram namazı'],
  ])('the sync URL follows settings.language (%s)', async (code, title) => {
    savedLanguage = code;
    const screen = await startScreen();
    // The first sync asks in the page's default language (the settings are not in yet) …
    expect(asked).toEqual(['/api/announcements?lang=en', '/api/events?lang=en']);
    // … and, the saved language read, the next tick asks in it when it differs; never without `?lang=`.
    await advance(1_100);
    await vi.waitFor(() => expect(slideTitle(screen)).toEqual([title, code]));
    expect(new Set(asked)).toEqual(new Set([`/api/announcements?lang=en`, '/api/events?lang=en', `/api/announcements?lang=${code}`, `/api/events?lang=${code}`]));
  });

  it('a language changed in Admin → Display is asked in right after the sync that reads it, without a reload', async () => {
    const screen = await startScreen();
    await advance(1_100);
    expect(slideTitle(screen)).toEqual(['Eid prayer in the park', 'en']);
    const before = screen.snapshot().syncs;

    savedLanguage = 'tr';
    // The next sync (the site's other answers are 404s here: a retry a minute on) reads the new setting, its
    // texts still asked in English …
    const asks = asked.length;
    for (let i = 0; i < SYNC_EVERY_MS / 1_000 && asked.length === asks; i++) await advance(1_000);
    await vi.waitFor(() => expect(screen.snapshot().syncs).toBeGreaterThan(before));
    expect(asked.slice(asks)).toEqual(['/api/announcements?lang=en', '/api/events?lang=en']);
    expect(screen.snapshot().view?.words.first.code).toBe('tr');
    // … and the very next tick asks again in Turkish, not a sync period later.
    await advance(1_100);
    await vi.waitFor(() => expect(slideTitle(screen)).toEqual(['Parkta bayram namazı', 'tr']));
    expect(asked.slice(-2)).toEqual(['/api/announcements?lang=tr', '/api/events?lang=tr']);

    // Settled: no more asking until the next sync is due.
    const settled = asked.length;
    await advance(30_000);
    expect(asked.length).toBe(settled);
  });
});

describe('the display runtime shows a sync as soon as its data is in', () => {
  it('before it has heard whether a new deploy is out (a build file that never answers holds nothing up)', async () => {
    let buildAsked = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request) => {
        // Every answer good, so the sync is fresh and looks for a deploy; the build file never answers.
        const path = new URL(String(input), 'http://screen.test').pathname;
        if (path === '/api/display/prayer-settings') return Promise.resolve(answer(config.prayerSettings));
        if (path.startsWith('/api/display/timetable/')) return Promise.resolve(answer({ days: [] }));
        if (path !== '/display-build.json') return siteAnswers(input);
        buildAsked += 1;
        return new Promise<Response>(() => undefined);
      }),
    );
    runtime = createDisplayRuntime({ config, now: () => clock, preview: null, ownVersion: 'build-1' });
    runtime.start();
    await vi.waitFor(() => expect(buildAsked).toBe(1));
    expect(runtime.snapshot().syncs).toBe(1);
    expect(slideTitle(runtime)).toEqual(['Eid prayer in the park', 'en']);
  });
});
