import { sql, type Kysely } from 'kysely';

// Safety (CONTRACT 7): blocks between users, reports to an event's organizers, per-event bans, account deletion
// and the attendee-directory opt-out. Never edit this file once it has landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('directory_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // A block is one row (blocker, blocked); the rule reads it both ways, so both directions are indexed.
  await db.schema
    .createTable('user_blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_blocks_pk', ['user_id', 'blocked_user_id'])
    .addCheckConstraint('user_blocks_not_self', sql`user_id <> blocked_user_id`)
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').columns(['blocked_user_id', 'user_id']).execute();
  await db.schema.createIndex('user_blocks_user_created_idx').on('user_blocks').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull().check(sql`target_type in ('user', 'livefeed_message', 'chat_message')`))
    .addColumn('target_id', 'integer', (c) => c.notNull())
    // The user the report is about (the reported user, or the author of the reported message).
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The reported text (or the user's name) as it was when reported.
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('spam', 'harassment', 'inappropriate', 'other')`))
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved', 'dismissed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One report per reporter and target in an event: a second one answers with the first.
    .addUniqueConstraint('reports_reporter_target_uq', ['event_id', 'reporter_id', 'target_type', 'target_id'])
    .execute();
  await db.schema.createIndex('reports_event_status_idx').on('reports').columns(['event_id', 'status', 'id']).execute();
  await db.schema.createIndex('reports_target_user_idx').on('reports').column('target_user_id').execute();

  await db.schema
    .createTable('event_bans')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_bans_pk', ['event_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_bans').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('user_blocks').execute();
  await db.schema.alterTable('users').dropColumn('directory_visible').dropColumn('deleted_at').execute();
}
