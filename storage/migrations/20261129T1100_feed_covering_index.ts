import { sql, type Kysely } from 'kysely';

// The live feed's pages walk an event's posts newest first on (event_id, id) and test each post's author against the
// viewer's blocks (storage/repositories/livefeed.ts listLivefeed; issue 22). With the author only in the table, a deep
// `page` (10,000 posts deep at most) and the capped count fetched every post it walked from the heap: 3 ms of the
// big event's page 500. The same index with the author included answers both from the index alone (an index-only
// scan where the visibility map allows). It replaces livefeed_messages_event_id_idx, whose (event_id, id) prefix it
// keeps for everything else (sync pages, the client-id lookup's neighbours). Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index livefeed_messages_event_feed_idx on livefeed_messages (event_id, id) include (user_id)`.execute(db);
  await db.schema.dropIndex('livefeed_messages_event_id_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('livefeed_messages_event_id_idx').on('livefeed_messages').columns(['event_id', 'id']).execute();
  await db.schema.dropIndex('livefeed_messages_event_feed_idx').ifExists().execute();
}
