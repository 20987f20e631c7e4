import type { ColumnType, Generated } from 'kysely';

/** Tables of exhibitors and leads (migration 20261202T0400_exhibitors, CONTRACT 20). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ExhibitorsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  description: string | null;
  logo: string | null;
  booth: string | null;
  /** The qualifying questions, json text. */
  questions: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ExhibitorStaffTable {
  exhibitor_id: number;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface BadgesTable {
  event_id: number;
  user_id: number;
  code: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LeadsTable {
  id: Generated<number>;
  exhibitor_id: number;
  user_id: number;
  source: 'scan' | 'visit';
  rating: 'hot' | 'warm' | 'cold' | null;
  notes: string | null;
  /** `[{question_id, answer}]`, json text. */
  answers: ColumnType<string, string | undefined, string>;
  captured_by: number | null;
  captured_at: Timestamp;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  contact_removed: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ExhibitorTables {
  exhibitors: ExhibitorsTable;
  exhibitor_staff: ExhibitorStaffTable;
  badges: BadgesTable;
  leads: LeadsTable;
}
