import { useAdminConfig } from '../config.tsx';
import type { AdminContentItem } from './content-api.ts';

/** "3 Nov 2026, 4:05 PM" on the masjid's clock. */
export function formatStamp(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Where an item stands: published (by whom, when), a draft waiting, or never published. */
export function ContentStatus<T>({ item }: { item: AdminContentItem<T> }) {
  const { timeZone } = useAdminConfig();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
      {item.published !== null && item.publishedAt ? (
        <span>
          Published {formatStamp(item.publishedAt, timeZone)}
          {item.publishedBy ? ` by ${item.publishedBy}` : ''}
        </span>
      ) : (
        <span className="font-semibold text-ink-900">Not published</span>
      )}
      {item.draft !== null && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Draft saved {formatStamp(item.updatedAt, timeZone)}
          {item.updatedBy ? ` by ${item.updatedBy}` : ''}
        </span>
      )}
    </p>
  );
}
