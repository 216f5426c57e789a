import { hhMmTo12h } from '../../../domain/dates/time-of-day.ts';
import { changeDateLabel } from '../../../domain/schedule/changes.ts';
import { khutbahDetail } from '../../../domain/schedule/changes.ts';
import { EID_NAMES } from '../../../domain/schedule/settings.ts';
import type { PrayerSettingsPreview, PreviewDay } from '../api/prayer-settings.ts';

const IQAMAHS = [
  ['fajrIqamah', 'fajr', 'Fajr'],
  ['dhuhrIqamah', 'dhuhr', 'Dhuhr'],
  ['asrIqamah', 'asr', 'Asr'],
  ['maghribIqamah', 'maghrib', 'Maghrib'],
  ['ishaIqamah', 'isha', 'Isha'],
] as const;

const ORIGIN = { file: 'timetable', standard: 'standard', rule: 'rule', override: 'override' } as const;

function notes(day: PreviewDay): string[] {
  const list: string[] = [day.source === 'uploaded' ? 'Uploaded timetable' : day.source === 'calculated' ? 'Calculated' : 'Standard times'];
  if (day.jumuah) list.push(`Jumu'ah ${day.jumuah.map(khutbahDetail).join('; ')}`);
  for (const eid of day.eidPrayers) list.push(`${EID_NAMES[eid.kind]} at ${eid.times.map(hhMmTo12h).join(', ')}`);
  if (day.ramadan?.day) list.push(`${day.ramadan.day} Ramadan: Suhoor ends ${hhMmTo12h(day.ramadan.suhoorEnds ?? '')}`);
  if (day.ramadan?.taraweeh) list.push(`Taraweeh ${hhMmTo12h(day.ramadan.taraweeh)}`);
  if (day.dst) list.push(day.dst === 'forward' ? 'Clocks go forward' : 'Clocks go back');
  return list;
}

/** The next 7 days as the settings on screen make them: adhan and iqamah with where each iqamah came from. */
export function PreviewTable({
  preview,
  pending,
  stale,
  invalid,
}: {
  preview: PrayerSettingsPreview;
  pending: boolean;
  /** The table shows the saved settings while the draft's preview is on its way (or cannot be made). */
  stale: boolean;
  /** The draft does not validate: nothing to preview until it is fixed. */
  invalid: boolean;
}) {
  return (
    <section aria-labelledby="ps-preview-heading" className="space-y-3" data-testid="prayer-settings-preview" aria-busy={pending || undefined}>
      <h3 id="ps-preview-heading" className="text-lg font-semibold text-ink-900">
        The next 7 days {stale ? '(saved settings)' : '(with the settings above)'}
      </h3>
      {invalid && <p className="text-sm text-ink-700">Fix the settings marked above to see their preview.</p>}
      <div className="relative overflow-x-auto" role="region" aria-labelledby="ps-preview-heading" tabIndex={0}>
        <table className="min-w-full bg-white text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-ink-300">
              <th scope="col" className="px-2 py-2">
                Date
              </th>
              <th scope="col" className="px-2 py-2">
                Fajr adhan
              </th>
              {IQAMAHS.map(([, , label]) => (
                <th key={label} scope="col" className="px-2 py-2">
                  {label} iqamah
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                Notes
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.preview.map((day) => (
              <tr key={day.date} className="border-b border-ink-200 align-top" data-preview-date={day.date}>
                <th scope="row" className="px-2 py-2 font-medium whitespace-nowrap">
                  {changeDateLabel(day.date)}
                </th>
                <td className="px-2 py-2">{hhMmTo12h(day.fajrAdhan)}</td>
                {IQAMAHS.map(([field, prayer, label]) => (
                  <td key={field} className="px-2 py-2 whitespace-nowrap" data-preview-iqamah={prayer}>
                    {hhMmTo12h(day[field])}
                    <span className="block text-xs text-ink-600">
                      <span className="sr-only">{label} iqamah from the </span>
                      {ORIGIN[day.iqamahOrigin[prayer]]}
                    </span>
                  </td>
                ))}
                <td className="px-2 py-2 text-ink-800">{notes(day).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.notices.length > 0 && (
        <div>
          <p className="font-semibold text-ink-900">Notices visitors will see</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-900" data-testid="prayer-settings-notices">
            {preview.notices.map((notice) => (
              <li key={`${notice.date}-${notice.subject}`}>{notice.text}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
