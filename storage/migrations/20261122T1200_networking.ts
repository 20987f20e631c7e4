import { sql, type Kysely } from 'kysely';

// Attendee networking: bookmarks, live feed, one chat per pair of users with per-member read state, chat
// messages, and the database blob store. Never edit this file once it has landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_bookmarks_pk', ['user_id', 'target_user_id'])
    .addCheckConstraint('user_bookmarks_not_self', sql`user_id <> target_user_id`)
    .execute();
  // The list: newest bookmark first.
  await db.schema.createIndex('user_bookmarks_user_created_idx').on('user_bookmarks').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('user_bookmarks_target_idx').on('user_bookmarks').column('target_user_id').execute();

  await db.schema
    .createTable('livefeed_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A retried post (same client_message_id from the same sender in the same event) stores nothing new.
    .addUniqueConstraint('livefeed_messages_client_id_uq', ['event_id', 'user_id', 'client_message_id'])
    .execute();
  await db.schema.createIndex('livefeed_messages_event_id_idx').on('livefeed_messages').columns(['event_id', 'id']).execute();
  await db.schema.createIndex('livefeed_messages_user_idx').on('livefeed_messages').column('user_id').execute();

  await db.schema
    .createTable('chats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_low', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chats_pair_uq', ['user_low', 'user_high'])
    .addCheckConstraint('chats_pair_order', sql`user_low < user_high`)
    .execute();
  await db.schema.createIndex('chats_user_high_idx').on('chats').column('user_high').execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('peer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_members_pk', ['chat_id', 'user_id'])
    .execute();
  // The chat list: latest activity first; and the chat with a given user.
  await db.schema.createIndex('chat_members_user_activity_idx').on('chat_members').columns(['user_id', 'last_message_id']).execute();
  await db.schema.createIndex('chat_members_user_peer_idx').on('chat_members').columns(['user_id', 'peer_id']).unique().execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_client_id_uq', ['sender_id', 'client_message_id'])
    .execute();
  await db.schema.createIndex('chat_messages_chat_id_idx').on('chat_messages').columns(['chat_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_recipient_idx').on('chat_messages').column('recipient_id').execute();

  await db.schema
    .createTable('blobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('blobs_owner_idx').on('blobs').column('owner_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blobs', 'chat_messages', 'chat_members', 'chats', 'livefeed_messages', 'user_bookmarks']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
