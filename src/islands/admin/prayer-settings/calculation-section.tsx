import { CALCULATION_METHODS, HIGH_LATITUDE_RULES, type PrayerSettings } from '../../../domain/schedule/settings.ts';
import { fieldId, type Errors, type Update } from './draft.ts';
import { NumberInput, Select } from './inputs.tsx';

const METHOD_LABELS: Record<(typeof CALCULATION_METHODS)[number], string> = {
  MuslimWorldLeague: 'Muslim World League',
  Egyptian: 'Egyptian General Authority of Survey',
  Karachi: 'University of Islamic Sciences, Karachi',
  UmmAlQura: 'Umm al-Qura, Makkah',
  Dubai: 'Dubai',
  MoonsightingCommittee: 'Moonsighting Committee Worldwide',
  NorthAmerica: 'ISNA (North America)',
  Kuwait: 'Kuwait',
  Qatar: 'Qatar',
  Singapore: 'Singapore',
  Tehran: 'Institute of Geophysics, Tehran',
  Turkey: 'Diyanet (Turkey)',
};

const HIGH_LATITUDE_LABELS: Record<(typeof HIGH_LATITUDE_RULES)[number], string> = {
  recommended: 'Recommended for the masjid’s latitude',
  middleofthenight: 'Middle of the night',
  seventhofthenight: 'Seventh of the night',
  twilightangle: 'Twilight angle',
};

const ADJUSTED = [
  ['fajr', 'Fajr'],
  ['sunrise', 'Sunrise'],
  ['dhuhr', 'Dhuhr'],
  ['asr', 'Asr'],
  ['maghrib', 'Maghrib'],
  ['isha', 'Isha'],
] as const;

/** How days without an uploaded timetable are calculated (adhan-js). */
export function CalculationSection({ settings, errors, update }: { settings: PrayerSettings; errors: Errors; update: Update }) {
  const calc = settings.calculation;
  return (
    <section aria-labelledby="ps-calculation-heading" className="space-y-4">
      <h3 id="ps-calculation-heading" className="text-lg font-semibold text-ink-900">
        Calculated times
      </h3>
      <label className="flex items-center gap-2 text-ink-900">
        <input
          type="checkbox"
          id={fieldId('calculation.enabled')}
          checked={calc.enabled}
          onChange={(e) => update((draft) => void (draft.calculation.enabled = e.target.checked))}
          className="size-4"
        />
        Calculate days without an uploaded timetable (otherwise the standard times of the config file)
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          path="calculation.method"
          label="Calculation method"
          value={calc.method}
          options={CALCULATION_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] }))}
          errors={errors}
          onChange={(method) => update((draft) => void (draft.calculation.method = method))}
        />
        <Select
          path="calculation.madhab"
          label="Asr"
          value={calc.madhab}
          options={[
            { value: 'shafi', label: 'Standard (Shafi, Maliki, Hanbali)' },
            { value: 'hanafi', label: 'Hanafi' },
          ]}
          errors={errors}
          onChange={(madhab) => update((draft) => void (draft.calculation.madhab = madhab))}
        />
        <Select
          path="calculation.highLatitudeRule"
          label="High-latitude rule"
          value={calc.highLatitudeRule}
          options={HIGH_LATITUDE_RULES.map((rule) => ({ value: rule, label: HIGH_LATITUDE_LABELS[rule] }))}
          errors={errors}
          onChange={(rule) => update((draft) => void (draft.calculation.highLatitudeRule = rule))}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">Minutes added to each calculated time (− for earlier)</legend>
        <div className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-6">
          {ADJUSTED.map(([key, label]) => (
            <NumberInput
              key={key}
              path={`calculation.adjustments.${key}`}
              label={label}
              value={calc.adjustments[key]}
              min={-30}
              max={30}
              errors={errors}
              onChange={(minutes) => update((draft) => void (draft.calculation.adjustments[key] = minutes))}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
