import { useId, useState } from 'react';
import { PageBlocks } from '../../../components/blocks/page-blocks.tsx';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { BLOCK_SHAPES, BLOCK_TYPES, emptyBlock, pageDocumentSchema, type BlockType, type PageBlock, type PageDocument } from '../../../domain/page-blocks/page-blocks.ts';
import { isBuiltInPage, pagePath } from '../../../domain/page-blocks/page-slug.ts';
import { fillFactsDeep } from '../../../domain/page-blocks/fact-placeholders.ts';
import { ContentPreview, usePreviewLanguage, WithPublishedFacts } from '../content/content-preview.tsx';
import { localizeShape } from '../../../domain/i18n/content-text.ts';
import { FactPlaceholderHelp } from './fact-help.tsx';
import { useContentMutations, type AdminContentItem, type ContentEndpoint } from '../content/content-api.ts';
import { PublishButtons } from '../content/publish-buttons.tsx';
import { RevisionsPanel } from '../content/revisions-panel.tsx';
import { reportError, reportRefused, success } from '../errors.ts';
import { smallOutline } from '../ui/fields.tsx';
import { BlockFields } from './block-editor.tsx';
import { TranslationsField, type TranslatedInput } from '../ui/translations-field.tsx';
import { PAGE_TRANSLATABLE } from '../../../domain/page-blocks/page-blocks.ts';

/** The page's own texts staff may translate (issue 26 item 4); each block's are in its editor. */
const TRANSLATED_INPUTS: TranslatedInput[] = [
  { name: 'title', label: 'Title', max: PAGE_TRANSLATABLE.title.max },
  { name: 'description', label: 'Description (for search engines)', max: PAGE_TRANSLATABLE.description.max },
  { name: 'lead', label: 'Line under the title', max: PAGE_TRANSLATABLE.lead.max, rows: 2 },
];
import { ReorderButtons } from '../content/rows-editor.tsx';
import { moved, removed, replaced } from '../content/list-ops.ts';
import { TextArea, TextInput } from './inputs.tsx';
import { documentOf, formOf, NEW_PAGE, previewBlocks, type PageForm } from './page-form.ts';

export const PAGES: ContentEndpoint = { path: '/api/pages', noun: 'Page' };

const BLOCK_NAMES: Record<BlockType, string> = {
  markdown: 'Text (heading and Markdown)',
  list: 'List',
  cards: 'Cards',
  timeline: 'Timeline',
  image: 'Image',
  cta: 'Call to action',
};

function blockLabel(block: PageBlock, index: number): string {
  const title = 'heading' in block && block.heading ? `: ${block.heading}` : block.type === 'image' && block.alt ? `: ${block.alt}` : '';
  return `Block ${index + 1}, ${BLOCK_NAMES[block.type].toLowerCase()}${title}`;
}

/**
 * One page's editor (issue 24, items 4 and 5): its title, address and blocks (add, remove, move, edit
 * each block's fields), beside a live preview drawn by the very components the public page uses. Saves
 * a draft or publishes; the published versions can be restored.
 */
export function PageEditor({ item, canPublish, onDone }: { item: AdminContentItem<PageDocument> | null; canPublish: boolean; onDone: () => void }) {
  const headingId = useId();
  const [form, setForm] = useState<PageForm>(() => (item ? formOf((item.draft ?? item.published)!) : NEW_PAGE));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<BlockType>('markdown');
  const { save } = useContentMutations<PageDocument>(PAGES);
  const builtIn = item !== null && isBuiltInPage(item.slug);
  const preview = previewBlocks(form);
  const previewLanguage = usePreviewLanguage('page');
  const { translated } = previewLanguage;
  const previewShown = translated ? preview.blocks.map((block) => localizeShape(block, BLOCK_SHAPES[block.type], translated.lang, translated.textLang)) : preview.blocks;
  const setBlocks = (blocks: PageBlock[]) => setForm({ ...form, blocks });

  function submit(publish: boolean) {
    const document = documentOf(form);
    const checked = checkInput(pageDocumentSchema, document);
    if (!checked.ok) {
      setErrors(reportRefused(checked, document, 'page'));
      return;
    }
    setErrors({});
    save.mutate(
      // Translations all cleared are sent as {} (a PUT merges over the stored document: left out, the old ones would stay).
      { id: item?.id ?? null, document: { ...checked.value, translations: checked.value.translations ?? {} }, publish },
      {
        onSuccess: () => {
          success(publish ? 'Page published' : 'Draft saved', publish ? `${pagePath(checked.value.slug)} will show it after the rebuild.` : 'Visitors still see the published version.');
          onDone();
        },
        onError: (error) => setErrors(reportError(error, publish ? 'Failed to publish page' : 'Failed to save draft')),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-lg border border-ink-200 bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {item ? `Edit page ${pagePath(item.slug)}` : 'New page'}
      </h3>
      <TranslationsField idPrefix="page" label="Page text" inputs={TRANSLATED_INPUTS} value={form.translations ?? {}} onChange={(translations) => setForm({ ...form, translations })} errors={errors}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput id="page-title" label="Title" required value={form.title} error={errors.title} onChange={(title) => setForm({ ...form, title })} />
        <TextInput
          id="page-slug"
          label="Address (slug)"
          required
          hint={builtIn ? 'A built-in page keeps its address' : 'Lowercase letters, digits and hyphens: open-house is /open-house'}
          value={form.slug}
          error={errors.slug}
          readOnly={builtIn}
          onChange={(slug) => setForm({ ...form, slug })}
        />
        <TextInput id="page-description" label="Description (for search engines)" value={form.description} error={errors.description} onChange={(description) => setForm({ ...form, description })} />
        <TextArea id="page-lead" label="Line under the title" rows={2} value={form.lead} error={errors.lead} onChange={(lead) => setForm({ ...form, lead })} />
      </div>
      </TranslationsField>

      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-4">
          <h4 className="font-semibold text-ink-900">Blocks</h4>
          {errors.blocks && <p className="text-sm text-red-700">{errors.blocks}</p>}
          <FactPlaceholderHelp />
          <ol className="space-y-4">
            {form.blocks.map((block, i) => (
              <li key={i} className="rounded-lg border border-ink-300 p-4">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink-900">{blockLabel(block, i)}</span>
                  <ReorderButtons name={`block ${i + 1}`} index={i} count={form.blocks.length} onMove={(by) => setBlocks(moved(form.blocks, i, by))} onRemove={() => setBlocks(removed(form.blocks, i))} />
                </div>
                <BlockFields block={block} path={`blocks.${i}`} errors={errors} onChange={(next) => setBlocks(replaced(form.blocks, i, next))} />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="page-add-block" className="field-label">
                New block
              </label>
              <select id="page-add-block" className="field-input" value={adding} onChange={(e) => setAdding(e.target.value as BlockType)}>
                {BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {BLOCK_NAMES[type]}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={smallOutline} onClick={() => setBlocks([...form.blocks, emptyBlock(adding)])}>
              Add block
            </button>
          </div>
        </div>

        <div className="min-w-0 space-y-2">
          <h4 className="font-semibold text-ink-900">Preview</h4>
          {previewLanguage.choice}
          {preview.incomplete.length > 0 && (
            <p role="status" className="text-sm text-ink-700">
              Not in the preview until complete: {preview.incomplete.map((i) => `block ${i + 1}`).join(', ')}.
            </p>
          )}
          <WithPublishedFacts
            render={(facts) => (
              <ContentPreview kind="page" scroll language={previewLanguage.language} note="Preview: the blocks as the page will show them once published, with the site facts they name">
                <PageBlocks blocks={fillFactsDeep(previewShown, facts)} preview />
              </ContentPreview>
            )}
          />
        </div>
      </div>

      <PublishButtons busy={save.isPending} canPublish={canPublish} onSave={submit} onCancel={onDone} />
      {item && <RevisionsPanel<PageDocument> endpoint={PAGES} itemId={item.id} canRestore={canPublish} describe={(page) => `${page.title} (${page.blocks.length} blocks)`} />}
    </section>
  );
}
