import type { ColumnType, Generated } from 'kysely';

/** Tables of the event catalogue (migration 20261122T1100_events). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface EventWidgetsTable {
  id: Generated<number>;
  event_id: number;
  /** 0-based order set by the organizer. */
  position: number;
  type: string;
  title: string;
  description: string | null;
  /** Seed 2.5 `content`: an array of `{name, ...}` objects or a string; stored as sent (json). */
  content: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface EventSlugHistoryTable {
  slug: string;
  event_id: number;
  created_at: CreatedAt;
}

export interface EventVisitsTable {
  user_id: number;
  event_id: number;
  visited_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CategoryFollowsTable {
  user_id: number;
  category_id: number;
  created_at: CreatedAt;
}

/** Seed 2.12, one row a user: `events` is the uploaded `[[event_id, score], ...]` array as received. */
export interface UserSpecialEventTable {
  user_id: number;
  events: ColumnType<unknown, string, string>;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EventTrendsTable {
  event_id: number;
  created_at: CreatedAt;
}

export interface EventTables {
  event_widgets: EventWidgetsTable;
  event_slug_history: EventSlugHistoryTable;
  event_visits: EventVisitsTable;
  category_follows: CategoryFollowsTable;
  user_special_event: UserSpecialEventTable;
  event_trends: EventTrendsTable;
}
