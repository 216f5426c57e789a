import { programSchema } from '../../src/domain/programs/program.ts';
import { tokenHash } from '../../src/server/routes/registrations.ts';
import type { Caller, RouteRow } from './route-table.ts';
import type { TestApp } from './test-app.ts';

/**
 * The authorization matrix's rows for online sign-ups (issue 27): visitors read the form's state, sign up
 * and use their private link; editors and up see the lists, export them, change sign-ups and add walk-ins.
 * Each cell starts from an event and a program taking sign-ups, one sign-up each (a known token), and no
 * rate-limit counts.
 */
const MATRIX_SIGN_UP_EVENT_ID = 900_601;
const MATRIX_EVENT_REGISTRATION_ID = 900_602;
const MATRIX_SIGN_UP_PROGRAM_ID = 900_603;
const MATRIX_PROGRAM_REGISTRATION_ID = 900_604;
/** 43 base64url characters, like a real private link's token. */
export const MATRIX_SIGN_UP_TOKEN = 'matrixMATRIXmatrixMATRIXmatrixMATRIXmatrix0';
const MATRIX_PROGRAM_TOKEN = 'programPROGRAMprogramPROGRAMprogramPROGRAM0';

const signUpProgram = programSchema.parse({
  title: 'Matrix class',
  slug: 'matrix-sign-up',
  summary: 'x',
  // Far ahead: the edge deletes a past event's sign-ups' personal data on its own (retention), whatever a
  // test is doing, and these rows must stay as set up.
  term: 'Fall 2099',
  startDate: '2099-09-12',
  endDate: '2099-12-19',
  registration: { method: 'online', buttonLabel: 'Sign up', online: true, capacity: 20, maxSeatsPerSignUp: 4, waitingList: true, askNotes: true, askChildren: true },
});

async function ensureSignUps(t: TestApp): Promise<void> {
  await t.db.deleteFrom('rateLimits').where('bucket', 'in', ['sign-up', 'sign-up-contact', 'registration-link']).execute();
  await t.db.deleteFrom('events').where('id', '=', MATRIX_SIGN_UP_EVENT_ID).execute();
  await t.db.deleteFrom('contentItems').where('id', '=', MATRIX_SIGN_UP_PROGRAM_ID).execute();
  await t.db.deleteFrom('contentItems').where('kind', '=', 'program').where('slug', '=', signUpProgram.slug).execute();
  await t.db
    .insertInto('events')
    .values({
      id: MATRIX_SIGN_UP_EVENT_ID,
      title: 'Matrix iftar',
      description: 'x',
      category: 'ramadan',
      startDate: new Date('2099-07-01T02:00:00Z'),
      maxAttendees: 20,
      registrationRequired: true,
      signUpOnline: true,
      signUpWaitingList: true,
    })
    .execute();
  const now = new Date('2026-06-01T12:00:00Z');
  await t.db
    .insertInto('contentItems')
    .values({ id: MATRIX_SIGN_UP_PROGRAM_ID, kind: 'program', slug: signUpProgram.slug, draft: null, published: JSON.stringify(signUpProgram), publishedAt: now, publishedBy: 'matrix', createdAt: now, updatedAt: now, updatedBy: 'matrix' })
    .execute();
  await t.db
    .insertInto('registrations')
    .values([
      { id: MATRIX_EVENT_REGISTRATION_ID, eventId: MATRIX_SIGN_UP_EVENT_ID, status: 'confirmed', seats: 1, position: 1, tokenHash: await tokenHash(MATRIX_SIGN_UP_TOKEN), name: 'Matrix', email: 'matrix@example.org', createdAt: now },
      { id: MATRIX_PROGRAM_REGISTRATION_ID, programId: MATRIX_SIGN_UP_PROGRAM_ID, status: 'confirmed', seats: 1, position: 1, tokenHash: await tokenHash(MATRIX_PROGRAM_TOKEN), name: 'Matrix', email: 'matrix@example.org', createdAt: now },
    ])
    .execute();
}

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, editor: status, admin: status, super_admin: status });
const staff = (ok: number): Record<Caller, number> => ({ anonymous: 401, editor: ok, admin: ok, super_admin: ok });

const newSignUp = { name: 'Matrix visitor', email: 'visitor@example.org', seats: 2 };
const e = `/api/events/${MATRIX_SIGN_UP_EVENT_ID}`;
const p = `/api/programs/${MATRIX_SIGN_UP_PROGRAM_ID}`;

export const REGISTRATION_ROUTE_ROWS: readonly RouteRow[] = [
  { method: 'GET', path: `${e}/sign-up`, expect: everyone(200), setup: ensureSignUps },
  { method: 'GET', path: `/api/programs/${signUpProgram.slug}/sign-up`, expect: everyone(200), setup: ensureSignUps },
  { method: 'POST', path: `${e}/registrations`, body: newSignUp, expect: everyone(201), setup: ensureSignUps },
  { method: 'POST', path: `${p}/registrations`, body: newSignUp, expect: everyone(201), setup: ensureSignUps },
  { method: 'GET', path: `/api/registrations/${MATRIX_SIGN_UP_TOKEN}`, expect: everyone(200), setup: ensureSignUps },
  { method: 'PUT', path: `/api/registrations/${MATRIX_SIGN_UP_TOKEN}`, body: { seats: 2 }, expect: everyone(200), setup: ensureSignUps },
  { method: 'DELETE', path: `/api/registrations/${MATRIX_SIGN_UP_TOKEN}`, expect: everyone(204), setup: ensureSignUps },
  { method: 'GET', path: `/api/registrations/${MATRIX_SIGN_UP_TOKEN}/calendar.ics`, expect: everyone(200), setup: ensureSignUps },
  { method: 'GET', path: '/api/registrations/lists', expect: staff(200), setup: ensureSignUps },
  { method: 'GET', path: `${e}/registrations`, expect: staff(200), setup: ensureSignUps },
  { method: 'GET', path: `${e}/registrations.csv`, expect: staff(200), setup: ensureSignUps },
  { method: 'PUT', path: `${e}/registrations/${MATRIX_EVENT_REGISTRATION_ID}`, body: { checkedIn: true }, expect: staff(200), setup: ensureSignUps },
  { method: 'POST', path: `${e}/walk-ins`, body: { name: 'Walk-in', seats: 1 }, expect: staff(201), setup: ensureSignUps },
  { method: 'GET', path: `${p}/registrations`, expect: staff(200), setup: ensureSignUps },
  { method: 'GET', path: `${p}/registrations.csv`, expect: staff(200), setup: ensureSignUps },
  { method: 'PUT', path: `${p}/registrations/${MATRIX_PROGRAM_REGISTRATION_ID}`, body: { seats: 2 }, expect: staff(200), setup: ensureSignUps },
  { method: 'POST', path: `${p}/walk-ins`, body: { name: 'Walk-in', seats: 1 }, expect: staff(201), setup: ensureSignUps },
];
