import type { DB } from '../../storage/database.js';
import type { AccessClaims } from '../identity/tokens.js';
import { notFound } from '../errors.js';
import { agendaSessions, removeAgendaSession, saveAgendaSession } from '../../storage/repositories/sessions.js';
import { presentSession } from './service.js';
import { acceptedMeetingsOf } from '../../storage/repositories/meetings.js';
import { presentMeeting } from '../meetings/service.js';
import type { AgendaItem } from './schemas.js';
import type { ServiceDeps } from '../service.js';

export interface AgendaService {
  /** true when newly saved (201), false when already (204); 404 for a session of another event. */
  save(actor: AccessClaims, sessionId: number): Promise<boolean>;
  remove(actor: AccessClaims, sessionId: number): Promise<void>;
  /** Saved sessions merged with the accepted meetings by time, overlaps listed in `conflicts`. */
  list(actor: AccessClaims): Promise<AgendaItem[]>;
}

export type AgendaServiceDeps = ServiceDeps;

type Entry = Omit<AgendaItem, 'conflicts'> & { id: number };
/** One source of agenda entries for a participant of an event. */
type AgendaSource = (db: DB, userId: number, eventId: number) => Promise<Entry[]>;

const sessionSource: AgendaSource = async (db, userId, eventId) =>
  (await agendaSessions(db, userId, eventId)).map((row) => {
    const session = presentSession(row);
    return { type: 'session' as const, id: row.id, starts_at: session.starts_at, ends_at: session.ends_at, session };
  });

/** The user's accepted meetings of the event (CONTRACT 11), one query; `meeting` is the meeting item. */
const meetingSource: AgendaSource = async (db, userId, eventId) =>
  (await acceptedMeetingsOf(db, userId, eventId)).map((row) => {
    const meeting = presentMeeting(row);
    return { type: 'meeting' as const, id: row.id, starts_at: meeting.starts_at, ends_at: meeting.ends_at, meeting };
  });

/** THE place the agenda's sources are listed: saved sessions and accepted meetings. */
const SOURCES: AgendaSource[] = [sessionSource, meetingSource];

/** Sorts by start (then type, id) and marks every pair that overlaps (a sweep: O(n log n + overlaps)). */
export function mergeAgenda(entries: Entry[]): AgendaItem[] {
  const sorted = [...entries].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.type.localeCompare(b.type) || a.id - b.id);
  const conflicts = sorted.map(() => [] as Array<{ type: 'session' | 'meeting'; id: number }>);
  for (let i = 0; i < sorted.length; i++) {
    const end = Date.parse(sorted[i]!.ends_at);
    for (let j = i + 1; j < sorted.length && Date.parse(sorted[j]!.starts_at) < end; j++) {
      if (Date.parse(sorted[j]!.ends_at) <= Date.parse(sorted[i]!.starts_at)) continue;
      conflicts[i]!.push({ type: sorted[j]!.type, id: sorted[j]!.id });
      conflicts[j]!.push({ type: sorted[i]!.type, id: sorted[i]!.id });
    }
  }
  return sorted.map(({ id: _id, ...item }, i) => ({ ...item, conflicts: conflicts[i]! }));
}

export function createAgendaService({ db, access }: AgendaServiceDeps): AgendaService {
  return {
    async save(actor, sessionId) {
      const eventId = await access.requireParticipation(actor);
      const created = await saveAgendaSession(db, actor.userId, eventId, sessionId);
      if (created === undefined) throw notFound('Session');
      return created;
    },
    async remove(actor, sessionId) {
      const eventId = await access.requireParticipation(actor);
      if (!(await removeAgendaSession(db, actor.userId, eventId, sessionId))) throw notFound('Session');
    },
    async list(actor) {
      const eventId = await access.requireParticipation(actor);
      const parts = await Promise.all(SOURCES.map((source) => source(db, actor.userId, eventId)));
      return mergeAgenda(parts.flat());
    },
  };
}
