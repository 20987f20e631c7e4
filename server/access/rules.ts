import type { AccessClaims } from '../identity/tokens.js';
import { forbidden, notFound, type AppError } from '../errors.js';

/**
 * The pure halves of the access rules: decisions from facts already known (claims, roles, rows). The policy
 * (policy.ts) gathers the facts from storage and asks these; each is unit-tested on its own (test/access-rules.test.ts).
 */

export type OrganizationRole = 'owner' | 'member';
export type OrganizationNeed = 'member' | 'owner';

/** The event an event-bound call acts in: the token's, or 403 `event_token_required`. */
export function requireEvent(actor: Pick<AccessClaims, 'eventId'>): number {
  if (actor.eventId === null) {
    throw forbidden('This call needs an access token bound to an event (grant_type=event_mobile_verification).', 'event_token_required');
  }
  return actor.eventId;
}

/** Whether an organization role is enough for what is asked (owners may do everything members may). */
export function roleAllows(role: OrganizationRole | undefined, need: OrganizationNeed): boolean {
  if (!role) return false;
  return need === 'member' || role === 'owner';
}

/** Only the sender of a chat message may edit or delete it (other members: 403 `not_message_sender`). */
export function requireMessageSender(message: { sender_id: number }, userId: number): void {
  if (message.sender_id !== userId) throw forbidden('Only the sender may change a message.', 'not_message_sender');
}

/** Only a chat's two members see it: anything else is 404 `chat_not_found` (ids reveal nothing). */
export function chatMemberOnly<T>(membership: T | undefined | null): T {
  if (!membership) throw notFound('Chat', 'chat_not_found');
  return membership;
}

/** Only its author deletes their own feed post; anyone else's (or none) is 404 `message_not_found`. */
export function ownFeedMessageOnly<T extends { user_id: number }>(post: T | undefined | null, userId: number): T {
  if (!post || post.user_id !== userId) throw notFound('Live feed message', 'message_not_found');
  return post;
}

/**
 * Only its two members see a meeting (CONTRACT 11), and only in its event: anything else, like a missing one, is
 * 404 `meeting_not_found` (never 403, which would reveal that it exists).
 */
export function meetingMemberOnly<T extends { event_id: number; from_user_id: number; to_user_id: number }>(meeting: T | undefined | null, eventId: number, userId: number): T {
  if (!meeting || meeting.event_id !== eventId || (meeting.from_user_id !== userId && meeting.to_user_id !== userId)) throw notFound('Meeting', 'meeting_not_found');
  return meeting;
}

/** Unpublished seating templates are seen by administrators only (404 to everyone else). */
export function seesUnpublishedSeating(viewer: { role: string }): boolean {
  return viewer.role === 'admin';
}

/** A ticket is shown to its holder and to the organizers of its event; to anyone else it does not exist. */
export function ticketVisible(ticket: { user_id: number }, viewerId: number, viewerOrganizes: boolean): boolean {
  return ticket.user_id === viewerId || viewerOrganizes;
}

/** A ticket takes part in its event until it is voided (CONTRACT 8); its SQL form is access.ts validTicketSql. */
export function ticketTakesPart(ticket: { status: string }): boolean {
  return ticket.status === 'valid';
}

/**
 * Presence (CONTRACT 10): a user is shown online to a viewer only while a socket of theirs is connected and there
 * is no block between the two (either way). Oneself is always shown as one is.
 */
export function presenceShown(fact: { online: boolean; blocked: boolean; self: boolean }): boolean {
  if (fact.self) return fact.online;
  return fact.online && !fact.blocked;
}

export const errors = {
  notOrganizer: (message = 'Only members of the event’s organization may do this.') => forbidden(message, 'not_organizer'),
  notMember: (message = 'Only members of the organization may do this.') => forbidden(message, 'not_member'),
  notOwner: (message = 'Only the organization’s owner may do this.') => forbidden(message, 'not_owner'),
  notParticipant: () => forbidden('You no longer hold a ticket for this event or belong to its organization.', 'not_event_participant'),
};

/** What the profile rule looks at (gathered in one query by the policy). */
export interface ProfileFacts {
  exists: boolean;
  deleted: boolean;
  sharesChat: boolean;
  sharesEvent: boolean;
  blocked: boolean;
}

/**
 * Another user's profile (CONTRACT 7, privacy) is shown to that user, to admins, and to users who share a chat or
 * an event with them, unless either blocked the other; a deleted account is shown to nobody. Everyone else gets
 * 404, so ids do not enumerate users.
 */
export function profileVisible(viewer: { userId: number; role: 'user' | 'admin' }, targetId: number, facts: ProfileFacts): boolean {
  if (!facts.exists || facts.deleted) return false;
  if (viewer.userId === targetId || viewer.role === 'admin') return true;
  if (facts.blocked) return false;
  return facts.sharesChat || facts.sharesEvent;
}

/** Organizers moderate their event: they cannot be banned from it. */
export function bannable(targetOrganizes: boolean): boolean {
  return !targetOrganizes;
}

export const safetyErrors = {
  blocked: () => forbidden('You cannot message this user: one of you blocked the other.', 'blocked'),
  banned: () => forbidden('An organizer muted you in this event: you can read, but not post or send messages.', 'banned'),
};

/**
 * A session's times (CONTRACT 12): it starts before it ends, and lies within the event's dates. Organizers only
 * write sessions; this is the rule on what they may write.
 */
export function sessionTimesAllowed(session: { starts_at: Date; ends_at: Date }, event: { starts_at: Date; ends_at: Date }): 'ok' | 'order' | 'outside' {
  if (!(session.starts_at.getTime() < session.ends_at.getTime())) return 'order';
  if (session.starts_at.getTime() < event.starts_at.getTime() || session.ends_at.getTime() > event.ends_at.getTime()) return 'outside';
  return 'ok';
}

/**
 * A question of a session (CONTRACT 12) is deleted by its author or an organizer of the event. A hidden question does
 * not exist for attendees other than its author (404, not 403), nor does a missing one; anyone else gets 403
 * `not_author`.
 */
export function questionAuthorOrOrganizerOnly<T extends { user_id: number; status: string }>(question: T | undefined | null, userId: number, organizer: boolean): T {
  if (!question || (question.status === 'hidden' && !organizer && question.user_id !== userId)) throw notFound('Question');
  if (question.user_id !== userId && !organizer) throw forbidden('Only the author or an organizer can delete a question.', 'not_author');
  return question;
}

/**
 * What the interaction rule looks at: may the actor act towards another user (or in the event at all) here. The
 * facts are gathered in one statement, often the statement that performs the act (chat send, feed post, votes,
 * meeting requests), or by the policy (`requireInteraction`).
 */
export interface InteractionFacts {
  /** The actor takes part in the event: a valid ticket, or a member of its organization (participantSql). */
  participant: boolean;
  /** An organizer muted the actor in the event (bannedSql): they may read, not act. */
  banned: boolean;
  /**
   * When the act has a recipient: whether that user can be reached in the event (exists, not deleted, takes part;
   * an area may ask more, e.g. meetings: not muted either). Omitted when there is no recipient or it is already
   * known to be there (the other member of a meeting).
   */
  recipient?: boolean;
  /** When the act has another user: whether either of the two blocked the other (blockedBetweenSql). */
  blocked?: boolean;
}

/** The refusals of the interaction rule, by their error code. */
export type InteractionRefusal = 'not_event_participant' | 'banned' | 'user_not_found' | 'blocked';

/**
 * The one interaction rule (chat, meetings, Q&A, the live feed), in one order of refusals:
 * 1. the actor no longer takes part in the event: 403 `not_event_participant`;
 * 2. the actor is muted in it: 403 `banned`;
 * 3. the recipient cannot be reached there: 404 `user_not_found` (ids reveal nothing about other events);
 * 4. there is a block between the two, either way: 403 `blocked`.
 * null when the act may go ahead. What comes before the rule stays with the area (input checks, a retry of an act
 * already stored, a rate budget, the area being switched on).
 */
export function interactionRefusal(facts: InteractionFacts): InteractionRefusal | null {
  if (!facts.participant) return 'not_event_participant';
  if (facts.banned) return 'banned';
  if (facts.recipient === false) return 'user_not_found';
  if (facts.blocked === true) return 'blocked';
  return null;
}

/** The error each refusal of the interaction rule is answered with. */
export const interactionErrors: Record<InteractionRefusal, () => AppError> = {
  not_event_participant: () => errors.notParticipant(),
  banned: () => safetyErrors.banned(),
  user_not_found: () => notFound('User', 'user_not_found'),
  blocked: () => safetyErrors.blocked(),
};

/** Throws the interaction rule's refusal (interactionRefusal), if any. */
export function requireInteractionAllowed(facts: InteractionFacts): void {
  const refusal = interactionRefusal(facts);
  if (refusal) throw interactionErrors[refusal]();
}

/**
 * Booth staff only (CONTRACT 20): an exhibitor of another event than the token's is the same 404 as an unknown one;
 * anyone but its staff is 403 `not_exhibitor_staff`.
 */
export function exhibitorStaffOnly(facts: { event_id: number; staff: boolean } | undefined, eventId: number): void {
  if (!facts || facts.event_id !== eventId) throw notFound('Exhibitor', 'exhibitor_not_found');
  if (!facts.staff) throw forbidden('Only the exhibitor’s booth staff may do this.', 'not_exhibitor_staff');
}
