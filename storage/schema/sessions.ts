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
}

export interface AgendaSessionsTable {
  user_id: number;
  session_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
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
}

export interface SessionPollsTable {
  id: Generated<number>;
  session_id: number;
  question: string;
  /** JSON array of the option texts, in index order. */
  options: ColumnType<string[], string, string>;
  counts: ColumnType<number[], unknown, unknown>;
  multiple: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'draft' | 'open' | 'closed', 'draft' | 'open' | 'closed' | undefined, 'draft' | 'open' | 'closed'>;
  total_voters: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PollBallotsTable {
  poll_id: number;
  user_id: number;
  options: ColumnType<number[], unknown, unknown>;
  prev: ColumnType<number[], unknown, unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PollTables {
  session_polls: SessionPollsTable;
  poll_ballots: PollBallotsTable;
}
