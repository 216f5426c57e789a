import { describe, expect, it } from 'vitest';
import { isVisibleAnnouncement, visibleAnnouncements, type AnnouncementItem } from './announcements.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const base = { title: 't', content: 'c' };

describe('isVisibleAnnouncement', () => {
  it.each<[string, Partial<AnnouncementItem>, boolean]>([
    ['active without expiry', { isActive: true }, true],
    ['isActive missing (default true)', {}, true],
    ['inactive', { isActive: false }, false],
    ['expires later', { expiresAt: '2026-03-10T12:00:01Z' }, true],
    ['expired a second ago', { expiresAt: '2026-03-10T11:59:59Z' }, false],
    ['expires exactly now', { expiresAt: '2026-03-10T12:00:00Z' }, false],
    ['expiry as a Date', { expiresAt: new Date('2026-04-01T00:00:00Z') }, true],
    ['null expiry', { expiresAt: null }, true],
    ["the string 'null'", { expiresAt: 'null' }, true],
    ['an unreadable expiry', { expiresAt: 'soon' }, true],
    ['inactive and unexpired', { isActive: false, expiresAt: '2030-01-01T00:00:00Z' }, false],
  ])('%s → %s', (_name, fields, expected) => {
    expect(isVisibleAnnouncement({ ...base, ...fields }, NOW)).toBe(expected);
  });
});

describe('visibleAnnouncements', () => {
  it('keeps only active, unexpired ones, highest priority first, then newest, then highest id', () => {
    const items: AnnouncementItem[] = [
      { ...base, id: 1, title: 'low', priority: 1, createdAt: '2026-03-01T00:00:00Z' },
      { ...base, id: 2, title: 'hidden', priority: 10, isActive: false },
      { ...base, id: 3, title: 'expired', priority: 9, expiresAt: '2026-03-01T00:00:00Z' },
      { ...base, id: 4, title: 'top', priority: 8, createdAt: '2026-02-01T00:00:00Z' },
      { ...base, id: 5, title: 'mid-older', priority: 5, createdAt: '2026-01-01T00:00:00Z' },
      { ...base, id: 6, title: 'mid-newer', priority: 5, createdAt: '2026-03-05T00:00:00Z' },
      { ...base, id: 8, title: 'no-priority-8' },
      { ...base, id: 7, title: 'no-priority-7' },
    ];
    expect(visibleAnnouncements(items, NOW).map((a) => a.title)).toEqual([
      'top',
      'mid-newer',
      'mid-older',
      'low',
      'no-priority-8',
      'no-priority-7',
    ]);
  });

  it('returns an empty list for none', () => {
    expect(visibleAnnouncements([], NOW)).toEqual([]);
  });
});

