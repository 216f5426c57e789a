import { useAuditLog } from './api/audit-log.ts';
import { useAdminConfig } from './config.tsx';
import { formatStamp } from './content/content-status.tsx';
import { PagedLog } from './ui/paged-log.tsx';

/** Audit Log (admins): every publish, restore and delete of staff-run content, with who, when and from where. */
export function AuditLogTab() {
  const { timeZone } = useAdminConfig();
  return (
    <PagedLog
      id="audit-heading"
      heading="Audit Log"
      caption="Staff actions, newest first"
      noun="the audit log"
      empty="Nothing has been published yet."
      log={useAuditLog()}
      columns={[
        { header: 'When', cell: (entry) => formatStamp(entry.at, timeZone), nowrap: true },
        { header: 'Who', cell: (entry) => entry.username ?? '—' },
        { header: 'What', cell: (entry) => entry.summary },
        { header: 'From', cell: (entry) => entry.address ?? '—' },
      ]}
    />
  );
}
