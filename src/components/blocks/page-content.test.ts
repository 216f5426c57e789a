import { describe, expect, it } from 'vitest';
import { defaultMenu, defaultPageDocument } from '../../server/seed/page-documents.ts';
import { fillFactsDeep } from '../../domain/page-blocks/fact-placeholders.ts';
import { siteFactsOf } from '../../views/site-facts/site-facts.ts';
import { builtInPage, homeText, plainTextOf, siteMenu, staffPages } from './page-content.ts';

const item = (slug: string, data: unknown, id = 1) => ({ id, slug, data, publishedAt: '2026-11-01T00:00:00.000Z' });
const snapshot = (page: ReturnType<typeof item>[], menu: ReturnType<typeof item>[] = [], site: ReturnType<typeof item>[] = []) => ({ content: { page, menu, site } });
const asSeeded = (slug: 'about') => fillFactsDeep(defaultPageDocument(slug), siteFactsOf([]));
const about = { slug: 'about', title: 'Who We Are', blocks: [{ type: 'markdown', markdown: 'Hello' }] };

describe('what the build renders of pages and the menu', () => {
  it('reads a built-in page as published, else as the config files say', () => {
    expect(builtInPage(snapshot([item('about', about)]), 'about').title).toBe('Who We Are');
    expect(builtInPage(snapshot([]), 'about')).toEqual(asSeeded('about'));
    // A document the schema no longer accepts falls back rather than breaking the build.
    expect(builtInPage(snapshot([item('about', { ...about, blocks: [{ type: 'video' }] })]), 'about')).toEqual(asSeeded('about'));
  });

  it('fills the facts a page names from the site facts as published', () => {
    const visit = { slug: 'open-house', title: 'Open House', lead: 'At {{address.street}}', blocks: [{ type: 'list', heading: 'Visit', items: ['Rent the hall for {{rental.rate}}'] }] };
    const site = [item('site', { address: { street: '200 Cedar St' }, rental: { rate: '$120/hour' } })];
    const [page] = staffPages(snapshot([item('open-house', visit)], [], site));
    expect(page!.lead).toBe('At 200 Cedar St');
    expect(page!.blocks[0]).toEqual({ type: 'list', heading: 'Visit', items: ['Rent the hall for $120/hour'] });
    expect(JSON.stringify(builtInPage(snapshot([], [], site), 'about'))).toContain('The masjid is at 200 Cedar St, Redwood City');
    expect(JSON.stringify(builtInPage(snapshot([]), 'about'))).toContain('The masjid is at 100 Hazel Ave, Redwood City');
  });

  it('lists the valid staff pages only, never the built-in ones', () => {
    const pages = staffPages(snapshot([item('about', about), item('open-house', { ...about, slug: 'open-house' }, 2), item('broken', { slug: 'broken' }, 3)]));
    expect(pages.map((page) => page.slug)).toEqual(['open-house']);
  });

  it('reads the menu as published, else as the header and footer first had it', () => {
    const menu = { slug: 'main', header: [{ label: 'About', path: '/about' }], footer: [] };
    expect(siteMenu(snapshot([], [item('main', menu)])).header).toEqual(menu.header);
    expect(siteMenu(snapshot([]))).toEqual(defaultMenu());
  });

  it("takes the home page's texts by their anchors, falling back block by block", () => {
    const home = { slug: 'home', title: 'Home', blocks: [{ type: 'markdown', id: 'hero', heading: 'Salaam', markdown: 'Welcome *all*' }] };
    expect(homeText(snapshot([item('home', home)]), 'hero')).toEqual({ badge: undefined, heading: 'Salaam', markdown: 'Welcome *all*' });
    expect(homeText(snapshot([item('home', home)]), 'instagram').heading).toBe('Follow Us on Instagram');
  });

  it("gives a translated page staff's translation of a home text where written, naming each field's language", () => {
    const home = {
      slug: 'home',
      title: 'Home',
      blocks: [{ type: 'markdown', id: 'hero', badge: 'Assalamu Alaikum', heading: 'Salaam', markdown: 'Welcome *all*', translations: { tr: { heading: 'Hoş geldiniz' } } }],
    };
    const content = snapshot([item('home', home)]);
    expect(homeText(content, 'hero', { lang: 'tr', textLang: 'en' })).toEqual({
      badge: 'Assalamu Alaikum',
      heading: 'Hoş geldiniz',
      markdown: 'Welcome *all*',
      langs: { badge: 'en', heading: 'tr', markdown: 'en' },
    });
    expect(homeText(content, 'hero', { lang: 'ar', textLang: 'en' })).toMatchObject({ heading: 'Salaam', langs: { heading: 'en' } });
    expect(homeText(content, 'hero')).toEqual({ badge: 'Assalamu Alaikum', heading: 'Salaam', markdown: 'Welcome *all*' });
  });
});

describe('plainTextOf', () => {
  it.each([
    ['Join us **on Friday**', 'Join us on Friday'],
    ['See [the calendar](/calendar) & more', 'See the calendar & more'],
    ['<script>x</script> "quoted"', '<script>x</script> "quoted"'],
    ['Two\nlines', 'Two lines'],
    ["Jumu'ah", "Jumu'ah"],
  ])('%j → %j', (markdown, text) => expect(plainTextOf(markdown)).toBe(text));
});
