import { sql, type Kysely } from 'kysely';

// Live questions of a session and their votes (CONTRACT 12). `votes` is a counter column changed in the same
// statement as the vote row (storage/repositories/qa.ts), so it always equals the stored votes. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('event_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('session_questions_status_ck', sql`status in ('open', 'answered', 'hidden')`)
    .addCheckConstraint('session_questions_votes_ck', sql`votes >= 0`)
    .execute();
  // `sort=top` and `sort=new` of a session; the rate limit's count of a user's recent questions.
  await db.schema.createIndex('session_questions_top_idx').on('session_questions').expression(sql`session_id, votes desc, id`).execute();
  await db.schema.createIndex('session_questions_new_idx').on('session_questions').columns(['session_id', 'id']).execute();
  await db.schema.createIndex('session_questions_user_idx').on('session_questions').columns(['user_id', 'session_id', 'created_at']).execute();
  await db.schema
    .createTable('question_votes')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('session_questions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One vote per user per question, whatever the concurrency.
    .addPrimaryKeyConstraint('question_votes_pk', ['question_id', 'user_id'])
    .execute();
  await db.schema.createIndex('question_votes_user_idx').on('question_votes').columns(['user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('question_votes').execute();
  await db.schema.dropTable('session_questions').execute();
}
