import { sql, type Kysely } from 'kysely';

// Personal agenda (CONTRACT 12): the sessions a participant saved. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agenda_sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('event_sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('agenda_sessions_pk', ['user_id', 'session_id'])
    .execute();
  // Cascades from a deleted session.
  await db.schema.createIndex('agenda_sessions_session_idx').on('agenda_sessions').columns(['session_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agenda_sessions').execute();
}
