import { type PrayerSettings, type TaraweehRule } from '../../../domain/schedule/settings.ts';
import { type Errors, type Update } from './draft.ts';
import { EidSection } from './eid-section.tsx';
import { NumberInput, Select, TimeInput } from './inputs.tsx';

type TaraweehKind = 'none' | TaraweehRule['kind'];

interface SectionProps {
  settings: PrayerSettings;
  errors: Errors;
  update: Update;
}

/** The Hijri date (offset, turning at Maghrib or midnight), Ramadan (Suhoor, Taraweeh) and the Eid prayers. */
export function CalendarSection({ settings, errors, update, today }: SectionProps & { today: string }) {
  return (
    <>
      <HijriSection settings={settings} errors={errors} update={update} />
      <RamadanSection settings={settings} errors={errors} update={update} />
      <EidSection settings={settings} errors={errors} update={update} today={today} />
    </>
  );
}

function HijriSection({ settings, errors, update }: SectionProps) {
  return (
    <section aria-labelledby="ps-hijri-heading" className="space-y-4">
      <h3 id="ps-hijri-heading" className="text-lg font-semibold text-ink-900">
        Hijri date
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          path="hijri.offsetDays"
          label="Day offset (local moon sighting)"
          value={settings.hijri.offsetDays}
          options={[-2, -1, 0, 1, 2].map((days) => ({
            value: days,
            label:
              days === 0
                ? 'None (Umm al-Qura)'
                : `${days > 0 ? '+' : '−'}${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}`,
          }))}
          errors={errors}
          onChange={(days) => update((draft) => void (draft.hijri.offsetDays = days))}
        />
        <Select
          path="hijri.dayStartsAt"
          label="The Hijri date turns"
          value={settings.hijri.dayStartsAt}
          options={[
            { value: 'midnight', label: 'At midnight' },
            { value: 'maghrib', label: 'At Maghrib (the Islamic day begins at sunset)' },
          ]}
          errors={errors}
          onChange={(at) => update((draft) => void (draft.hijri.dayStartsAt = at))}
        />
      </div>
    </section>
  );
}

function RamadanSection({ settings, errors, update }: SectionProps) {
  const taraweeh = settings.ramadan.taraweeh;
  return (
    <section aria-labelledby="ps-ramadan-heading" className="space-y-4">
      <h3 id="ps-ramadan-heading" className="text-lg font-semibold text-ink-900">
        Ramadan
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberInput
          path="ramadan.suhoorMinutesBeforeFajr"
          label="Suhoor ends, minutes before the Fajr adhan"
          value={settings.ramadan.suhoorMinutesBeforeFajr}
          min={0}
          max={60}
          errors={errors}
          onChange={(minutes) => update((draft) => void (draft.ramadan.suhoorMinutesBeforeFajr = minutes))}
        />
        <Select<TaraweehKind>
          path="ramadan.taraweeh"
          label="Taraweeh"
          value={taraweeh?.kind ?? 'none'}
          options={[
            { value: 'afterIsha', label: 'After the Isha iqamah' },
            { value: 'fixed', label: 'At a fixed time' },
            { value: 'none', label: 'Not listed' },
          ]}
          errors={errors}
          onChange={(kind) =>
            update(
              (draft) =>
                void (draft.ramadan.taraweeh =
                  kind === 'none'
                    ? null
                    : kind === 'fixed'
                      ? { kind: 'fixed', time: '21:00' }
                      : { kind: 'afterIsha', minutes: 15 }),
            )
          }
        />
        {taraweeh?.kind === 'afterIsha' && (
          <NumberInput
            path="ramadan.taraweeh.minutes"
            label="Taraweeh: minutes after the Isha iqamah"
            value={taraweeh.minutes}
            min={0}
            max={120}
            errors={errors}
            onChange={(minutes) => update((draft) => void (draft.ramadan.taraweeh = { kind: 'afterIsha', minutes }))}
          />
        )}
        {taraweeh?.kind === 'fixed' && (
          <TimeInput
            path="ramadan.taraweeh.time"
            label="Taraweeh: time"
            value={taraweeh.time}
            errors={errors}
            onChange={(time) => update((draft) => void (draft.ramadan.taraweeh = { kind: 'fixed', time: time ?? '' }))}
          />
        )}
      </div>
    </section>
  );
}
