import { settleTarget } from '../db/repositories/registrations.ts';
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { programSchema, type Program } from '../../domain/programs/program.ts';
import { programStatus } from '../../domain/programs/program-status.ts';
import { STAFF } from '../middleware/require-role.ts';
import { apiSchemas, textLanguagesSchema } from '../public-api/schemas.ts';
import { adminContentRoutes, contentRoutes, type ContentKind } from './content/content-routes.ts';
import type { PublishedContent } from '../db/repositories/content-items.ts';

/**
 * Programs (issue 24): the schools, classes, halaqas and camps, as a kind of staff-run content. Editors
 * and up create, edit, publish and delete them. Visitors read the listed ones, each with its status by
 * its dates in the masjid's zone; a program that is not listed keeps its page but is not in the list.
 */

export type PublicProgram = {
  id: number;
  slug: string;
  title: string;
  term: string;
  startDate: string;
  endDate: string;
  status: 'upcoming' | 'registration-open' | 'in-session' | 'ended';
};

export function publicProgram(item: PublishedContent<Program>, now: Date): PublicProgram | null {
  const program = item.data;
  if (program.listed === false) return null;
  return {
    id: item.id,
    slug: item.slug,
    title: program.title,
    term: program.term,
    startDate: program.startDate,
    endDate: program.endDate,
    status: programStatus(program, now, site.timeZone),
  };
}

export const programKind: ContentKind<Program> = {
  kind: 'program',
  noun: 'Program',
  schema: programSchema,
  slugOf: (program) => program.slug,
  roles: { create: STAFF, edit: STAFF, publish: STAFF, remove: STAFF },
  publicView: publicProgram,
  publicTexts: ['title', 'term'],
  /** Staff raised the capacity (or turned the waiting list on): waiting parties that now fit are seated. */
  async afterPublish(db, id, program) {
    if (program.registration.method === 'online') await settleTarget(db, { kind: 'program', id }, site.timeZone);
  },
  describe(before, after) {
    if (!before) return `Created program ${after.slug} (${after.title}, ${after.term})`;
    const moved = before.startDate !== after.startDate || before.endDate !== after.endDate ? `, dates ${after.startDate} to ${after.endDate}` : '';
    return `Changed program ${after.slug} (${after.title}, ${after.term}${moved})`;
  },
};

/** /api/programs: the whole API of the kind (content-routes.ts). */
export const programRoutes = contentRoutes(programKind);
/** /api/admin/programs: the staff's list with drafts. */
export const adminProgramRoutes = adminContentRoutes(programKind);

const isoDate = () => z.iso.date().describe("A calendar date in the masjid's time zone");

export const publicProgramSchema = z
  .object({
    id: z.int(),
    slug: z.string().describe('The page is /programs/{slug}'),
    title: z.string(),
    term: z.string().describe("The term's label, such as 'Fall 2026'"),
    startDate: isoDate(),
    endDate: isoDate(),
    status: z
      .enum(['upcoming', 'registration-open', 'in-session', 'ended'])
      .describe("By the dates, today in the masjid's zone: before registration opens, registration open, in session, ended"),
    lang: textLanguagesSchema(['title', 'term']),
  })
  .strict()
  .register(apiSchemas, { id: 'Program', description: 'A school, class, halaqa or camp' });

export const programListSchema = z
  .array(publicProgramSchema)
  .register(apiSchemas, { id: 'ProgramList', description: 'The published programs that are listed, in the order they were created' });

/** GET /api/programs/{key}'s parameter, for the document. */
export const programKeySchema = z.object({ key: z.string().describe("The program's slug, or its id") });
