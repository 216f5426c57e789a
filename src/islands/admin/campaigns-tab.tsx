import { useState } from 'react';
import { CAMPAIGN_TRANSLATABLE, campaignProgress, campaignSchema, campaignStatus, type Campaign, type CampaignStatus } from '../../domain/campaigns/campaign.ts';
import type { StaffTranslations } from '../../domain/i18n/pick.ts';
import { TranslatedMarker, TranslationsField, type TranslatedInput } from './ui/translations-field.tsx';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import { useAdminConfig } from './config.tsx';
import { ContentStatus } from './content/content-status.tsx';
import { useContentItems, useContentMutations, workingCopy, type AdminContentItem, type ContentEndpoint } from './content/content-api.ts';
import { DraftActions, PublishButtons } from './content/publish-buttons.tsx';
import { RevisionsPanel } from './content/revisions-panel.tsx';
import { reportError, success } from './errors.ts';
import type { PanelProps } from './panel.ts';
import { useConfirm } from './ui/confirm-dialog.tsx';
import { CampaignBandLine, CampaignCard } from '../../components/campaigns/campaign-progress.tsx';
import { ContentPreview, PreviewIncomplete } from './content/content-preview.tsx';
import { describedBy, Field, LoadError, smallDanger, smallOutline, smallPrimary, Spinner } from './ui/fields.tsx';

export const CAMPAIGNS_ENDPOINT: ContentEndpoint = { path: '/api/campaigns', noun: 'Campaign' };

const STATUS_LABELS: Record<CampaignStatus, string> = { upcoming: 'Upcoming', active: 'Running now', ended: 'Ended' };

/**
 * Admin → Campaigns (issue 24 item 2): fundraising campaigns with their progress. Editors type in the
 * amount raised and the donor count from the donation platforms and publish it; admins create, change
 * every field and delete. The running campaign shows on the home page and /donate with its progress bar;
 * an ended one leaves them by itself and stays here with its final figure.
 */
export function CampaignsTab({ user }: Pick<PanelProps, 'user'>) {
  const isAdmin = user.role === 'admin' || user.role === 'super_admin';
  const items = useContentItems<Campaign>(CAMPAIGNS_ENDPOINT);
  const [editing, setEditing] = useState<AdminContentItem<Campaign> | 'new' | null>(null);
  return (
    <section aria-labelledby="campaigns-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="campaigns-heading" className="text-xl font-semibold text-ink-900">
            Campaigns
          </h2>
          <p className="mt-1 max-w-3xl text-ink-700">
            The running campaign shows on the home page and the Donate page with its progress. {isAdmin ? 'Editors' : 'You'} update the
            amount raised and the donor count; admins change the rest.
          </p>
        </div>
        {isAdmin && editing === null && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            New Campaign
          </button>
        )}
      </div>
      {editing !== null && <CampaignForm key={editing === 'new' ? 'new' : editing.id} item={editing === 'new' ? null : editing} isAdmin={isAdmin} onDone={() => setEditing(null)} />}
      {items.isPending ? (
        <Spinner label="Loading campaigns..." />
      ) : items.isError ? (
        <LoadError message="Failed to fetch campaigns" onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <p className="text-ink-700">No campaigns yet.</p>
      ) : (
        <ul className="space-y-4">
          {items.data.map((item) => (
            <CampaignRow key={item.id} item={item} isAdmin={isAdmin} onEdit={() => setEditing(item)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CampaignRow({ item, isAdmin, onEdit }: { item: AdminContentItem<Campaign>; isAdmin: boolean; onEdit: () => void }) {
  const { timeZone } = useAdminConfig();
  const [showVersions, setShowVersions] = useState(false);
  const { publishDraft, discardDraft, remove } = useContentMutations<Campaign>(CAMPAIGNS_ENDPOINT);
  const { confirm, element: confirmDialog } = useConfirm();
  const campaign = workingCopy(item);
  const shown = item.published ?? campaign;
  const status = campaignStatus(shown, isoDateIn(timeZone, new Date()));
  const progress = campaignProgress(shown.goal, shown.raised).text;
  const busy = publishDraft.isPending || discardDraft.isPending || remove.isPending;
  return (
    <li className="card space-y-3 p-5" data-testid="campaign-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-ink-900">{campaign.title}</h3>
          <TranslatedMarker translations={campaign.translations} />
          <p className="text-sm text-ink-700">
            {shown.startDate} to {shown.endDate} ·{' '}
            <span className={status === 'active' ? 'font-semibold text-primary-800' : 'text-ink-700'}>{STATUS_LABELS[status]}</span>
          </p>
          <p className="mt-1 font-medium text-ink-900">
            {status === 'ended' ? 'Final: ' : ''}
            {progress}
            {shown.donors === undefined ? '' : ` · ${shown.donors.toLocaleString('en-US')} donors`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallPrimary} onClick={onEdit} aria-label={`${isAdmin ? 'Edit' : 'Update progress of'} ${campaign.title}`}>
            {isAdmin ? 'Edit' : 'Update progress'}
          </button>
          {item.draft !== null && (
            <DraftActions
              title={campaign.title}
              canPublish
              busy={busy}
              onPublish={() => publishDraft.mutateAsync(item.id).then(() => success('Campaign published'), (e: unknown) => void reportError(e, 'Failed to publish campaign'))}
              onDiscard={() => discardDraft.mutateAsync(item.id).then(() => success('Draft discarded'), (e: unknown) => void reportError(e, 'Failed to discard the draft'))}
            />
          )}
          <button type="button" className={smallOutline} aria-expanded={showVersions} onClick={() => setShowVersions((v) => !v)}>
            Versions
          </button>
          {isAdmin && (
            <button
              type="button"
              className={smallDanger}
              disabled={busy}
              aria-label={`Delete ${campaign.title}`}
              onClick={() =>
                confirm({
                  title: 'Delete this campaign?',
                  message: `${campaign.title} and its versions will be deleted.`,
                  confirmLabel: 'Delete',
                  onConfirm: () => remove.mutateAsync(item.id).then(() => success('Campaign deleted'), (e: unknown) => void reportError(e, 'Failed to delete campaign')),
                })
              }
            >
              Delete
            </button>
          )}
        </div>
      </div>
      <ContentStatus item={item} />
      {showVersions && (
        <RevisionsPanel<Campaign>
          endpoint={CAMPAIGNS_ENDPOINT}
          itemId={item.id}
          canRestore
          describe={(c) => `${c.title}: ${campaignProgress(c.goal, c.raised).text}${c.donors === undefined ? '' : `, ${c.donors} donors`}`}
        />
      )}
      {confirmDialog}
    </li>
  );
}

type FormValues = Record<'title' | 'goal' | 'raised' | 'donors' | 'startDate' | 'endDate' | 'description' | 'url', string>;

const EMPTY: FormValues = { title: '', goal: '', raised: '0', donors: '', startDate: '', endDate: '', description: '', url: '' };

function valuesOf(campaign: Campaign): FormValues {
  return {
    title: campaign.title,
    goal: String(campaign.goal),
    raised: String(campaign.raised),
    donors: campaign.donors === undefined ? '' : String(campaign.donors),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    description: campaign.description,
    url: campaign.url,
  };
}

/** A whole-dollar field's text as the schema reads it: a number when it reads as one ('$42,000' too), else the text. */
function amount(text: string): number | string {
  const cleaned = text.replace(/[$,\s]/g, '');
  const value = Number(cleaned);
  return cleaned === '' || Number.isNaN(value) ? text : value;
}

/** The campaign's texts staff may translate (issue 26 item 4), beside the default ones. */
const TRANSLATED_INPUTS: TranslatedInput[] = [
  { name: 'title', label: 'Title', max: CAMPAIGN_TRANSLATABLE.title.max },
  { name: 'description', label: 'Description (Markdown)', max: CAMPAIGN_TRANSLATABLE.description.max, rows: 5 },
];

function documentOf(values: FormValues, translations: StaffTranslations = {}): Record<string, unknown> {
  return {
    translations,
    title: values.title,
    goal: amount(values.goal),
    raised: amount(values.raised),
    ...(values.donors.trim() === '' ? {} : { donors: amount(values.donors) }),
    startDate: values.startDate,
    endDate: values.endDate,
    description: values.description,
    url: values.url.trim(),
  };
}

const FIELDS: { key: keyof FormValues; label: string; type: string; progress?: boolean; optional?: boolean; hint?: string }[] = [
  { key: 'title', label: 'Title', type: 'text' },
  { key: 'goal', label: 'Goal ($)', type: 'text', hint: 'Whole dollars; 0 for no goal' },
  { key: 'raised', label: 'Amount raised ($)', type: 'text', progress: true },
  { key: 'donors', label: 'Donors', type: 'text', progress: true, optional: true },
  { key: 'startDate', label: 'Start date', type: 'date' },
  { key: 'endDate', label: 'End date', type: 'date', hint: 'The last day, inclusive' },
  { key: 'url', label: 'Link to give', type: 'url' },
  { key: 'description', label: 'Description (Markdown)', type: 'textarea', optional: true },
];

function CampaignForm({ item, isAdmin, onDone }: { item: AdminContentItem<Campaign> | null; isAdmin: boolean; onDone: () => void }) {
  const [values, setValues] = useState<FormValues>(item ? valuesOf(workingCopy(item)) : EMPTY);
  const [translations, setTranslations] = useState<StaffTranslations>(() => (item ? (workingCopy(item).translations ?? {}) : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewing, setPreviewing] = useState(false);
  const { save } = useContentMutations<Campaign>(CAMPAIGNS_ENDPOINT);
  const headingId = `campaign-form-${item?.id ?? 'new'}`;

  async function onSave(publish: boolean) {
    const document = documentOf(values, translations);
    const checked = checkInput(campaignSchema, document);
    if (!checked.ok) {
      setErrors(checked.fields);
      window.document.getElementById(`campaign-${Object.keys(checked.fields)[0]}`)?.focus();
      return;
    }
    setErrors({});
    // An editor sends the progress alone: the API refuses anything else from them.
    const body: Partial<Campaign> = isAdmin ? { ...checked.value, translations: checked.value.translations ?? {} } : { raised: checked.value.raised, ...(checked.value.donors === undefined ? {} : { donors: checked.value.donors }) };
    try {
      await save.mutateAsync({ id: item?.id ?? null, document: body, publish });
      success(publish ? 'Campaign published' : 'Draft saved', publish ? 'The home and Donate pages rebuild in a few seconds.' : undefined);
      onDone();
    } catch (error) {
      setErrors(reportError(error, item ? 'Failed to save campaign' : 'Failed to create campaign'));
    }
  }

  return (
    <form aria-labelledby={headingId} className="card space-y-4 p-5" noValidate onSubmit={(event) => { event.preventDefault(); void onSave(true); }}>
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {item ? (isAdmin ? `Edit ${workingCopy(item).title}` : `Update progress: ${workingCopy(item).title}`) : 'New Campaign'}
      </h3>
      {/* The default language's tab holds the whole form; the others the title's and description's translations. */}
      <TranslationsField idPrefix="campaign" label="Campaign text" inputs={isAdmin ? TRANSLATED_INPUTS : []} value={translations} onChange={setTranslations} errors={errors}>
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `campaign-${field.key}`;
          const error = errors[field.key];
          const disabled = save.isPending || (!isAdmin && !field.progress);
          const common = {
            id,
            value: values[field.key],
            disabled,
            className: 'field-input',
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.key]: e.target.value })),
            ...describedBy(id, error, field.hint !== undefined),
          };
          return (
            <div key={field.key} className={field.type === 'textarea' ? 'md:col-span-2' : undefined}>
              <Field id={id} label={field.label} error={error} hint={field.hint} required={!field.optional}>
                {field.type === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={field.type} inputMode={field.type === 'text' && field.key !== 'title' ? 'numeric' : undefined} />}
              </Field>
            </div>
          );
        })}
      </div>
      </TranslationsField>
      <div className="flex flex-wrap items-center gap-2">
        <PublishButtons busy={save.isPending} canPublish onSave={(publish) => void onSave(publish)} onCancel={onDone} />
        <button type="button" className={smallOutline} aria-expanded={previewing} onClick={() => setPreviewing((shown) => !shown)}>
          {previewing ? 'Hide preview' : 'Preview'}
        </button>
      </div>
      {previewing && <CampaignPreview values={values} />}
    </form>
  );
}

/**
 * The campaign as visitors will see it once published, while it runs: the Donate page's card and the home
 * page's donate band, drawn by the pages' own components with the form's values.
 */
function CampaignPreview({ values }: { values: FormValues }) {
  const checked = checkInput(campaignSchema, documentOf(values));
  if (!checked.ok) {
    return <PreviewIncomplete message={checked.message} />;
  }
  const campaign = checked.value;
  return (
    <ContentPreview kind="campaign" note="Preview: the Donate page's card and the home page's donate band while the campaign runs">
      <div className="space-y-6 p-4">
        <CampaignCard campaign={campaign} />
        <div className="on-dark rounded-xl bg-gradient-to-br from-primary-700 to-primary-950 p-6 pt-2 text-white">
          <CampaignBandLine campaign={campaign} />
        </div>
      </div>
    </ContentPreview>
  );
}
