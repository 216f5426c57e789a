import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SiteFacts } from '../../../domain/site-facts/site-facts.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { LoadError, Spinner } from '../ui/fields.tsx';

/**
 * The content tabs' one preview (issue 24, item 5): the draft drawn by the very components the public
 * pages use (the page blocks, the program page, the contact cards, the campaign's progress), inside one
 * frame that says it is a preview and keeps its links and buttons inert. `kind` names the frame for the
 * tests (`data-page-preview`, `data-program-preview`, …).
 */
export function ContentPreview({ kind, note, scroll, children }: { kind: 'page' | 'program' | 'facts' | 'campaign'; note: string; scroll?: boolean; children: ReactNode }) {
  return (
    <section aria-label="Preview of the public page" className="min-w-0 overflow-hidden rounded-xl border-2 border-dashed border-ink-300 bg-white" {...{ [`data-${kind}-preview`]: '' }}>
      <p className="bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900">{note}</p>
      <div inert className={scroll ? 'max-h-[48rem] overflow-auto' : undefined}>
        {children}
      </div>
    </section>
  );
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
