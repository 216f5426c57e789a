import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { SiteFacts } from '../../../domain/site-facts/site-facts.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { LoadError, Spinner } from '../ui/fields.tsx';
import { useAdminConfig, type AdminLanguage } from '../config.tsx';

/**
 * The content tabs' one preview (issue 24, item 5): the draft drawn by the very components the public
 * pages use (the page blocks, the program page, the contact cards, the campaign's progress), inside one
 * frame that says it is a preview and keeps its links and buttons inert. `kind` names the frame for the
 * tests (`data-page-preview`, `data-program-preview`, …).
 */
export function ContentPreview({ kind, note, scroll, language, children }: {
  kind: 'page' | 'program' | 'facts' | 'campaign';
  note: string;
  scroll?: boolean;
  /** The language the preview shows the page in (its `lang` and direction), as usePreviewLanguage chose. */
  language?: AdminLanguage | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-label="Preview of the public page" className="min-w-0 overflow-hidden rounded-xl border-2 border-dashed border-ink-300 bg-white" {...{ [`data-${kind}-preview`]: '' }}>
      <p className="bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900">{note}</p>
      <div inert className={scroll ? 'max-h-[48rem] overflow-auto' : undefined} {...(language ? { lang: language.code, dir: language.dir } : {})}>
        {children}
      </div>
    </section>
  );
}

/**
 * Which of the site's languages a preview shows its draft in (issue 26 item 4: staff check their
 * translation as a visitor reading it will see it), and the choice itself; nothing to choose on a site
 * of one language. `translated` is undefined for the default language (localize's "as it is").
 */
export function usePreviewLanguage(idPrefix: string) {
  const { languages } = useAdminConfig();
  const [code, setCode] = useState(languages[0]?.code ?? 'en');
  const language = languages.find((l) => l.code === code) ?? languages[0];
  const isDefault = language === languages[0];
  const choice =
    languages.length < 2 ? null : (
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <legend className="sr-only">Preview in</legend>
        <span aria-hidden="true" className="font-semibold text-ink-800">
          Preview in:
        </span>
        {languages.map((l) => (
          <label key={l.code} className="inline-flex items-center gap-1.5 text-ink-900">
            <input type="radio" name={`${idPrefix}-preview-language`} className="h-4 w-4 accent-primary-700" checked={l.code === language?.code} onChange={() => setCode(l.code)} />
            <span lang={l.code} dir={l.dir}>
              {l.name}
            </span>
          </label>
        ))}
      </fieldset>
    );
  return { language: isDefault ? undefined : language, translated: isDefault ? undefined : { lang: language!.code, textLang: languages[0]!.code }, choice };
}

/** The site facts as published (GET /api/site), which a preview fills into the draft it shows. */
export function usePublishedFacts() {
  return useQuery({
    queryKey: ['site', 'published'],
    queryFn: async () => jsonOrThrow<SiteFacts>(await fetch('/api/site', { credentials: 'include' })),
    meta: { errorMessage: 'Failed to fetch site facts' },
  });
}

/** A preview that needs the published facts: a spinner, a retry, or `render` with them. */
export function WithPublishedFacts({ render }: { render: (facts: SiteFacts) => ReactNode }) {
  const facts = usePublishedFacts();
  if (facts.isPending) return <Spinner label="Loading preview..." />;
  if (facts.isError) return <LoadError message="Failed to fetch site facts" onRetry={() => void facts.refetch()} />;
  return <>{render(facts.data)}</>;
}

/** In place of a preview while the form is not complete: the shared schema's first message. */
export function PreviewIncomplete({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
      The preview shows once the form is complete: {message}
    </p>
  );
}
