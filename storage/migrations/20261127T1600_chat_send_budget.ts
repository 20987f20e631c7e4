import type { Kysely } from 'kysely';

// The per-user chat budget (CHAT_MESSAGES_PER_MINUTE) is counted by the send statement itself from the sender's
// messages of the last minute (storage/repositories/chat.ts), not by a Redis limiter: the (sender_id, created_at)
// index reads at most that many rows of the sender's newest messages. Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('chat_messages_sender_created_idx').on('chat_messages').columns(['sender_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_messages_sender_created_idx').ifExists().execute();
}
