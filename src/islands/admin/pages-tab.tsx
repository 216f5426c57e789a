import { useState } from 'react';
import type { MenuDocument } from '../../domain/page-blocks/menu.ts';
import { BLOCK_SHAPES, type PageDocument } from '../../domain/page-blocks/page-blocks.ts';
import { mergedTranslations, translationsWithin } from '../../domain/i18n/content-text.ts';
import { isBuiltInPage, pagePath } from '../../domain/page-blocks/page-slug.ts';
import { useContentItems, useContentMutations, workingCopy, type AdminContentItem } from './content/content-api.ts';
import { ContentStatus } from './content/content-status.tsx';
import { DraftActions } from './content/publish-buttons.tsx';
import { reportError, success } from './errors.ts';
import type { PanelProps } from './panel.ts';
import { MENUS, MenuEditor } from './pages-tab/menu-editor.tsx';
import { PAGES, PageEditor } from './pages-tab/page-editor.tsx';
import { useConfirm } from './ui/confirm-dialog.tsx';
import { LoadError, smallDanger, smallOutline, Spinner } from './ui/fields.tsx';
import { TranslatedMarker } from './ui/translations-field.tsx';
import type { StaffTranslations } from '../../domain/i18n/pick.ts';

/** Every language a page has any translated text in: its own texts', its blocks' and their cards' and entries' (the list's marker). */
function pageTranslations(page: PageDocument | null): StaffTranslations {
  return mergedTranslations([page?.translations, ...(page?.blocks ?? []).map((block) => translationsWithin(block, BLOCK_SHAPES[block.type]))]);
}

type PageItem = AdminContentItem<PageDocument>;

/**
 * Pages (issue 24, item 4): the text of the home, About and Services pages and the pages staff add, as
 * blocks, drafted, previewed and published; admins also choose the header's and footer's links and may
 * delete a page staff added.
 */
export function PagesTab({ user }: Pick<PanelProps, 'user'>) {
  const pages = useContentItems<PageDocument>(PAGES);
  const menus = useContentItems<MenuDocument>(MENUS);
  const { publishDraft, discardDraft, remove } = useContentMutations<PageDocument>(PAGES);
  const { confirm, element: confirmDialog } = useConfirm();
  const [editing, setEditing] = useState<PageItem | 'new' | null>(null);
  const close = () => setEditing(null);
  const [menuKey, setMenuKey] = useState(0);
  const isAdmin = user.role === 'admin' || user.role === 'super_admin';

  const titleOf = (item: PageItem) => workingCopy(item).title;

  function askDelete(item: PageItem) {
    confirm({
      title: 'Delete page?',
      message: `"${titleOf(item)}" (${pagePath(item.slug)}) and its versions will be removed; its address stops working after the rebuild. This cannot be undone.`,
      confirmLabel: 'Delete Page',
      onConfirm: () =>
        remove.mutateAsync(item.id).then(
          () => {
            success('Page deleted', `${pagePath(item.slug)} has been removed.`);
            setEditing((open) => (open !== 'new' && open?.id === item.id ? null : open));
          },
          (error: unknown) => void reportError(error, 'Failed to delete page'),
        ),
    });
  }

  const draftAction = (run: typeof publishDraft | typeof discardDraft, item: PageItem, done: string, failed: string) =>
    run.mutate(item.id, { onSuccess: () => success(done, pagePath(item.slug)), onError: (error) => void reportError(error, failed) });

  return (
    <section aria-labelledby="pages-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pages-heading" className="text-xl font-semibold text-ink-900">
          Pages
        </h2>
        {editing === null && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            New Page
          </button>
        )}
      </div>
      {editing !== null && <PageEditor key={editing === 'new' ? 'new' : `edit-${editing.id}`} item={editing === 'new' ? null : editing} canPublish onDone={close} />}
      {pages.isPending ? (
        <Spinner label="Loading pages..." />
      ) : pages.isError ? (
        <LoadError message="Failed to fetch pages" onRetry={() => void pages.refetch()} />
      ) : (
        <ul className="divide-y divide-ink-200 rounded-lg border border-ink-200 bg-white" aria-label="All pages">
          {pages.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  {titleOf(item)} <span className="font-normal text-ink-700">{pagePath(item.slug)}</span>
                  {isBuiltInPage(item.slug) && <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">Built-in</span>}
                </p>
                <TranslatedMarker translations={pageTranslations(workingCopy(item))} />
                <ContentStatus item={item} />
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={smallOutline} aria-label={`Edit ${titleOf(item)}`} onClick={() => setEditing(item)}>
                  Edit
                </button>
                {item.draft !== null && (
                  <DraftActions
                    title={titleOf(item)}
                    canPublish
                    busy={publishDraft.isPending || discardDraft.isPending}
                    onPublish={() => draftAction(publishDraft, item, 'Page published', 'Failed to publish page')}
                    onDiscard={() => draftAction(discardDraft, item, 'Draft discarded', 'Failed to discard draft')}
                  />
                )}
                {isAdmin && !isBuiltInPage(item.slug) && (
                  <button type="button" className={smallDanger} aria-label={`Delete ${titleOf(item)}`} onClick={() => askDelete(item)}>
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {isAdmin &&
        (menus.isPending || pages.isPending ? (
          <Spinner label="Loading the menu..." />
        ) : menus.isError ? (
          <LoadError message="Failed to fetch the menu" onRetry={() => void menus.refetch()} />
        ) : (
          <MenuEditor key={`${menus.data[0]?.id ?? 'none'}-${menuKey}`} item={menus.data[0] ?? null} pages={pages.data ?? []} onDone={() => setMenuKey((k) => k + 1)} />
        ))}
      {confirmDialog}
    </section>
  );
}
