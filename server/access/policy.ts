import type { DB } from '../../storage/database.js';
import {
  blockedAmong,
  chatMembership,
  chatMembershipWith,
  exhibitorStaffFacts,
  feedMessageAuthor,
  interactionFacts,
  isBlockedBetween,
  isEventOrganizer,
  isEventParticipant,
  findMemberMessage,
  profileFacts,
  questionAuthorOrOrganizerFacts,
  sessionOrganizerFacts,
} from '../../storage/repositories/access.js';
import type { EventRow } from '../../storage/repositories/events.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { memberRole } from '../../storage/repositories/organization-members.js';
import type { AccessClaims } from '../identity/tokens.js';
import type { ChatMessageRow } from '../../storage/repositories/chat.js';
import { meetingItems, type MeetingItemRow } from '../../storage/repositories/meetings.js';
import { notFound } from '../errors.js';
import {
  chatMemberOnly,
  errors,
  exhibitorStaffOnly,
  meetingMemberOnly,
  ownFeedMessageOnly,
  profileVisible,
  questionAuthorOrOrganizerOnly,
  requireEvent,
  requireInteractionAllowed,
  requireMessageSender,
  roleAllows,
  seesUnpublishedSeating,
  ticketVisible,
  type InteractionFacts,
  type OrganizationNeed,
} from './rules.js';

/**
 * The one place that decides who may do what (in the spirit of immich's `requireAccess` and outline's policies):
 * is this caller an organizer of this event, a participant of it, a member or owner of this organization, allowed
 * to see this ticket. Services ask it; routes and socket handlers never decide access themselves. Queries that must
 * check inside one statement use the SQL forms of the same rules (storage/repositories/access.ts).
 *
 * A policy reads through one database handle: the pool, or a transaction. `on(trx)` is the same policy over a
 * transaction (in the spirit of atproto's `ModerationService.creator(db)`), so that its reads see what the
 * transaction wrote; `inTransaction` (server/service.ts) gives services the policy of their transaction.
 */
export interface AccessPolicy {
  /** The same policy reading through `db` (a transaction, or another handle). */
  on(db: DB): AccessPolicy;
  /**
   * The interaction rule (rules.ts `interactionRefusal`, one order of refusals) over facts gathered here in one
   * query: the actor takes part in the token's event and is not muted in it; with `otherId`, that user can be
   * reached there and there is no block either way. 403 `event_token_required` for an unbound token. The event id.
   */
  requireInteraction(actor: AccessClaims, otherId?: number): Promise<number>;
  /**
   * The same rule over facts a statement gathered with its act (chat send, feed post, votes, meeting requests and
   * answers): throws its refusal, if any.
   */
  requireInteractionFacts(facts: InteractionFacts): void;
  /** Whether the user belongs to the organization that runs the event. */
  isOrganizer(userId: number, eventId: number): Promise<boolean>;
  /** 403 `not_organizer` unless the user organizes the event. */
  requireOrganizer(userId: number, eventId: number, message?: string): Promise<void>;
  /** Whether the user holds a ticket for the event or belongs to its organization. */
  isParticipant(userId: number, eventId: number): Promise<boolean>;
  /**
   * The event of an event-bound call, checked against the database too: a token (or a refreshed one) outlives a
   * ticket that was since removed (403 `event_token_required`, 403 `not_event_participant`).
   */
  requireParticipation(actor: AccessClaims): Promise<number>;
  /** Whether an event-bound token's user still takes part in its event (false for unbound tokens). */
  takesPart(actor: AccessClaims): Promise<boolean>;
  /** 403 `not_member` (or `not_owner`) unless the user has that role in the organization. */
  requireOrganizationRole(userId: number, organizationId: number, need: OrganizationNeed, message?: string): Promise<void>;
  /** Whether the viewer may see the ticket (its holder or an organizer of its event). */
  canSeeTicket(viewerId: number, ticket: { user_id: number; event_id: number }): Promise<boolean>;
  /** An order (CONTRACT 15): its buyer or the event's organizers, the ticket rule (`ticketVisible`) with the buyer as owner. */
  canSeeOrder(viewerId: number, order: { buyer_id: number; event_id: number }): Promise<boolean>;
  /** Whether either user blocked the other (a block works both ways; SQL form: `blockedBetweenSql`). */
  isBlockedBetween(a: number, b: number): Promise<boolean>;
  /**
   * The users among `otherIds` with a block between them and `userId`, either way (one query for the whole list):
   * presence fan-out, `online` in lists and profiles, and typing ask this.
   */
  blockedAmong(userId: number, otherIds: readonly number[]): Promise<Set<number>>;
  /** Whether the viewer may see the user's profile (rules.ts `profileVisible`). */
  canSeeProfile(viewer: Pick<AccessClaims, 'userId' | 'role'>, targetId: number): Promise<boolean>;
  /** The event by slug, when the user organizes it: 404 (or `slug_changed`) first, then 403 `not_organizer`. */
  requireOrganizerEvent(userId: number, slug: string): Promise<EventRow>;
  /** The caller's membership of a chat: only its two members see a chat (404 `chat_not_found` for anyone else). */
  requireChatMember(userId: number, chatId: number): Promise<{ chat_id: number; peer_id: number; last_message_id: number | null; last_read_id: number | null }>;
  /** The chat the user shares with `peerId`, or null when they have none (a chat exists only between its members). */
  chatWith(userId: number, peerId: number): Promise<{ chat_id: number } | null>;
  /**
   * A chat message the caller may change: 404 `chat_not_found` unless a member, 404 `message_not_found` unless the
   * message is in the chat, 403 `not_message_sender` unless the caller sent it.
   */
  requireOwnChatMessage(userId: number, chatId: number, messageId: number): Promise<ChatMessageRow>;
  /** A feed post the caller wrote (404 `message_not_found` for anyone else's: ids do not reveal others' posts). */
  requireOwnFeedMessage(userId: number, messageId: number): Promise<{ id: number; event_id: number; user_id: number }>;
  /** Whether the viewer sees unpublished seating templates (administrators only). */
  seesUnpublishedSeating(viewer: Pick<AccessClaims, 'role'>): boolean;
  /**
   * A question of the session the caller may delete (rules.ts `questionAuthorOrOrganizerOnly`): its author's or, for
   * an organizer of the event, anyone's; 404 when it is not in the session (or hidden, for attendees), 403
   * `not_author` otherwise.
   */
  requireQuestionAuthorOrOrganizer(userId: number, eventId: number, sessionId: number, questionId: number): Promise<{ id: number; user_id: number; status: string }>;
    /**
   * A meeting of the event of which the user is a member, with both members and its location (404
   * `meeting_not_found` for anyone else's: rules.ts `meetingMemberOnly`). Transitions apply the same rule inside
   * their locking statement (storage `findMemberMeetingForUpdate`).
   */
  requireMeetingMember(userId: number, eventId: number, meetingId: number): Promise<MeetingItemRow>;
  /**
   * The event in which the caller reads and moderates the Q&A of session `sessionId` ({connect_url} questions and
   * polls, `session:join`): an event-bound token's event, for its participants (as requireParticipation); for a token
   * not bound to an event, the session's event when the caller organizes it, so organizers moderate with their own
   * login. Anyone else with such a token: 403 `event_token_required`, whether or not the session exists.
   */
  requireQaModerationEvent(actor: AccessClaims, sessionId: number): Promise<number>;
  /**
   * The token's event, when the caller takes part in it and is on the booth staff of exhibitor `exhibitorId` of that
   * event (rules.ts `exhibitorStaffOnly`: 404 `exhibitor_not_found` for another event's, 403 `not_exhibitor_staff`).
   */
  requireExhibitorStaff(actor: AccessClaims, exhibitorId: number): Promise<number>;
}

/** Makes the access policy of a database handle (the pool, or a transaction). */
export type AccessPolicyCreator = (db: DB) => AccessPolicy;

/** The creator of access policies: one per database handle, each reading only through its handle. */
export function accessPolicyCreator(): AccessPolicyCreator {
  const create: AccessPolicyCreator = (db) => policyOn(db, create);
  return create;
}

/** The access policy reading through `db` (context/context.ts makes the pool's; `on(trx)` a transaction's). */
export function createAccessPolicy(db: DB): AccessPolicy {
  return accessPolicyCreator()(db);
}

function policyOn(db: DB, create: AccessPolicyCreator): AccessPolicy {
  const policy: AccessPolicy = {
    on: (other) => (other === db ? policy : create(other)),
    async requireInteraction(actor, otherId) {
      const eventId = requireEvent(actor);
      requireInteractionAllowed(await interactionFacts(db, eventId, actor.userId, otherId));
      return eventId;
    },
    requireInteractionFacts: (facts) => requireInteractionAllowed(facts),
    isOrganizer: (userId, eventId) => isEventOrganizer(db, userId, eventId),
    async requireOrganizer(userId, eventId, message) {
      if (!(await isEventOrganizer(db, userId, eventId))) throw errors.notOrganizer(message);
    },
    isParticipant: (userId, eventId) => isEventParticipant(db, userId, eventId),
    async requireParticipation(actor) {
      const eventId = requireEvent(actor);
      if (!(await isEventParticipant(db, actor.userId, eventId))) throw errors.notParticipant();
      return eventId;
    },
    async takesPart(actor) {
      return actor.eventId !== null && (await isEventParticipant(db, actor.userId, actor.eventId));
    },
    async requireOrganizationRole(userId, organizationId, need, message) {
      const role = await memberRole(db, organizationId, userId);
      if (roleAllows(role, need)) return;
      throw role ? errors.notOwner(message) : errors.notMember(need === 'member' ? message : undefined);
    },
    async canSeeTicket(viewerId, ticket) {
      return ticketVisible(ticket, viewerId, ticket.user_id !== viewerId && (await isEventOrganizer(db, viewerId, ticket.event_id)));
    },
    async canSeeOrder(viewerId, order) {
      return ticketVisible({ user_id: order.buyer_id }, viewerId, order.buyer_id !== viewerId && (await isEventOrganizer(db, viewerId, order.event_id)));
    },
    isBlockedBetween: (a, b) => isBlockedBetween(db, a, b),
    blockedAmong: (userId, otherIds) => blockedAmong(db, userId, otherIds),
    async canSeeProfile(viewer, targetId) {
      return profileVisible(viewer, targetId, await profileFacts(db, viewer.userId, targetId));
    },
    async requireOrganizerEvent(userId, slug) {
      const event = await requireEventBySlug(db, slug);
      await policy.requireOrganizer(userId, event.id);
      return event;
    },
    async requireChatMember(userId, chatId) {
      return chatMemberOnly(await chatMembership(db, chatId, userId));
    },
    async chatWith(userId, peerId) {
      return (await chatMembershipWith(db, userId, peerId)) ?? null;
    },
    async requireOwnChatMessage(userId, chatId, messageId) {
      const found = chatMemberOnly(await findMemberMessage(db, chatId, messageId, userId));
      if (!found.message) throw notFound('Message', 'message_not_found');
      requireMessageSender(found.message, userId);
      return found.message;
    },
    async requireOwnFeedMessage(userId, messageId) {
      return ownFeedMessageOnly(await feedMessageAuthor(db, messageId), userId);
    },
    seesUnpublishedSeating: (viewer) => seesUnpublishedSeating(viewer),
    async requireQuestionAuthorOrOrganizer(userId, eventId, sessionId, questionId) {
      const facts = await questionAuthorOrOrganizerFacts(db, userId, eventId, sessionId, questionId);
      return questionAuthorOrOrganizerOnly(facts.question, userId, facts.organizer);
    },
    async requireMeetingMember(userId, eventId, meetingId) {
      const [row] = await meetingItems(db, [meetingId]);
      return meetingMemberOnly(row, eventId, userId);
    },
    async requireQaModerationEvent(actor, sessionId) {
      if (actor.eventId !== null) return policy.requireParticipation(actor);
      const facts = await sessionOrganizerFacts(db, actor.userId, sessionId);
      if (facts?.organizer) return facts.event_id;
      return requireEvent(actor);
    },
    async requireExhibitorStaff(actor, exhibitorId) {
      const eventId = await policy.requireParticipation(actor);
      exhibitorStaffOnly(await exhibitorStaffFacts(db, actor.userId, exhibitorId), eventId);
      return eventId;
    },
  };
  return policy;
}
