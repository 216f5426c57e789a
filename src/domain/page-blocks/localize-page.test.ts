import { describe, expect, it } from 'vitest';
import { localizePage } from './localize-page.ts';
import type { PageDocument } from './page-blocks.ts';

const page: PageDocument = {
  slug: 'youth',
  title: 'Youth',
  lead: 'For young people',
  translations: { tr: { title: 'Gençlik' } },
  blocks: [
    { type: 'markdown', heading: 'Welcome', markdown: 'Come to {{address}}.', translations: { tr: { markdown: '{{address}} adresine gelin.' } } },
    { type: 'list', heading: 'Bring', items: ['A notebook'] },
  ],
};

describe('localizePage', () => {
  it("shows the staff's Turkish where they wrote it, each field marked with its language", () => {
    const tr = localizePage(page, 'tr', 'en');
    expect(tr).toMatchObject({ title: 'Gençlik', lead: 'For young people', langs: { title: 'tr', lead: 'en' } });
    expect(tr.blocks[0]).toMatchObject({ heading: 'Welcome', markdown: '{{address}} adresine gelin.', langs: { heading: 'en', markdown: 'tr' } });
    expect(tr.blocks[1]).toMatchObject({ heading: 'Bring', items: ['A notebook'], langs: { heading: 'en' } });
  });

  it('shows the default text in a language nobody translated into, and the page as it is on its own', () => {
    expect(localizePage(page, 'ar', 'en').blocks[0]).toMatchObject({ markdown: 'Come to {{address}}.', langs: { markdown: 'en' } });
    expect(localizePage(page, undefined, undefined)).toBe(page);
  });
});
