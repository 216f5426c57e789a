import { instantOf } from '../schedule/next-prayer.ts';
import { DISPLAY_LIMITS, DISPLAY_THEMES, LANGUAGE_CODE, type DisplaySettings } from './settings.ts';

/**
 * /display?preview=2026-11-27T12:55[&theme=light&slideSeconds=10&iqamahScreenMinutes=5&language=en&secondLanguage=ar]:
 * the screen as it
 * will look at that moment on the masjid's clock, with settings still being edited (Admin → Display). A
 * preview runs from that moment on, never registers the service worker and never reloads itself.
 */
export const PREVIEW_PARAM = 'preview';

export interface PreviewOptions {
  /** The screen's clock runs from this instant. */
  startsAt: number;
  /** Settings being edited in the admin panel, over the saved ones. */
  settings: Partial<DisplaySettings>;
}

function wholeNumber(value: string | null, limits: { min: number; max: number }): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= limits.min && n <= limits.max ? n : undefined;
}

/** The preview the address asks for, or null for the real screen (also when the moment does not read). */
export function readPreview(search: string, timeZone: string): PreviewOptions | null {
  const params = new URLSearchParams(search);
  const moment = params.get(PREVIEW_PARAM);
  const match = moment === null ? null : /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(moment);
  const startsAt = match ? instantOf(timeZone, match[1]!, match[2]!) : null;
  if (!startsAt) return null;
  const settings: Partial<DisplaySettings> = {};
  const slideSeconds = wholeNumber(params.get('slideSeconds'), DISPLAY_LIMITS.slideSeconds);
  if (slideSeconds !== undefined) settings.slideSeconds = slideSeconds;
  const iqamahScreenMinutes = wholeNumber(params.get('iqamahScreenMinutes'), DISPLAY_LIMITS.iqamahScreenMinutes);
  if (iqamahScreenMinutes !== undefined) settings.iqamahScreenMinutes = iqamahScreenMinutes;
  const theme = DISPLAY_THEMES.find((t) => t === params.get('theme'));
  if (theme) settings.theme = theme;
  // Languages the screen has no messages for fall back there (readDisplaySettings' rule, display-app.tsx).
  const language = params.get('language');
  if (language !== null && LANGUAGE_CODE.test(language)) settings.language = language;
  const second = params.get('secondLanguage');
  if (second !== null) settings.secondLanguage = LANGUAGE_CODE.test(second) && second !== (language ?? '') ? second : null;
  return { startsAt: startsAt.getTime(), settings };
}

/** The preview address for a moment ('YYYY-MM-DDTHH:MM' on the masjid's clock) and settings. */
export function previewPath(moment: string, settings: DisplaySettings): string {
  const params = new URLSearchParams({
    [PREVIEW_PARAM]: moment,
    theme: settings.theme,
    slideSeconds: String(settings.slideSeconds),
    iqamahScreenMinutes: String(settings.iqamahScreenMinutes),
    language: settings.language,
    // Empty: one line (the saved second language must not come back under the preview's).
    secondLanguage: settings.secondLanguage ?? '',
  });
  return `/display?${params.toString()}`;
}
