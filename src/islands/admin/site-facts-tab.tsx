import { useState, type SyntheticEvent } from 'react';
import { checkInput } from '../../domain/forms/check-input.ts';
import { describeSiteFactsChange, siteFactsDiff, siteFactsSchema, type SiteFacts } from '../../domain/site-facts/site-facts.ts';
import { useAdminConfig } from './config.tsx';
import { ContentStatus } from './content/content-status.tsx';
import { useContentItems, useContentMutations, workingCopy, type AdminContentItem, type ContentEndpoint } from './content/content-api.ts';
import { DraftActions, PublishButtons } from './content/publish-buttons.tsx';
import { RevisionsPanel } from './content/revisions-panel.tsx';
import { reportError, success } from './errors.ts';
import { describedBy, Field, LoadError, smallOutline, Spinner } from './ui/fields.tsx';
import { ContactCards, RentalRates } from '../../components/home/contact-cards.tsx';
import { ContentPreview, PreviewIncomplete } from './content/content-preview.tsx';
import { documentToSend, errorsByField, FACT_GROUPS, factsFromValues, valuesFromFacts, type FactField } from './site-facts-tab/fact-fields.ts';

/** The facts as the admin content kit calls them (GET /api/admin/site lists the one item). */
export const SITE_FACTS_ENDPOINT: ContentEndpoint = { path: '/api/site', noun: 'Site facts' };

type SiteItem = AdminContentItem<SiteFacts> & { defaults: SiteFacts };

/**
 * Admin → Site facts (issue 24 item 3): the masjid's contacts, address, hours, rental wording, links and
 * every donation method, in one form (admins and super_admin change them; editors read them). Saved as a
 * draft or published at once; every version can be restored. Donation details are where money goes: a
 * change to them is named in the audit log and shown to every admin in Overview.
 */
export function SiteFactsTab({ canEdit }: { canEdit: boolean }) {
  const items = useContentItems<SiteFacts>(SITE_FACTS_ENDPOINT);
  return (
    <section aria-labelledby="site-facts-heading" className="space-y-6">
      <div>
        <h2 id="site-facts-heading" className="text-xl font-semibold text-ink-900">
          Site facts
        </h2>
        <p className="mt-1 max-w-3xl text-ink-700">
          Contacts, the address, hours, rental rates, links and the ways to donate, wherever they appear on the site: the
          contact section, footer, Donate page, schools, search results (JSON-LD) and calendar feeds. A fact nobody changed
          follows the site&apos;s configuration file.
        </p>
      </div>
      {items.isPending ? (
        <Spinner label="Loading site facts..." />
      ) : items.isError ? (
        <LoadError message="Failed to fetch site facts" onRetry={() => void items.refetch()} />
      ) : items.data[0] ? (
        <FactsEditor key={`${items.data[0].updatedAt}`} item={items.data[0] as SiteItem} canEdit={canEdit} />
      ) : (
        <p className="text-ink-700">The site facts have not been set up yet: restart the site (npm start) or run npm run db:migrate.</p>
      )}
    </section>
  );
}

function FactsEditor({ item, canEdit }: { item: SiteItem; canEdit: boolean }) {
  const [values, setValues] = useState(() => valuesFromFacts(workingCopy(item)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewing, setPreviewing] = useState(false);
  const { save, publishDraft, discardDraft } = useContentMutations<SiteFacts>(SITE_FACTS_ENDPOINT);
  const busy = save.isPending || publishDraft.isPending || discardDraft.isPending;

  async function onSave(publish: boolean) {
    const checked = checkInput(siteFactsSchema, factsFromValues(values, workingCopy(item)));
    if (!checked.ok) {
      const fields = errorsByField(checked.fields);
      setErrors(fields);
      document.getElementById(`fact-${Object.keys(fields)[0]!.replace(/\./g, '-')}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: item.id, document: documentToSend(checked.value, values), publish });
      const what = describeSiteFactsChange(item.published ?? item.defaults, (saved.draft ?? saved.published) as SiteFacts);
      success(publish ? 'Site facts published' : 'Draft saved', publish ? `${what}. The pages rebuild in a few seconds.` : what);
    } catch (error) {
      setErrors(errorsByField(reportError(error, 'Failed to save site facts')));
    }
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSave(true);
  };

  return (
    <div className="space-y-6">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <ContentStatus item={item} />
        {canEdit && item.draft !== null && (
          <div className="flex gap-2">
            <DraftActions
              title="the site facts"
              canPublish
              busy={busy}
              onPublish={() => publishDraft.mutateAsync(item.id).then(() => success('Site facts published'), (e: unknown) => void reportError(e, 'Failed to publish site facts'))}
              onDiscard={() => discardDraft.mutateAsync(item.id).then(() => success('Draft discarded'), (e: unknown) => void reportError(e, 'Failed to discard the draft'))}
            />
          </div>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate aria-labelledby="site-facts-heading" className="space-y-6">
        {!canEdit && <p className="rounded-md bg-ink-100 p-3 text-sm text-ink-800">Only admins change the site facts; editors can read them here.</p>}
        <fieldset disabled={!canEdit || busy} className="grid gap-6 lg:grid-cols-2">
          {FACT_GROUPS.map((group) => (
            <fieldset key={group.legend} className="card space-y-4 p-5" data-testid={`facts-${group.id}`}>
              <legend className="px-1 text-lg font-semibold text-ink-900">{group.legend}</legend>
              {group.note && <p className="text-sm text-ink-700">{group.note}</p>}
              {group.fields.map((field) => (
                <FactInput key={field.path} field={field} value={values[field.path] ?? ''} error={errors[field.path]} onChange={(text) => setValues((v) => ({ ...v, [field.path]: text }))} />
              ))}
            </fieldset>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && <PublishButtons busy={busy} canPublish onSave={(publish) => void onSave(publish)} onCancel={() => { setValues(valuesFromFacts(workingCopy(item))); setErrors({}); }} />}
          <button type="button" className={smallOutline} aria-expanded={previewing} onClick={() => setPreviewing((shown) => !shown)}>
            {previewing ? 'Hide preview' : 'Preview'}
          </button>
        </div>
      </form>
      {previewing && <FactsPreview facts={factsFromValues(values, workingCopy(item))} />}
      <RevisionsPanel<SiteFacts> endpoint={SITE_FACTS_ENDPOINT} itemId={item.id} canRestore={canEdit} describe={(facts) => differenceFromConfig(item.defaults, facts)} />
    </div>
  );
}

/**
 * The facts in the form as the public pages will show them once published: the contact section's cards
 * and the Services page's rental rates, drawn by the pages' own components. A fact the schema refuses is
 * named instead of previewed.
 */
function FactsPreview({ facts }: { facts: SiteFacts }) {
  const { contactSection } = useAdminConfig();
  const checked = checkInput(siteFactsSchema, facts);
  if (!checked.ok) {
    return <PreviewIncomplete message={checked.message} />;
  }
  const { serviceHours } = checked.value;
  return (
    <ContentPreview kind="facts" note="Preview: the contact section and the rental rates as they will read once published">
      <section aria-labelledby="facts-preview-contact" className="bg-ink-50 px-4 py-8">
        <h3 id="facts-preview-contact" className="section-title text-center">
          {contactSection.heading}
        </h3>
        <ContactCards facts={checked.value} addressNote={contactSection.addressNote} />
      </section>
      <section aria-labelledby="facts-preview-rental" className="space-y-4 px-4 py-8">
        <h3 id="facts-preview-rental" className="section-title">
          Facility Rental
        </h3>
        <p className="text-ink-700">
          {serviceHours.weekdays} · {serviceHours.friday}
        </p>
        <RentalRates rental={checked.value.rental} />
      </section>
    </ContentPreview>
  );
}

/** A version's line in the revisions list: what it changes of the configuration file. */
function differenceFromConfig(defaults: SiteFacts, facts: SiteFacts): string {
  if (Object.keys(siteFactsDiff(defaults, facts)).length === 0) return "as in the site's configuration file";
  return describeSiteFactsChange(defaults, facts).replace(/^Site facts changed: /, '').replace(/ changed/g, '') + ' set by staff';
}

function FactInput({ field, value, error, onChange }: { field: FactField; value: string; error: string | undefined; onChange: (text: string) => void }) {
  const id = `fact-${field.path.replace(/\./g, '-')}`;
  const hint = field.hint !== undefined;
  const common = { id, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value), className: 'field-input', ...describedBy(id, error, hint) };
  return (
    <Field id={id} label={field.label} error={error} hint={field.hint} required={!field.optional}>
      {field.kind === 'lines' || field.kind === 'long' ? (
        <textarea {...common} rows={field.kind === 'lines' ? 4 : 3} />
      ) : (
        <input {...common} type={field.kind === 'number' ? 'text' : field.kind} inputMode={field.kind === 'number' ? 'decimal' : undefined} />
      )}
    </Field>
  );
}
