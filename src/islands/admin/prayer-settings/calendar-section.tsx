import { EID_NAMES, type EidKind, type PrayerSettings, type TaraweehRule } from '../../../domain/schedule/settings.ts';
import { smallDanger, smallOutline } from '../ui/fields.tsx';
import { newEid, type Errors, type Update } from './draft.ts';
import { DateInput, NumberInput, Select, TextInput, TimeInput } from './inputs.tsx';

type TaraweehKind = 'none' | TaraweehRule['kind'];

/** The Hijri date (offset, turning at Maghrib or midnight), Ramadan (Suhoor, Taraweeh) and the Eid prayers. */
export function CalendarSection({ settings, errors, update, today }: { settings: PrayerSettings; errors: Errors; update: Update; today: string }) {
  const taraweeh = settings.ramadan.taraweeh;
  return (
    <>
      <section aria-labelledby="ps-hijri-heading" className="space-y-4">
        <h3 id="ps-hijri-heading" className="text-lg font-semibold text-ink-900">
          Hijri date
        </h3>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            path="hijri.offsetDays"
            label="Day offset (local moon sighting)"
            value={settings.hijri.offsetDays}
            options={[-2, -1, 0, 1, 2].map((days) => ({ value: days, label: days === 0 ? 'None (Umm al-Qura)' : `${days > 0 ? '+' : '−'}${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}` }))}
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
                  void (draft.ramadan.taraweeh = kind === 'none' ? null : kind === 'fixed' ? { kind: 'fixed', time: '21:00' } : { kind: 'afterIsha', minutes: 15 }),
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

      <section aria-labelledby="ps-eid-heading" className="space-y-4">
        <h3 id="ps-eid-heading" className="text-lg font-semibold text-ink-900">
          Eid prayers
        </h3>
        <p className="text-sm text-ink-700">Shown on the home page from 14 days before, and in the yearly schedule.</p>
        {settings.eidPrayers.length === 0 && <p className="text-sm text-ink-600">None.</p>}
        <ul className="space-y-3">
          {settings.eidPrayers.map((eid, index) => {
            const path = `eidPrayers.${index}`;
            const name = `Eid prayer ${index + 1}`;
            return (
              <li key={index} className="space-y-3 rounded-lg border border-ink-200 p-4" data-eid-prayer={index}>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Select<EidKind>
                    path={`${path}.kind`}
                    label={`${name}: Eid`}
                    value={eid.kind}
                    options={[
                      { value: 'fitr', label: EID_NAMES.fitr },
                      { value: 'adha', label: EID_NAMES.adha },
                    ]}
                    errors={errors}
                    onChange={(kind) => update((draft) => void (draft.eidPrayers[index]!.kind = kind))}
                  />
                  <DateInput path={`${path}.date`} label={`${name}: date`} value={eid.date} errors={errors} onChange={(date) => update((draft) => void (draft.eidPrayers[index]!.date = date))} />
                  <TextInput
                    path={`${path}.place`}
                    label={`${name}: place`}
                    value={eid.place}
                    maxLength={120}
                    errors={errors}
                    onChange={(place) => update((draft) => void (draft.eidPrayers[index]!.place = place))}
                  />
                  <TextInput
                    path={`${path}.note`}
                    label={`${name}: note (optional)`}
                    value={eid.note}
                    maxLength={200}
                    errors={errors}
                    onChange={(note) => update((draft) => void (draft.eidPrayers[index]!.note = note))}
                  />
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  {eid.times.map((time, t) => (
                    <TimeInput
                      key={t}
                      path={`${path}.times.${t}`}
                      label={`${name}: time ${t + 1}`}
                      value={time}
                      errors={errors}
                      onChange={(value) => update((draft) => void (draft.eidPrayers[index]!.times[t] = value ?? ''))}
                    />
                  ))}
                  <button type="button" className={smallOutline} disabled={eid.times.length >= 6} onClick={() => update((draft) => void draft.eidPrayers[index]!.times.push(eid.times.at(-1) ?? '08:00'))}>
                    Add a time
                  </button>
                  <button type="button" className={smallOutline} disabled={eid.times.length <= 1} onClick={() => update((draft) => void draft.eidPrayers[index]!.times.pop())}>
                    Remove the last time
                  </button>
                </div>
                {errors[`${path}.times`] && <p className="text-sm text-red-700">{errors[`${path}.times`]}</p>}
                <button type="button" className={smallDanger} onClick={() => update((draft) => void draft.eidPrayers.splice(index, 1))}>
                  Remove {name}
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className={smallOutline} onClick={() => update((draft) => void draft.eidPrayers.push(newEid(today)))}>
          Add an Eid prayer
        </button>
      </section>
    </>
  );
}
