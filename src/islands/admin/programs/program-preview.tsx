import { useQuery } from '@tanstack/react-query';
import { ProgramPageBody } from '../../../components/programs/program-page-body.tsx';
import { isoDateIn } from '../../../domain/dates/zoned.ts';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { programSchema } from '../../../domain/programs/program.ts';
import type { SiteFacts } from '../../../domain/site-facts/site-facts.ts';
import { jsonOrThrow } from '../../../lib/api-response.ts';
import { programPageView } from '../../../views/programs/program-view.ts';
import { useAdminConfig } from '../config.tsx';
import { LoadError, Spinner } from '../ui/fields.tsx';
import { toDocument, type ProgramFormValues } from './form-values.ts';

/**
 * The program as its public page will read once published (issue 24, item 5): the form's values through
 * the same schema, view and component the build uses, on today's masjid date, with the published site
 * facts. Only the prayer times of meetings "after Asr" are left out (the build fills them in). Inert: its
 * links and buttons are the page's, not the admin's.
 */
export function ProgramPreview({ values }: { values: ProgramFormValues }) {
  const { timeZone } = useAdminConfig();
  const facts = useQuery({
    queryKey: ['site', 'published'],
    queryFn: async () => jsonOrThrow<SiteFacts>(await fetch('/api/site', { credentials: 'include' })),
    meta: { errorMessage: 'Failed to fetch site facts' },
  });
  if (facts.isPending) return <Spinner label="Loading preview..." />;
  if (facts.isError) return <LoadError message="Failed to fetch site facts" onRetry={() => void facts.refetch()} />;
  const built = toDocument(values);
  const checked = built.ok ? checkInput(programSchema, built.document) : null;
  if (!checked?.ok) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
        The preview shows once the form is complete: {built.ok ? checked?.message : built.error}
      </p>
    );
  }
  const view = programPageView({ slug: checked.value.slug, program: checked.value, facts: facts.data, today: isoDateIn(timeZone, new Date()) });
  return (
    <section aria-label="Preview of the public page" className="overflow-hidden rounded-xl border-2 border-dashed border-ink-300 bg-white" data-program-preview>
      <p className="bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900">Preview: the public page as it will read once published, today</p>
      <div inert>
        <ProgramPageBody view={view} />
      </div>
    </section>
  );
}
