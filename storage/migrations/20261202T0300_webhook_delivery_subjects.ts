import { sql, type Kysely } from 'kysely';

// The users a webhook delivery's body describes (issue 44): account deletion scrubs the bodies that name a user by
// this column, not by finding the user's mobile or e-mail in the text (`checkin.created` carries the holder's name and
// surname only). A GIN index answers `user_id = any(subject_user_ids)`. Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table webhook_deliveries add column subject_user_ids integer[] not null default '{}'`.execute(db);
  await sql`create index webhook_deliveries_subjects_idx on webhook_deliveries using gin (subject_user_ids)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_subjects_idx').ifExists().execute();
  await sql`alter table webhook_deliveries drop column if exists subject_user_ids`.execute(db);
}
