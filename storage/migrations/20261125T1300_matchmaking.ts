import { sql, type Kysely } from 'kysely';

// Matchmaking (CONTRACT 11): the event's tags (in the organizer's order) and each participant's networking profile.
// A profile's tags are rows of `profile_tags` (one per user, list and tag) so that filters and recommendations are
// index lookups; the foreign key to `event_tags` removes a tag from every profile when the event drops it.
// Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_tags')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_tags_pk', ['event_id', 'slug'])
    .execute();

  await db.schema
    .createTable('networking_profiles')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('available_for_meetings', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('networking_profiles_pk', ['event_id', 'user_id'])
    .execute();

  // kind: 'interest' | 'looking_for' | 'offering'.
  await db.schema
    .createTable('profile_tags')
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('interest', 'looking_for', 'offering')`))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_tags_pk', ['event_id', 'user_id', 'kind', 'slug'])
    .addForeignKeyConstraint('profile_tags_tag_fk', ['event_id', 'slug'], 'event_tags', ['event_id', 'slug'], (c) => c.onDelete('cascade'))
    .execute();
  // Filters (`interest=`) and recommendations (who offers / looks for / is interested in this tag) start here.
  await db.schema.createIndex('profile_tags_by_tag_idx').on('profile_tags').columns(['event_id', 'kind', 'slug', 'user_id']).execute();

  // People a user asked not to be recommended again in an event (CONTRACT 11).
  await db.schema
    .createTable('recommendation_dismissals')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dismissed_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recommendation_dismissals_pk', ['event_id', 'user_id', 'dismissed_user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recommendation_dismissals').ifExists().execute();
  await db.schema.dropTable('profile_tags').ifExists().execute();
  await db.schema.dropTable('networking_profiles').ifExists().execute();
  await db.schema.dropTable('event_tags').ifExists().execute();
}
