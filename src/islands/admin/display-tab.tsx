import { useEffect, useId, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { formatHhMm } from '../../domain/dates/time-of-day.ts';
import { addDays, isoDateIn, minutesOfDayIn, weekdayOf } from '../../domain/dates/zoned.ts';
import { previewPath } from '../../domain/display/preview.ts';
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
import { useAdminConfig } from './config.tsx';
import { reportError, success } from './errors.ts';
import { describedBy, Field, LoadError, smallOutline, Spinner } from './ui/fields.tsx';

/**
 * Admin → Display (issue 14): the prayer-hall screen's slide pace, iqamah-screen minutes and theme (admin
 * and super_admin save; editors see them), and a preview of the screen at a chosen moment with the
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
          : open it full screen on the TV (the README explains a Raspberry Pi, an Android or Fire TV and a PC). It reads these
          settings, the prayer times, announcements and events from the site, and keeps running for a week without the
          internet.
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

function DisplayEditor({ saved, canEdit }: { saved: DisplaySettingsAnswer; canEdit: boolean }) {
  const [form, setForm] = useState<DisplaySettings>({
    slideSeconds: saved.slideSeconds,
    iqamahScreenMinutes: saved.iqamahScreenMinutes,
    theme: saved.theme,
  });
  const [slideText, setSlideText] = useState(String(saved.slideSeconds));
  const [iqamahText, setIqamahText] = useState(String(saved.iqamahScreenMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDisplaySettings();
  const id = useId();

  function update(next: Partial<{ slide: string; iqamah: string; theme: DisplayTheme }>) {
    const slide = next.slide ?? slideText;
    const iqamah = next.iqamah ?? iqamahText;
    if (next.slide !== undefined) setSlideText(slide);
    if (next.iqamah !== undefined) setIqamahText(iqamah);
    const slideValue = numberFromField(slide);
    const iqamahValue = numberFromField(iqamah);
    // The route's rules, field by field: a field in error keeps the last good value in `form`.
    const checked = checkInput(displaySettingsInputSchema, { slideSeconds: slideValue, iqamahScreenMinutes: iqamahValue });
    const fieldErrors = checked.ok ? {} : checked.fields;
    setErrors(fieldErrors);
    setForm((current) => ({
      slideSeconds: fieldErrors['slideSeconds'] === undefined ? (slideValue as number) : current.slideSeconds,
      iqamahScreenMinutes:
        fieldErrors['iqamahScreenMinutes'] === undefined ? (iqamahValue as number) : current.iqamahScreenMinutes,
      theme: next.theme ?? current.theme,
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

  const changedBy = saved.updatedAt
    ? `Last changed ${new Date(saved.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}${
        saved.updatedBy ? ` by ${saved.updatedBy}` : ''
      }.`
    : "Using the defaults from the site's configuration.";

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <form onSubmit={(event) => void onSubmit(event)} className="card space-y-5 p-5" aria-labelledby={`${id}-settings`} noValidate>
        <h3 id={`${id}-settings`} className="text-lg font-semibold text-ink-900">
          Screen settings
        </h3>
        {!canEdit && (
          <p className="rounded-md bg-ink-100 p-3 text-sm text-ink-800">
            Only admins change these settings; you can preview the screen below.
          </p>
        )}
        <fieldset disabled={!canEdit || save.isPending} className="space-y-5">
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
                    checked={form.theme === theme}
                    onChange={() => update({ theme })}
                  />
                  {DISPLAY_THEME_LABELS[theme]}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
        <p className="text-sm text-ink-600">{changedBy}</p>
        {canEdit && (
          <button type="submit" className="btn btn-primary" disabled={save.isPending || Object.keys(errors).length > 0}>
            {save.isPending ? 'Saving...' : 'Save Display Settings'}
          </button>
        )}
      </form>
      <DisplayPreview settings={form} />
    </div>
  );
}

type Orientation = 'landscape' | 'portrait';
const SIZES: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

/** The next Friday on or after `today` (the masjid's calendar). */
function nextFriday(today: string): string {
  return addDays(today, (5 - weekdayOf(today) + 7) % 7);
}

/**
 * The real page in a frame of the TV's size, scaled to fit: the screen at a chosen moment on the masjid's
 * clock, running on from there, with the form's settings.
 */
function DisplayPreview({ settings }: { settings: DisplaySettings }) {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const [now] = useState(() => new Date());
  const today = isoDateIn(timeZone, now);
  const [date, setDate] = useState(() => nextFriday(today));
  const [time, setTime] = useState('12:55');
  const [orientation, setOrientation] = useState<Orientation>('landscape');
  const [scale, setScale] = useState(0.4);
  const box = useRef<HTMLDivElement>(null);
  const size = SIZES[orientation];
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time);
  const src = valid ? previewPath(`${date}T${time}`, settings) : null;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(Math.min(1, element.clientWidth / size.width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [size.width]);

  // A new moment or setting reloads the frame; typing a date does not reload it on every keystroke.
  const [frameSrc, setFrameSrc] = useState(src);
  useEffect(() => {
    const timer = setTimeout(() => setFrameSrc(src), 400);
    return () => clearTimeout(timer);
  }, [src]);

  const pick = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
  };

  return (
    <div className="card space-y-4 p-5" role="group" aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`} className="text-lg font-semibold text-ink-900">
        Preview
      </h3>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-date`} className="field-label">
            Date
          </label>
          <input id={`${id}-date`} type="date" className="field-input" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="field-label">
            Time
          </label>
          <input id={`${id}-time`} type="time" className="field-input" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-orientation`} className="field-label">
            Screen
          </label>
          <select
            id={`${id}-orientation`}
            className="field-input"
            value={orientation}
            onChange={(e) => setOrientation(e.target.value as Orientation)}
          >
            <option value="landscape">Landscape 1920 × 1080</option>
            <option value="portrait">Portrait 1080 × 1920</option>
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2" aria-label="Moments to preview">
        <button type="button" className={smallOutline} onClick={() => pick(today, formatHhMm(minutesOfDayIn(timeZone, new Date())))}>
          Now
        </button>
        <button type="button" className={smallOutline} onClick={() => pick(nextFriday(today), '12:55')}>
          Friday 12:55 PM
        </button>
        <button type="button" className={smallOutline} onClick={() => pick(today, '22:00')}>
          Tonight 10:00 PM
        </button>
      </div>
      <div ref={box} className="w-full overflow-hidden rounded-lg border border-ink-300 bg-black">
        <div style={{ width: size.width * scale, height: size.height * scale }}>
          {frameSrc && (
            <iframe
              key={orientation}
              title="Preview of the prayer-hall screen"
              src={frameSrc}
              width={size.width}
              height={size.height}
              style={{ transform: `scale(${scale})`, transformOrigin: '0 0', border: 0 }}
              data-display-preview
            />
          )}
        </div>
      </div>
      {src && (
        <p>
          <a href={src} target="_blank" rel="noopener" className="link">
            Open this preview full size
          </a>
        </p>
      )}
    </div>
  );
}
