import { describe, expect, it } from 'vitest';
import { about, home, serviceCategories } from '../../config/content.ts';
import { checkInput } from '../../domain/forms/check-input.ts';
import { menuDocumentSchema } from '../../domain/page-blocks/menu.ts';
import { pageDocumentSchema } from '../../domain/page-blocks/page-blocks.ts';
import { renderInlineMarkdown } from '../../domain/markdown/render-markdown.ts';
import { FACT_PLACEHOLDERS, fillFacts, unknownPlaceholders } from '../../domain/page-blocks/fact-placeholders.ts';
import { DEFAULT_SITE_FACTS } from '../../views/site-facts/build/default-facts.ts';
import { menuSeeds, pageSeeds } from './page-documents.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the seeded pages and menu', () => {
  it.each(pageSeeds().map((seed) => [seed.slug, seed] as const))('%s is a valid page document, unchanged by its schema', (_slug, seed) => {
    const checked = checkInput(pageDocumentSchema, seed.data);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    if (checked.ok) expect(JSON.parse(JSON.stringify(checked.value))).toEqual(JSON.parse(JSON.stringify(seed.data)));
  });

  it('the menu is a valid menu document', () => {
    expect(checkInput(menuDocumentSchema, menuSeeds()[0]!.data).ok).toBe(true);
  });

  it('carries the config text as Markdown that renders to the same words (nothing read as Markdown syntax)', () => {
    const texts = [home.hero.text, home.welcomeCard.text, about.grandOpening.text, ...about.need.paragraphs, ...about.weWill.items, ...about.visit.items, ...serviceCategories.flatMap((c) => [c.description, ...c.features])];
    for (const text of texts.map((t) => fillFacts(t, DEFAULT_SITE_FACTS))) expect(renderInlineMarkdown(text)).toBe(escapeHtml(text));
  });

  it('names the site facts instead of copying them, so a fresh site reads as before and a fact changes once', () => {
    const seeded = JSON.stringify(pageSeeds());
    expect(unknownPlaceholders(seeded)).toEqual([]);
    // The city and the check payee are also words of the masjid's name, which is no fact of Site facts.
    const copied = Object.entries(FACT_PLACEHOLDERS)
      .filter(([name]) => name !== 'address.city' && name !== 'donations.checkPayableTo')
      .map(([name, fact]) => [name, fact.value(DEFAULT_SITE_FACTS)] as const)
      .filter(([, value]) => seeded.includes(JSON.stringify(value).slice(1, -1)));
    expect(copied).toEqual([]);
    const [, aboutPage, services] = pageSeeds().map((seed) => JSON.stringify(seed.data));
    expect(fillFacts(aboutPage!, DEFAULT_SITE_FACTS)).toContain('The masjid is at 100 Hazel Ave, Redwood City, CA 94061.');
    expect(fillFacts(aboutPage!, DEFAULT_SITE_FACTS)).toContain('Imam Yusuf Example serves as Imam and Religious Affairs Officer.');
    expect(fillFacts(services!, DEFAULT_SITE_FACTS)).toContain('$100/hour, $75/hour for members, plus any specialised service fee');
  });

  it("keeps SPEC 2's About sections and the eight service categories", () => {
    const [, aboutPage, services] = pageSeeds().map((seed) => seed.data);
    expect(aboutPage!.blocks.map((block) => block.type)).toEqual(['markdown', 'markdown', 'image', 'cards', 'list', 'timeline', 'cards', 'markdown', 'markdown', 'markdown', 'list']);
    const categories = services!.blocks[0]!;
    expect(categories.type === 'cards' && categories.cards.map((card) => card.id)).toEqual(serviceCategories.map((c) => c.id));
  });
});
