import { isoDateIn } from '../../domain/dates/zoned.ts';
import { readDisplayYear, type DisplayDay } from '../../domain/display/display-day.ts';
import type { PreviewOptions } from '../../domain/display/preview.ts';
import { readDisplaySettings, type DisplaySettings } from '../../domain/display/settings.ts';
import { displaySlides, type DisplayAnnouncement, type Slide } from '../../domain/display/slides.ts';
import { nextSyncAt, staffTextPaths, syncAgainForLanguage } from '../../domain/display/sync-policy.ts';
import type { PublicEventItem } from '../../domain/events/types.ts';
import { readSyncedPrayerSettings } from '../../domain/display/synced-prayer-settings.ts';
import type { PrayerSettings } from '../../domain/schedule/settings.ts';
import type { DisplayConfig } from './display-config.ts';
import { displayView, type DisplayView } from './display-view.ts';
import { displayLanguages, slideDateWords } from './display-words.ts';
import { watchDeploys, type DeployWatch } from './deploy-watch.ts';
import { scheduleSource, yearsToKeep, type ScheduleSource } from './schedule-source.ts';

/**
 * The screen's engine (issue 14): one timer, one data set, one view. React only draws `snapshot().view`.
 *
 * - One timeout, re-armed at every tick for the next whole second of the wall clock, so the clock never
 *   drifts and there is never more than one timer; waking (visibility, pageshow, focus, online) ticks at
 *   once, and a tick that finds the clock jumped (a sleeping TV) syncs at once.
 * - Sync: settings, prayer settings, the years around today, announcements and events, every SYNC_EVERY_MS,
 *   again within a minute after a failure. Answers replace the data only when they read well; the last good ones stay.
 *   `lastSyncedAt` (kept in localStorage) is the last sync whose answers all came from the network.
 * - A new deploy is taken at a quiet moment (display-screen-state.ts's `quiet`), online, never in a preview.
 */

export interface RuntimeSnapshot {
  view: DisplayView | null;
  /** The page's worker has taken control (the screen can restart offline). */
  offlineReady: boolean;
  /** A data sync finished (good or not), counted: tests and the bench wait on it. */
  syncs: number;
}

const LAST_SYNCED_KEY = 'display:last-synced-at';
/** A tick that comes this much later than asked means the device slept: sync now. */
const WAKE_GAP_MS = 5_000;
const REQUEST_TIMEOUT_MS = 20_000;
/** Marks an answer the service worker served from its cache (see display-sw.ts). */
const FROM_CACHE_HEADER = 'X-Display-Cache';

type Fetched = { body: unknown; fromCache: boolean };

async function getJson(path: string): Promise<Fetched> {
  const response = await fetch(path, { cache: 'no-cache', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { body: await response.json(), fromCache: response.headers.has(FROM_CACHE_HEADER) };
}

function readStoredNumber(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function storeNumber(key: string, value: number): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Storage full or blocked: the note will say "not synced" after a reload, nothing worse.
  }
}

export interface DisplayRuntime {
  subscribe(listener: () => void): () => void;
  snapshot(): RuntimeSnapshot;
  start(): void;
  stop(): void;
}

export function createDisplayRuntime(options: {
  config: DisplayConfig;
  /** The screen's clock in ms since the epoch (a preview adds its offset). */
  now: () => number;
  preview: PreviewOptions | null;
  ownVersion: string | null;
}): DisplayRuntime {
  const { config, preview } = options;
  const timeZone = config.site.timeZone;

  let settings: DisplaySettings = { ...config.defaults, ...preview?.settings };
  let years = new Map<number, ReadonlyMap<string, DisplayDay>>();
  let announcements: DisplayAnnouncement[] = [];
  let events: PublicEventItem[] = [];
  let prayerSettings: PrayerSettings = config.prayerSettings;
  let source: ScheduleSource = scheduleSource(years, prayerSettings, config.site);
  let slides: Slide[] = [];
  let slidesMinute = -1;
  let slidesLanguage = '';
  const dateWordsFor = (code: string) => {
    const language = config.languages[code];
    return language ? slideDateWords(language, code === config.defaultLanguage) : undefined;
  };
  let lastSyncedAt = preview ? null : readStoredNumber(LAST_SYNCED_KEY);
  let syncing = false;
  /** Something asked for a sync while one was running (back online, a new worker): run another at once. */
  let syncAgain = false;
  let nextSync = 0;
  let syncs = 0;
  let shownImages = '';
  let deploys: DeployWatch | null = null;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastTick = 0;
  let running = false;
  let current: RuntimeSnapshot = { view: null, offlineReady: false, syncs: 0 };
  const listeners = new Set<() => void>();

  const rebuildSource = () => {
    source = scheduleSource(years, prayerSettings, config.site);
    slidesMinute = -1;
  };

  function render(nowMs: number): void {
    const now = new Date(nowMs);
    const minute = Math.floor(nowMs / 60_000);
    // Slides are worked out once a minute, and again when the screen's language changes (their date lines).
    if (minute !== slidesMinute || settings.language !== slidesLanguage) {
      slides = displaySlides(announcements, events, now, timeZone, dateWordsFor(settings.language));
      slidesMinute = minute;
      slidesLanguage = settings.language;
    }
    const words = displayLanguages(config.languages, config.defaultLanguage, settings);
    const view = displayView({ now, timeZone, source, settings, words, slides, lastSyncedAt, preview: preview !== null });
    current = { view, offlineReady: deploys?.controller() != null, syncs };
    for (const listener of listeners) listener();
  }

  async function sync(nowMs: number): Promise<void> {
    syncing = true;
    const today = isoDateIn(timeZone, new Date(nowMs));
    const wanted = yearsToKeep(today);
    // The staff's texts in the screen's language as the settings stand now (issue 26); the settings read by
    // this very sync may name another one (the admin has just changed it): then the next sync comes at once.
    const askedIn = settings.language;
    const staffTexts = staffTextPaths(askedIn);
    const requests: [string, (fetched: Fetched) => boolean][] = [
      [
        '/api/display/settings',
        ({ body }) => {
          settings = { ...readDisplaySettings(body, config.defaults, Object.keys(config.languages)), ...preview?.settings };
          return true;
        },
      ],
      [
        '/api/display/prayer-settings',
        ({ body }) => {
          const read = readSyncedPrayerSettings(body);
          if (read === null) return false;
          prayerSettings = read;
          return true;
        },
      ],
      ...wanted.map((year): [string, (fetched: Fetched) => boolean] => [
        `/api/display/timetable/${year}`,
        ({ body }) => {
          const days = readDisplayYear(body);
          if (days === null) return false;
          years.set(year, days);
          return true;
        },
      ]),
      [
        staffTexts.announcements,
        ({ body }) => {
          if (!Array.isArray(body)) return false;
          announcements = body as DisplayAnnouncement[];
          return true;
        },
      ],
      [
        staffTexts.events,
        ({ body }) => {
          if (!Array.isArray(body)) return false;
          events = body as PublicEventItem[];
          return true;
        },
      ],
    ];
    const results = await Promise.allSettled(requests.map(([path]) => getJson(path)));
    let fresh = true;
    results.forEach((result, index) => {
      const read = result.status === 'fulfilled' && requests[index]![1](result.value);
      if (!read || result.value.fromCache) fresh = false;
    });
    // Years no longer around today go, so a screen that runs for years holds three at most.
    for (const year of years.keys()) if (!wanted.includes(year)) years.delete(year);
    years = new Map(years);
    rebuildSource();

    const finishedAt = options.now();
    if (fresh && !preview) {
      lastSyncedAt = finishedAt;
      storeNumber(LAST_SYNCED_KEY, finishedAt);
    }
    // Counted from the attempt's start: a failed attempt that took a while (a slow network, a worker still
    // offline) must not push the retry past the minute the screen promises once the network is back.
    nextSync = syncAgain || syncAgainForLanguage(askedIn, settings.language) ? finishedAt : nextSyncAt(nowMs, fresh);
    syncAgain = false;
    syncs += 1;
    syncing = false;
    keepFlyers();
    // The fresh data shows at once; looking for a new deploy (a worker update, a build file) may take a while.
    if (running) render(options.now());
    if (deploys && fresh) await deploys.check();
  }

  /** Flyers load ahead of their turn (so they are cached for the offline week); the worker forgets the others. */
  function keepFlyers(): void {
    const urls = displaySlides(announcements, events, new Date(options.now()), timeZone)
      .flatMap((slide) => (slide.kind === 'event' ? [new URL(slide.imageUrl, location.href).href] : []))
      .sort();
    const key = urls.join('\n');
    if (key === shownImages) return;
    shownImages = key;
    for (const url of urls) new Image().src = url;
    deploys?.controller()?.postMessage({ type: 'keep-images', keep: urls });
  }

  function tick(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!running) return;
    const nowMs = options.now();
    if (lastTick !== 0 && nowMs - lastTick > 1_000 + WAKE_GAP_MS) nextSync = Math.min(nextSync, nowMs);
    lastTick = nowMs;
    if (!syncing && nowMs >= nextSync) void sync(nowMs);
    render(nowMs);
    if (deploys?.ready() && current.view?.state?.quiet && navigator.onLine) deploys.apply();
    // The next whole second of the wall clock (a little after it, so the new second has surely begun).
    timer = setTimeout(tick, 1_000 - (nowMs % 1_000) + 20);
  }

  const wake = () => {
    if (document.visibilityState !== 'hidden') tick();
  };
  const online = () => {
    nextSync = Math.min(nextSync, options.now());
    if (syncing) syncAgain = true;
    tick();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    start() {
      if (running) return;
      running = true;
      if (!preview) deploys = watchDeploys({ ownVersion: options.ownVersion, now: options.now });
      document.addEventListener('visibilitychange', wake);
      window.addEventListener('pageshow', wake);
      window.addEventListener('focus', wake);
      window.addEventListener('online', online);
      // The worker that has just taken over has not seen the data yet: sync through it, so it keeps a copy.
      navigator.serviceWorker?.addEventListener('controllerchange', online);
      tick();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('pageshow', wake);
      window.removeEventListener('focus', wake);
      window.removeEventListener('online', online);
      navigator.serviceWorker?.removeEventListener('controllerchange', online);
    },
  };
}
