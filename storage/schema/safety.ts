import type { ColumnType, Generated } from 'kysely';

/** Tables of safety (CONTRACT 7): blocks, reports, bans. The users columns it adds are in core.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UserBlocksTable {
  user_id: number;
  blocked_user_id: number;
  created_at: CreatedAt;
}

export type ReportTargetType = 'user' | 'livefeed_message' | 'chat_message';
export type ReportReason = 'spam' | 'harassment' | 'inappropriate' | 'other';
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

export interface ReportsTable {
  id: Generated<number>;
  event_id: number;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  target_user_id: number | null;
  snapshot: string;
  reason: ReportReason;
  note: string | null;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EventBansTable {
  event_id: number;
  user_id: number;
  reason: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface SafetyTables {
  user_blocks: UserBlocksTable;
  reports: ReportsTable;
  event_bans: EventBansTable;
}
