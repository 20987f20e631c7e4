import type { ColumnType, Generated } from 'kysely';

/** Tables of attendee networking: bookmarks, live feed, chats, and the database blob store. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UserBookmarksTable {
  user_id: number;
  target_user_id: number;
  created_at: CreatedAt;
}

export interface LivefeedMessagesTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  message: string;
  client_message_id: string | null;
  created_at: CreatedAt;
}

/** One chat per pair of users, `user_low` < `user_high`. */
export interface ChatsTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  created_at: CreatedAt;
}

/** Each member's view of a chat: the other member, the latest message and how far they have read. */
export interface ChatMembersTable {
  chat_id: number;
  user_id: number;
  peer_id: number;
  last_message_id: ColumnType<number, number | undefined, number>;
  last_read_id: ColumnType<number, number | undefined, number>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  sender_id: number;
  recipient_id: number;
  message: string;
  client_message_id: string | null;
  created_at: CreatedAt;
  /** Set by an edit (live chat). */
  edited_at: ColumnType<Date | null, never, Date | string | null>;
  /** Set by a deletion (the text is then emptied). */
  deleted_at: ColumnType<Date | null, never, Date | string | null>;
  /** The value of chat_message_update_seq taken by the latest edit or deletion (sync's update cursor). */
  update_seq: ColumnType<number | null, never, number | null>;
}

/** The default blob driver: bytes in the database, so every node serves every file. */
export interface BlobsTable {
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  owner_id: number | null;
  created_at: CreatedAt;
}

/**
 * One row per (event, holder of a ticket of it), kept by triggers (migration 20261127T1000): the attendee directory's
 * sort key, the public and contact search texts, whether the holder has a valid ticket and is listed. Never written
 * by the application.
 */
export interface EventDirectoryTable {
  event_id: number;
  user_id: number;
  name: string;
  surname: string;
  search: string;
  contact: string;
  valid: boolean;
  listed: boolean;
}

/** Per event, the holders with a valid ticket who are listed (statement triggers, migration 20261127T1000). */
export interface EventDirectoryCountsTable {
  event_id: number;
  listed: number;
}

export interface NetworkingTables {
  event_directory: EventDirectoryTable;
  event_directory_counts: EventDirectoryCountsTable;
  user_bookmarks: UserBookmarksTable;
  livefeed_messages: LivefeedMessagesTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  blobs: BlobsTable;
}
