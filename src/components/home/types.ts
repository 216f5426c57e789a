import type { StaffTranslations } from '../../domain/i18n/pick.ts';

/**
 * Loose shapes of the data the home-page slots receive. The data-driven sections (announcements, prayer
 * times, events) are owned by their islands; these types only describe what the static placeholders read,
 * so the real entity types from src/domain can be passed without conversion.
 */
export interface AnnouncementLike {
  id?: number | string;
  title: string;
  content: string;
  isActive?: boolean;
  priority?: number;
  expiresAt?: string | Date | null;
  /** Staff translations of title and content per language (issue 26 item 4). */
  translations?: StaffTranslations | null;
  [key: string]: unknown;
}

export interface EventLike {
  id?: number | string;
  title: string;
  description?: string;
  startDate?: string | Date | null;
  endDate?: string | Date | null;
  category?: string;
  imageUrl?: string | null;
  isPermanent?: boolean;
  location?: string | null;
  [key: string]: unknown;
}

/** A daily prayer-times record (SPEC 3); times are "HH:MM". */
export interface PrayerLike {
  fajrAdhan?: string;
  fajrIqamah?: string;
  shouruq?: string;
  dhuhrAdhan?: string;
  dhuhrIqamah?: string;
  asrAdhan?: string;
  asrIqamah?: string;
  maghribAdhan?: string;
  maghribIqamah?: string;
  ishaAdhan?: string;
  ishaIqamah?: string;
  jumma?: string;
  [key: string]: unknown;
}
