import type { QuestionItem, QuestionStatus } from './qa/schemas.js';
import type { PushName, PushPayload, PushTarget } from './realtime-surface.js';

/**
 * How domain services announce what was just stored, after commit. REST and socket handlers never emit to
 * sockets themselves: services call the notifier, and the realtime layer (when attached) delivers.
 *
 * `push` sends any push an area declared (its `schemas.ts`): the event name picks the payload type and the
 * audience (`{user}`, `{chat}`, `{event, except?}`, `{session}`, `{organizers}`) from the declaration, and the
 * realtime layer maps the audience to rooms in one function (realtime/delivery.ts). The other members are not
 * pushes but changes to who is in which room, or to what every node caches; they stay named because each moves
 * sockets in its own way.
 */
export interface Notifier {
  /** A push declared by an area, to its declared audience. */
  push<E extends PushName>(to: PushTarget<E>, event: E, payload: PushPayload<E>): void;
  /** The user no longer takes part in the event (last valid ticket voided): their open sockets leave its room (and its sessions' rooms), on every node. */
  participationEnded(userId: number, eventId: number): void;
  /**
   * A block between two users was stored (`hidden`) or no block is left between them: their open sockets, on
   * every node, stop (or start again) receiving each other's feed posts.
   */
  blockChanged(userId: number, otherId: number, hidden: boolean): void;
  /**
   * The account was deleted: its open sockets are disconnected and every node forgets its cached token state.
   * Resolves once the other nodes have acknowledged (bounded by the Redis deadline): await it before answering,
   * so no node accepts the account's tokens after the answer.
   */
  userDeleted(userId: number): void | Promise<void>;
  /**
   * A login of the user was revoked (logout): its open sockets are disconnected and every node forgets its cached
   * token state for the user.
   */
  sessionsRevoked(userId: number, sid: string): void | Promise<void>;
  /**
   * Live Q&A of a session (CONTRACT 12): what changed, not what to push. It stays apart from `push` because the
   * realtime layer decides the pushes (realtime/qa-pushes.ts): it coalesces vote counts and reads them from the
   * database, masks anonymous authors per receiver (organizers see them), and keeps every node's join snapshots
   * current, so one change becomes different payloads for different rooms, or none yet.
   */
  qa(event: QaLiveEvent): void;
  /**
   * Seats of an event's plan changed state (CONTRACT 19: held, sold, freed, blocked, moved): only which seats, never
   * their states; the realtime layer coalesces the marks and pushes `seats:changed` with what the database holds
   * (realtime/seat-pushes.ts), like the Q&A counts.
   */
  seats(eventId: number, seatIds: readonly string[]): void;
  /**
   * Check-ins of an event changed (a check-in, an offline batch, a void): only which event; the realtime layer
   * coalesces the marks and pushes `checkins:progress` with the figures the database holds (realtime/checkin-pushes.ts).
   */
  checkins(eventId: number): void;
}

/**
 * What the Q&A service announces after commit. Counts are never carried: `question_votes` and `poll_changed`
 * only name the object, and the realtime layer pushes what the database holds, coalesced (realtime/qa-pushes.ts).
 * Items are the organizer's view (author shown); the realtime layer masks anonymous authors for everyone else.
 */
export type QaLiveEvent =
  | { kind: 'question_new'; sessionId: number; authorId: number; item: QuestionItem }
  | { kind: 'question_moderated'; sessionId: number; authorId: number; previous: QuestionStatus; item: QuestionItem }
  | { kind: 'question_deleted'; sessionId: number; id: number }
  | { kind: 'question_votes'; questionId: number }
  | { kind: 'poll_changed'; pollId: number };

export const noopNotifier: Notifier = {
  push() {},
  participationEnded() {},
  blockChanged() {},
  userDeleted() {},
  sessionsRevoked() {},
  qa() {},
  seats() {},
  checkins() {},
};

/**
 * The context's notifier: services hold this one object from the start, and the realtime layer plugs its
 * delivery in when it attaches (`use`), so no service needs rebuilding. Every call goes to the current target.
 */
export class SwitchableNotifier implements Notifier {
  private target: Notifier = noopNotifier;
  use(target: Notifier): void {
    this.target = target;
  }
  push<E extends PushName>(to: PushTarget<E>, event: E, payload: PushPayload<E>): void {
    this.target.push(to, event, payload);
  }
  participationEnded(userId: number, eventId: number): void {
    this.target.participationEnded(userId, eventId);
  }
  blockChanged(userId: number, otherId: number, hidden: boolean): void {
    this.target.blockChanged(userId, otherId, hidden);
  }
  userDeleted(userId: number): void | Promise<void> {
    return this.target.userDeleted(userId);
  }
  sessionsRevoked(userId: number, sid: string): void | Promise<void> {
    return this.target.sessionsRevoked(userId, sid);
  }
  qa(event: QaLiveEvent): void {
    this.target.qa(event);
  }
  seats(eventId: number, seatIds: readonly string[]): void {
    if (seatIds.length) this.target.seats(eventId, seatIds);
  }
  checkins(eventId: number): void {
    this.target.checkins(eventId);
  }
}
