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
  /** CONTRACT 20: exhibitors' leads carry the person's e-mail and mobile only when true (migration 20261202T0400). */
  share_contact_with_exhibitors: ColumnType<boolean, boolean | undefined, boolean>;
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

/** One counter per event, raised by every statement that writes its profile_tags (triggers, 20261127T1100). */
export interface ProfileTagVersionsTable {
  event_id: number;
  version: number;
}

/** Per (event, user): the version of the last write of their profile_tags (triggers, 20261127T1100). */
export interface ProfileTagChangesTable {
  event_id: number;
  user_id: number;
  version: number;
}

export interface MatchmakingTables {
  recommendation_dismissals: RecommendationDismissalsTable;
  profile_tag_versions: ProfileTagVersionsTable;
  profile_tag_changes: ProfileTagChangesTable;
  event_tags: EventTagsTable;
  networking_profiles: NetworkingProfilesTable;
  profile_tags: ProfileTagsTable;
}
