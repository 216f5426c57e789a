import { useEffect, useSyncExternalStore } from 'react';

/**
 * The public islands' data cache (SPEC 7) without a query library, whose 9 KB compressed would be an
 * eighth of the home page's JavaScript budget (issue 7). Each key is fetched at most once per page load
 * and every island that asks for it shares the answer (the home page's carousel and its dialog, the
 * calendar). Nothing refetches on an interval, on focus or on reconnect, and a failed request is not
 * retried: the island keeps the build's data. The staff admin island keeps TanStack Query
 * (src/islands/admin/query-client.ts), where mutations invalidate queries.
 */

export interface PageQuery<T> {
  /** Identifies the answer on this page, e.g. 'events' or 'prayer-times/today/2026-11-26'. */
  key: string;
  fetch: () => Promise<T>;
}

export type PageQueryState<T> =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

const PENDING: PageQueryState<never> = { status: 'pending' };

const states = new Map<string, PageQueryState<unknown>>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(key: string, state: PageQueryState<unknown>): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

/** Starts the request for `query.key` unless this page already made it. */
export function loadPageQuery<T>(query: PageQuery<T>): void {
  if (states.has(query.key)) return;
  states.set(query.key, PENDING);
  query.fetch().then(
    (data) => settle(query.key, { status: 'success', data }),
    (error: unknown) => settle(query.key, { status: 'error', error }),
  );
}

/**
 * The state of `query` on this page; with `enabled` false (or during the build's render) it is pending
 * and nothing is requested.
 */
export function usePageQuery<T>(query: PageQuery<T>, enabled = true): PageQueryState<T> & { isPending: boolean } {
  const { key } = query;
  const state = useSyncExternalStore(
    subscribe,
    () => (enabled ? ((states.get(key) as PageQueryState<T> | undefined) ?? PENDING) : PENDING),
    () => PENDING,
  );
  useEffect(() => {
    if (enabled) loadPageQuery(query);
    // The key names the request; a new fetch function for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query (above)
  }, [key, enabled]);
  return { ...state, isPending: state.status === 'pending' };
}

/** For tests: forget every answer. */
export function resetPageQueries(): void {
  states.clear();
}
