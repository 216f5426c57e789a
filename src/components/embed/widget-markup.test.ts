import { describe, expect, it } from 'vitest';
import { widgetWords } from '../../views/prayer-times/build/widget-data.ts';
import { widgetBodyHtml } from './widget-markup.ts';

const EN = widgetWords('en');

describe('widgetBodyHtml', () => {
  const view = {
    next: { title: 'Asr iqamah', time: '3:40 PM', tomorrow: false, inMinutes: 72 },
    rows: [
      { key: 'sunrise', name: 'Sunrise', time: '6:45 AM', adhan: null, next: false },
      { key: 'asr', name: 'Asr', time: '3:40 PM', adhan: '3:28 PM', next: true },
      {
        key: 'jumuah-1',
        name: 'Jumu\'ah (<b>Arabic</b> & "English")',
        time: '1:30 PM',
        adhan: '12:15 PM',
        next: false,
      },
    ],
  };
  const html = widgetBodyHtml(view, 'Thursday, November 26, 2026', '16 Jumada al-Akhirah 1448 AH', EN);

  it('marks the next congregation for sight and for screen readers', () => {
    expect(html).toContain('<li class="row is-next" data-row="asr" aria-current="time">');
    expect(html).toContain('<p class="next" data-next>Next: Asr iqamah at 3:40 PM, in 1 h 12 min</p>');
  });

  it('labels adhan and iqamah, and gives sunrise one time', () => {
    expect(html).toContain(
      '<span class="adhan"><span class="label">Adhan</span> 3:28 PM</span><span class="time"><span class="label">Iqamah</span> 3:40 PM</span>',
    );
    expect(html).toContain(
      '<span class="name">Sunrise</span><span class="adhan" aria-hidden="true"></span><span class="time">6:45 AM</span>',
    );
    expect(html).toContain('<span class="label">Khutbah</span> 1:30 PM');
  });

  it('escapes every value', () => {
    expect(html).toContain('Jumu&#39;ah (&lt;b&gt;Arabic&lt;/b&gt; &amp; &quot;English&quot;)');
    expect(html).not.toContain('<b>');
  });

  it('names the day in the list and the date line', () => {
    expect(html).toContain('<ul class="times" aria-label="Prayer times for Thursday, November 26, 2026">');
    expect(html).toContain('Thursday, November 26, 2026<span class="hijri"> · 16 Jumada al-Akhirah 1448 AH</span>');
    expect(widgetBodyHtml({ ...view, next: null }, 'Thursday', null, EN)).not.toContain('data-next');
  });
});
