import type { DB } from '../../storage/database.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { Notifier } from '../ports.js';
import type { Config } from '../../infra/config.js';
import type { Logger } from '../../infra/logger.js';
import type { LimiterFactory } from '../../infra/rate-limits.js';
import { AppError, conflict, invalid, notFound } from '../errors.js';
import { presentPrefixedUser } from '../networking/public-user.js';
import { encodeCursor, keysetWindow, trimPage, withLookahead, type CursorPage, type PageRequest } from '../paging.js';
import { enqueueJob, exponentialBackoff, type Outbox } from '../outbox/outbox.js';
import { USER_PUSH_JOB, type MeetingPushPayload } from '../push/service.js';
import { enqueueWebhookEvent } from '../organizer-ops/webhooks.js';
import type { MailService } from '../mail/service.js';
import { notificationSettingsOf } from '../mail/service.js';
import { queueMeetingMail } from '../mail/meetings.js';
import type { MeetingStatus } from '../../storage/schema.js';
import {
  acceptMeeting,
  actFacts,
  cancelMeetingsOf,
  countPendingOutgoing,
  endMeeting,
  enqueueMemberPushes,
  exclusionViolation,
  isDeadlock,
  findMemberMeetingForUpdate,
  findSamePending,
  findSettings,
  insertMeeting,
  locationBookings,
  lockUser,
  meetingItems,
  MEETING_COUNT_CAP,
  meetingPage,
  meetingStats,
  type MeetingKey,
  organizerMeetingPage,
  organizerMeetings,
  streamOrganizerMeetings,
  type OrganizerMeetingRow,
  requestFacts,
  saveSettings,
  setAttendance,
  unknownLocations,
  userBookings,
  type MeetingItemRow,
  type MeetingRow,
} from '../../storage/repositories/meetings.js';
import { overlaps, slotAt, slotsOf, transitionAllowed, windowsProblem, type MeetingAction } from './slots.js';
import type { MeetingItem, MeetingListFilter, MeetingRequestInput, MeetingSettings, MeetingSettingsInput, MeetingSlot, MeetingStats, OrganizerMeeting } from './schemas.js';

export { MEETING_COUNT_CAP };

/** A page of a meeting list: an offset `page`, or the `cursor` of the previous page's next link. */
export type MeetingPageRequest = PageRequest & { cursor?: string | undefined };

/** The window of a meeting list's page: its cursor is (starts_at in ISO 8601, UTC, to the microsecond; id). */
function meetingWindow(request: MeetingPageRequest): { limit: number; offset: number; after?: MeetingKey | undefined } {
  const window = keysetWindow(request, ['string', 'int']);
  if (!window.after) return { limit: window.limit, offset: window.offset };
  const [startsAt, id] = window.after as readonly [string, number];
  // A real instant, written as the list writes it (Date.parse would roll 02-30 over; the database would refuse it).
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(startsAt) ? Date.parse(startsAt) : NaN;
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 23) !== startsAt.slice(0, 23)) {
    throw invalid('cursor', 'cursor is not one this list gave: start again from the first page.');
  }
  return { ...window, after: [startsAt, id] };
}

/** The cursor of the page after `rows` when it is full (the last row's sort key). */
function nextCursor(rows: ReadonlyArray<{ cursor_at: string; id: number }>, more: boolean): string | undefined {
  const last = rows.at(-1);
  return last && more ? encodeCursor([last.cursor_at, last.id]) : undefined;
}

export interface MeetingService {
  /** Organizers of the event: the settings (defaults while none are stored). */
  settingsForOrganizer(userId: number, slug: string): Promise<MeetingSettings>;
  /** Organizers: stores the whole settings; removed locations leave their future meetings (members told). */
  saveSettings(userId: number, slug: string, input: MeetingSettingsInput): Promise<MeetingSettings>;
  /** Participants: the settings of the token's event (404 `meetings_disabled` while off). */
  settings(actor: AccessClaims): Promise<MeetingSettings>;
  /** Future slots in which neither the caller nor `withId` is booked and a location is free. */
  slots(actor: AccessClaims, withId: number): Promise<MeetingSlot[]>;
  /** A new pending request (`created`), or the same pending one again (`created: false`). */
  request(actor: AccessClaims, input: MeetingRequestInput): Promise<{ item: MeetingItem; created: boolean }>;
  accept(actor: AccessClaims, id: number): Promise<MeetingItem>;
  decline(actor: AccessClaims, id: number): Promise<MeetingItem>;
  cancel(actor: AccessClaims, id: number): Promise<MeetingItem>;
  attendance(actor: AccessClaims, id: number, met: boolean): Promise<MeetingItem>;
  /**
   * The actor's meetings in the token's event, soonest first (starts_at, then id): a page after `cursor` (from
   * `next`), or an offset `page` reaching MAX_PAGE_OFFSET deep (422 naming `page` beyond; a cursor this list did not
   * give is 422 naming `cursor`). Exact total.
   */
  list(actor: AccessClaims, filter: MeetingListFilter, page: MeetingPageRequest): Promise<CursorPage<MeetingItem>>;
  get(actor: AccessClaims, id: number): Promise<MeetingItem>;
  /**
   * Participation ended (a block between two users, a ban, a voided ticket, a deleted account): cancels their
   * pending and future accepted meetings in one transaction, or in the caller's when this service was built on it
   * (`inTransaction(deps, (trxDeps) => meetingsOn(trxDeps).cancelFor(scope))`, server/service.ts), and answers a
   * function that tells both members (`meeting:updated`) after commit.
   */
  cancelFor(scope: { userId: number; eventId?: number; otherId?: number; notParticipant?: boolean }): Promise<() => Promise<void>>;
  /**
   * Organizers of the event: its meetings by time (starts_at, then id), with both members' id, name and surname; paged
   * as `list`. `total` is exact up to MEETING_COUNT_CAP, that cap beyond (`capped`).
   */
  organizerList(userId: number, slug: string, status: MeetingStatus | undefined, page: MeetingPageRequest): Promise<CursorPage<OrganizerMeeting>>;
  /** Organizers: every meeting of the event, read in batches as the consumer asks (the CSV). */
  organizerExport(userId: number, slug: string, status: MeetingStatus | undefined): Promise<{ event: { slug: string }; rows: AsyncIterable<OrganizerMeeting> }>;
  /** Organizers: counts by status, met / no-show, booked and total slots per table. */
  stats(userId: number, slug: string): Promise<MeetingStats>;
}

/**
 * The meeting service built on other deps (a caller's transaction): what services whose change ends participation
 * are given, so that the cancellations commit with their change (`inTransaction(deps, (trxDeps) =>
 * deps.meetings?.(trxDeps).cancelFor(...))`).
 */
export type MeetingServiceOn = (deps: ServiceDeps) => Pick<MeetingService, 'cancelFor'>;

export interface MeetingServiceDeps extends ServiceDeps {
  notifier: Notifier;
  config: Pick<Config, 'caps'>;
  /** Wakes the outbox after a commit that enqueued pushes (server/push). */
  push?: { kick(): void };
  /** Mails of requests, acceptances and cancellations, queued with the pushes (server/mail). */
  mail?: MailService | undefined;
  now?: () => Date;
  /** Rate limits keyed on the user (Redis-backed when REDIS_URL is set). */
  limiter?: LimiterFactory;
}

/** Meeting requests per user per minute, whatever their outcome (documented on `POST /connect/meetings`). */
export const MEETING_REQUESTS_PER_MINUTE = 30;

/** Accepts that lost a location to a concurrent accept try again (the next free location), at most this often. */
const ACCEPT_TRIES = 5;

/** The row columns both meeting presenters read (everything but how the two members are shown). */
type MeetingBaseRow = Pick<
  MeetingItemRow,
  'id' | 'status' | 'starts_at' | 'ends_at' | 'location_id' | 'location_name' | 'message' | 'created_at' | 'updated_at' | 'cancelled_by' | 'from_user_id' | 'to_user_id' | 'from_met' | 'to_met'
>;

/** The fields of a meeting item other than its two members, written once for attendees and organizers. */
function meetingBase(row: MeetingBaseRow): Omit<MeetingItem, 'from' | 'to'> {
  const base: Omit<MeetingItem, 'from' | 'to'> = {
    id: row.id,
    status: row.status,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    location: row.location_id === null ? null : { id: row.location_id, name: row.location_name ?? '' },
    message: row.message,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    cancelled_by: row.cancelled_by,
  };
  if (row.from_met !== null || row.to_met !== null) {
    const attendance: Record<string, boolean> = {};
    if (row.from_met !== null) attendance[String(row.from_user_id)] = row.from_met;
    if (row.to_met !== null) attendance[String(row.to_user_id)] = row.to_met;
    base.attendance = attendance;
  }
  return base;
}

function presentMeeting(row: MeetingItemRow): MeetingItem {
  const { id, status, ...rest } = meetingBase(row);
  return { id, status, from: presentPrefixedUser(row, 'f_'), to: presentPrefixedUser(row, 't_'), ...rest };
}
export { presentMeeting };

/** A meeting as organizers (and webhooks) see it: members by id, name and surname only. */
export function presentOrganizerMeeting(row: OrganizerMeetingRow): OrganizerMeeting {
  const { id, status, ...rest } = meetingBase(row);
  return {
    id,
    status,
    from: { id: row.from_user_id, name: row.from_name, surname: row.from_surname },
    to: { id: row.to_user_id, name: row.to_name, surname: row.to_surname },
    ...rest,
  };
}

/** `meeting.accepted` / `meeting.cancelled` to the organization's webhooks, in the change's transaction (CONTRACT 8). */
async function announceToWebhooks(trx: DB, ids: readonly number[], type: 'meeting.accepted' | 'meeting.cancelled'): Promise<void> {
  for (const row of await organizerMeetings(trx, ids)) {
    await enqueueWebhookEvent(trx, row.organization_id, type, { event: { id: row.event_id, slug: row.event_slug, name: row.event_name }, meeting: presentOrganizerMeeting(row) }, [
      row.from_user_id,
      row.to_user_id,
    ]);
  }
}

const disabled = () => notFound('Meetings', 'meetings_disabled');
const errorsOf = {
  slotTaken: () => conflict('slot_taken', 'One of you already has an accepted meeting at that time.'),
  noLocation: () => conflict('no_location_free', 'Every table is booked at that time.'),
  transition: (what: string) => conflict('invalid_transition', what),
  past: () => conflict('meeting_past', 'The meeting has already started.'),
};

function settingsOf(stored: Awaited<ReturnType<typeof findSettings>>): MeetingSettings {
  if (!stored) return { enabled: false, slot_minutes: 30, windows: [], locations: [] };
  return {
    enabled: stored.settings.enabled,
    slot_minutes: stored.settings.slot_minutes,
    windows: stored.windows.map((w) => ({ starts_at: new Date(w.starts_at).toISOString(), ends_at: new Date(w.ends_at).toISOString() })),
    locations: stored.locations,
  };
}

/**
 * One-to-one meetings (CONTRACT 11). Requests are checked in Node (who, when, limits); whether an accept
 * double-books a person or a table is decided by the database (storage/repositories/meetings.ts: exclusion
 * constraints on the bookings an accept writes in its transaction). Every change tells both members after commit
 * (`meeting:updated` on every node) and records a push for a member with no socket in the same transaction.
 */
export function createMeetingService(deps: MeetingServiceDeps): MeetingService {
  const { db, access, notifier } = deps;
  const now = deps.now ?? (() => new Date());
  const reminderMinutes = deps.config.caps.meetingReminderMinutes;
  // Built on the first request (a copy on a caller's transaction, which only cancels, never builds it).
  let requestLimiter: ReturnType<LimiterFactory> | undefined;
  const requests = () =>
    (requestLimiter ??= deps.limiter?.('meeting_request', {
      points: MEETING_REQUESTS_PER_MINUTE,
      duration: 60,
      message: `At most ${MEETING_REQUESTS_PER_MINUTE} meeting requests a minute; try again later.`,
    }));

  /** The event of the token, the caller a participant, meetings enabled: the settings. */
  async function enabledEvent(actor: AccessClaims) {
    const eventId = await access.requireParticipation(actor);
    const stored = await findSettings(db, eventId);
    if (!stored?.settings.enabled) throw disabled();
    return { eventId, stored };
  }

  async function itemsOf(ids: readonly number[]): Promise<MeetingItem[]> {
    return (await meetingItems(db, ids)).map(presentMeeting);
  }

  /** After commit: both members of each meeting get the item. */
  function tell(items: readonly MeetingItem[]): void {
    for (const item of items) notifier.push({ user: [item.from.id, item.to.id] }, 'meeting:updated', item);
    if (items.length) deps.push?.kick();
  }

  /** After commit: both members of each meeting get the current item. */
  async function announce(ids: readonly number[]): Promise<MeetingItem[]> {
    if (!ids.length) return [];
    const items = await itemsOf(ids);
    tell(items);
    return items;
  }

  /** Records the push to `userId` in the change's transaction; sent only if they have no socket by then. */
  const recordPush = (trx: DB, userId: number, data: MeetingPushPayload) => enqueueJob(trx, USER_PUSH_JOB, { user_id: userId, data, offline_only: true });

  /** A member's meeting, locked, with the rule for `action` applied (404 for anyone else's). */
  async function transition(actor: AccessClaims, id: number, action: MeetingAction, work: (trx: DB, meeting: MeetingRow) => Promise<void>): Promise<MeetingItem> {
    const { eventId } = await enabledEvent(actor);
    await transaction(db, async (trx) => {
      const meeting = await findMemberMeetingForUpdate(trx, eventId, id, actor.userId);
      if (!meeting) throw notFound('Meeting', 'meeting_not_found');
      const verdict = transitionAllowed(meeting, actor.userId, action, now());
      if (verdict === 'invalid_transition') throw errorsOf.transition(`A ${meeting.status} meeting cannot be ${action === 'cancel' ? 'cancelled' : `${action}ed`} by you.`);
      if (verdict === 'meeting_past') throw errorsOf.past();
      if (action !== 'cancel') {
        // Accepting or declining is acting in the event: a ban or a block refuses it (cancelling never is).
        // The interaction rule (server/access/rules.ts), its facts read in this transaction after the lock.
        access.requireInteractionFacts(await actFacts(trx, eventId, actor.userId, meeting.from_user_id));
      }
      await work(trx, meeting);
      if (action === 'accept') await announceToWebhooks(trx, [id], 'meeting.accepted');
      // A pending request withdrawn was never a booked meeting: only a cancelled acceptance is announced.
      if (action === 'cancel' && meeting.status === 'accepted') await announceToWebhooks(trx, [id], 'meeting.cancelled');
      const other = meeting.from_user_id === actor.userId ? meeting.to_user_id : meeting.from_user_id;
      const status = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'cancelled';
      await recordPush(trx, other, { type: 'meeting', meeting_id: id, status });
      if (deps.mail) {
        // The accepted mail goes to the one who asked; a decline or a cancellation to the other member.
        const template = action === 'accept' ? 'meeting_accepted' : 'meeting_cancelled';
        await queueMeetingMail(deps.mail, trx, {
          template,
          meetingId: id,
          eventId,
          toUserId: other,
          otherUserId: actor.userId,
          startsAt: meeting.starts_at,
          declined: action === 'decline',
          keyPart: action === 'accept' ? undefined : action,
        });
      }
    });
    deps.mail?.wake();
    const [item] = await announce([id]);
    return item!;
  }

  const service: MeetingService = {
    async settingsForOrganizer(userId, slug) {
      const event = await access.requireOrganizerEvent(userId, slug);
      return settingsOf(await findSettings(db, event.id));
    },

    async saveSettings(userId, slug, input) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const windows = input.windows.map((w) => ({ starts_at: new Date(w.starts_at), ends_at: new Date(w.ends_at) }));
      const problem = windowsProblem(windows, { starts_at: new Date(event.starts_at), ends_at: new Date(event.ends_at) });
      if (problem) {
        const messages = {
          order: 'A window must end after it starts.',
          outside: 'A window must lie within the event’s starts_at–ends_at.',
          overlap: 'Windows must not overlap.',
        };
        throw invalid(`windows.${problem.index}`, messages[problem.problem]);
      }
      const ids = input.locations.flatMap((l) => (l.id === undefined ? [] : [l.id]));
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined) throw invalid('locations', `Location ${twice} appears twice.`);
      const unknown = await unknownLocations(db, event.id, ids);
      if (unknown.length) throw invalid('locations', `Unknown location id of this event: ${unknown.join(', ')}. Send a new location without id.`);
      const moved = await transaction(db, (trx) => saveSettings(trx, event.id, { enabled: input.enabled, slot_minutes: input.slot_minutes, windows, locations: input.locations }));
      await announce(moved);
      return settingsOf(await findSettings(db, event.id));
    },

    async settings(actor) {
      return settingsOf((await enabledEvent(actor)).stored);
    },

    async slots(actor, withId) {
      const { eventId, stored } = await enabledEvent(actor);
      if (withId === actor.userId) throw invalid('with', 'Pick someone else to meet.');
      const at = now();
      const facts = await requestFacts(db, eventId, actor.userId, withId, { starts_at: at, ends_at: at });
      // Looking for a time to meet is the first step of a request: a ban refuses it as it refuses the request.
      access.requireInteractionFacts({ participant: facts.participant, banned: facts.banned, recipient: facts.otherOk, blocked: facts.blocked });
      const liveLocations = stored.locations.length;
      const [busy, booked] = await Promise.all([userBookings(db, [actor.userId, withId], at), locationBookings(db, eventId, at)]);
      const out: MeetingSlot[] = [];
      for (const slot of slotsOf(stored.windows.map((w) => ({ starts_at: new Date(w.starts_at), ends_at: new Date(w.ends_at) })), stored.settings.slot_minutes)) {
        if (slot.starts_at.getTime() <= at.getTime()) continue;
        if (busy.some((b) => overlaps(b, slot))) continue;
        const taken = new Set(booked.filter((b) => overlaps(b, slot)).map((b) => b.location_id)).size;
        const free = liveLocations - taken;
        if (free > 0) out.push({ starts_at: slot.starts_at.toISOString(), ends_at: slot.ends_at.toISOString(), free_locations: free });
      }
      return out;
    },

    async request(actor, input) {
      const { eventId, stored } = await enabledEvent(actor);
      await requests()?.consume(String(actor.userId));
      if (input.with === actor.userId) throw invalid('with', 'You cannot request a meeting with yourself.');
      const startsAt = new Date(input.starts_at);
      if (startsAt.getTime() <= now().getTime()) throw invalid('starts_at', 'That time has passed.');
      const windows = stored.windows.map((w) => ({ starts_at: new Date(w.starts_at), ends_at: new Date(w.ends_at) }));
      const slot = slotAt(windows, stored.settings.slot_minutes, startsAt);
      if (!slot) throw invalid('starts_at', 'Not the start of a meeting slot: pick one of GET /meetings/slots.');
      const facts = await requestFacts(db, eventId, actor.userId, input.with, slot);
      access.requireInteractionFacts({ participant: facts.participant, banned: facts.banned, recipient: facts.otherOk, blocked: facts.blocked });
      if (!facts.available) throw conflict('not_available', 'This person does not take meeting requests.');
      if (facts.busy) throw errorsOf.slotTaken();
      const limit = deps.config.caps.meetingPendingLimit;
      const outcome = await transaction(db, async (trx) => {
        // The caller's requests run one after another (any node), so the pending count below holds.
        await lockUser(trx, actor.userId);
        const same = await findSamePending(trx, eventId, actor.userId, input.with, slot.starts_at);
        if (same !== undefined) return { id: same, created: false };
        if ((await countPendingOutgoing(trx, eventId, actor.userId)) >= limit) {
          throw new AppError('rate_limited', 'too_many_pending', `You already have ${limit} pending meeting requests in this event; wait for answers or cancel some.`, {
            retryAfter: 60,
          });
        }
        const id = await insertMeeting(trx, { eventId, fromId: actor.userId, toId: input.with, slot, message: input.message ?? null });
        await recordPush(trx, input.with, { type: 'meeting', meeting_id: id, status: 'pending' });
        if (deps.mail) {
          await queueMeetingMail(deps.mail, trx, { template: 'meeting_request', meetingId: id, eventId, toUserId: input.with, otherUserId: actor.userId, startsAt: slot.starts_at, message: input.message ?? null });
        }
        return { id, created: true };
      });
      deps.mail?.wake();
      if (!outcome.created) return { item: (await itemsOf([outcome.id]))[0]!, created: false };
      const [item] = await announce([outcome.id]);
      return { item: item!, created: true };
    },

    async accept(actor, id) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await transition(actor, id, 'accept', async (trx, meeting) => {
            if ((await acceptMeeting(trx, meeting)) === 'no_location_free') throw errorsOf.noLocation();
            if (reminderMinutes > 0) {
              const due = new Date(meeting.starts_at).getTime() - reminderMinutes * 60_000 - now().getTime();
              await enqueueJob(trx, MEETING_REMINDER_JOB, { meeting_id: meeting.id }, { delayMs: Math.max(0, due) });
            }
          });
        } catch (err) {
          // A lock cycle with another accept (rolled back whole): try again.
          if (isDeadlock(err) && attempt < ACCEPT_TRIES) continue;
          const which = exclusionViolation(err);
          if (which === 'user') throw errorsOf.slotTaken();
          if (which === 'location') {
            // A concurrent accept took the location first: try the next free one (nothing of this try was kept).
            if (attempt < ACCEPT_TRIES) continue;
            throw errorsOf.noLocation();
          }
          throw err;
        }
      }
    },

    decline: (actor, id) => transition(actor, id, 'decline', (trx, meeting) => endMeeting(trx, meeting.id, 'declined', null)),

    cancel: (actor, id) => transition(actor, id, 'cancel', (trx, meeting) => endMeeting(trx, meeting.id, 'cancelled', actor.userId)),

    async attendance(actor, id, met) {
      const { eventId } = await enabledEvent(actor);
      await transaction(db, async (trx) => {
        const meeting = await findMemberMeetingForUpdate(trx, eventId, id, actor.userId);
        if (!meeting) throw notFound('Meeting', 'meeting_not_found');
        if (meeting.status !== 'accepted') throw errorsOf.transition('Only an accepted meeting can be reported.');
        if (new Date(meeting.ends_at).getTime() > now().getTime()) throw conflict('meeting_not_over', 'Report attendance after the meeting has ended.');
        await setAttendance(trx, meeting, actor.userId, met);
      });
      const [item] = await announce([id]);
      return item!;
    },

    async list(actor, filter, page) {
      const { eventId } = await enabledEvent(actor);
      const window = meetingWindow(page);
      const read = await meetingPage(db, eventId, actor.userId, filter, withLookahead(window));
      const { rows, more } = trimPage(read.rows, window.limit);
      return { items: rows.map(presentMeeting), total: read.total, next: nextCursor(rows, more) };
    },

    async get(actor, id) {
      const { eventId } = await enabledEvent(actor);
      return presentMeeting(await access.requireMeetingMember(actor.userId, eventId, id));
    },

    async cancelFor(scope) {
      const items = await transaction(db, async (trx) => {
        const { ids, accepted } = await cancelMeetingsOf(trx, scope);
        // As when a member cancels: only a cancelled acceptance was a booked meeting to announce.
        await announceToWebhooks(trx, accepted, 'meeting.cancelled');
        // Members with no socket get a push (one statement for all): both of them, except the user whose own act
        // this was (a block, a deleted account); a banned or voided member is told too.
        const ownAct = scope.otherId !== undefined || scope.eventId === undefined;
        await enqueueMemberPushes(trx, USER_PUSH_JOB, ids, ownAct ? scope.userId : null);
        // The items as committed, read now: after the caller's commit this service's handle is finished.
        return (await meetingItems(trx, ids)).map(presentMeeting);
      });
      return async () => tell(items);
    },

    async organizerList(userId, slug, status, page) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const window = meetingWindow(page);
      const read = await organizerMeetingPage(db, event.id, status, withLookahead(window));
      const { rows, more } = trimPage(read.rows, window.limit);
      return { items: rows.map(presentOrganizerMeeting), total: read.total, capped: read.total >= MEETING_COUNT_CAP, next: nextCursor(rows, more) };
    },

    async organizerExport(userId, slug, status) {
      const event = await access.requireOrganizerEvent(userId, slug);
      async function* rows() {
        for await (const row of streamOrganizerMeetings(db, event.id, status)) yield presentOrganizerMeeting(row);
      }
      return { event: { slug: event.slug }, rows: rows() };
    },

    async stats(userId, slug) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const [stored, counts] = await Promise.all([findSettings(db, event.id), meetingStats(db, event.id)]);
      const totalSlots = stored ? slotsOf(stored.windows.map((w) => ({ starts_at: new Date(w.starts_at), ends_at: new Date(w.ends_at) })), stored.settings.slot_minutes).length : 0;
      return { ...counts, locations: counts.locations.map((l) => ({ ...l, total_slots: totalSlots })) };
    },
  };
  return service;
}

/** The reminder job (outbox, scheduled at accept): `{meeting_id}`, run by one node. */
export const MEETING_REMINDER_JOB = 'meeting_reminder';

/**
 * Registers the reminder job once (context/context.ts): a reminder still due (the meeting accepted and not yet
 * started) goes to both members' sockets as `meeting:reminder` and as a push `{type: "meeting_reminder"}`.
 */
export function registerMeetingJobs(outbox: Outbox, deps: { db: DB; notifier: Notifier; logger: Logger; now?: () => Date; mail?: MailService | undefined }): void {
  const now = deps.now ?? (() => new Date());
  outbox.register(
    MEETING_REMINDER_JOB,
    async (payload) => {
      const { meeting_id } = payload as { meeting_id: number };
      const [row] = await meetingItems(deps.db, [meeting_id]);
      if (!row || row.status !== 'accepted' || new Date(row.starts_at).getTime() <= now().getTime()) return;
      const item = presentMeeting(row);
      await transaction(deps.db, async (trx) => {
        for (const userId of [row.from_user_id, row.to_user_id]) {
          // Users choose their reminders (PATCH /users/me {notifications}); the mail job checks the mail's own setting.
          if ((await notificationSettingsOf(trx, userId)).meeting_reminder_push) {
            await enqueueJob(trx, USER_PUSH_JOB, { user_id: userId, data: { type: 'meeting_reminder', meeting_id } });
          }
          if (deps.mail) {
            const other = userId === row.from_user_id ? row.to_user_id : row.from_user_id;
            await queueMeetingMail(deps.mail, trx, {
              template: 'meeting_reminder',
              meetingId: meeting_id,
              eventId: row.event_id,
              toUserId: userId,
              otherUserId: other,
              startsAt: row.starts_at,
              location: item.location?.name ?? null,
              keyPart: new Date(row.starts_at).toISOString(),
            });
          }
        }
      });
      deps.notifier.push({ user: [row.from_user_id, row.to_user_id] }, 'meeting:reminder', { meeting_id, starts_at: item.starts_at, location: item.location });
      outbox.wake();
    },
    { maxAttempts: 5, backoff: exponentialBackoff({ baseMs: 5_000, maxMs: 60_000 }) },
  );
}
