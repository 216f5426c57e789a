import { useState } from 'react';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { copyToNextTerm, type NextTermBy } from '../../domain/programs/next-term.ts';
import type { Program } from '../../domain/programs/program.ts';
import { programStatusOn, STATUS_LABELS } from '../../domain/programs/program-status.ts';
import { dateRangeText } from '../../domain/programs/program-text.ts';
import { useAdminConfig } from './config.tsx';
import { useContentItems, useContentMutations, workingCopy, type AdminContentItem, type ContentEndpoint } from './content/content-api.ts';
import { ContentStatus } from './content/content-status.tsx';
import { DraftActions } from './content/publish-buttons.tsx';
import { RevisionsPanel } from './content/revisions-panel.tsx';
import { reportError, success } from './errors.ts';
import type { PanelProps } from './panel.ts';
import { blankProgram, fromProgram, type ProgramFormValues } from './programs/form-values.ts';
import { ProgramForm } from './programs/program-form.tsx';
import { useConfirm } from './ui/confirm-dialog.tsx';
import { LoadError, smallDanger, smallOutline, Spinner } from './ui/fields.tsx';
import { TranslatedMarker } from './ui/translations-field.tsx';
import { programTranslations } from '../../domain/programs/localize-program.ts';

const PROGRAMS: ContentEndpoint = { path: '/api/programs', noun: 'Program' };

type Editing = { kind: 'closed' } | { kind: 'new'; initial: ProgramFormValues } | { kind: 'edit'; item: AdminContentItem<Program> };

/**
 * Programs (issue 24; editors and up): every program with its status by its dates, its draft and who
 * published it; new, edit, "Copy to next term" (a new draft with the dates a year or a term on), publish
 * or discard a draft, the published versions with restore, delete.
 */
export function ProgramsTab({ canEdit }: Pick<PanelProps, 'canEdit'>) {
  const { timeZone } = useAdminConfig();
  const items = useContentItems<Program>(PROGRAMS);
  const { publishDraft, discardDraft, remove } = useContentMutations<Program>(PROGRAMS);
  const { confirm, element: confirmDialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [revisionsOf, setRevisionsOf] = useState<number | null>(null);
  const today = isoDateIn(timeZone, new Date());

  const shown = editing;
  const close = () => setEditing({ kind: 'closed' });

  function copy(item: AdminContentItem<Program>, by: NextTermBy) {
    const next = copyToNextTerm(workingCopy(item), by);
    setEditing({ kind: 'new', initial: fromProgram(next) });
    success('Copied to the next term', `Check the dates and texts of "${next.title}", add its flyer, then save.`);
  }

  function askDelete(item: AdminContentItem<Program>) {
    const title = workingCopy(item).title;
    confirm({
      title: 'Delete program?',
      message: `"${title}" and its published versions will be removed, and its page with them. This cannot be undone.`,
      confirmLabel: 'Delete Program',
      onConfirm: () =>
        remove.mutateAsync(item.id).then(
          () => {
            success('Program deleted', `"${title}" has been removed.`);
            if (editing.kind === 'edit' && editing.item.id === item.id) setEditing({ kind: 'closed' });
          },
          (error: unknown) => void reportError(error, 'Failed to delete program'),
        ),
    });
  }

  return (
    <section aria-labelledby="programs-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="programs-heading" className="text-xl font-semibold text-ink-900">
          Programs
        </h2>
        {canEdit && shown.kind === 'closed' && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ kind: 'new', initial: blankProgram() })}>
            New Program
          </button>
        )}
      </div>
      {shown.kind !== 'closed' && (
        <ProgramForm
          key={shown.kind === 'edit' ? `edit-${shown.item.id}-${shown.item.updatedAt}` : `new-${shown.initial.slug}`}
          endpoint={PROGRAMS}
          item={shown.kind === 'edit' ? shown.item : null}
          initial={shown.kind === 'edit' ? fromProgram(workingCopy(shown.item)) : shown.initial}
          canPublish={canEdit}
          onDone={close}
        />
      )}
      {items.isPending ? (
        <Spinner label="Loading programs..." />
      ) : items.isError ? (
        <LoadError message="Failed to fetch programs" onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <p className="text-ink-700">No programs yet.</p>
      ) : (
        <ul className="space-y-4" data-programs-list>
          {items.data.map((item) => {
            const program = workingCopy(item);
            const status = programStatusOn(program, today);
            const busy = publishDraft.isPending || discardDraft.isPending || remove.isPending;
            return (
              <li key={item.id} className="card space-y-3" data-program={item.slug}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="text-lg font-semibold text-ink-900">{program.title}</h3>
                    <TranslatedMarker translations={programTranslations(program)} />
                    <p className="text-sm text-ink-700">
                      {program.term} · {dateRangeText(program.startDate, program.endDate)} ·{' '}
                      <span className={status === 'ended' ? 'font-semibold text-red-800' : 'font-semibold text-primary-800'}>{STATUS_LABELS[status]}</span>
                      {!program.listed && ' · Not listed'}
                    </p>
                    <ContentStatus item={item} />
                  </div>
                  {item.published !== null && (
                    <a href={`/programs/${item.slug}`} className="text-sm font-semibold text-primary-800 underline" target="_blank" rel="noopener">
                      View page<span className="sr-only"> of {program.title} (opens in a new tab)</span>
                    </a>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {canEdit && (
                    <>
                      <button type="button" className={smallOutline} onClick={() => setEditing({ kind: 'edit', item })} aria-label={`Edit ${program.title}`}>
                        Edit
                      </button>
                      <button type="button" className={smallOutline} onClick={() => copy(item, 'year')} aria-label={`Copy to next year: ${program.title}`}>
                        Copy to next year
                      </button>
                      <button type="button" className={smallOutline} onClick={() => copy(item, 'term')} aria-label={`Copy to next term: ${program.title}`}>
                        Copy to next term
                      </button>
                      {item.draft !== null && (
                        <DraftActions
                          title={program.title}
                          canPublish={canEdit}
                          busy={busy}
                          onPublish={() =>
                            publishDraft.mutateAsync(item.id).then(
                              () => success('Program published', `"${program.title}" is live.`),
                              (error: unknown) => void reportError(error, 'Failed to publish program'),
                            )
                          }
                          onDiscard={() =>
                            discardDraft.mutateAsync(item.id).then(
                              () => success('Draft discarded'),
                              (error: unknown) => void reportError(error, 'Failed to discard draft'),
                            )
                          }
                        />
                      )}
                      <button type="button" className={smallDanger} disabled={busy} onClick={() => askDelete(item)} aria-label={`Delete ${program.title}`}>
                        Delete
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={smallOutline}
                    aria-expanded={revisionsOf === item.id}
                    onClick={() => setRevisionsOf(revisionsOf === item.id ? null : item.id)}
                  >
                    Versions<span className="sr-only"> of {program.title}</span>
                  </button>
                </div>
                {revisionsOf === item.id && (
                  <RevisionsPanel<Program> endpoint={PROGRAMS} itemId={item.id} canRestore={canEdit} describe={(p) => `${p.title}, ${p.term}, ${dateRangeText(p.startDate, p.endDate)}`} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
