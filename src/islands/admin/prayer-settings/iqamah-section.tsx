import { PRAYERS, type Prayer } from '../../../domain/prayer-times/types.ts';
import { ruleImpactText, type RuleImpact } from '../../../domain/schedule/rule-impact.ts';
import type { IqamahOverride, PrayerSettings } from '../../../domain/schedule/settings.ts';
import { smallDanger, smallOutline } from '../ui/fields.tsx';
import { fieldId, newOverride, PRAYER_LABELS, type Errors, type Update } from './draft.ts';
import { DateInput, RuleInputs, Select } from './inputs.tsx';

const PRAYER_OPTIONS = PRAYERS.map((prayer) => ({ value: prayer, label: PRAYER_LABELS[prayer] }));

/**
 * Iqamah rules, one per prayer (a fixed time, or minutes after the adhan, rounded and bounded), each with
 * "rules override the file"; then the date-ranged overrides ("Isha 8:00 PM from March 9 to April 30").
 * Beside an edited rule, the preview's count of the days it changes, and when the uploaded timetable's
 * iqamah wins over it, one click to let the rule override the file (issue 22).
 */
export function IqamahSection({
  settings,
  errors,
  update,
  today,
  impacts = null,
}: {
  settings: PrayerSettings;
  errors: Errors;
  update: Update;
  today: string;
  /** What each edited rule changes, from the preview of these very settings; null while none is current. */
  impacts?: readonly RuleImpact[] | null;
}) {
  return (
    <section aria-labelledby="ps-iqamah-heading" className="space-y-4">
      <h3 id="ps-iqamah-heading" className="text-lg font-semibold text-ink-900">
        Iqamah rules
      </h3>
      <p className="text-sm text-ink-700">
        A rule gives the iqamah on calculated days and wherever an uploaded timetable leaves it empty. An uploaded
        iqamah wins unless the prayer&apos;s rule overrides the file. An iqamah is never before its adhan, and
        Fajr&apos;s is before sunrise.
      </p>
      {PRAYERS.map((prayer) => (
        <PrayerRule
          key={prayer}
          prayer={prayer}
          settings={settings}
          errors={errors}
          update={update}
          impact={impacts?.find((impact) => impact.prayer === prayer)}
        />
      ))}

      <h4 className="pt-2 font-semibold text-ink-900">Iqamah for a range of dates</h4>
      <p className="text-sm text-ink-700">
        For the dates given, this wins over the timetable and the rule (for example Isha at 8:00 PM from March 9 to
        April 30).
      </p>
      {settings.iqamahOverrides.length === 0 && <p className="text-sm text-ink-600">None.</p>}
      <ul className="space-y-3">
        {settings.iqamahOverrides.map((override, index) => (
          <IqamahOverrideItem key={index} override={override} index={index} errors={errors} update={update} />
        ))}
      </ul>
      <button
        type="button"
        className={smallOutline}
        onClick={() => update((draft) => void draft.iqamahOverrides.push(newOverride(today)))}
      >
        Add an iqamah for a range of dates
      </button>
    </section>
  );
}

/** One prayer's rule, whether it overrides the uploaded timetable, and what the edit changes. */
function PrayerRule({
  prayer,
  settings,
  errors,
  update,
  impact,
}: {
  prayer: Prayer;
  settings: PrayerSettings;
  errors: Errors;
  update: Update;
  impact: RuleImpact | undefined;
}) {
  return (
    <fieldset className="rounded-lg border border-ink-200 p-4" data-iqamah-rule={prayer}>
      <legend className="px-1 font-semibold text-ink-900">{PRAYER_LABELS[prayer]}</legend>
      <RuleInputs
        path={`iqamah.${prayer}.rule`}
        label={PRAYER_LABELS[prayer]}
        rule={settings.iqamah[prayer].rule}
        errors={errors}
        onChange={(rule) => update((draft) => void (draft.iqamah[prayer].rule = rule))}
      />
      <label className="mt-3 flex items-center gap-2 text-sm text-ink-900">
        <input
          type="checkbox"
          id={fieldId(`iqamah.${prayer}.overridesFile`)}
          checked={settings.iqamah[prayer].overridesFile}
          onChange={(e) => update((draft) => void (draft.iqamah[prayer].overridesFile = e.target.checked))}
          className="size-4"
        />
        {PRAYER_LABELS[prayer]}: the rule overrides the uploaded timetable
      </label>
      <RuleImpactNote
        impact={impact}
        label={PRAYER_LABELS[prayer]}
        overridesFile={settings.iqamah[prayer].overridesFile}
        onOverrideFile={() => update((draft) => void (draft.iqamah[prayer].overridesFile = true))}
      />
    </fieldset>
  );
}

/** A date-ranged override: its prayer, its dates and its rule. */
function IqamahOverrideItem({
  override,
  index,
  errors,
  update,
}: {
  override: IqamahOverride;
  index: number;
  errors: Errors;
  update: Update;
}) {
  const path = `iqamahOverrides.${index}`;
  const name = `Override ${index + 1}`;
  return (
    <li className="rounded-lg border border-ink-200 p-4" data-iqamah-override={index}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Select<Prayer>
          path={`${path}.prayer`}
          label={`${name}: prayer`}
          value={override.prayer}
          options={PRAYER_OPTIONS}
          errors={errors}
          onChange={(prayer) => update((draft) => void (draft.iqamahOverrides[index]!.prayer = prayer))}
        />
        <DateInput
          path={`${path}.from`}
          label={`${name}: from`}
          value={override.from}
          errors={errors}
          onChange={(from) => update((draft) => void (draft.iqamahOverrides[index]!.from = from))}
        />
        <DateInput
          path={`${path}.to`}
          label={`${name}: to`}
          value={override.to}
          errors={errors}
          onChange={(to) => update((draft) => void (draft.iqamahOverrides[index]!.to = to))}
        />
      </div>
      <div className="mt-3">
        <RuleInputs
          path={`${path}.rule`}
          label={name}
          rule={override.rule}
          errors={errors}
          onChange={(rule) => update((draft) => void (draft.iqamahOverrides[index]!.rule = rule))}
        />
      </div>
      <button
        type="button"
        className={`${smallDanger} mt-3`}
        onClick={() => update((draft) => void draft.iqamahOverrides.splice(index, 1))}
      >
        Remove override {index + 1}
      </button>
    </li>
  );
}

function RuleImpactNote({
  impact,
  label,
  overridesFile,
  onOverrideFile,
}: {
  impact: RuleImpact | undefined;
  label: string;
  overridesFile: boolean;
  onOverrideFile: () => void;
}) {
  if (!impact) return null;
  const fileWins = impact.fileWins > 0 && !overridesFile;
  return (
    <div
      className={`mt-3 rounded-md border p-3 text-sm text-ink-900 ${fileWins ? 'border-gold-300 bg-gold-50' : 'border-ink-200 bg-ink-50'}`}
      data-testid={`iqamah-impact-${impact.prayer}`}
    >
      <p role="status">{ruleImpactText(impact, label)}</p>
      {fileWins && (
        <button type="button" className={`${smallOutline} mt-2`} onClick={onOverrideFile}>
          <span className="sr-only">{label}: </span>Rules override the file
        </button>
      )}
    </div>
  );
}
