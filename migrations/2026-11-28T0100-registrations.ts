import { sql, type Kysely } from 'kysely';

/**
 * Online sign-ups (issue 27, ADR 022). An event takes them when `sign_up_online` is on (its capacity is
 * `max_attendees`); a program keeps its settings in its document (registration method 'online'). One row
 * per party in `registrations`, for an event or a program: its seats, its status, its place in arrival
 * order, the SHA-256 of its private link's token, and the personal data asked — nullable, because it is
 * cleared some days after the event ends while the seat counts stay. The partial unique indexes refuse a
 * second live sign-up with the same e-mail (lower-cased) or phone (digits only) for one event or program,
 * whatever the route checked first.
 */
// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('sign_up_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sign_up_max_seats', 'smallint', (c) => c.notNull().defaultTo(6).check(sql`sign_up_max_seats between 1 and 50`))
    .addColumn('sign_up_opens_at', 'timestamptz')
    .addColumn('sign_up_closes_at', 'timestamptz')
    .addColumn('sign_up_waiting_list', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sign_up_ask_notes', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.references('content_items.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status in ('confirmed', 'waitlisted', 'cancelled')`))
    .addColumn('seats', 'smallint', (c) => c.notNull().check(sql`seats between 1 and 50`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)')
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('notes', 'varchar(500)')
    .addColumn('children', 'jsonb')
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('walk_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('personal_data_cleared_at', 'timestamptz')
    .addCheckConstraint('registrations_one_target', sql`(event_id is null) <> (program_id is null)`)
    .execute();

  // Arrival order per event / program, and the per-event reads (the list, the live counts).
  await sql`create unique index registrations_event_position on registrations (event_id, position) where event_id is not null`.execute(db);
  await sql`create unique index registrations_program_position on registrations (program_id, position) where program_id is not null`.execute(db);
  await sql`create index registrations_event_status on registrations (event_id, status) where event_id is not null`.execute(db);
  await sql`create index registrations_program_status on registrations (program_id, status) where program_id is not null`.execute(db);
  // One live sign-up per e-mail / per phone for one event or program.
  for (const target of ['event_id', 'program_id']) {
    const column = sql.ref(target);
    await sql`create unique index ${sql.raw(`registrations_${target}_email_live`)} on registrations (${column}, lower(email))
      where ${column} is not null and status <> 'cancelled' and email is not null`.execute(db);
    await sql`create unique index ${sql.raw(`registrations_${target}_phone_live`)} on registrations (${column}, regexp_replace(phone, '[^0-9]', '', 'g'))
      where ${column} is not null and status <> 'cancelled' and phone is not null`.execute(db);
  }
  // The retention sweep: rows whose personal data is still there.
  await sql`create index registrations_personal_data on registrations (created_at) where personal_data_cleared_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registrations').ifExists().execute();
  await db.schema
    .alterTable('events')
    .dropColumn('sign_up_online')
    .dropColumn('sign_up_max_seats')
    .dropColumn('sign_up_opens_at')
    .dropColumn('sign_up_closes_at')
    .dropColumn('sign_up_waiting_list')
    .dropColumn('sign_up_ask_notes')
    .execute();
}
