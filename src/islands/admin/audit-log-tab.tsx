import { useAuditLog } from './api/audit-log.ts';
import { useAdminConfig } from './config.tsx';
import { formatStamp } from './content/content-status.tsx';
import { LoadError, smallOutline, Spinner } from './ui/fields.tsx';

/** Audit Log (admins): every publish, restore and delete of staff-run content, with who, when and from where. */
export function AuditLogTab() {
  const { timeZone } = useAdminConfig();
  const log = useAuditLog();
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-semibold text-ink-900">
        Audit Log
      </h2>
      {log.isPending ? (
        <Spinner label="Loading the audit log..." />
      ) : log.isError ? (
        <LoadError message="Failed to fetch the audit log" onRetry={() => void log.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto" role="region" aria-labelledby="audit-heading" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Staff actions, newest first</caption>
              <thead className="text-xs font-semibold text-ink-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">When</th>
                  <th scope="col" className="px-3 py-2">Who</th>
                  <th scope="col" className="px-3 py-2">What</th>
                  <th scope="col" className="px-3 py-2">From</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {log.data.pages.flatMap((page) =>
                  page.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="px-3 py-2 whitespace-nowrap">{formatStamp(entry.at, timeZone)}</td>
                      <td className="px-3 py-2">{entry.username ?? '—'}</td>
                      <td className="px-3 py-2">{entry.summary}</td>
                      <td className="px-3 py-2">{entry.address ?? '—'}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          {log.data.pages[0]?.entries.length === 0 && <p className="text-ink-700">Nothing has been published yet.</p>}
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
