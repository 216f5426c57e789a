import type { Khutbah, PrayerSettings } from '../../../domain/schedule/settings.ts';
import { smallDanger, smallOutline } from '../ui/fields.tsx';
import { newKhutbah, type Errors, type Update } from './draft.ts';
import { DateInput, TextInput, TimeInput } from './inputs.tsx';

function KhutbahList({
  path,
  label,
  khutbahs,
  errors,
  onChange,
}: {
  path: string;
  label: string;
  khutbahs: readonly Khutbah[];
  errors: Errors;
  onChange: (khutbahs: Khutbah[]) => void;
}) {
  const set = (index: number, change: Partial<Khutbah>) => onChange(khutbahs.map((k, i) => (i === index ? { ...k, ...change } : k)));
  return (
    <div className="space-y-3">
      {errors[path] && <p className="text-sm text-red-700">{errors[path]}</p>}
      <ul className="space-y-3">
        {khutbahs.map((khutbah, index) => {
          const name = `${label} khutbah ${index + 1}`;
          const at = `${path}.${index}`;
          return (
            <li key={index} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-5" data-khutbah={index}>
              <TimeInput path={`${at}.time`} label={`${name}: time`} value={khutbah.time} errors={errors} onChange={(time) => set(index, { time: time ?? '' })} />
              <TextInput path={`${at}.khateeb`} label={`${name}: khateeb (optional)`} value={khutbah.khateeb} maxLength={80} errors={errors} onChange={(khateeb) => set(index, { khateeb })} />
              <TextInput path={`${at}.language`} label={`${name}: language (optional)`} value={khutbah.language} maxLength={80} errors={errors} onChange={(language) => set(index, { language })} />
              <TextInput path={`${at}.place`} label={`${name}: place (optional)`} value={khutbah.place} maxLength={80} errors={errors} onChange={(place) => set(index, { place })} />
              <button
                type="button"
                className={smallDanger}
                disabled={khutbahs.length === 1}
                onClick={() => onChange(khutbahs.filter((_, i) => i !== index))}
                aria-label={`Remove ${name}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={smallOutline}
        disabled={khutbahs.length >= 6}
        onClick={() => onChange([...khutbahs, newKhutbah(khutbahs.at(-1)?.time ?? '13:30')])}
      >
        Add a khutbah{label === "Jumu'ah" ? '' : ` to ${label}`}
      </button>
    </div>
  );
}

/** Jumu'ah: one or more khutbahs (time, and optional khateeb, language, place), and date-ranged changes. */
export function JumuahSection({ settings, errors, update, today }: { settings: PrayerSettings; errors: Errors; update: Update; today: string }) {
  return (
    <section aria-labelledby="ps-jumuah-heading" className="space-y-4">
      <h3 id="ps-jumuah-heading" className="text-lg font-semibold text-ink-900">
        Jumu&apos;ah
      </h3>
      <KhutbahList
        path="jumuah.khutbahs"
        label="Jumu'ah"
        khutbahs={settings.jumuah.khutbahs}
        errors={errors}
        onChange={(khutbahs) => update((draft) => void (draft.jumuah.khutbahs = khutbahs))}
      />
      <h4 className="pt-2 font-semibold text-ink-900">Khutbahs for a range of dates</h4>
      {settings.jumuah.overrides.length === 0 && <p className="text-sm text-ink-600">None.</p>}
      <ul className="space-y-3">
        {settings.jumuah.overrides.map((override, index) => {
          const path = `jumuah.overrides.${index}`;
          const name = `Jumu'ah change ${index + 1}`;
          return (
            <li key={index} className="space-y-3 rounded-lg border border-ink-200 p-4">
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <DateInput path={`${path}.from`} label={`${name}: from`} value={override.from} errors={errors} onChange={(from) => update((draft) => void (draft.jumuah.overrides[index]!.from = from))} />
                <DateInput path={`${path}.to`} label={`${name}: to`} value={override.to} errors={errors} onChange={(to) => update((draft) => void (draft.jumuah.overrides[index]!.to = to))} />
              </div>
              <KhutbahList
                path={`${path}.khutbahs`}
                label={name}
                khutbahs={override.khutbahs}
                errors={errors}
                onChange={(khutbahs) => update((draft) => void (draft.jumuah.overrides[index]!.khutbahs = khutbahs))}
              />
              <button type="button" className={smallDanger} onClick={() => update((draft) => void draft.jumuah.overrides.splice(index, 1))}>
                Remove {name}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={smallOutline}
        onClick={() =>
          update((draft) => void draft.jumuah.overrides.push({ from: today, to: today, khutbahs: structuredClone(draft.jumuah.khutbahs) }))
        }
      >
        Add khutbahs for a range of dates
      </button>
    </section>
  );
}
