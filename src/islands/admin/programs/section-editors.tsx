import type { ReactNode } from 'react';
import type { StaffTranslations } from '../../../domain/i18n/pick.ts';
import { CARD_SOURCES, CONTACT_REFS, SCHEDULE_CARD_TRANSLATABLE, TEACHER_TRANSLATABLE, type CardSource, type ContactRefKey } from '../../../domain/programs/program.ts';
import { describedBy, Field } from '../ui/fields.tsx';
import { errorsUnder, TranslationsField, translatedInputsOf, type TranslatedInput } from '../ui/translations-field.tsx';
import { Select, TextInput } from '../pages-tab/inputs.tsx';
import type { CallToActionForm, CardForm, ContactForm, NoticeForm, TeacherForm } from './form-values.ts';

/**
 * The program form's sections once typed as JSON, now as small forms (issue 24): schedule cards, teachers,
 * contacts, the notice and the call to action. Inputs are `program-<field path>` and each shows the shared
 * schema's message for its own path (`scheduleCards.0.text`), so the API's words land on the right input.
 */
const ID = 'program';

const CARD_NAMES: Record<CardSource, string> = {
  text: 'Its own text',
  dates: 'The dates',
  meetings: 'The weekly meetings',
  ages: 'The ages',
  duration: 'The length (weeks)',
  term: 'The term',
};

const CONTACT_NAMES: Record<ContactRefKey, string> = {
  imam: 'The imam (Site facts)',
  general: 'The general contact (Site facts)',
  school: 'The school contact (Site facts)',
  secondTeacher: 'The second teacher (Site facts)',
};

const at = (path: string, errors: Record<string, string>) => ({ id: `${ID}-${path}`, error: errors[path] });

/** The Pages tab's inputs, with ids and errors by the field's path in the program. */
function Input({ path, label, value, onChange, errors, hint }: { path: string; label: string; value: string; onChange: (value: string) => void; errors: Record<string, string>; hint?: string }) {
  return <TextInput {...at(path, errors)} label={label} value={value} onChange={onChange} {...(hint === undefined ? {} : { hint })} />;
}

function Choice<V extends string>({ path, label, value, options, onChange, errors }: { path: string; label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void; errors: Record<string, string> }) {
  return <Select<V> {...at(path, errors)} label={label} value={value} options={options} onChange={(chosen) => onChange(chosen as V)} />;
}

/**
 * One list entry's inputs (a schedule card, highlight, teacher, fee, meeting) and, beside them on a language
 * switch, the translations of its texts (issue 26 item 4), kept on the entry. The API names their errors
 * `highlights.0.translations.tr.title`: the switch reads them without the entry's path (`highlights.0`).
 */
export function EntryTranslations({ path, label, inputs, value, onChange, errors, children }: {
  path: string;
  /** The entry, for the switch's accessible name ("Highlight 2 text"). */
  label: string;
  inputs: readonly TranslatedInput[];
  value: StaffTranslations | undefined;
  onChange: (translations: StaffTranslations) => void;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <TranslationsField idPrefix={ID} path={path} label={label} inputs={inputs} value={value ?? {}} onChange={onChange} errors={errorsUnder(errors, path)}>
      {children}
    </TranslationsField>
  );
}

const CARD_INPUTS = translatedInputsOf(SCHEDULE_CARD_TRANSLATABLE, { label: 'Label', text: 'Text' });
const TEACHER_INPUTS = translatedInputsOf(TEACHER_TRANSLATABLE, { role: 'Role', teaches: 'Teaches' });

const refOptions = (none: string) => [{ value: '' as const, label: none }, ...CONTACT_REFS.map((ref) => ({ value: ref, label: CONTACT_NAMES[ref] }))];

export function CardEditor({ card, update, index, errors }: { card: CardForm; update: (card: CardForm) => void; index: number; errors: Record<string, string> }) {
  const at = `scheduleCards.${index}`;
  return (
    <EntryTranslations path={at} label={`Card ${index + 1} text`} inputs={CARD_INPUTS} value={card.translations} onChange={(translations) => update({ ...card, translations })} errors={errors}>
      <div className="grid gap-3 sm:grid-cols-3">
      <Input path={`${at}.label`} label="Label" value={card.label} onChange={(label) => update({ ...card, label })} errors={errors} />
      <Choice path={`${at}.show`} label="Shows" value={card.show} options={CARD_SOURCES.map((source) => ({ value: source, label: CARD_NAMES[source] }))} onChange={(show) => update({ ...card, show })} errors={errors} />
      <Input
        path={`${at}.text`}
        label={card.show === 'text' ? 'Text' : 'Text (blank: the program’s own)'}
        value={card.text}
        onChange={(text) => update({ ...card, text })}
        errors={errors}
      />
      </div>
    </EntryTranslations>
  );
}

export function TeacherEditor({ teacher, update, index, errors }: { teacher: TeacherForm; update: (teacher: TeacherForm) => void; index: number; errors: Record<string, string> }) {
  const at = `teachers.${index}`;
  return (
    <EntryTranslations path={at} label={`Teacher ${index + 1} text`} inputs={TEACHER_INPUTS} value={teacher.translations} onChange={(translations) => update({ ...teacher, translations })} errors={errors}>
      <div className="grid gap-3 sm:grid-cols-2">
      <Choice path={`${at}.person.ref`} label="Who" value={teacher.ref} options={refOptions('Someone else (type the name)')} onChange={(ref) => update({ ...teacher, ref })} errors={errors} />
      {teacher.ref === '' && <Input path={`${at}.person.name`} label="Name" value={teacher.name} onChange={(name) => update({ ...teacher, name })} errors={errors} />}
      <Input path={`${at}.role`} label="Role" value={teacher.role} onChange={(role) => update({ ...teacher, role })} errors={errors} />
      <Input path={`${at}.teaches`} label="Teaches" value={teacher.teaches} onChange={(teaches) => update({ ...teacher, teaches })} errors={errors} />
      </div>
    </EntryTranslations>
  );
}

const DETAILS = ['name', 'email', 'phone'] as const;
const DETAIL_NAMES = { name: 'Name', email: 'E-mail', phone: 'Phone' } as const;

export function ContactEditor({ contact, update, index, errors }: { contact: ContactForm; update: (contact: ContactForm) => void; index: number; errors: Record<string, string> }) {
  const at = `contacts.${index}`;
  return (
    <div className="space-y-3">
      <Choice path={`${at}.ref`} label="Who" value={contact.ref} options={refOptions('Someone else (type the details)')} onChange={(ref) => update({ ...contact, ref })} errors={errors} />
      {errors[at] && <p className="text-sm text-red-700">{errors[at]}</p>}
      {contact.ref !== '' ? (
        <fieldset>
          <legend className="field-label">Details shown (none ticked: all it has)</legend>
          <div className="flex flex-wrap gap-4">
            {DETAILS.map((detail) => (
              <label key={detail} className="inline-flex items-center gap-1.5 text-sm text-ink-900">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary-700"
                  checked={contact.show.includes(detail)}
                  onChange={(e) => update({ ...contact, show: e.target.checked ? DETAILS.filter((d) => d === detail || contact.show.includes(d)) : contact.show.filter((d) => d !== detail) })}
                />
                {DETAIL_NAMES[detail]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Input path={`${at}.name`} label="Name" value={contact.name} onChange={(name) => update({ ...contact, name })} errors={errors} />
          <Input path={`${at}.email`} label="E-mail" value={contact.email} onChange={(email) => update({ ...contact, email })} errors={errors} />
          <Input path={`${at}.phone`} label="Phone" value={contact.phone} onChange={(phone) => update({ ...contact, phone })} errors={errors} />
        </div>
      )}
    </div>
  );
}

export function NoticeEditor({ notice, onChange, errors }: { notice: NoticeForm; onChange: (notice: NoticeForm) => void; errors: Record<string, string> }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">Notice under the header (while the program has not ended)</legend>
      <Input path="notice.text" label="Notice (blank: none)" value={notice.text} onChange={(text) => onChange({ ...notice, text })} errors={errors} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Input path="notice.lang" label="Its language" hint="A code such as tr; blank: English" value={notice.lang} onChange={(lang) => onChange({ ...notice, lang })} errors={errors} />
        <div className="sm:col-span-2">
          <Input path="notice.translation" label="Translation" value={notice.translation} onChange={(translation) => onChange({ ...notice, translation })} errors={errors} />
        </div>
      </div>
    </fieldset>
  );
}

export function CallToActionEditor({ value, onChange, errors }: { value: CallToActionForm; onChange: (value: CallToActionForm) => void; errors: Record<string, string> }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">Call to action at the end (while the program has not ended)</legend>
      <label className="inline-flex items-center gap-2 text-sm text-ink-900">
        <input id={`${ID}-callToAction.shown`} type="checkbox" className="h-4 w-4 accent-primary-700" checked={value.shown} onChange={(e) => onChange({ ...value, shown: e.target.checked })} />
        Show a call to action (an e-mail to the registration contact)
      </label>
      {value.shown && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Input path="callToAction.heading" label="Heading" value={value.heading} onChange={(heading) => onChange({ ...value, heading })} errors={errors} />
            <Input path="callToAction.buttonLabel" label="Button label" value={value.buttonLabel} onChange={(buttonLabel) => onChange({ ...value, buttonLabel })} errors={errors} />
          </div>
          <Input path="callToAction.text" label="Text" value={value.text} onChange={(text) => onChange({ ...value, text })} errors={errors} />
          <Input path="callToAction.subject" label="E-mail subject (blank: the title and 'inquiry')" value={value.subject} onChange={(subject) => onChange({ ...value, subject })} errors={errors} />
          <Field id={`${ID}-callToAction.body`} label="E-mail text" error={errors['callToAction.body']}>
            <textarea id={`${ID}-callToAction.body`} rows={4} value={value.body} onChange={(e) => onChange({ ...value, body: e.target.value })} className="field-input" {...describedBy(`${ID}-callToAction.body`, errors['callToAction.body'])} />
          </Field>
        </>
      )}
    </fieldset>
  );
}
