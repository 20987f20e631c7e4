import type { ColumnType } from 'kysely';

/** Tables of matchmaking (CONTRACT 11): the event's tags and each participant's networking profile. */
export type ProfileTagKind = 'interest' | 'looking_for' | 'offering';

export interface EventTagsTable {
  event_id: number;
  slug: string;
  title: string;
  position: number;
}

export interface NetworkingProfilesTable {
  event_id: number;
  user_id: number;
  available_for_meetings: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProfileTagsTable {
  event_id: number;
  user_id: number;
  kind: ProfileTagKind;
  slug: string;
}

export interface RecommendationDismissalsTable {
  event_id: number;
  user_id: number;
  dismissed_user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface MatchmakingTables {
  recommendation_dismissals: RecommendationDismissalsTable;
  event_tags: EventTagsTable;
  networking_profiles: NetworkingProfilesTable;
  profile_tags: ProfileTagsTable;
}
