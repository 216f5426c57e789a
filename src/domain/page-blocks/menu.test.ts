import { describe, expect, it } from 'vitest';
import { checkInput } from '../forms/check-input.ts';
import { homeSectionOf, isCurrentLink, isMenuPath, menuDocumentSchema, MENU_PATH_RULE, navLinks } from './menu.ts';

describe('isMenuPath', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/#events', true],
    ['/programs/summer-school', true],
    ['/open-house', true],
    ['/monthly-prayer-times', true],
    ['https://example.org', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['/about?x=1', false],
    ['/a/b/c', false],
    ['about', false],
    ['/About', false],
    ['', false],
  ])('%j → %s', (path, ok) => expect(isMenuPath(path)).toBe(ok));
});

describe('homeSectionOf', () => {
  it.each([
    ['/', 'home'],
    ['/#events', 'events'],
    ['/#prayer-times', 'prayer-times'],
    ['/about', null],
    ['/about#x', null],
  ])('%s → %s', (path, section) => expect(homeSectionOf(path)).toBe(section));
});

describe('menuDocumentSchema', () => {
  const menu = { slug: 'main', header: [{ label: 'About', path: '/about' }], footer: [{ heading: 'Resources', links: [{ label: 'Donate', path: '/donate' }] }] };

  it('accepts a menu', () => expect(checkInput(menuDocumentSchema, menu).ok).toBe(true));

  it.each([
    ['another slug', { ...menu, slug: 'side' }, 'slug'],
    ['a link to another site', { ...menu, header: [{ label: 'x', path: 'https://evil.example' }] }, 'header.0.path'],
    ['a link without text', { ...menu, header: [{ label: ' ', path: '/about' }] }, 'header.0.label'],
    ['a footer list without a heading', { ...menu, footer: [{ heading: '', links: [] }] }, 'footer.0.heading'],
    ['thirteen header links', { ...menu, header: Array.from({ length: 13 }, () => ({ label: 'x', path: '/' })) }, 'header'],
  ])('refuses %s', (_label, input, field) => {
    const checked = checkInput(menuDocumentSchema, input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.fields)).toContain(field);
  });

  it('says which paths are allowed', () => {
    const checked = checkInput(menuDocumentSchema, { ...menu, header: [{ label: 'x', path: 'mailto:a@b.c' }] });
    expect(checked).toMatchObject({ ok: false, fields: { 'header.0.path': MENU_PATH_RULE } });
  });
});

describe('navLinks and isCurrentLink', () => {
  const links = navLinks([
    { label: 'Home', path: '/' },
    { label: 'Events', path: '/#events' },
    { label: 'About', path: '/about' },
  ]);

  it('scrolls home sections and marks only whole pages current', () => {
    expect(links.map((link) => link.scrollTo)).toEqual(['home', 'events', undefined]);
    expect(links.map((link) => isCurrentLink(link, '/about'))).toEqual([false, false, true]);
    expect(links.map((link) => isCurrentLink(link, '/'))).toEqual([false, false, false]);
  });
});
