import { describe, expect, it } from 'vitest';
import { defaultMenu, defaultPageDocument } from '../../server/seed/page-documents.ts';
import { builtInPage, homeText, plainTextOf, siteMenu, staffPages } from './page-content.ts';

const item = (slug: string, data: unknown, id = 1) => ({ id, slug, data, publishedAt: '2026-11-01T00:00:00.000Z' });
const snapshot = (page: ReturnType<typeof item>[], menu: ReturnType<typeof item>[] = []) => ({ content: { page, menu } });
const about = { slug: 'about', title: 'Who We Are', blocks: [{ type: 'markdown', markdown: 'Hello' }] };

describe('what the build renders of pages and the menu', () => {
  it('reads a built-in page as published, else as the config files say', () => {
    expect(builtInPage(snapshot([item('about', about)]), 'about').title).toBe('Who We Are');
    expect(builtInPage(snapshot([]), 'about')).toEqual(defaultPageDocument('about'));
    // A document the schema no longer accepts falls back rather than breaking the build.
    expect(builtInPage(snapshot([item('about', { ...about, blocks: [{ type: 'video' }] })]), 'about')).toEqual(defaultPageDocument('about'));
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
