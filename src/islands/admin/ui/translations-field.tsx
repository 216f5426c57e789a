import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { StaffTranslations, TranslatableField } from '../../../domain/i18n/staff-text.ts';
import { useAdminConfig } from '../config.tsx';
import { describedBy, Field } from './fields.tsx';

/** One translatable input of a form: its name in `translations.{lang}`, its label and the default text's limit. */
export interface TranslatedInput {
  name: string;
  label: string;
  max: number;
  /** A textarea of this many rows (else one line). */
  rows?: number;
  /** A list typed one item per line: the hint says so, and shows the default text's lines in their order. */
  lines?: boolean;
}

/** Longer than this, a text is typed in a textarea. */
const ONE_LINE_MAX = 300;

/**
 * The translation tabs' inputs of a document's translatable fields (their specs, as the schemas use them),
 * labelled as the schema names them or as the form's own inputs are (`labels`).
 */
export function translatedInputsOf(fields: Readonly<Record<string, TranslatableField>>, labels: Readonly<Record<string, string>> = {}): TranslatedInput[] {
  return Object.entries(fields).map(([name, { label, max, lines }]) => ({
    name,
    label: labels[name] ?? label,
    max: lines === undefined ? max : lines * (max + 1),
    ...(lines !== undefined ? { rows: 5, lines: true } : max > ONE_LINE_MAX ? { rows: 4 } : {}),
  }));
}

/** The errors of one part of a form (`blocks.2`, `highlights.0`) named as inside it (`translations.tr.title`). */
export function errorsUnder(errors: Record<string, string>, path: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(`${path}.`) ? [[key.slice(path.length + 1), message]] : [])));
}

/**
 * Staff text side by side in the site's languages (issue 26 item 4): a language switch ("English · Türkçe ·
 * العربية") over a field group. The default language's tab shows the form's own inputs (`children`); every
 * other tab the same fields' optional translations, with that language's `lang` and `dir`. Errors come keyed
 * as the API names them (`translations.tr.title`); the switch opens the first language with an error, and a
 * tab with errors says so. The admin itself stays in English. Used by every form with staff text.
 */
export function TranslationsField({
  idPrefix,
  path,
  label,
  inputs,
  value,
  onChange,
  errors,
  children,
}: {
  idPrefix: string;
  /**
   * The part of the form the texts belong to (`blocks.2`, `highlights.0`): its inputs are then
   * `${idPrefix}-${path}.translations.tr.title`, the id a refused save focuses for that field.
   */
  path?: string;
  /** What the group is, for the switch's accessible name ("Announcement text"). */
  label: string;
  inputs: readonly TranslatedInput[];
  value: StaffTranslations;
  onChange: (next: StaffTranslations) => void;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  const { languages } = useAdminConfig();
  const uid = useId();
  const [selected, setSelected] = useState(languages[0]?.code ?? 'en');
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const hasError = (code: string, index: number) =>
    index === 0
      ? inputs.some((input) => errors[input.name])
      : Object.keys(errors).some((key) => key === `translations.${code}` || key.startsWith(`translations.${code}.`));

  // After a refused save, show the first language whose fields are wrong (the default's first).
  useEffect(() => {
    const wrong = languages.find((language, index) => hasError(language.code, index));
    if (wrong) setSelected(wrong.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the errors change
  }, [errors]);

  if (languages.length < 2) return <>{children}</>;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const count = languages.length;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const code = languages[next]!.code;
    setSelected(code);
    refs.current.get(code)?.focus();
  }

  function setText(lang: string, name: string, text: string) {
    onChange({ ...value, [lang]: { ...value[lang], [name]: text } });
  }

  return (
    <div className="space-y-4" data-translations-field>
      <div role="tablist" aria-label={`${label}: language`} className="flex flex-wrap gap-1 border-b border-ink-200">
        {languages.map((language, index) => {
          const active = language.code === selected;
          const wrong = hasError(language.code, index);
          return (
            <button
              key={language.code}
              ref={(el) => {
                if (el) refs.current.set(language.code, el);
                else refs.current.delete(language.code);
              }}
              type="button"
              role="tab"
              id={`${uid}-tab-${language.code}`}
              aria-selected={active}
              aria-controls={`${uid}-panel-${language.code}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(language.code)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold ${
                active ? 'border-primary-700 text-primary-800' : 'border-transparent text-ink-700 hover:text-ink-900'
              }`}
            >
              <span lang={language.code} dir={language.dir}>
                {language.name}
              </span>
              {index > 0 && translatedIn(value, language.code) && <span className="sr-only"> (translated)</span>}
              {wrong && <span className="ms-1 text-red-700"> (check)</span>}
            </button>
          );
        })}
      </div>
      {languages.map((language, index) => (
        <div
          key={language.code}
          role="tabpanel"
          id={`${uid}-panel-${language.code}`}
          aria-labelledby={`${uid}-tab-${language.code}`}
          hidden={language.code !== selected}
          className="space-y-5"
        >
          {language.code !== selected ? null : index === 0 ? (
            children
          ) : (
            <>
              <p className="text-sm text-ink-600">
                Optional. Visitors reading {language.name} see this where it is filled in, and the {languages[0]!.name}{' '}
                text elsewhere.
              </p>
              {inputs.map((input) => {
                const key = `translations.${language.code}.${input.name}`;
                const id = `${idPrefix}-${path ? `${path}.` : ''}${key}`;
                const common = {
                  id,
                  lang: language.code,
                  dir: language.dir,
                  value: value[language.code]?.[input.name] ?? '',
                  maxLength: input.max,
                  className: 'field-input',
                  ...describedBy(id, errors[key], input.lines),
                };
                const hint = input.lines ? `One line per item, in the ${languages[0]!.name} list's order; a blank line leaves that item in ${languages[0]!.name}.` : undefined;
                return (
                  <Field key={key} id={id} label={`${input.label} (${language.name})`} error={errors[key]} hint={hint}>
                    {input.rows ? (
                      <textarea
                        {...common}
                        rows={input.rows}
                        onChange={(e) => setText(language.code, input.name, e.target.value)}
                      />
                    ) : (
                      <input {...common} onChange={(e) => setText(language.code, input.name, e.target.value)} />
                    )}
                  </Field>
                );
              })}
            </>
          )}
        </div>
      ))}
    </div>
  );
}

function translatedIn(value: StaffTranslations, lang: string): boolean {
  return Object.values(value[lang] ?? {}).some((text) => text?.trim());
}

/** The lists' small "translated" marker: the languages an item has text in, by their own names. */
export function TranslatedMarker({ translations }: { translations: StaffTranslations | null | undefined }) {
  const { languages } = useAdminConfig();
  const names = languages.slice(1).filter((language) => translatedIn(translations ?? {}, language.code));
  if (names.length === 0) return null;
  return (
    <span className="badge bg-ink-100 text-ink-800" data-translated>
      Translated:{' '}
      {names.map((language, index) => (
        <span key={language.code}>
          {index > 0 && ', '}
          <span lang={language.code} dir={language.dir}>
            {language.name}
          </span>
        </span>
      ))}
    </span>
  );
}
