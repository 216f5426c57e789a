import { useId } from 'react';
import { useAdminConfig } from '../config.tsx';
import { reportError, success } from '../errors.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { LoadError, smallOutline, Spinner } from '../ui/fields.tsx';
import { useContentMutations, useRevisions, type ContentEndpoint } from './content-api.ts';
import { formatStamp } from './content-status.tsx';

/**
 * The last 20 published versions of an item, newest first; any of them is published again with one click
 * (after a confirmation), which rebuilds the pages like any publish.
 */
export function RevisionsPanel<T>({
  endpoint,
  itemId,
  canRestore,
  describe,
}: {
  endpoint: ContentEndpoint;
  itemId: number;
  canRestore: boolean;
  /** A revision's one-line summary: its title, term or figures. */
  describe: (document: T) => string;
}) {
  const { timeZone } = useAdminConfig();
  const headingId = useId();
  const revisions = useRevisions<T>(endpoint, itemId);
  const { restore } = useContentMutations<T>(endpoint);
  const { confirm, element: confirmDialog } = useConfirm();

  function askRestore(revisionId: number, label: string) {
    confirm({
      title: 'Restore this version?',
      message: `The version published ${label} will be published again, replacing what visitors see now.`,
      confirmLabel: 'Restore',
      onConfirm: () =>
        restore.mutateAsync({ id: itemId, revisionId }).then(
          () => success('Version restored', `The version published ${label} is live again.`),
          (error: unknown) => void reportError(error, 'Failed to restore version'),
        ),
    });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold text-ink-900">
        Published versions
      </h3>
      {revisions.isPending ? (
        <Spinner label="Loading versions..." />
      ) : revisions.isError ? (
        <LoadError message="Failed to fetch revisions" onRetry={() => void revisions.refetch()} />
      ) : revisions.data.length === 0 ? (
        <p className="text-sm text-ink-700">Not published yet.</p>
      ) : (
        <ol className="divide-y divide-ink-200 rounded-md border border-ink-200">
          {revisions.data.map((revision, index) => {
            const label = `${formatStamp(revision.publishedAt, timeZone)} by ${revision.publishedBy}`;
            return (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-ink-900">{label}</span>
                  <span className="text-ink-700"> · {describe(revision.data)}</span>
                  {index === 0 && <span className="ml-2 text-xs font-semibold text-primary-800">(latest)</span>}
                </span>
                {canRestore && index > 0 && (
                  <button
                    type="button"
                    className={smallOutline}
                    disabled={restore.isPending}
                    aria-label={`Restore the version published ${label}`}
                    onClick={() => askRestore(revision.id, label)}
                  >
                    Restore
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {confirmDialog}
    </section>
  );
}
