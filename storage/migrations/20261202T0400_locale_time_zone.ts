import { sql, type Kysely } from 'kysely';

// Persian and English (issue 47, CONTRACT 17). A user's `locale` is the language they picked (null: none, then the
// request's Accept-Language and DEFAULT_LOCALE decide). An event's `time_zone` (an IANA name, validated by the
// service) is the zone its times are shown in; events made before this get Asia/Tehran, DEFAULT_TIME_ZONE's default.
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.check(sql`locale in ('fa', 'en')`))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Tehran').check(sql`length(time_zone) between 1 and 64`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('time_zone').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
