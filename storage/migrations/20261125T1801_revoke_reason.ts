import type { Kysely } from 'kysely';

// Why a login was revoked (issue 21): a login ended because its ticket was voided keeps its access tokens identifying
// the holder (answers 403 `not_event_participant`, CONTRACT 8), unlike logout or reuse. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('revoke_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('revoke_reason').execute();
}
