/**
 * The header's and footer's menu as a page in another language shows it (ADR 023). Staff choose the menu
 * (issue 24); a label still as the site first wrote it is the site's own text and comes from the
 * catalogue, a label staff wrote is staff text: shown as written, marked with the default language.
 */
import type { MessageKey, Translator } from './index.ts';
import { defaultLanguage } from './index.ts';

const SITE_LABELS: Readonly<Record<string, MessageKey>> = {
  Home: 'common.navHome',
  'Prayer Times': 'common.navPrayerTimes',
  Events: 'common.navEvents',
  About: 'common.navAbout',
  Services: 'common.navServices',
  'Saturday School': 'common.navSaturdaySchool',
  Contact: 'common.navContact',
  Instagram: 'common.navInstagram',
  'Islamic Services': 'common.navIslamicServices',
  'Donation Portal': 'common.navDonationPortal',
  'About Masjid': 'common.navAboutMasjid',
  'Quick Links': 'common.footerQuickLinks',
  Resources: 'common.footerResources',
};

/** A menu label in the page's language; `lang` is set when the text stays in the default language. */
export function menuText(label: string, t: Translator): { text: string; lang?: string } {
  if (t.isDefault) return { text: label };
  const key = SITE_LABELS[label];
  return key ? { text: t(key) } : { text: label, lang: defaultLanguage };
}
