import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('embedSnippet', () => {
  it('gives a titled, borderless iframe sized for the layout', () => {
    expect(
      embedSnippet('https://masjid.example.org', 'Redwood City Masjid', { theme: 'light', layout: 'vertical' }),
    ).toBe(
      '<iframe src="https://masjid.example.org/embed/prayer-times?theme=light&amp;layout=vertical" ' +
        'title="Prayer times at Redwood City Masjid" width="340" height="420" style="border:0" loading="lazy"></iframe>',
    );
    expect(
      embedSnippet('https://masjid.example.org/', 'A "quoted" & <odd> name', { theme: 'dark', layout: 'horizontal' }),
    ).toBe(
      '<iframe src="https://masjid.example.org/embed/prayer-times?theme=dark&amp;layout=horizontal" ' +
        'title="Prayer times at A &quot;quoted&quot; &amp; &lt;odd> name" width="100%" height="300" style="border:0" loading="lazy"></iframe>',
    );
  });
});
