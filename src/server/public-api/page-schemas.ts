import { z } from 'zod';
import { BLOCK_TYPES } from '../../domain/page-blocks/page-blocks.ts';
import { apiSchemas } from './schemas.ts';

/**
 * The public answers about pages and the menu (issue 24, item 4), for the OpenAPI document. A block's own
 * fields depend on its type (src/domain/page-blocks/page-blocks.ts); the document names the type and the
 * fields every block has.
 */
const instant = () => z.iso.datetime().describe('An instant, ISO 8601 in UTC');

export const pageBlockSchema = z
  .looseObject({
    type: z.enum(BLOCK_TYPES).describe('markdown (heading? and Markdown), list, cards, timeline, image (alt text) or cta'),
    id: z.string().optional().describe("The block's anchor on the page (#id)"),
  })
  .register(apiSchemas, { id: 'PageBlock', description: "One block of a page's text; its other fields depend on its type" });

export const pageSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    path: z.string().describe('Where the page is: / for home, /{slug} otherwise'),
    title: z.string(),
    description: z.string().nullable().describe("The page's summary for search engines"),
    lead: z.string().nullable().describe('The line under the title'),
    blocks: z.array(pageBlockSchema),
    publishedAt: instant(),
  })
  .register(apiSchemas, { id: 'Page', description: "A published page's text as blocks" });

export const pageListSchema = z.array(pageSchema).register(apiSchemas, { id: 'PageList', description: 'Every published page' });

const menuLinkSchema = z.object({ label: z.string(), path: z.string().describe("One of the site's paths: /about, /#events") });

export const menuSchema = z
  .object({
    id: z.int(),
    slug: z.literal('main'),
    header: z.array(menuLinkSchema).describe("The header's links"),
    footer: z.array(z.object({ heading: z.string(), links: z.array(menuLinkSchema) })).describe("The footer's link lists"),
    publishedAt: instant(),
  })
  .register(apiSchemas, { id: 'Menu', description: "The site's header and footer links" });

export const menuListSchema = z.array(menuSchema).register(apiSchemas, { id: 'MenuList', description: 'The published menu (one)' });

export const contentKeyParamSchema = z.object({ key: z.string().describe("The item's slug or id") });
