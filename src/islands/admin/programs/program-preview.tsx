import { ProgramPageBody } from '../../../components/programs/program-page-body.tsx';
import { isoDateIn } from '../../../domain/dates/zoned.ts';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { programSchema } from '../../../domain/programs/program.ts';
import { programPageView } from '../../../views/programs/program-view.ts';
import { useAdminConfig } from '../config.tsx';
import { ContentPreview, PreviewIncomplete, WithPublishedFacts } from '../content/content-preview.tsx';
import { toDocument, type ProgramFormValues } from './form-values.ts';

/**
 * The program as its public page will read once published (issue 24, item 5): the form's values through
 * the same schema, view and component the build uses, on today's masjid date, with the published site
 * facts. Only the prayer times of meetings "after Asr" are left out (the build fills them in).
 */
export function ProgramPreview({ values }: { values: ProgramFormValues }) {
  const { timeZone } = useAdminConfig();
  const checked = checkInput(programSchema, toDocument(values));
  if (!checked.ok) {
    return <PreviewIncomplete message={checked.message} />;
  }
  return (
    <WithPublishedFacts
      render={(facts) => (
        <ContentPreview kind="program" note="Preview: the public page as it will read once published, today">
          <ProgramPageBody view={programPageView({ slug: checked.value.slug, program: checked.value, facts, today: isoDateIn(timeZone, new Date()) })} />
        </ContentPreview>
      )}
    />
  );
}
