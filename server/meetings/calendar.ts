import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ServiceDeps } from '../service.js';
import type { AccessClaims } from '../identity/tokens.js';
import { notFound } from '../errors.js';
import { calendarEventOf, calendarMeetingsOf, findCalendarLink, replaceCalendarLink } from '../../storage/repositories/meetings.js';
import { calendarSessionsOf, cancelledAgendaSessionsOf } from '../../storage/repositories/sessions.js';
import { presentPrefixedUser } from '../networking/public-user.js';

export interface CalendarService {
  /**
   * The caller's calendar of the token's event (RFC 5545): accepted meetings, the sessions on their agenda and those
   * taken off it (cancelled). `base`: the public origin (`https://host`), for UIDs and the events' URLs.
   */
  ics(actor: AccessClaims, base: string): Promise<string>;
  /** A new secret for the subscription address (replaces the old one); the secret itself, shown once. */
  newLink(actor: AccessClaims): Promise<string>;
  /** The calendar a secret opens: 404 for an unknown or replaced secret, or a user no longer taking part. */
  icsBySecret(secret: string, base: string): Promise<string>;
}

export type CalendarServiceDeps = ServiceDeps;

/** 32 random bytes (256 bits) in base64url: 43 characters. */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A session's description (sanitized HTML, server/organizer-tools) as plain text for DESCRIPTION: tags dropped, blocks on lines of their own. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** DESCRIPTION of a session: its description as text, then its speakers, then the event it belongs to. */
function sessionDescription(description: string | null, speakersJson: string | null, eventName: string): string {
  const parts: string[] = [];
  const text = description ? plainText(description) : '';
  if (text) parts.push(text);
  const speakers = speakersJson ? (JSON.parse(speakersJson) as Array<{ name: string; title?: string | null }>) : [];
  if (speakers.length) parts.push(`Speakers: ${speakers.map((s) => (s.title ? `${s.name} (${s.title})` : s.name)).join(', ')}`);
  parts.push(eventName);
  return parts.join('\n\n');
}

/**
 * Calendar output (CONTRACT 11), written with ical-generator: a calendar named after the event (X-WR-CALNAME), one
 * VEVENT per accepted meeting (a meeting cancelled after its acceptance stays, STATUS:CANCELLED, so subscribed
 * calendars drop it) and per saved session, with stable UIDs, a DESCRIPTION, a URL (the web app's screen of the item)
 * and a SEQUENCE that grows by one with every change (meetings: their `sequence`; sessions: the session's own
 * `sequence`, one more per organizer change). A session taken off the agenda (the organizer deleted it, or the
 * participant unsaved it) stays as STATUS:CANCELLED with one more SEQUENCE, instead of vanishing (issue 44).
 */
export function createCalendarService({ db, access }: CalendarServiceDeps): CalendarService {
  async function render(userId: number, eventId: number, base: string): Promise<string> {
    const [meetings, sessions, cancelled, event] = await Promise.all([
      calendarMeetingsOf(db, userId, eventId),
      calendarSessionsOf(db, userId, eventId),
      cancelledAgendaSessionsOf(db, userId, eventId),
      calendarEventOf(db, eventId),
    ]);
    const host = new URL(base).host;
    const eventName = event?.name ?? 'Convene';
    const app = `${base}/app/`;
    const calendar = ical({
      name: eventName,
      description: `Your meetings and sessions at ${eventName}`,
      ...(event ? { url: `${base}/api/events/${encodeURIComponent(event.slug)}` } : {}),
      prodId: { company: 'Convene', product: 'Convene', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
    });
    for (const m of meetings) {
      const other = presentPrefixedUser(m, m.from_user_id === userId ? 't_' : 'f_');
      const summary = `Meeting with ${other.name} ${other.surname}`.trim();
      calendar.createEvent({
        id: `meeting-${m.id}@${host}`,
        start: new Date(m.starts_at),
        end: new Date(m.ends_at),
        stamp: new Date(m.updated_at),
        summary,
        location: m.location_name ?? null,
        description: m.message ? `${m.message}\n\n${eventName}` : `${summary}, ${eventName}`,
        url: `${app}#/meetings`,
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
        description: sessionDescription(s.description, s.speakers, eventName),
        url: `${app}#/sessions`,
        sequence: s.calendar_sequence,
        status: ICalEventStatus.CONFIRMED,
      });
    }
    for (const c of cancelled) {
      calendar.createEvent({
        id: `session-${c.session_id}@${host}`,
        start: new Date(c.starts_at),
        end: new Date(c.ends_at),
        stamp: new Date(c.cancelled_at),
        summary: c.title,
        location: c.room,
        description: sessionDescription(c.description, null, eventName),
        url: `${app}#/sessions`,
        sequence: c.sequence,
        status: ICalEventStatus.CANCELLED,
      });
    }
    return calendar.toString();
  }

  return {
    async ics(actor, base) {
      const eventId = await access.requireParticipation(actor);
      return render(actor.userId, eventId, base);
    },
    async newLink(actor) {
      const eventId = await access.requireParticipation(actor);
      const secret = randomBytes(32).toString('base64url');
      await replaceCalendarLink(db, actor.userId, eventId, hash(secret));
      return secret;
    },
    async icsBySecret(secret, base) {
      const link = CALENDAR_SECRET_PATTERN.test(secret) ? await findCalendarLink(db, hash(secret)) : undefined;
      if (!link || !(await access.isParticipant(link.user_id, link.event_id))) throw notFound('Calendar', 'calendar_not_found');
      return render(link.user_id, link.event_id, base);
    },
  };
}
