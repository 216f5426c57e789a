import { describe, expect, it } from 'vitest';
import { pageCss, pageMarkup, parseCss, selectorNeeds, serializeCss } from './page-css.ts';

const markup = (html: string) => pageMarkup(html);

describe('parseCss / serializeCss', () => {
  it('round-trips minified CSS with layers, media, @property, keyframes and strings', () => {
    const css =
      '@layer theme,base;@layer base{a{color:red}}@media (width>=40rem){.sm\\:p-2{padding:.5rem}}' +
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}@keyframes spin{to{transform:rotate(360deg)}}' +
      '.a[data-x="}{"]{content:"{;}"}';
    expect(serializeCss(parseCss(css))).toBe(css);
  });

  it('drops comments', () => {
    expect(serializeCss(parseCss('/*! banner */.a{color:red}/* x */'))).toBe('.a{color:red}');
  });
});

describe('selectorNeeds', () => {
  it.each([
    ['.btn', ['btn'], []],
    ['.sm\\:px-6', ['sm:px-6'], []],
    ['.\\32 xl\\:block', ['2xl:block'], []],
    ['.hover\\:bg-primary-50:hover', ['hover:bg-primary-50'], []],
    ['.group-hover\\:bg-ink-400:is(:where(.group):hover *)', ['group-hover:bg-ink-400', 'group'], []],
    ['.space-y-2>:not(:last-child)', ['space-y-2'], []],
    ['.\\[\\&\\:not\\(\\:popover-open\\)\\]\\:hidden:not(:popover-open)', ['[&:not(:popover-open)]:hidden'], []],
    ['.month-table tbody tr.is-friday th', ['month-table', 'is-friday'], ['tbody', 'tr', 'th']],
    [':where(select:is([multiple],[size])) optgroup', [], ['select', 'optgroup']],
    ['a:not(.link)', [], ['a']],
    ['li:nth-child(2n+1)', [], ['li']],
    ['::placeholder', [], []],
    ['*,:after,:before', [], []],
  ])('%s needs %j and %j', (selector, classes, tags) => {
    expect(selectorNeeds(selector)).toMatchObject({ classes, tags });
  });

  it('ties form controls\' pseudo-elements to their elements', () => {
    expect(selectorNeeds('::placeholder').oneOf[0]).toContain('textarea');
    expect(selectorNeeds('::placeholder').oneOf[0]).toContain('input[type=text]');
    expect(selectorNeeds('::-webkit-datetime-edit-year-field').oneOf[0]).toContain('input[type=date]');
    expect(selectorNeeds('::file-selector-button').oneOf).toEqual([['input[type=file]']]);
    expect(selectorNeeds('::backdrop').oneOf).toEqual([]);
  });

  // Issue 22: the yearly page's checkboxes and read-only URL field kept every date field's rules.
  it.each([
    ['::-webkit-datetime-edit', '<input type="checkbox"><input type="url">', false],
    ['::-webkit-datetime-edit', '<input type="date">', true],
    ['::-webkit-calendar-picker-indicator', '<input type=time>', true],
    ['::-webkit-inner-spin-button', '<input type="number">', true],
    ['::-webkit-search-decoration', '<input type="search">', true],
    ['::-webkit-search-decoration', '<input>', false],
    ['::file-selector-button', '<input type="file">', true],
    ['::file-selector-button', '<input type="email">', false],
    ['::placeholder', '<input>', true],
    ['::placeholder', '<input type="checkbox">', false],
    ['::placeholder', '<textarea></textarea>', true],
  ])('%s is kept for %s: %s', (selector, html, kept) => {
    expect(pageCss(`${selector}{margin:0}`, markup(html))).toBe(kept ? `${selector}{margin:0}` : '');
  });
});

describe('pageMarkup', () => {
  it('reads class attributes (with entities) and element names', () => {
    const page = markup('<body><div class="a b&amp;c"><svg class=\'icon\'><path/></svg><p>x</p></div></body>');
    expect([...page.classes].sort()).toEqual(['a', 'b&c', 'icon']);
    expect([...page.tags].sort()).toEqual(['body', 'div', 'p', 'path', 'svg']);
  });
});

describe('pageCss', () => {
  const css = [
    '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
    '@layer theme{:root,:host{--color-ink-700:#334155;--color-red-700:#b91c1c;--font-sans:Inter;--default-font:var(--font-sans)}}',
    '@layer base{html{font-family:var(--default-font)}table{border-collapse:collapse}code,pre{font-size:1em}}',
    '@layer components{.card{padding:1.5rem}}',
    '@layer utilities{.text-ink-700{color:var(--color-ink-700)}.text-red-700{color:var(--color-red-700)}',
    '.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}',
    '@media (width>=40rem){.sm\\:card-wide{padding:2rem}}.print\\:hidden{}}',
    '@media print{.print\\:hidden{display:none}}@page{margin:10mm}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}',
  ].join('');

  const out = pageCss(css, markup('<html><body><div class="card text-ink-700 shadow-sm"><table></table></div></body></html>'));

  it("keeps the rules the page's classes and elements can match, in order", () => {
    expect(out).toContain('.card{padding:1.5rem}');
    expect(out).toContain('.text-ink-700{color:var(--color-ink-700)}');
    expect(out).toContain('table{border-collapse:collapse}');
    expect(out).toContain('html{font-family:var(--default-font)}');
    expect(out.indexOf('.text-ink-700')).toBeLessThan(out.indexOf('.shadow-sm'));
  });

  it('drops rules for absent classes and elements, empty media blocks and print rules', () => {
    expect(out).not.toContain('text-red-700');
    expect(out).not.toContain('code,pre');
    expect(out).not.toContain('@media (width>=40rem)');
    expect(out).not.toContain('@media print');
    expect(out).not.toContain('@page');
  });

  it('keeps every @layer block, so the layer order stays', () => {
    expect(out.indexOf('@layer properties')).toBeLessThan(out.indexOf('@layer theme'));
    expect(out).toContain('@layer components{');
    const none = pageCss(css, markup('<p>x</p>'));
    expect(none).toMatch(/^@layer properties\{.*@layer theme\{.*@layer base\{.*@layer components\{\}@layer utilities\{\}/);
  });

  it('keeps the variables and registrations the kept rules use, through other variables', () => {
    expect(out).toContain('--color-ink-700:#334155');
    expect(out).toContain('--default-font:var(--font-sans)');
    expect(out).toContain('--font-sans:Inter');
    expect(out).not.toContain('--color-red-700');
    expect(out).toContain('@property --tw-shadow');
    expect(out).not.toContain('@property --tw-blur');
    expect(out).toContain('--tw-shadow:0 0 #0000');
    expect(out).not.toContain('--tw-blur:initial');
  });

  it('keeps one copy of a repeated registration or default', () => {
    const twice = `${css}@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000}}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}`;
    const deduped = pageCss(twice, markup('<div class="shadow-sm"></div>'));
    expect(deduped.match(/@property --tw-shadow/g)).toHaveLength(1);
    expect(deduped.match(/--tw-shadow:0 0 #0000/g)).toHaveLength(1);
  });

  it('keeps form-control pseudo-elements only where there is a form control', () => {
    const forms = '@layer base{::placeholder{opacity:1}::file-selector-button{margin:0}}';
    expect(pageCss(forms, markup('<p></p>'))).toBe('@layer base{}');
    expect(pageCss(forms, markup('<textarea></textarea>'))).toBe('@layer base{::placeholder{opacity:1}}');
  });
});
