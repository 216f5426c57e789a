import { useId, useState } from 'react';
import { checkInput } from '../../../domain/forms/check-input.ts';
import { CONTACT_REFS, MEETING_PRAYERS, programSchema, WEEKDAYS, type Program, type Registration } from '../../../domain/programs/program.ts';
import { PRAYER_NAMES } from '../../../domain/programs/meetings.ts';
import type { AdminContentItem, ContentEndpoint } from '../content/content-api.ts';
import { useContentMutations } from '../content/content-api.ts';
import { PublishButtons } from '../content/publish-buttons.tsx';
import { reportError, reportRefused, success } from '../errors.ts';
import { ImagePicker } from '../image-picker.tsx';
import { describedBy, Field, smallOutline } from '../ui/fields.tsx';
import { RowsEditor } from '../content/rows-editor.tsx';
import { CallToActionEditor, CardEditor, ContactEditor, EntryTranslations, NoticeEditor, TeacherEditor } from './section-editors.tsx';
import { BLANK_CARD, BLANK_CONTACT, BLANK_MEETING, BLANK_TEACHER, slugify, toDocument, type MeetingForm, type ProgramFormValues } from './form-values.ts';
import { ProgramPreview } from './program-preview.tsx';
import { TranslationsField, translatedInputsOf, type TranslatedInput } from '../ui/translations-field.tsx';
import { FEE_TRANSLATABLE, HIGHLIGHT_TRANSLATABLE, MEETING_TRANSLATABLE, PROGRAM_TRANSLATABLE } from '../../../domain/programs/program.ts';

/**
 * The program's texts staff may translate (issue 26 item 4), beside the default ones: its own here (the
 * headings, buttons and e-mails typed further down the form too); each list entry's on the entry.
 */
const TRANSLATED_INPUTS: TranslatedInput[] = [
  { name: 'title', label: 'Title', max: PROGRAM_TRANSLATABLE.title.max },
  { name: 'summary', label: 'Summary', max: PROGRAM_TRANSLATABLE.summary.max, rows: 2 },
  { name: 'body', label: 'About (Markdown)', max: PROGRAM_TRANSLATABLE.body.max, rows: 8 },
  { name: 'term', label: 'Term', max: PROGRAM_TRANSLATABLE.term.max },
  { name: 'badge', label: 'Badge', max: PROGRAM_TRANSLATABLE.badge.max },
  { name: 'ages', label: 'Ages', max: PROGRAM_TRANSLATABLE.ages.max },
  { name: 'feesNote', label: 'Under the fees', max: PROGRAM_TRANSLATABLE.feesNote.max },
  { name: 'highlightsHeading', label: 'Highlights heading', max: PROGRAM_TRANSLATABLE.highlightsHeading.max },
  { name: 'contactHeading', label: 'Contact card heading', max: PROGRAM_TRANSLATABLE.contactHeading.max },
  { name: 'contactText', label: 'Contact card text', max: PROGRAM_TRANSLATABLE.contactText.max },
  { name: 'registrationButton', label: 'Registration button label', max: PROGRAM_TRANSLATABLE.registrationButton.max },
  { name: 'registrationSubject', label: 'Registration e-mail subject', max: PROGRAM_TRANSLATABLE.registrationSubject.max },
  { name: 'registrationBody', label: 'Registration e-mail text', max: PROGRAM_TRANSLATABLE.registrationBody.max, rows: 4 },
  { name: 'ctaHeading', label: 'Call to action heading', max: PROGRAM_TRANSLATABLE.ctaHeading.max },
  { name: 'ctaText', label: 'Call to action text', max: PROGRAM_TRANSLATABLE.ctaText.max },
  { name: 'ctaButton', label: 'Call to action button label', max: PROGRAM_TRANSLATABLE.ctaButton.max },
  { name: 'ctaSubject', label: 'Call to action e-mail subject', max: PROGRAM_TRANSLATABLE.ctaSubject.max },
  { name: 'ctaBody', label: 'Call to action e-mail text', max: PROGRAM_TRANSLATABLE.ctaBody.max, rows: 4 },
];
const FEE_INPUTS = translatedInputsOf(FEE_TRANSLATABLE, { label: 'For', note: 'Note' });
const HIGHLIGHT_INPUTS = translatedInputsOf(HIGHLIGHT_TRANSLATABLE, { title: 'Title', text: 'Text' });
const MEETING_INPUTS = translatedInputsOf(MEETING_TRANSLATABLE, { place: 'Place (room)' });
import { onlineRegistration, OnlineSignUpEditor } from './online-sign-up-editor.tsx';

/**
 * A program's form (issue 24): the fields of the shared schema (domain/programs/program.ts), checked with
 * it before anything is sent, so the form and POST/PUT /api/programs refuse the same things in the same
 * words. Saves a draft or publishes (the admin content kit's buttons).
 */

const ID = 'program';

function Text({ field, label, values, errors, set, required, hint, type = 'text', multiline }: {
  field: keyof ProgramFormValues;
  label: string;
  values: ProgramFormValues;
  errors: Record<string, string>;
  set: (field: keyof ProgramFormValues, value: string) => void;
  required?: boolean;
  hint?: string;
  type?: string;
  multiline?: number;
}) {
  const id = `${ID}-${field}`;
  const common = { id, value: String(values[field] ?? ''), className: 'field-input', ...describedBy(id, errors[field], Boolean(hint)) };
  return (
    <Field id={id} label={label} error={errors[field]} hint={hint} required={required}>
      {multiline ? (
        <textarea {...common} rows={multiline} onChange={(e) => set(field, e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => set(field, e.target.value)} />
      )}
    </Field>
  );
}

function SmallInput({ id, label, value, onChange, error, type = 'text' }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string | undefined; type?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} className="field-input" {...describedBy(id, error)} />
    </Field>
  );
}

function MeetingEditor({ meeting, update, index, errors }: { meeting: MeetingForm; update: (m: MeetingForm) => void; index: number; errors: Record<string, string> }) {
  const base = `${ID}-meetings-${index}`;
  const err = (key: string) => errors[`meetings.${index}.${key}`];
  return (
    <EntryTranslations path={`meetings.${index}`} label={`Meeting ${index + 1} text`} inputs={MEETING_INPUTS} value={meeting.translations} onChange={(translations) => update({ ...meeting, translations })} errors={errors}>
      <fieldset>
        <legend className="field-label">Days</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((day) => (
            <label key={day} className="inline-flex items-center gap-1.5 text-sm text-ink-900">
              <input
                type="checkbox"
                checked={meeting.days.includes(day)}
                onChange={(e) => update({ ...meeting, days: e.target.checked ? [...meeting.days, day] : meeting.days.filter((d) => d !== day) })}
                className="h-4 w-4 accent-primary-700"
              />
              {day[0]!.toUpperCase() + day.slice(1, 3)}
            </label>
          ))}
        </div>
        {err('days') && <p className="mt-1 text-sm text-red-700">{err('days')}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={`Meeting ${index + 1} starts`}>
        {(['time', 'prayer'] as const).map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2 text-sm text-ink-900">
            <input type="radio" name={`${base}-kind`} checked={meeting.startKind === kind} onChange={() => update({ ...meeting, startKind: kind })} className="h-4 w-4 accent-primary-700" />
            {kind === 'time' ? 'At a time' : 'Relative to a prayer'}
          </label>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {meeting.startKind === 'time' ? (
          <>
            <SmallInput id={`${base}-time`} label="Start time" type="time" value={meeting.time} onChange={(time) => update({ ...meeting, time })} error={err('start')} />
            <SmallInput id={`${base}-end`} label="End time" type="time" value={meeting.endTime} onChange={(endTime) => update({ ...meeting, endTime })} error={err('endTime')} />
          </>
        ) : (
          <>
            <Field id={`${base}-prayer`} label="Prayer" error={err('start')}>
              <select id={`${base}-prayer`} value={meeting.prayer} onChange={(e) => update({ ...meeting, prayer: e.target.value as MeetingForm['prayer'] })} className="field-input">
                {MEETING_PRAYERS.map((prayer) => (
                  <option key={prayer} value={prayer}>
                    {PRAYER_NAMES[prayer]}
                  </option>
                ))}
              </select>
            </Field>
            <SmallInput id={`${base}-offset`} label="Minutes after it (negative: before)" value={meeting.offset} onChange={(offset) => update({ ...meeting, offset })} error={err('start.offsetMinutes')} />
          </>
        )}
        {!(meeting.startKind === 'time' && meeting.endTime) && (
          <SmallInput id={`${base}-duration`} label="Length (minutes)" value={meeting.duration} onChange={(duration) => update({ ...meeting, duration })} error={err('durationMinutes')} />
        )}
      </div>
      <SmallInput id={`${base}-place`} label="Place (room)" value={meeting.place} onChange={(place) => update({ ...meeting, place })} error={err('place')} />
      <Field id={`${base}-skipped`} label="Skipped dates (YYYY-MM-DD, one a line)" error={err('skippedDates') ?? Object.entries(errors).find(([key]) => key.startsWith(`meetings.${index}.skippedDates.`))?.[1]}>
        <textarea id={`${base}-skipped`} rows={2} value={meeting.skipped} onChange={(e) => update({ ...meeting, skipped: e.target.value })} className="field-input" />
      </Field>
    </EntryTranslations>
  );
}

function RegistrationEditor({ value, onChange, errors }: { value: Registration; onChange: (r: Registration) => void; errors: Record<string, string> }) {
  const err = (key: string) => errors[`registration.${key}`] ?? (key === 'url' ? errors['registration'] : undefined);
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">How to register</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="Registration method">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="radio" name={`${ID}-registration`} checked={value.method === 'email'} onChange={() => onChange({ method: 'email', to: 'school', subject: '', body: '', buttonLabel: value.buttonLabel })} className="h-4 w-4 accent-primary-700" />
          A pre-filled e-mail (and phone)
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="radio" name={`${ID}-registration`} checked={value.method === 'url'} onChange={() => onChange({ method: 'url', url: '', buttonLabel: value.buttonLabel })} className="h-4 w-4 accent-primary-700" />
          A registration page (link)
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="radio" name={`${ID}-registration`} checked={value.method === 'online'} onChange={() => onChange(onlineRegistration(value.buttonLabel))} className="h-4 w-4 accent-primary-700" />
          Online sign-up on this site
        </label>
      </div>
      <SmallInput id={`${ID}-registration-button`} label="Button label" value={value.buttonLabel} onChange={(buttonLabel) => onChange({ ...value, buttonLabel })} error={err('buttonLabel')} />
      {value.method === 'url' ? (
        <SmallInput id={`${ID}-registration-url`} label="Registration link (https://)" value={value.url} onChange={(url) => onChange({ ...value, url })} error={err('url')} />
      ) : value.method === 'email' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${ID}-registration-to`} label="E-mail goes to">
              <select id={`${ID}-registration-to`} value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value as typeof value.to })} className="field-input">
                {CONTACT_REFS.map((ref) => (
                  <option key={ref} value={ref}>
                    {ref}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${ID}-registration-call`} label="Call button">
              <select
                id={`${ID}-registration-call`}
                value={value.call ?? ''}
                onChange={(e) => {
                  const { call: _call, ...rest } = value;
                  onChange(e.target.value ? { ...rest, call: e.target.value as typeof value.to } : rest);
                }}
                className="field-input"
              >
                <option value="">None</option>
                {CONTACT_REFS.filter((ref) => ref === 'imam' || ref === 'general').map((ref) => (
                  <option key={ref} value={ref}>
                    {ref}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <SmallInput id={`${ID}-registration-subject`} label="E-mail subject (blank: the title and 'Registration')" value={value.subject} onChange={(subject) => onChange({ ...value, subject })} error={err('subject')} />
          <Field id={`${ID}-registration-body`} label="E-mail text" error={err('body')}>
            <textarea id={`${ID}-registration-body`} rows={5} value={value.body} onChange={(e) => onChange({ ...value, body: e.target.value })} className="field-input" />
          </Field>
        </>
      ) : (
        <OnlineSignUpEditor id={`${ID}-registration`} value={value} onChange={onChange} errors={errors} />
      )}
    </fieldset>
  );
}

export function ProgramForm({ endpoint, item, initial, canPublish, onDone }: {
  endpoint: ContentEndpoint;
  /** The item edited, or null for a new program (a copy for the next term too). */
  item: AdminContentItem<Program> | null;
  initial: ProgramFormValues;
  canPublish: boolean;
  onDone: () => void;
}) {
  const headingId = useId();
  const [values, setValues] = useState<ProgramFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [slugTouched, setSlugTouched] = useState(item !== null || initial.slug !== '');
  const [previewing, setPreviewing] = useState(false);
  const { save } = useContentMutations<Program>(endpoint);

  const set = (field: keyof ProgramFormValues, value: unknown) =>
    setValues((old) => {
      const next = { ...old, [field]: value };
      if (field === 'title' && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
  const setText = (field: keyof ProgramFormValues, value: string) => {
    if (field === 'slug') setSlugTouched(true);
    set(field, value);
  };

  function submit(publish: boolean) {
    const document = toDocument(values);
    const checked = checkInput(programSchema, document);
    if (!checked.ok) {
      setErrors(reportRefused(checked, document, ID));
      return;
    }
    setErrors({});
    save.mutate(
      // Translations all cleared are sent as {} (a PUT merges over the stored document: left out, the old ones would stay).
      { id: item?.id ?? null, document: { ...checked.value, translations: checked.value.translations ?? {} }, publish },
      {
        onSuccess: () => {
          success(publish ? 'Program published' : 'Draft saved', publish ? `"${checked.value.title}" is live; the pages rebuild in a few seconds.` : `"${checked.value.title}" is saved as a draft.`);
          onDone();
        },
        onError: (error) => setErrors(reportError(error, item ? 'Failed to update program' : 'Failed to create program')),
      },
    );
  }

  const textProps = { values, errors, set: setText };
  return (
    <section aria-labelledby={headingId} className="card space-y-5" data-program-form>
      <h3 id={headingId} className="text-lg font-semibold text-ink-900">
        {item ? `Edit ${item.slug}` : 'New Program'}
      </h3>
      {/* The default language's tab holds the main fields; the others the translations of the visitor-facing texts. */}
      <TranslationsField idPrefix={ID} label="Program text" inputs={TRANSLATED_INPUTS} value={values.translations} onChange={(translations) => set('translations', translations)} errors={errors}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Text field="title" label="Title" required {...textProps} />
        <Text field="slug" label="Slug (the page is /programs/{slug})" required {...textProps} />
        <Text field="term" label="Term" required hint="Such as Fall 2026" {...textProps} />
        <Text field="badge" label="Badge (blank: the term)" {...textProps} />
        <Text field="startDate" label="Start date" type="date" required {...textProps} />
        <Text field="endDate" label="End date" type="date" required {...textProps} />
        <Text field="registrationOpens" label="Registration opens" type="date" hint="Blank: open now" {...textProps} />
        <Text field="registrationCloses" label="Registration closes" type="date" hint="Blank: until the end" {...textProps} />
        <Text field="ages" label="Ages" hint="Such as 7+ years" {...textProps} />
        <label className="inline-flex items-center gap-2 self-end pb-3 text-ink-900">
          <input id={`${ID}-listed`} type="checkbox" checked={values.listed} onChange={(e) => set('listed', e.target.checked)} className="h-4 w-4 accent-primary-700" />
          Listed on /programs and the calendars
        </label>
      </div>
      <Text field="summary" label="Summary" required multiline={2} {...textProps} />
      <Text field="body" label="About (Markdown)" multiline={8} hint="## for a heading, **bold**, [a link](https://…), - for a list" {...textProps} />
      </TranslationsField>

      <RowsEditor
        legend="Weekly meetings"
        noun="meeting"
        items={values.meetings}
        blank={() => structuredClone(BLANK_MEETING)}
        onChange={(meetings) => set('meetings', meetings)}
        render={(meeting, update, index) => <MeetingEditor meeting={meeting} update={update} index={index} errors={errors} />}
      />

      <RowsEditor
        legend="Flyers"
        noun="flyer"
        items={values.flyers}
        blank={() => ({ src: '', alt: '' })}
        onChange={(flyers) => set('flyers', flyers)}
        render={(flyer, update, index) => (
          <>
            <ImagePicker legend={`Flyer ${index + 1} image`} hint="An uploaded image or one from the galleries (a path on this site)." value={flyer.src} onChange={(src) => update({ src, alt: flyer.alt })} error={errors[`flyers.${index}.src`]} />
            <SmallInput id={`${ID}-flyers-${index}-alt`} label="Alt text (what the flyer says)" value={flyer.alt} onChange={(alt) => update({ ...flyer, alt })} error={errors[`flyers.${index}.alt`]} />
          </>
        )}
      />

      <RowsEditor
        legend="Fees"
        noun="fee"
        items={values.fees}
        blank={() => ({ amount: '', label: '', note: '', translations: {} })}
        onChange={(fees) => set('fees', fees)}
        render={(fee, update, index) => (
          <EntryTranslations path={`fees.${index}`} label={`Fee ${index + 1} text`} inputs={FEE_INPUTS} value={fee.translations} onChange={(translations) => update({ ...fee, translations })} errors={errors}>
            <div className="grid gap-3 sm:grid-cols-3">
            <SmallInput id={`${ID}-fees-${index}-amount`} label="Amount" value={fee.amount} onChange={(amount) => update({ ...fee, amount })} error={errors[`fees.${index}.amount`]} />
            <SmallInput id={`${ID}-fees-${index}-label`} label="For" value={fee.label} onChange={(label) => update({ ...fee, label })} error={errors[`fees.${index}.label`]} />
            <SmallInput id={`${ID}-fees-${index}-note`} label="Note" value={fee.note} onChange={(note) => update({ ...fee, note })} error={errors[`fees.${index}.note`]} />
            </div>
          </EntryTranslations>
        )}
      />
      <Text field="feesNote" label="Under the fees" hint="Such as: Financial assistance may be available on request." {...textProps} />

      <Text field="highlightsHeading" label="Highlights heading" hint="Such as What Children Will Learn" {...textProps} />
      <RowsEditor
        legend="Highlights"
        noun="highlight"
        items={values.highlights}
        blank={() => ({ title: '', text: '', translations: {} })}
        onChange={(highlights) => set('highlights', highlights)}
        render={(highlight, update, index) => (
          <EntryTranslations path={`highlights.${index}`} label={`Highlight ${index + 1} text`} inputs={HIGHLIGHT_INPUTS} value={highlight.translations} onChange={(translations) => update({ ...highlight, translations })} errors={errors}>
            <div className="grid gap-3 sm:grid-cols-2">
            <SmallInput id={`${ID}-highlights-${index}-title`} label="Title" value={highlight.title} onChange={(title) => update({ ...highlight, title })} error={errors[`highlights.${index}.title`]} />
            <SmallInput id={`${ID}-highlights-${index}-text`} label="Text" value={highlight.text} onChange={(text) => update({ ...highlight, text })} error={errors[`highlights.${index}.text`]} />
            </div>
          </EntryTranslations>
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Text field="contactHeading" label="Contact card heading" hint="Such as Registration" {...textProps} />
        <Text field="contactText" label="Contact card text" {...textProps} />
      </div>
      <label className="inline-flex items-center gap-2 text-ink-900">
        <input type="checkbox" checked={values.showAddress} onChange={(e) => set('showAddress', e.target.checked)} className="h-4 w-4 accent-primary-700" />
        Show the masjid's address with the contacts
      </label>
      <RegistrationEditor value={values.registration} onChange={(registration) => set('registration', registration)} errors={errors} />

      <RowsEditor
        legend="Schedule cards"
        noun="card"
        items={values.scheduleCards}
        blank={() => ({ ...BLANK_CARD })}
        error={errors['scheduleCards']}
        onChange={(scheduleCards) => set('scheduleCards', scheduleCards)}
        render={(card, update, index) => <CardEditor card={card} update={update} index={index} errors={errors} />}
      />
      <RowsEditor
        legend="Teachers"
        noun="teacher"
        items={values.teachers}
        blank={() => ({ ...BLANK_TEACHER })}
        error={errors['teachers']}
        onChange={(teachers) => set('teachers', teachers)}
        render={(teacher, update, index) => <TeacherEditor teacher={teacher} update={update} index={index} errors={errors} />}
      />
      <RowsEditor
        legend="Contacts"
        noun="contact"
        items={values.contacts}
        blank={() => ({ ...BLANK_CONTACT, show: [] })}
        error={errors['contacts']}
        onChange={(contacts) => set('contacts', contacts)}
        render={(contact, update, index) => <ContactEditor contact={contact} update={update} index={index} errors={errors} />}
      />
      <NoticeEditor notice={values.notice} onChange={(notice) => set('notice', notice)} errors={errors} />
      <CallToActionEditor value={values.callToAction} onChange={(callToAction) => set('callToAction', callToAction)} errors={errors} />

      <div className="flex flex-wrap items-center gap-2">
        <PublishButtons busy={save.isPending} canPublish={canPublish} onSave={submit} onCancel={onDone} />
        <button type="button" className={smallOutline} aria-expanded={previewing} onClick={() => setPreviewing((shown) => !shown)}>
          {previewing ? 'Hide preview' : 'Preview'}
        </button>
      </div>
      {previewing && <ProgramPreview values={values} />}
    </section>
  );
}
