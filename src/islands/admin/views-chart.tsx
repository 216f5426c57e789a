import { useId } from 'react';
import { monthShortName } from '../../domain/dates/short-date-labels.ts';

/** "Mar 8" for '2026-03-08'. */
function shortDate(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  return `${monthShortName(month)} ${Number(isoDate.slice(8, 10))}`;
}

/**
 * Views per day as SVG bars, with the same numbers as a table for screen readers and anyone who
 * prefers them. The SVG is one image with a summary for its name; each bar has a tooltip title.
 */
export function ViewsChart({ days }: { days: { date: string; views: number }[] }) {
  const id = useId();
  const max = Math.max(1, ...days.map((d) => d.views));
  const busiest = days.reduce<{ date: string; views: number } | null>(
    (best, d) => (!best || d.views > best.views ? d : best),
    null,
  );
  const width = 640;
  const height = 180;
  const gap = days.length > 20 ? 2 : 6;
  const barWidth = Math.max(2, (width - gap * (days.length - 1)) / Math.max(1, days.length));
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    first && last
      ? `Page views per day from ${shortDate(first.date)} to ${shortDate(last.date)}${busiest && busiest.views > 0 ? `; most on ${shortDate(busiest.date)} with ${busiest.views}` : '; no views'}.`
      : 'No days to show.';

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold text-ink-900">
        Views per day
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 24}`} role="img" aria-label={summary} className="h-auto w-full max-w-3xl">
        <line x1={0} y1={height} x2={width} y2={height} className="stroke-ink-300" strokeWidth={1} />
        {days.map((day, i) => {
          const h = (day.views / max) * (height - 10);
          const x = i * (barWidth + gap);
          const labelEvery = days.length > 14 ? 5 : 1;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={height - h}
                width={barWidth}
                height={Math.max(h, day.views > 0 ? 1 : 0)}
                rx={2}
                className="fill-primary-600"
              >
                <title>{`${shortDate(day.date)}: ${day.views} views`}</title>
              </rect>
              {(i % labelEvery === 0 || i === days.length - 1) && (
                <text x={x + barWidth / 2} y={height + 16} textAnchor="middle" className="fill-ink-700 text-[11px]">
                  {shortDate(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-primary-800">
          Show views per day as a table
        </summary>
        <table className="mt-2 min-w-60 text-left text-sm">
          <caption className="sr-only">Page views per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-6">
                Date
              </th>
              <th scope="col" className="py-1 text-right">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-ink-200">
                <td className="py-1 pr-6">{day.date}</td>
                <td className="py-1 text-right tabular-nums">{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
