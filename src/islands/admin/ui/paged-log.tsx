import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, smallOutline, Spinner } from './fields.tsx';

export interface LogColumn<Entry> {
  header: string;
  cell: (entry: Entry) => ReactNode;
  nowrap?: boolean;
}

/**
 * A log read page by page, newest first (the Audit Log and the Security Log): loading and error states,
 * the table with its columns, an empty note and "Show older entries".
 */
export function PagedLog<Entry extends { id: number }>({
  id,
  heading,
  caption,
  noun,
  empty,
  log,
  columns,
  rowTestId,
}: {
  id: string;
  heading: string;
  caption: string;
  /** "the audit log": for the loading and error texts. */
  noun: string;
  empty: string;
  log: UseInfiniteQueryResult<InfiniteData<{ entries: Entry[] }>>;
  columns: readonly LogColumn<Entry>[];
  rowTestId?: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {heading}
      </h2>
      {log.isPending ? (
        <Spinner label={`Loading ${noun}...`} />
      ) : log.isError ? (
        <LoadError message={`Failed to fetch ${noun}`} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto" role="region" aria-labelledby={id} tabIndex={0}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="text-xs font-semibold text-ink-700 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-3 py-2">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {log.data.pages.flatMap((page) =>
                  page.entries.map((entry) => (
                    <tr key={entry.id} data-testid={rowTestId}>
                      {columns.map((column) => (
                        <td key={column.header} className={column.nowrap ? 'px-3 py-2 whitespace-nowrap' : 'px-3 py-2'}>
                          {column.cell(entry)}
                        </td>
                      ))}
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          {log.data.pages[0]?.entries.length === 0 && <p className="text-ink-700">{empty}</p>}
          {log.hasNextPage && (
            <button type="button" className={smallOutline} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
