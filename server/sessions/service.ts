import type { LagTolerantReads } from '../../storage/read-replica.js';
import type { Notifier } from '../ports.js';
import { sessionTimesAllowed } from '../access/rules.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { invalid, notFound } from '../errors.js';
import { sanitizeWidgetHtml } from '../safety/html.js';
import {
  deleteSession,
  findSession,
  insertSession,
  listSessions,
  savedAmong,
  unknownSessionTags,
  updateSession,
  type SessionRow,
  type SessionWrite,
} from '../../storage/repositories/sessions.js';
import type { ServiceDeps } from '../service.js';
import type { SessionCreate, SessionItem, SessionListQuery, SessionPatch } from './schemas.js';

export interface SessionService {
  create(userId: number, slug: string, input: SessionCreate): Promise<SessionItem>;
  update(userId: number, slug: string, id: number, input: SessionPatch): Promise<SessionItem>;
  remove(userId: number, slug: string, id: number): Promise<void>;
  /** Anyone, guests too. */
  list(slug: string, query: SessionListQuery, viewerId?: number): Promise<SessionItem[]>;
  /** Anyone, guests too; `saved` for an authenticated participant of the event, as in `list`. */
  get(slug: string, id: number, viewerId?: number): Promise<SessionItem>;
}

export interface SessionServiceDeps extends ServiceDeps {
  notifier: Notifier;
  /** Lag-tolerant reads (the read replica when configured): a guest's list only (CONTRIBUTING.md "Read replica"). */
  reads?: LagTolerantReads;
}

export function presentSession(row: SessionRow): SessionItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    room: row.room,
    speakers: JSON.parse(row.speakers) as SessionItem['speakers'],
    tags: row.tags,
    qa_enabled: row.qa_enabled,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function createSessionService({ db, access, notifier, reads }: SessionServiceDeps): SessionService {
  function checkTimes(startsAt: Date, endsAt: Date, event: { starts_at: Date; ends_at: Date }): void {
    const verdict = sessionTimesAllowed({ starts_at: startsAt, ends_at: endsAt }, { starts_at: new Date(event.starts_at), ends_at: new Date(event.ends_at) });
    if (verdict === 'order') throw invalid('ends_at', 'A session must end after it starts.');
    if (verdict === 'outside') throw invalid('starts_at', "A session must lie within the event's dates.");
  }

  async function checkTags(eventId: number, tags: string[] | undefined): Promise<void> {
    if (!tags?.length) return;
    const unknown = await unknownSessionTags(db, eventId, tags);
    if (unknown.length) throw invalid('tags', `Unknown tags of this event: ${unknown.join(', ')}.`);
  }

  function writeOf(input: SessionPatch): SessionWrite {
    const out: SessionWrite = {};
    if (input.title !== undefined) out.title = input.title;
    if (input.description !== undefined) out.description = input.description === null ? null : sanitizeWidgetHtml(input.description);
    if (input.starts_at !== undefined) out.starts_at = new Date(input.starts_at);
    if (input.ends_at !== undefined) out.ends_at = new Date(input.ends_at);
    if (input.room !== undefined) out.room = input.room;
    if (input.speakers !== undefined) out.speakers = JSON.stringify(input.speakers);
    if (input.tags !== undefined) out.tags = [...new Set(input.tags)];
    if (input.qa_enabled !== undefined) out.qa_enabled = input.qa_enabled;
    return out;
  }

  return {
    async create(userId, slug, input) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const write = writeOf(input);
      checkTimes(write.starts_at!, write.ends_at!, event);
      await checkTags(event.id, write.tags);
      const row = await insertSession(db, event.id, { ...write, title: input.title, starts_at: write.starts_at!, ends_at: write.ends_at! });
      notifier.push({ event: event.id }, 'session:updated', { id: row.id });
      return presentSession(row);
    },
    async update(userId, slug, id, input) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const current = await findSession(db, event.id, id);
      if (!current) throw notFound('Session');
      const write = writeOf(input);
      if (write.starts_at || write.ends_at) checkTimes(write.starts_at ?? new Date(current.starts_at), write.ends_at ?? new Date(current.ends_at), event);
      await checkTags(event.id, write.tags);
      const row = await updateSession(db, event.id, id, write);
      if (!row) throw notFound('Session');
      notifier.push({ event: event.id }, 'session:updated', { id });
      return presentSession(row);
    },
    async remove(userId, slug, id) {
      const event = await access.requireOrganizerEvent(userId, slug);
      if (!(await deleteSession(db, event.id, id))) throw notFound('Session');
      notifier.push({ event: event.id }, 'session:deleted', { id });
    },
    async list(slug, query, viewerId) {
      // A signed-in viewer may be the organizer who just added a session: only guests read from the replica.
      const source = viewerId === undefined && reads ? reads() : db;
      const event = await requireEventBySlug(source, slug);
      const from = query.date ? new Date(`${query.date}T00:00:00Z`) : undefined;
      const to = from ? new Date(from.getTime() + 86_400_000) : undefined;
      const rows = await listSessions(source, event.id, { from, to, room: query.room, tag: query.tag });
      const items = rows.map(presentSession);
      // `saved` for an authenticated participant of the event (one query for the whole list).
      if (viewerId !== undefined && (await access.isParticipant(viewerId, event.id))) {
        const saved = await savedAmong(db, viewerId, items.map((i) => i.id));
        for (const item of items) item.saved = saved.has(item.id);
      }
      return items;
    },
    async get(slug, id, viewerId) {
      const event = await requireEventBySlug(db, slug);
      const row = await findSession(db, event.id, id);
      if (!row) throw notFound('Session');
      const item = presentSession(row);
      if (viewerId !== undefined && (await access.isParticipant(viewerId, event.id))) item.saved = (await savedAmong(db, viewerId, [item.id])).has(item.id);
      return item;
    },
  };
}
