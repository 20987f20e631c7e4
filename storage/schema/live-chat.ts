import type { ColumnType, Generated } from 'kysely';

/** Tables of live chat's offline reach: Web Push subscriptions and the durable push outbox. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** One browser (or device) of a user that asked for Web Push. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
}

/** A job to send after commit (see server/push/outbox.ts). */
export interface PushOutboxTable {
  id: Generated<string>;
  topic: string;
  payload: ColumnType<unknown, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface LiveChatTables {
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
}
