import { sql, type Kysely } from 'kysely';

// `sync`'s chat updates (edits and deletions after an update cursor) are read per member for every chat of the user
// (storage/repositories/live-chat.ts): the partial (chat_id, update_seq) index reads each chat's updates after the
// cursor alone, where the (chat_id, id) index read every message of the chat to find its few edited ones. It replaces
// 20261123T1500's (update_seq) index, which no statement reads any more. Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('chat_messages_chat_update_seq_idx')
    .on('chat_messages')
    .columns(['chat_id', 'update_seq'])
    .where(sql.ref('update_seq'), 'is not', null)
    .execute();
  await db.schema.dropIndex('chat_messages_update_seq_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('chat_messages_update_seq_idx').on('chat_messages').columns(['update_seq']).where(sql.ref('update_seq'), 'is not', null).execute();
  await db.schema.dropIndex('chat_messages_chat_update_seq_idx').ifExists().execute();
}
