import type { ColumnType, Generated } from 'kysely';

/** Tables of live chat's offline reach: Web Push subscriptions (pushes go through the shared outbox, `jobs`). */
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

export interface LiveChatTables {
  push_subscriptions: PushSubscriptionsTable;
}
