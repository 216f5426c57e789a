import { EID_NAMES, type EidKind, type EidPrayer, type PrayerSettings } from '../../../domain/schedule/settings.ts';
import { smallDanger, smallOutline } from '../ui/fields.tsx';
import { newEid, type Errors, type Update } from './draft.ts';
import { DateInput, Select, TextInput, TimeInput } from './inputs.tsx';

/** The Eid prayers: each with its Eid, date, place, note and up to six times. */
export function EidSection({
  settings,
  errors,
  update,
  today,
}: {
  settings: PrayerSettings;
  errors: Errors;
  update: Update;
  today: string;
}) {
  return (
    <section aria-labelledby="ps-eid-heading" className="space-y-4">
      <h3 id="ps-eid-heading" className="text-lg font-semibold text-ink-900">
        Eid prayers
      </h3>
      <p className="text-sm text-ink-700">Shown on the home page from 14 days before, and in the yearly schedule.</p>
      {settings.eidPrayers.length === 0 && <p className="text-sm text-ink-600">None.</p>}
      <ul className="space-y-3">
        {settings.eidPrayers.map((eid, index) => (
          <EidPrayerItem key={index} eid={eid} index={index} errors={errors} update={update} />
        ))}
      </ul>
      <button
        type="button"
        className={smallOutline}
        onClick={() => update((draft) => void draft.eidPrayers.push(newEid(today)))}
      >
        Add an Eid prayer
      </button>
    </section>
  );
}

function EidPrayerItem({
  eid,
  index,
  errors,
  update,
}: {
  eid: EidPrayer;
  index: number;
  errors: Errors;
  update: Update;
}) {
  const path = `eidPrayers.${index}`;
  const name = `Eid prayer ${index + 1}`;
  return (
    <li className="space-y-3 rounded-lg border border-ink-200 p-4" data-eid-prayer={index}>
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
        <DateInput
          path={`${path}.date`}
          label={`${name}: date`}
          value={eid.date}
          errors={errors}
          onChange={(date) => update((draft) => void (draft.eidPrayers[index]!.date = date))}
        />
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
      <EidTimes eid={eid} index={index} path={path} name={name} errors={errors} update={update} />
      {errors[`${path}.times`] && <p className="text-sm text-red-700">{errors[`${path}.times`]}</p>}
      <button
        type="button"
        className={smallDanger}
        onClick={() => update((draft) => void draft.eidPrayers.splice(index, 1))}
      >
        Remove {name}
      </button>
    </li>
  );
}

/** An Eid prayer's times, one to six. */
function EidTimes({
  eid,
  index,
  path,
  name,
  errors,
  update,
}: {
  eid: EidPrayer;
  index: number;
  path: string;
  name: string;
  errors: Errors;
  update: Update;
}) {
  return (
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
      <button
        type="button"
        className={smallOutline}
        disabled={eid.times.length >= 6}
        onClick={() => update((draft) => void draft.eidPrayers[index]!.times.push(eid.times.at(-1) ?? '08:00'))}
      >
        Add a time
      </button>
      <button
        type="button"
        className={smallOutline}
        disabled={eid.times.length <= 1}
        onClick={() => update((draft) => void draft.eidPrayers[index]!.times.pop())}
      >
        Remove the last time
      </button>
    </div>
  );
}
