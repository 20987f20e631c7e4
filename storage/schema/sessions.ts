import type { ColumnType, Generated } from 'kysely';

/** Tables of sessions and live Q&A (migration 20261125T1400_sessions). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface EventSessionsTable {
  id: Generated<number>;
  event_id: number;
  title: string;
  description: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  room: string | null;
  /** `[{name, title?}]`, json text. */
  speakers: ColumnType<string, string | undefined, string>;
  /** Slugs of the event's tags (section 11). */
  tags: ColumnType<string[], string[] | undefined, string[]>;
  qa_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The calendar's SEQUENCE: one more with every change (migration 20261202T0300_session_calendar). */
  sequence: ColumnType<number, number | undefined, number>;
}

export interface AgendaSessionsTable {
  user_id: number;
  session_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Added to the session's SEQUENCE in this user's calendar: keeps a re-saved session above its cancellation. */
  sequence_offset: ColumnType<number, number | undefined, number>;
}

/** A session that left a user's agenda (deleted, or unsaved): their calendar shows it STATUS:CANCELLED. */
export interface CancelledAgendaSessionsTable {
  user_id: number;
  session_id: number;
  event_id: number;
  title: string;
  description: string | null;
  room: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  sequence: number;
  cancelled_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SessionQuestionsTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  text: string;
  anonymous: ColumnType<boolean, boolean | undefined, boolean>;
  votes: ColumnType<number, number | undefined, number>;
  status: ColumnType<'open' | 'answered' | 'hidden', 'open' | 'answered' | 'hidden' | undefined, 'open' | 'answered' | 'hidden'>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface QuestionVotesTable {
  question_id: number;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SessionTables {
  session_questions: SessionQuestionsTable;
  question_votes: QuestionVotesTable;
  event_sessions: EventSessionsTable;
  agenda_sessions: AgendaSessionsTable;
  cancelled_agenda_sessions: CancelledAgendaSessionsTable;
}

export interface SessionPollsTable {
  id: Generated<number>;
  session_id: number;
  question: string;
  /** JSON array of the option texts, in index order. */
  options: ColumnType<string[], string, string>;
  multiple: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'draft' | 'open' | 'closed', 'draft' | 'open' | 'closed' | undefined, 'draft' | 'open' | 'closed'>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PollBallotsTable {
  poll_id: number;
  user_id: number;
  options: ColumnType<number[], unknown, unknown>;
  prev: ColumnType<number[], unknown, unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A poll's counters, split over 16 shards (a voter's shard is user_id % 16): the counts are the sum of its rows. */
export interface PollCountsTable {
  poll_id: number;
  shard: number;
  counts: ColumnType<number[], unknown, unknown>;
  voters: ColumnType<number, number | undefined, number>;
}

export interface PollTables {
  session_polls: SessionPollsTable;
  poll_counts: PollCountsTable;
  poll_ballots: PollBallotsTable;
}
