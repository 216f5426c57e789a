import { nextText, widgetText, type WidgetView, type WidgetWords } from '../../views/prayer-times/widget-view.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The widget's changing part as HTML, one template for the build (the static page) and the browser
 * (which redraws it for its own today and clock), so the two cannot drift. Every value is escaped.
 * Each line reads in order for a screen reader: 'Fajr, adhan 5:42 AM, iqamah 6:00 AM'.
 */
export function widgetBodyHtml(view: WidgetView, dateLabel: string, hijri: string | null, words: WidgetWords): string {
  const [adhanLabel, iqamahLabel, khutbahLabel] = [words.words.adhan, words.words.iqamah, words.words.khutbah].map(escapeHtml);
  const rows = view.rows
    .map((row) => {
      const adhan = row.adhan
        ? `<span class="adhan"><span class="label">${adhanLabel}</span> ${escapeHtml(row.adhan)}</span>`
        : '<span class="adhan" aria-hidden="true"></span>';
      const label =
        row.key === 'sunrise'
          ? ''
          : row.key.startsWith('jumuah')
            ? `<span class="label">${khutbahLabel}</span> `
            : `<span class="label">${iqamahLabel}</span> `;
      return (
        `<li class="row${row.next ? ' is-next' : ''}" data-row="${escapeHtml(row.key)}"${row.next ? ' aria-current="time"' : ''}>` +
        `<span class="name">${escapeHtml(row.name)}</span>${adhan}` +
        `<span class="time">${label}${escapeHtml(row.time)}</span></li>`
      );
    })
    .join('');
  const next = view.next ? `<p class="next" data-next>${escapeHtml(nextText(view.next, words))}</p>` : '';
  return (
    `<p class="date" data-date>${escapeHtml(dateLabel)}${hijri ? `<span class="hijri"> · ${escapeHtml(hijri)}</span>` : ''}</p>` +
    next +
    // Column names for sighted readers of the vertical list; screen readers hear each time's own label.
    `<p class="columns" aria-hidden="true"><span></span><span>${adhanLabel}</span><span>${iqamahLabel}</span></p>` +
    `<ul class="times" aria-label="${escapeHtml(widgetText(words, 'timesFor', { date: dateLabel }))}">${rows}</ul>`
  );
}
