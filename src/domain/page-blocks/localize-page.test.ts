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
    { type: 'list', heading: 'We Will', items: ['Pray', 'Learn', 'Serve'], translations: { tr: { items: 'Namaz kılacağız\n\nHizmet edeceğiz' } } },
    {
      type: 'cards',
      cards: [
        {
          title: 'Nikah',
          text: 'Marriage',
          items: ['Counselling'],
          links: [{ label: 'Book', href: '/services' }],
          contact: { who: 'imam', button: 'Email the imam' },
          translations: { tr: { title: 'Nikâh', items: 'Danışmanlık', links: 'Randevu', contactButton: 'İmama yazın' } },
        },
        { title: 'Funeral', text: 'Janazah' },
      ],
    },
    { type: 'timeline', heading: 'Our Journey', entries: [{ label: '1998', title: 'Founded', text: 'In a garage', translations: { tr: { title: 'Kuruluş' } } }] },
    { type: 'cta', heading: 'Give', text: 'Support us', button: { label: 'Donate', href: '/donate' }, translations: { ar: { buttonLabel: 'تبرع' } } },
  ],
};

describe('localizePage', () => {
  it("shows the staff's Turkish where they wrote it, each field marked with its language", () => {
    const tr = localizePage(page, 'tr', 'en');
    expect(tr).toMatchObject({ title: 'Gençlik', lead: 'For young people', langs: { title: 'tr', lead: 'en' } });
    expect(tr.blocks[0]).toMatchObject({ heading: 'Welcome', markdown: '{{address}} adresine gelin.', langs: { heading: 'en', markdown: 'tr' } });
    expect(tr.blocks[1]).toMatchObject({ heading: 'Bring', items: ['A notebook'], langs: { heading: 'en' } });
  });

  it("translates each list item, card and timeline entry by its own translation, marked per item", () => {
    const [, , list, cards, timeline, cta] = localizePage(page, 'tr', 'en').blocks;
    expect(list).toMatchObject({ items: ['Namaz kılacağız', 'Learn', 'Hizmet edeceğiz'], langs: { 'items.0': 'tr', 'items.1': 'en', 'items.2': 'tr' } });
    expect(cards).toMatchObject({
      cards: [
        { title: 'Nikâh', text: 'Marriage', items: ['Danışmanlık'], links: [{ label: 'Randevu', href: '/services' }], contact: { who: 'imam', button: 'İmama yazın' }, langs: { title: 'tr', text: 'en', 'items.0': 'tr', 'links.0': 'tr', contactButton: 'tr' } },
        { title: 'Funeral', langs: { title: 'en' } },
      ],
    });
    expect(timeline).toMatchObject({ entries: [{ label: '1998', title: 'Kuruluş', langs: { label: 'en', title: 'tr', text: 'en' } }] });
    expect(cta).toMatchObject({ button: { label: 'Donate' }, langs: { buttonLabel: 'en' } });
    expect(localizePage(page, 'ar', 'en').blocks[5]).toMatchObject({ button: { label: 'تبرع', href: '/donate' }, langs: { buttonLabel: 'ar' } });
  });

  it('shows the default text in a language nobody translated into, and the page as it is on its own', () => {
    expect(localizePage(page, 'ar', 'en').blocks[0]).toMatchObject({ markdown: 'Come to {{address}}.', langs: { markdown: 'en' } });
    expect(localizePage(page, undefined, undefined)).toBe(page);
  });
});
