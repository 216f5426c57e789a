import { useId, useState } from 'react';
import { isoDateIn } from '../../domain/dates/zoned.ts';
import { mostRecentSunday } from '../../domain/dates/local-day.ts';
import { useAnalytics, type AnalyticsRequest } from './api/analytics.ts';
import { useAdminConfig } from './config.tsx';
import { LoadError, Spinner } from './ui/fields.tsx';
import { ViewsChart } from './views-chart.tsx';

type Kind = AnalyticsRequest['kind'];

const KINDS: { id: Kind; label: string }[] = [
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'monthly', label: 'Monthly' },
];

/** The report to ask for, or null while the chosen day, week or month is not a valid one up to today. */
function analyticsRequest(
  kind: Kind,
  { date, weekStart, month }: { date: string; weekStart: string; month: string },
  today: string,
): AnalyticsRequest | null {
  const validDate = /^\d{4}-\d{2}-\d{2}$/;
  if (kind === 'daily') return validDate.test(date) && date <= today ? { kind, date } : null;
  if (kind === 'weekly') return validDate.test(weekStart) ? { kind, weekStartDate: weekStart } : null;
  return /^\d{4}-\d{2}$/.test(month)
    ? { kind, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }
    : null;
}

function PeriodPicker({ name, kind, onKind }: { name: string; kind: Kind; onKind: (kind: Kind) => void }) {
  return (
    <fieldset>
      <legend className="field-label">Period</legend>
      <div className="flex gap-4">
        {KINDS.map((k) => (
          <label key={k.id} className="inline-flex items-center gap-2 text-ink-900">
            <input
              type="radio"
              name={name}
              value={k.id}
              checked={kind === k.id}
              onChange={() => onKind(k.id)}
              className="h-4 w-4 accent-primary-700"
            />
            {k.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The day, the week's first day or the month of the report, up to today. */
function PeriodInput({
  id,
  label,
  type,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  type: 'date' | 'month';
  value: string;
  max: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="field-input"
      />
    </div>
  );
}

/**
 * Analytics (SPEC 2, 9): a day (the date input is capped at today in the masjid's zone), a week (from
 * the most recent Sunday by default) or a month; unique visitors, page views, top pages and views per day.
 */
export function AnalyticsTab() {
  const { timeZone } = useAdminConfig();
  const id = useId();
  const [today] = useState(() => isoDateIn(timeZone, new Date()));
  const [kind, setKind] = useState<Kind>('daily');
  const [date, setDate] = useState(today);
  const [weekStart, setWeekStart] = useState(() => mostRecentSunday(today));
  const [month, setMonth] = useState(today.slice(0, 7));

  const request = analyticsRequest(kind, { date, weekStart, month }, today);

  return (
    <section aria-labelledby="analytics-heading" className="space-y-5">
      <h2 id="analytics-heading" className="text-xl font-semibold text-ink-900">
        Website Analytics
      </h2>
      <div className="flex flex-wrap items-end gap-6">
        <PeriodPicker name={`${id}-kind`} kind={kind} onKind={setKind} />
        {kind === 'daily' && (
          <PeriodInput id={`${id}-date`} label="Date" type="date" value={date} max={today} onChange={setDate} />
        )}
        {kind === 'weekly' && (
          <PeriodInput
            id={`${id}-week`}
            label="Week starting"
            type="date"
            value={weekStart}
            max={today}
            onChange={setWeekStart}
          />
        )}
        {kind === 'monthly' && (
          <PeriodInput
            id={`${id}-month`}
            label="Month"
            type="month"
            value={month}
            max={today.slice(0, 7)}
            onChange={setMonth}
          />
        )}
      </div>
      {request ? <Report request={request} /> : <p className="text-ink-700">Choose a date up to today.</p>}
    </section>
  );
}

function Report({ request }: { request: AnalyticsRequest }) {
  const report = useAnalytics(request);
  if (report.isPending) return <Spinner label="Loading analytics..." />;
  if (report.isError) {
    return <LoadError message={`Failed to fetch ${request.kind} analytics`} onRetry={() => void report.refetch()} />;
  }
  const data = report.data;
  const range = data.startDate === data.endDate ? data.startDate : `${data.startDate} to ${data.endDate}`;
  return (
    <div className="space-y-6" data-testid="analytics-report">
      <p className="text-ink-700">{range}</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="card flex flex-col-reverse p-5">
          <dt className="text-sm font-medium text-ink-700">Unique Visitors</dt>
          <dd className="text-3xl font-bold text-ink-900">{data.uniqueVisitors.toLocaleString('en-US')}</dd>
        </div>
        <div className="card flex flex-col-reverse p-5">
          <dt className="text-sm font-medium text-ink-700">Page Views</dt>
          <dd className="text-3xl font-bold text-ink-900">{data.pageViews.toLocaleString('en-US')}</dd>
        </div>
        <div className="card flex flex-col-reverse p-5">
          <dt className="text-sm font-medium text-ink-700">Views per Visitor</dt>
          <dd className="text-3xl font-bold text-ink-900">
            {data.uniqueVisitors === 0 ? '—' : (data.pageViews / data.uniqueVisitors).toFixed(1)}
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="font-semibold text-ink-900">Top Pages</h3>
        {data.topPages.length === 0 ? (
          <p className="mt-2 text-ink-700">No page views in this period.</p>
        ) : (
          <ol className="mt-2 max-w-xl divide-y divide-ink-200 rounded-lg border border-ink-200">
            {data.topPages.map((page) => (
              <li key={page.page} className="flex justify-between gap-4 px-4 py-2">
                <span className="truncate font-mono text-sm text-ink-900">{page.page}</span>
                <span className="tabular-nums text-ink-800">
                  {page.views.toLocaleString('en-US')} {page.views === 1 ? 'view' : 'views'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      {data.days.length > 1 && <ViewsChart days={data.days} />}
    </div>
  );
}
