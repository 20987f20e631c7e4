import type { ColumnType, Generated } from 'kysely';

/** Tables of one-to-one meetings (CONTRACT 11). */
export type MeetingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface MeetingSettingsTable {
  event_id: number;
  enabled: boolean;
  slot_minutes: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MeetingWindowsTable {
  event_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
}

export interface MeetingLocationsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  position: number;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MeetingsTable {
  id: Generated<number>;
  event_id: number;
  from_user_id: number;
  to_user_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  location_id: ColumnType<number | null, number | null | undefined, number | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<MeetingStatus, MeetingStatus | undefined, MeetingStatus>;
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
  from_met: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  to_met: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sequence: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** `during` is a tstzrange; written and read through SQL only (storage/repositories/meetings.ts). */
export interface MeetingBookingsTable {
  meeting_id: number;
  event_id: number;
  user_id: number | null;
  location_id: number | null;
  during: string;
}

export interface CalendarLinksTable {
  user_id: number;
  event_id: number;
  secret_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface MeetingTables {
  calendar_links: CalendarLinksTable;
  meeting_settings: MeetingSettingsTable;
  meeting_windows: MeetingWindowsTable;
  meeting_locations: MeetingLocationsTable;
  meetings: MeetingsTable;
  meeting_bookings: MeetingBookingsTable;
}
