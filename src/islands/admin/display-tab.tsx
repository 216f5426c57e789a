import { useId, useState, type SyntheticEvent } from 'react';
import { displaySettingsInputSchema, numberFromField } from '../../domain/display/settings-input.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import {
  DISPLAY_LIMITS,
  DISPLAY_THEME_LABELS,
  DISPLAY_THEMES,
  type DisplaySettings,
  type DisplayTheme,
} from '../../domain/display/settings.ts';
import { useDisplaySettings, useSaveDisplaySettings, type DisplaySettingsAnswer } from './api/display.ts';
import { useAdminConfig, type AdminLanguage } from './config.tsx';
import { reportError, success } from './errors.ts';
import { DisplayPreview } from './display-tab/display-preview.tsx';
import { describedBy, Field, LoadError, Spinner } from './ui/fields.tsx';

/**
 * Admin → Display (issue 14): the prayer-hall screen's slide pace, iqamah-screen minutes, theme and
 * languages (issue 26: its texts in one, each prayer's name in one or two; admin and super_admin save;
 * editors see them), and a preview of the screen at a chosen moment with the
 * settings as they stand in the form, saved or not.
 */
export function DisplayTab({ canEdit }: { canEdit: boolean }) {
  const settings = useDisplaySettings();
  return (
    <section aria-labelledby="display-heading" className="space-y-8">
      <div>
        <h2 id="display-heading" className="text-xl font-semibold text-ink-900">
          Display
        </h2>
        <p className="mt-1 max-w-3xl text-ink-700">
          The prayer-hall screen at{' '}
          <a href="/display" target="_blank" rel="noopener" className="link">
            /display
          </a>
          : open it full screen on the TV (the README explains a Raspberry Pi, an Android or Fire TV and a PC). It reads
          these settings, the prayer times, announcements and events from the site, and keeps running for a week without
          the internet.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading display settings..." />
      ) : settings.isError ? (
        <LoadError message="Failed to fetch display settings" onRetry={() => void settings.refetch()} />
      ) : (
        <DisplayEditor key={settings.data.updatedAt ?? 'defaults'} saved={settings.data} canEdit={canEdit} />
      )}
    </section>
  );
}

/** A change to one of the display form's fields: the numbers as typed, the theme and languages as chosen. */
type DisplayFieldChange = Partial<{
  slide: string;
  iqamah: string;
  theme: DisplayTheme;
  language: string;
  secondLanguage: string | null;
}>;

/**
 * The display form's state: the numbers as typed, the settings they give (a field in error keeps its last
 * good value, so the preview stays whole), the route's errors, and saving.
 */
function useDisplayForm(saved: DisplaySettingsAnswer, languages: readonly string[]) {
  const [form, setForm] = useState<DisplaySettings>({
    slideSeconds: saved.slideSeconds,
    iqamahScreenMinutes: saved.iqamahScreenMinutes,
    theme: saved.theme,
    language: saved.language,
    secondLanguage: saved.secondLanguage,
  });
  const [slideText, setSlideText] = useState(String(saved.slideSeconds));
  const [iqamahText, setIqamahText] = useState(String(saved.iqamahScreenMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDisplaySettings();

  function update(next: DisplayFieldChange) {
    const slide = next.slide ?? slideText;
    const iqamah = next.iqamah ?? iqamahText;
    if (next.slide !== undefined) setSlideText(slide);
    if (next.iqamah !== undefined) setIqamahText(iqamah);
    const slideValue = numberFromField(slide);
    const iqamahValue = numberFromField(iqamah);
    // The route's rules, field by field: a field in error keeps the last good value in `form`.
    const language = next.language ?? form.language;
    // Choosing as the first language the one on the second line leaves one line.
    const chosenSecond = next.secondLanguage === undefined ? form.secondLanguage : next.secondLanguage;
    const secondLanguage = chosenSecond === language ? null : chosenSecond;
    const checked = checkInput(displaySettingsInputSchema(languages), {
      slideSeconds: slideValue,
      iqamahScreenMinutes: iqamahValue,
      language,
      secondLanguage,
    });
    const fieldErrors = checked.ok ? {} : checked.fields;
    setErrors(fieldErrors);
    setForm((current) => ({
      slideSeconds: fieldErrors['slideSeconds'] === undefined ? (slideValue as number) : current.slideSeconds,
      iqamahScreenMinutes:
        fieldErrors['iqamahScreenMinutes'] === undefined ? (iqamahValue as number) : current.iqamahScreenMinutes,
      theme: next.theme ?? current.theme,
      language,
      secondLanguage,
    }));
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    try {
      await save.mutateAsync(form);
      success('Display settings saved', 'Screens pick them up within five minutes.');
    } catch (error) {
      setErrors(reportError(error, 'Failed to save display settings'));
    }
  }

  return { form, slideText, iqamahText, errors, update, onSubmit, saving: save.isPending };
}

/** Who last changed the settings and when, or that they are the defaults. */
function changedByText(saved: DisplaySettingsAnswer): string {
  return saved.updatedAt
    ? `Last changed ${new Date(saved.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}${
        saved.updatedBy ? ` by ${saved.updatedBy}` : ''
      }.`
    : "Using the defaults from the site's configuration.";
}

function DisplayEditor({ saved, canEdit }: { saved: DisplaySettingsAnswer; canEdit: boolean }) {
  const { languages } = useAdminConfig();
  const { form, slideText, iqamahText, errors, update, onSubmit, saving } = useDisplayForm(
    saved,
    languages.map((language) => language.code),
  );
  const id = useId();

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="card space-y-5 p-5"
        aria-labelledby={`${id}-settings`}
        noValidate
      >
        <h3 id={`${id}-settings`} className="text-lg font-semibold text-ink-900">
          Screen settings
        </h3>
        {!canEdit && (
          <p className="rounded-md bg-ink-100 p-3 text-sm text-ink-800">
            Only admins change these settings; you can preview the screen below.
          </p>
        )}
        <fieldset disabled={!canEdit || saving} className="space-y-5">
          <ScreenSettingsFields
            id={id}
            slideText={slideText}
            iqamahText={iqamahText}
            theme={form.theme}
            errors={errors}
            update={update}
          />
          <LanguageFields id={id} form={form} languages={languages} errors={errors} update={update} />
        </fieldset>
        <p className="text-sm text-ink-600">{changedByText(saved)}</p>
        {canEdit && (
          <button type="submit" className="btn btn-primary" disabled={saving || Object.keys(errors).length > 0}>
            {saving ? 'Saving...' : 'Save Display Settings'}
          </button>
        )}
      </form>
      <DisplayPreview settings={form} />
    </div>
  );
}

/** The slide time, the iqamah screen's minutes and the theme. */
function ScreenSettingsFields({
  id,
  slideText,
  iqamahText,
  theme: current,
  errors,
  update,
}: {
  id: string;
  slideText: string;
  iqamahText: string;
  theme: DisplayTheme;
  errors: Record<string, string>;
  update: (next: DisplayFieldChange) => void;
}) {
  return (
    <>
      <Field
        id={`${id}-slide`}
        label="Slide time (seconds)"
        error={errors['slideSeconds']}
        hint={`How long each announcement or flyer stays: ${DISPLAY_LIMITS.slideSeconds.min} to ${DISPLAY_LIMITS.slideSeconds.max}.`}
      >
        <input
          id={`${id}-slide`}
          name="slideSeconds"
          type="number"
          inputMode="numeric"
          min={DISPLAY_LIMITS.slideSeconds.min}
          max={DISPLAY_LIMITS.slideSeconds.max}
          className="field-input"
          value={slideText}
          onChange={(event) => update({ slide: event.target.value })}
          {...describedBy(`${id}-slide`, errors['slideSeconds'], true)}
        />
      </Field>
      <Field
        id={`${id}-iqamah`}
        label="Iqamah screen (minutes)"
        error={errors['iqamahScreenMinutes']}
        hint='From each iqamah, "Please silence your phones" replaces the slides this long; 0 for never.'
      >
        <input
          id={`${id}-iqamah`}
          name="iqamahScreenMinutes"
          type="number"
          inputMode="numeric"
          min={DISPLAY_LIMITS.iqamahScreenMinutes.min}
          max={DISPLAY_LIMITS.iqamahScreenMinutes.max}
          className="field-input"
          value={iqamahText}
          onChange={(event) => update({ iqamah: event.target.value })}
          {...describedBy(`${id}-iqamah`, errors['iqamahScreenMinutes'], true)}
        />
      </Field>
      <fieldset>
        <legend className="field-label">Theme</legend>
        <div className="mt-2 space-y-2">
          {DISPLAY_THEMES.map((theme) => (
            <label key={theme} className="flex items-center gap-2 text-ink-900">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={current === theme}
                onChange={() => update({ theme })}
              />
              {DISPLAY_THEME_LABELS[theme]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** 'Türkçe (Turkish)'; 'English' once. */
function languageLabel(language: AdminLanguage): string {
  return language.name === language.englishName ? language.name : `${language.name} (${language.englishName})`;
}

/** The screen's language (its texts and each prayer's name) and an optional second line under the names. */
function LanguageFields({
  id,
  form,
  languages,
  errors,
  update,
}: {
  id: string;
  form: DisplaySettings;
  languages: readonly AdminLanguage[];
  errors: Record<string, string>;
  update: (next: DisplayFieldChange) => void;
}) {
  return (
    <>
      <Field
        id={`${id}-language`}
        label="Language"
        error={errors['language']}
        hint="The screen's texts, dates and times, and each prayer's name."
      >
        <select
          id={`${id}-language`}
          name="language"
          className="field-input"
          value={form.language}
          onChange={(event) => update({ language: event.target.value })}
          {...describedBy(`${id}-language`, errors['language'], true)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {languageLabel(language)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-second-language`}
        label="Prayer names also in"
        error={errors['secondLanguage']}
        hint="A second line under each prayer's name, e.g. English with Arabic beneath."
      >
        <select
          id={`${id}-second-language`}
          name="secondLanguage"
          className="field-input"
          value={form.secondLanguage ?? ''}
          onChange={(event) => update({ secondLanguage: event.target.value || null })}
          {...describedBy(`${id}-second-language`, errors['secondLanguage'], true)}
        >
          <option value="">None (one line)</option>
          {languages
            .filter((language) => language.code !== form.language)
            .map((language) => (
              <option key={language.code} value={language.code}>
                {languageLabel(language)}
              </option>
            ))}
        </select>
      </Field>
    </>
  );
}
