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

/**
 * Settings as the screen reads them from the API or its cache: each field that is missing or out of range
 * falls back to `defaults`, so a damaged cache entry can never stop the screen.
 */
export function readDisplaySettings(raw: unknown, defaults: DisplaySettings): DisplaySettings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const theme = DISPLAY_THEMES.find((t) => t === value['theme']);
  return {
    slideSeconds: wholeNumberWithin(value['slideSeconds'], DISPLAY_LIMITS.slideSeconds) ?? defaults.slideSeconds,
    iqamahScreenMinutes:
      wholeNumberWithin(value['iqamahScreenMinutes'], DISPLAY_LIMITS.iqamahScreenMinutes) ?? defaults.iqamahScreenMinutes,
    theme: theme ?? defaults.theme,
  };
}
