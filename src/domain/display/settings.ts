/**
 * The prayer-hall display's settings (issue 14) and their limits: one definition for the config file's
 * defaults, the API's validation and the screen, which reads whatever it last cached leniently.
 */
export const DISPLAY_THEMES = ['dark', 'light'] as const;

export type DisplayTheme = (typeof DISPLAY_THEMES)[number];

export interface DisplaySettings {
  /** Seconds each announcement or event flyer stays on screen. */
  slideSeconds: number;
  /** Minutes the calm "Iqamah" screen shows from each iqamah (0: none). */
  iqamahScreenMinutes: number;
  theme: DisplayTheme;
  /**
   * The screen's language (issue 26): its texts, dates and times, and the first line of each prayer's
   * name. An enabled language of the site ('en').
   */
  language: string;
  /** A second line under each prayer's name in this language ('ar'), or null for one line. */
  secondLanguage: string | null;
}

/** A slide needs a few seconds to be read from the back of the hall; five minutes is already a poster. */
export const DISPLAY_LIMITS = {
  slideSeconds: { min: 5, max: 300 },
  iqamahScreenMinutes: { min: 0, max: 30 },
} as const;

export const DISPLAY_THEME_LABELS: Record<DisplayTheme, string> = {
  dark: 'Dark (light text on black)',
  light: 'Light (dark text on white)',
};

function wholeNumberWithin(value: unknown, limits: { min: number; max: number }): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? value
    : undefined;
}

/** A language code as the settings hold it: 'en', 'tr', 'ar', 'pt-br' (lower case, as the catalogues' folders). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

/**
 * Settings as the screen reads them from the API or its cache: each field that is missing or out of range
 * falls back to `defaults`, so a damaged cache entry can never stop the screen. `languages` are the ones
 * the screen has messages for: a language it cannot speak (a catalogue removed since) is the default's,
 * and a second language it cannot speak, or the same as the first, is left out.
 */
export function readDisplaySettings(raw: unknown, defaults: DisplaySettings, languages?: readonly string[]): DisplaySettings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const theme = DISPLAY_THEMES.find((t) => t === value['theme']);
  const speaks = (code: unknown): code is string =>
    typeof code === 'string' && LANGUAGE_CODE.test(code) && (languages === undefined || languages.includes(code));
  const language = speaks(value['language']) ? value['language'] : defaults.language;
  const second = 'secondLanguage' in value ? value['secondLanguage'] : defaults.secondLanguage;
  return {
    slideSeconds: wholeNumberWithin(value['slideSeconds'], DISPLAY_LIMITS.slideSeconds) ?? defaults.slideSeconds,
    iqamahScreenMinutes:
      wholeNumberWithin(value['iqamahScreenMinutes'], DISPLAY_LIMITS.iqamahScreenMinutes) ?? defaults.iqamahScreenMinutes,
    theme: theme ?? defaults.theme,
    language,
    secondLanguage: speaks(second) && second !== language ? second : null,
  };
}
