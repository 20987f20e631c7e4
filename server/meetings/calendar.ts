import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ServiceDeps } from '../service.js';
import type { AccessClaims } from '../identity/tokens.js';
import { notFound } from '../errors.js';
import { calendarMeetingsOf, findCalendarLink, replaceCalendarLink } from '../../storage/repositories/meetings.js';
import { agendaSessions } from '../../storage/repositories/sessions.js';
import { presentPrefixedUser } from '../networking/public-user.js';

export interface CalendarService {
  /** The caller's calendar of the token's event (RFC 5545): accepted meetings and the sessions on their agenda. */
  ics(actor: AccessClaims, host: string): Promise<string>;
  /** A new secret for the subscription address (replaces the old one); the secret itself, shown once. */
  newLink(actor: AccessClaims): Promise<string>;
  /** The calendar a secret opens: 404 for an unknown or replaced secret, or a user no longer taking part. */
  icsBySecret(secret: string, host: string): Promise<string>;
}

export type CalendarServiceDeps = ServiceDeps;

/** 32 random bytes (256 bits) in base64url: 43 characters. */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Calendar output (CONTRACT 11), written with ical-generator: one VEVENT per accepted meeting (a meeting cancelled
 * after its acceptance stays, STATUS:CANCELLED, so subscribed calendars drop it) and per saved session, with
 * stable UIDs and a SEQUENCE that grows with every change (meetings: their `sequence`; sessions: seconds between
 * creation and last change).
 */
export function createCalendarService({ db, access }: CalendarServiceDeps): CalendarService {
  async function render(userId: number, eventId: number, host: string): Promise<string> {
    const [meetings, sessions] = await Promise.all([calendarMeetingsOf(db, userId, eventId), agendaSessions(db, userId, eventId)]);
    const calendar = ical({ name: 'Convene', prodId: { company: 'Convene', product: 'Convene', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
    for (const m of meetings) {
      const other = presentPrefixedUser(m, m.from_user_id === userId ? 't_' : 'f_');
      calendar.createEvent({
        id: `meeting-${m.id}@${host}`,
        start: new Date(m.starts_at),
        end: new Date(m.ends_at),
        stamp: new Date(m.updated_at),
        summary: `Meeting with ${other.name} ${other.surname}`.trim(),
        location: m.location_name ?? null,
        description: m.message ?? null,
        sequence: m.sequence,
        status: m.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
    }
    for (const s of sessions) {
      calendar.createEvent({
        id: `session-${s.id}@${host}`,
        start: new Date(s.starts_at),
        end: new Date(s.ends_at),
        stamp: new Date(s.updated_at ?? s.created_at),
        summary: s.title,
        location: s.room,
        sequence: Math.max(0, Math.floor((new Date(s.updated_at ?? s.created_at).getTime() - new Date(s.created_at).getTime()) / 1000)),
        status: ICalEventStatus.CONFIRMED,
      });
    }
    return calendar.toString();
  }

  return {
    async ics(actor, host) {
      const eventId = await access.requireParticipation(actor);
      return render(actor.userId, eventId, host);
    },
    async newLink(actor) {
      const eventId = await access.requireParticipation(actor);
      const secret = randomBytes(32).toString('base64url');
      await replaceCalendarLink(db, actor.userId, eventId, hash(secret));
      return secret;
    },
    async icsBySecret(secret, host) {
      const link = CALENDAR_SECRET_PATTERN.test(secret) ? await findCalendarLink(db, hash(secret)) : undefined;
      if (!link || !(await access.isParticipant(link.user_id, link.event_id))) throw notFound('Calendar', 'calendar_not_found');
      return render(link.user_id, link.event_id, host);
    },
  };
}
