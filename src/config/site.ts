import { z } from 'zod';
import { DISPLAY_LIMITS, DISPLAY_THEMES } from '../domain/display/settings.ts';
import { CALCULATION_METHODS } from '../domain/schedule/settings.ts';
import { CATALOGUE_LANGUAGES } from '../i18n/generated/languages.ts';

/**
 * The masjid's settings: the one file another masjid edits to make the site its own.
 * Every value here is a demo placeholder (555 numbers, example.org addresses).
 */

const time12h = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'a time like "1:30 PM"');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:MM');
const url = z.url();
const phone = z.string().min(7);
const email = z.email();

const contactSchema = z.object({ name: z.string().min(1), phone, email });

export const siteConfigSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  url,
  locale: z.string().min(2),
  /**
   * The site's languages (issue 26, ADR 023): the default one at the unprefixed paths, every other enabled
   * one at /{lang}/…. Each needs a folder in src/i18n/catalogues/ (then `npm run i18n`).
   */
  languages: z
    .object({ default: z.string().min(2), enabled: z.array(z.string().min(2)).min(1) })
    .superRefine((languages, context) => {
      if (!languages.enabled.includes(languages.default)) context.addIssue({ code: 'custom', message: 'the default language must be enabled' });
      if (new Set(languages.enabled).size !== languages.enabled.length) context.addIssue({ code: 'custom', message: 'a language is enabled twice' });
      const missing = languages.enabled.filter((language) => !CATALOGUE_LANGUAGES.includes(language));
      if (missing.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `no catalogue for ${missing.join(', ')}: add src/i18n/catalogues/{lang}/ and run npm run i18n`,
        });
      }
    }),
  timeZone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone such as America/Los_Angeles'),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().min(1),
    country: z.string().length(2),
  }),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  contacts: z.object({
    imam: contactSchema.extend({ title: z.string().min(1) }),
    general: z.object({ email, phone }),
    school: z.object({ email }),
    secondTeacher: z.object({ name: z.string().min(1) }),
  }),
  links: z.object({
    whatsapp: url,
    facebook: url,
    instagram: url,
    mailingList: url,
  }),
  mailingListForm: z.object({
    action: url,
    u: z.string().min(1),
    id: z.string().min(1),
  }),
  instagram: z.object({
    handle: z.string().min(1),
    hashtag: z.string().startsWith('#'),
    embedUrl: url,
    widgetScriptUrl: url,
  }),
  donations: z.object({
    hostedPlatformUrl: url,
    fundraiserUrl: url,
    fundraiserGoal: z.string().min(1),
    fundraiserYear: z.number().int(),
    zelle: z.string().min(1),
    venmo: z.string().min(1),
    paypalUrl: url,
    paypalFeePercent: z.number().min(0).max(100),
    benevityUrl: url,
    stockInstructionsUrl: url,
    checkPayableTo: z.string().min(1),
    taxExemptStatus: z.string().min(1),
    ein: z.string().min(1),
  }),
  prayer: z.object({
    jummaTime: time12h,
    /** adhan-js method name, used for the calculated fallback when a day has no uploaded record. */
    calculationMethod: z.enum(CALCULATION_METHODS),
    madhab: z.enum(['shafi', 'hanafi']),
    /**
     * adhan-js's rule for Fajr and Isha where twilight lasts all night in summer; 'recommended' picks by
     * latitude (the default). Staff can change it (and the method, madhab and minute adjustments) in
     * Prayer Settings.
     */
    highLatitudeRule: z.enum(['recommended', 'middleofthenight', 'seventhofthenight', 'twilightangle']).optional(),
    calculateFallback: z.boolean(),
    /** Minutes from adhan to iqamah for calculated days. */
    iqamahOffsets: z.object({
      fajr: z.number().int().min(0).max(90),
      dhuhr: z.number().int().min(0).max(90),
      asr: z.number().int().min(0).max(90),
      maghrib: z.number().int().min(0).max(90),
      isha: z.number().int().min(0).max(90),
    }),
    /**
     * Ramadan timetable defaults (issue 13): Suhoor ends this many minutes before the Fajr adhan, and
     * Taraweeh starts this many minutes after the Isha iqamah (10 and 15 when left out). Staff change
     * both in Prayer Settings.
     */
    ramadan: z
      .object({
        suhoorMinutesBeforeFajr: z.number().int().min(0).max(60),
        taraweehMinutesAfterIsha: z.number().int().min(0).max(120),
      })
      .optional(),
    /** SPEC 3's built-in times: the last resort when calculation is switched off. */
    fixedFallback: z.object({
      fajrAdhan: hhmm,
      fajrIqamah: hhmm,
      shouruq: hhmm,
      dhuhrAdhan: hhmm,
      dhuhrIqamah: hhmm,
      asrAdhan: hhmm,
      asrIqamah: hhmm,
      maghribAdhan: hhmm,
      maghribIqamah: hhmm,
      ishaAdhan: hhmm,
      ishaIqamah: hhmm,
    }),
  }),
  hijriDayOffset: z.number().int().min(-2).max(2),
  /**
   * When the Hijri date turns: at midnight (the civil day; the default), or at Maghrib (the Islamic day
   * begins at sunset). Staff change it in Prayer Settings.
   */
  hijriDayStartsAt: z.enum(['midnight', 'maghrib']).optional(),
  analytics: z.object({ enabled: z.boolean() }),
  /** Lengths, in minutes, of the entries in the calendar feeds (/prayer-times.ics, /calendar.ics). */
  calendarFeeds: z.object({
    /** Each iqamah: a short entry that marks the moment the congregation stands. */
    iqamahMinutes: z.number().int().min(1).max(120),
    /** Each adhan, when a subscriber asks for them (?adhan=1). */
    adhanMinutes: z.number().int().min(1).max(60),
    /** Each Jumu'ah: khutbah and prayer. */
    jumuahMinutes: z.number().int().min(5).max(180),
    /** An event that was saved without an end time. */
    eventMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  }),
  /** The prayer-hall screen at /display (issue 14): the defaults until staff save their own in Admin → Display. */
  display: z.object({
    /** Seconds each announcement or event flyer stays on screen. */
    slideSeconds: z.number().int().min(DISPLAY_LIMITS.slideSeconds.min).max(DISPLAY_LIMITS.slideSeconds.max),
    /** Minutes the calm "Iqamah" screen shows from each iqamah (0: none). */
    iqamahScreenMinutes: z
      .number()
      .int()
      .min(DISPLAY_LIMITS.iqamahScreenMinutes.min)
      .max(DISPLAY_LIMITS.iqamahScreenMinutes.max),
    theme: z.enum(DISPLAY_THEMES),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const site: SiteConfig = siteConfigSchema.parse({
  name: 'Redwood City Masjid',
  shortName: 'RWC Masjid',
  tagline: 'Serving the Redwood City Muslim Community',
  description: 'Daily prayer times, announcements, events, donations and schools of the Redwood City community masjid.',
  url: 'https://masjid.example.org',
  locale: 'en-US',
  languages: { default: 'en', enabled: ['en', 'tr', 'ar'] },
  timeZone: 'America/Los_Angeles',
  address: {
    street: '100 Hazel Ave',
    city: 'Redwood City',
    region: 'CA',
    postalCode: '94061',
    country: 'US',
  },
  geo: { latitude: 37.4744, longitude: -122.2325 },
  contacts: {
    imam: {
      name: 'Imam Yusuf Example',
      title: 'Imam and Religious Affairs Officer',
      phone: '(650) 555-0142',
      email: 'imam@example.org',
    },
    general: { email: 'info@example.org', phone: '(650) 555-0100' },
    school: { email: 'school@example.org' },
    secondTeacher: { name: 'Ayse Example' },
  },
  links: {
    whatsapp: 'https://chat.whatsapp.com/example',
    facebook: 'https://www.facebook.com/example.masjid',
    instagram: 'https://www.instagram.com/example.masjid',
    mailingList: 'https://example.us1.list-manage.com/subscribe?u=demo&id=demo',
  },
  mailingListForm: {
    action: 'https://example.us1.list-manage.com/subscribe/post',
    u: 'demo0000000000000000000',
    id: 'demo000000',
  },
  instagram: {
    handle: '@example.masjid',
    hashtag: '#ExampleMasjid',
    embedUrl: 'https://widgets.example.org/instagram/feed/demo',
    widgetScriptUrl: 'https://widgets.example.org/instagram/embed.js',
  },
  donations: {
    hostedPlatformUrl: 'https://donate.example.org/masjid',
    fundraiserUrl: 'https://donate.example.org/masjid/fundraiser-2025',
    fundraiserGoal: '$100K',
    fundraiserYear: 2025,
    zelle: 'donate@example.org',
    venmo: '@Example-Masjid',
    paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=EXAMPLE',
    paypalFeePercent: 2,
    benevityUrl: 'https://causes.benevity.org/causes/example',
    stockInstructionsUrl: 'https://donate.example.org/masjid/stock',
    checkPayableTo: 'Redwood City Masjid',
    taxExemptStatus: '501(c)(3) nonprofit organization',
    ein: '00-0000000',
  },
  prayer: {
    jummaTime: '1:30 PM',
    calculationMethod: 'NorthAmerica',
    madhab: 'shafi',
    calculateFallback: true,
    highLatitudeRule: 'recommended',
    iqamahOffsets: { fajr: 20, dhuhr: 0, asr: 0, maghrib: 5, isha: 15 },
    ramadan: { suhoorMinutesBeforeFajr: 10, taraweehMinutesAfterIsha: 15 },
    fixedFallback: {
      fajrAdhan: '05:42',
      fajrIqamah: '06:00',
      shouruq: '06:45',
      dhuhrAdhan: '12:15',
      dhuhrIqamah: '12:15',
      asrAdhan: '15:28',
      asrIqamah: '15:28',
      maghribAdhan: '18:45',
      maghribIqamah: '18:45',
      ishaAdhan: '20:12',
      ishaIqamah: '20:30',
    },
  },
  hijriDayOffset: 0,
  hijriDayStartsAt: 'midnight',
  analytics: { enabled: true },
  calendarFeeds: { iqamahMinutes: 15, adhanMinutes: 5, jumuahMinutes: 45, eventMinutes: 60 },
  display: { slideSeconds: 15, iqamahScreenMinutes: 10, theme: 'dark' },
});
