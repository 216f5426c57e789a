import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen in time: migrations use Kysely<any> and raw column names, never the app's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull().check(sql`role in ('super_admin', 'admin', 'editor')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_username_lower_key').on('users').unique().expression(sql`lower(username)`).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(500)')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().defaultTo('community').check(sql`category in ('community', 'ramadan', 'youth', 'education')`),
    )
    .addColumn('image_url', 'text')
    .addColumn('is_permanent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location', 'varchar(200)')
    .addColumn('registration_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_attendees', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('events_start_date_idx').on('events').column('start_date').execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0).check(sql`priority between 0 and 10`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_email_lower_key')
    .on('newsletter_subscribers')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('galleries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(500)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('gallery_id', 'integer', (c) => c.notNull().references('galleries.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('photos_gallery_id_idx').on('photos').column('gallery_id').execute();

  const time = (name: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().check(sql.raw(`${name} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`));
  let prayer = db.schema.createTable('prayer_times').addColumn('date', 'date', (c) => c.primaryKey());
  for (const column of [
    'fajr_adhan',
    'fajr_iqamah',
    'shouruq',
    'dhuhr_adhan',
    'dhuhr_iqamah',
    'asr_adhan',
    'asr_iqamah',
    'maghrib_adhan',
    'maghrib_iqamah',
    'isha_adhan',
    'isha_iqamah',
  ]) {
    prayer = prayer.addColumn(column, 'char(5)', time(column));
  }
  await prayer.addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('page', 'varchar(200)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('referrer', 'varchar(500)')
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('page_views_viewed_at_idx').on('page_views').column('viewed_at').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempts_username_idx')
    .on('login_attempts')
    .columns(['username_key', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_client_idx')
    .on('login_attempts')
    .columns(['client_key', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(40)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pkey', ['bucket', 'key', 'window_start'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'login_attempts',
    'page_views',
    'prayer_times',
    'photos',
    'galleries',
    'newsletter_subscribers',
    'contact_messages',
    'announcements',
    'events',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
