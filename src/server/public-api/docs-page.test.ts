import { describe, expect, it } from 'vitest';
import { renderDocsPage, typeLabel } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

describe('typeLabel', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', format: 'date-time' }, 'string (date-time)'],
    [{ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }, 'integer'],
    [{ type: 'integer', minimum: 1, maximum: 12 }, 'integer 1–12'],
    [{ type: 'integer', minimum: 0 }, 'integer ≥ 0'],
    [{ anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] }, 'string (date-time) or null'],
    [{ type: 'array', items: { $ref: '#/components/schemas/Event' } }, 'array of <a href="#schema-Event">Event</a>'],
    [{ type: 'string', enum: ['a', 'b'] }, 'one of <code>&quot;a&quot;</code>, <code>&quot;b&quot;</code>'],
    [{ type: 'object', additionalProperties: { type: 'string' } }, 'object of string'],
    [{ type: ['string', 'null'] }, 'string or null'],
    [{}, 'any'],
  ])('%j → %s', (schema, label) => expect(typeLabel(schema)).toBe(label));
});

describe('renderDocsPage', () => {
  const html = renderDocsPage(buildOpenApiDocument(), [{ path: '/calendar.ics', text: 'events <feed>' }]);

  it('lists each operation with its parameters and answers, and each schema with its fields', () => {
    expect(html).toContain('<span class="method">GET</span><code>/api/prayer-times/yearly/{year}</code>');
    expect(html).toContain('<tr><td><code>year</code></td><td>path</td><td>string</td>');
    expect(html).toContain(
      '<dt>200</dt><dd>The events (<code>application/json</code>: <a href="#schema-EventList">EventList</a>)</dd>',
    );
    expect(html).toContain('<tr><td><code>iqamahOrigin.fajr</code></td><td>one of <code>&quot;file&quot;</code>');
    expect(html).toContain('<td><code>fields</code> <span class="optional">optional</span></td>');
  });

  it('escapes what it shows and has one heading level per part', () => {
    expect(html).toContain('events &lt;feed&gt;');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script/i);
  });
});
