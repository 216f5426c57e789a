import type { StaffTranslations } from '../i18n/pick.ts';
import type { TextLanguages } from '../i18n/picked-texts.ts';

/** What the public site reads of an announcement (SPEC 3); dates as ISO strings or Dates. */
export interface AnnouncementItem {
  id?: number | string;
  title: string;
  content: string;
  isActive?: boolean | null;
  priority?: number | null;
  expiresAt?: string | Date | null;
  createdAt?: string | Date | null;
  /** Staff translations of title and content per language (issue 26 item 4). */
  translations?: StaffTranslations | null;
  /** Chosen for a page's language (the build, GET /api/announcements?lang=): each text's language (issue 26 item 4). */
  lang?: TextLanguages;
}

function instantMs(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '' || value === 'null') return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** True when shown at `now`: active (the default) and not yet expired (an expiry that cannot be read is none). */
export function isVisibleAnnouncement(item: AnnouncementItem, now: Date): boolean {
  if (item.isActive === false) return false;
  const expires = instantMs(item.expiresAt);
  return expires === null || expires > now.getTime();
}

/**
 * The announcements to rotate at `now`: only active and unexpired, highest priority first, then newest
 * first, then highest id (the same order as the API). The build's list can be days old, so the browser
 * applies this again.
 */
export function visibleAnnouncements<T extends AnnouncementItem>(items: readonly T[], now: Date): T[] {
  return items
    .filter((item) => isVisibleAnnouncement(item, now))
    .map((item, order) => ({ item, order }))
    .sort(
      (a, b) =>
        (b.item.priority ?? 0) - (a.item.priority ?? 0) ||
        (instantMs(b.item.createdAt) ?? 0) - (instantMs(a.item.createdAt) ?? 0) ||
        Number(b.item.id ?? 0) - Number(a.item.id ?? 0) ||
        a.order - b.order,
    )
    .map(({ item }) => item);
}

