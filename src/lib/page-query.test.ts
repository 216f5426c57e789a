import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageQuery, resetPageQueries } from './page-query.ts';

afterEach(() => resetPageQueries());

describe('loadPageQuery', () => {
  it('asks once per key and page, whoever asks, and never again after a failure', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('503: down');
    });
    loadPageQuery({ key: 'events', fetch });
    loadPageQuery({ key: 'events', fetch });
    await Promise.resolve();
    loadPageQuery({ key: 'events', fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () => []);
    loadPageQuery({ key: 'announcements', fetch: other });
    expect(other).toHaveBeenCalledTimes(1);
  });
});
