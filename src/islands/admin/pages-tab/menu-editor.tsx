import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { menuDocumentSchema, MENU_LIMITS, MENU_SLUG, type MenuDocument, type MenuLink } from '../../../domain/page-blocks/menu.ts';
import { pagePath } from '../../../domain/page-blocks/page-slug.ts';
import type { PageDocument } from '../../../domain/page-blocks/page-blocks.ts';
import { PUBLIC_PAGES } from '../../../domain/site-pages.ts';
import { useContentMutations, workingCopy, type AdminContentItem, type ContentEndpoint } from '../content/content-api.ts';
import { ContentStatus } from '../content/content-status.tsx';
import { PublishButtons } from '../content/publish-buttons.tsx';
import { RevisionsPanel } from '../content/revisions-panel.tsx';
import { reportError, reportRefused, success } from '../errors.ts';
import { smallOutline } from '../ui/fields.tsx';
import { ReorderButtons } from '../content/rows-editor.tsx';
import { TextInput } from './inputs.tsx';
import { moved, removed, replaced } from '../content/list-ops.ts';

export const MENUS: ContentEndpoint = { path: '/api/menus', noun: 'Menu' };

const HOME_SECTIONS: readonly MenuLink[] = [
  { label: 'Home', path: '/' },
  { label: 'Prayer times (home)', path: '/#prayer-times' },
  { label: 'Events (home)', path: '/#events' },
  { label: 'Instagram (home)', path: '/#instagram' },
  { label: 'Contact (home)', path: '/#contact' },
  { label: 'Donate (home)', path: '/#donate' },
];

/** The published programs, when the site has them (`/programs/{slug}`); none when it cannot say. */
function usePrograms() {
  return useQuery({
    queryKey: ['admin', 'menu', 'programs'],
    queryFn: async (): Promise<MenuLink[]> => {
      const res = await fetch('/api/programs', { credentials: 'include' });
      if (!res.ok) return [];
      const programs = (await res.json()) as Array<{ slug?: unknown; title?: unknown }>;
      return programs.flatMap((p) => (typeof p.slug === 'string' && typeof p.title === 'string' ? [{ label: `Program: ${p.title}`, path: `/programs/${p.slug}` }] : []));
    },
    retry: false,
  });
}

/** Every page a link may go to: the site's pages, the home page's sections, programs and staff pages. */
function pageChoices(pages: readonly AdminContentItem<PageDocument>[], programs: readonly MenuLink[]): MenuLink[] {
  const builtIn = PUBLIC_PAGES.filter((path) => path !== '/').map((path) => ({ label: path.slice(1).replace(/-/g, ' '), path }));
  const staff = pages.filter((item) => item.published !== null).map((item) => ({ label: `Page: ${item.published!.title}`, path: pagePath(item.slug) }));
  const seen = new Set<string>();
  return [...HOME_SECTIONS, ...builtIn, ...programs, ...staff].filter((choice) => !seen.has(choice.path) && seen.add(choice.path));
}

function LinkList({
  name,
  idPrefix,
  links,
  choices,
  errors,
  onChange,
}: {
  name: string;
  idPrefix: string;
  links: MenuLink[];
  choices: MenuLink[];
  errors: Record<string, string>;
  onChange: (links: MenuLink[]) => void;
}) {
  return (
    <div className="space-y-2">
      {errors[idPrefix] && <p className="text-sm text-red-700">{errors[idPrefix]}</p>}
      <ol className="space-y-2">
        {links.map((link, i) => {
          const options = choices.some((c) => c.path === link.path) ? choices : [{ label: link.path, path: link.path }, ...choices];
          const pathId = `menu-${idPrefix}.${i}.path`;
          return (
            <li key={i} className="grid items-end gap-2 rounded-md border border-ink-200 p-2 sm:grid-cols-[1fr_1fr_auto]">
              <TextInput id={`menu-${idPrefix}.${i}.label`} label={`${name} link ${i + 1} text`} required value={link.label} error={errors[`${idPrefix}.${i}.label`]} onChange={(label) => onChange(replaced(links, i, { ...link, label }))} />
              <div>
                <label htmlFor={pathId} className="field-label">
                  {name} link {i + 1} goes to
                </label>
                <select id={pathId} className="field-input" value={link.path} onChange={(e) => onChange(replaced(links, i, { ...link, path: e.target.value }))}>
                  {options.map((choice) => (
                    <option key={choice.path} value={choice.path}>
                      {choice.label} ({choice.path})
                    </option>
                  ))}
                </select>
                {errors[`${idPrefix}.${i}.path`] && <p className="mt-1 text-sm text-red-700">{errors[`${idPrefix}.${i}.path`]}</p>}
              </div>
              <ReorderButtons name={`${name.toLowerCase()} link ${i + 1}`} index={i} count={links.length} onMove={(by) => onChange(moved(links, i, by))} onRemove={() => onChange(removed(links, i))} />
            </li>
          );
        })}
      </ol>
      {links.length < MENU_LIMITS.links && (
        <button type="button" className={smallOutline} onClick={() => onChange([...links, { label: '', path: '/' }])}>
          Add {name.toLowerCase()} link
        </button>
      )}
    </div>
  );
}

/** The header's and footer's links (admins, issue 24 item 4): chosen from the site's pages, drafted, published. */
export function MenuEditor({ item, pages, onDone }: { item: AdminContentItem<MenuDocument> | null; pages: readonly AdminContentItem<PageDocument>[]; onDone?: () => void }) {
  const headingId = useId();
  const programs = usePrograms();
  const [menu, setMenu] = useState<MenuDocument>(() => (item ? workingCopy(item) : { slug: MENU_SLUG, header: [], footer: [] }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save } = useContentMutations<MenuDocument>(MENUS);
  const choices = pageChoices(pages, programs.data ?? []);

  function submit(publish: boolean) {
    const checked = checkInput(menuDocumentSchema, menu);
    if (!checked.ok) {
      setErrors(reportRefused(checked, menu as unknown as Record<string, unknown>, 'menu'));
      return;
    }
    setErrors({});
    save.mutate(
      { id: item?.id ?? null, document: checked.value, publish },
      {
        onSuccess: () => {
          success(publish ? 'Menu published' : 'Menu draft saved', publish ? 'The header and footer show it after the rebuild.' : undefined);
          onDone?.();
        },
        onError: (error) => setErrors(reportError(error, 'Failed to save the menu')),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-ink-200 bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        Header and footer menus
      </h3>
      {item && <ContentStatus item={item} />}
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink-900">Header</legend>
        <LinkList name="Header" idPrefix="header" links={menu.header} choices={choices} errors={errors} onChange={(header) => setMenu({ ...menu, header })} />
      </fieldset>
      {menu.footer.map((group, g) => (
        <fieldset key={g} className="space-y-2 rounded-md border border-ink-200 p-3">
          <legend className="px-1 font-semibold text-ink-900">Footer list {g + 1}</legend>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <TextInput id={`menu-footer.${g}.heading`} label={`Footer list ${g + 1} heading`} required value={group.heading} error={errors[`footer.${g}.heading`]} onChange={(heading) => setMenu({ ...menu, footer: replaced(menu.footer, g, { ...group, heading }) })} />
            <ReorderButtons name={`footer list ${g + 1}`} index={g} count={menu.footer.length} onMove={(by) => setMenu({ ...menu, footer: moved(menu.footer, g, by) })} onRemove={() => setMenu({ ...menu, footer: removed(menu.footer, g) })} />
          </div>
          <LinkList name={`Footer list ${g + 1}`} idPrefix={`footer.${g}.links`} links={group.links} choices={choices} errors={errors} onChange={(links) => setMenu({ ...menu, footer: replaced(menu.footer, g, { ...group, links }) })} />
        </fieldset>
      ))}
      {menu.footer.length < MENU_LIMITS.groups && (
        <button type="button" className={smallOutline} onClick={() => setMenu({ ...menu, footer: [...menu.footer, { heading: '', links: [] }] })}>
          Add footer list
        </button>
      )}
      <PublishButtons busy={save.isPending} canPublish onSave={submit} onCancel={() => (item ? setMenu(workingCopy(item)) : onDone?.())} />
      {item && <RevisionsPanel<MenuDocument> endpoint={MENUS} itemId={item.id} canRestore describe={(m) => `header: ${m.header.map((link) => link.label).join(', ')}`} />}
    </section>
  );
}
