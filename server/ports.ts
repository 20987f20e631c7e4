import type { MeetingItem, MeetingReminder } from './meetings/schemas.js';
import type { QuestionItem, QuestionStatus } from './qa/schemas.js';
import type { ChatMessageItem, ChatReadPayload, ChatTypingPayload, LivefeedItem, PresencePayload } from './networking/types.js';

/**
 * How domain services announce what was just stored, after commit. REST and socket handlers never emit to
 * sockets themselves: services call the notifier, and the realtime layer (when attached) delivers.
 * Item shapes are the REST items (typed from the areas' schemas), so clients handle one shape whichever way a message arrives.
 */
export interface Notifier {
  /** A live-feed message was posted in an event. */
  livefeedMessage(eventId: number, item: LivefeedItem): void;
  /** A chat message was sent; delivered to every socket of both members. */
  chatMessage(userIds: readonly number[], item: ChatMessageItem): void;
  /** A chat message was edited or deleted (live chat); the current item to every socket of both members. */
  chatUpdated(userIds: readonly number[], item: ChatMessageItem): void;
  /** A member read a chat up to `last_read_id`; to every socket of both members. */
  chatRead(userIds: readonly number[], payload: ChatReadPayload): void;
  /** `from` is typing in a chat with `to` (not stored); to every socket of `to`. */
  chatTyping(to: number, payload: ChatTypingPayload): void;
  /** A user came online or went offline; to every socket of each user in `userIds`. */
  presence(userIds: readonly number[], payload: PresencePayload): void;
  /** The user no longer takes part in the event (last valid ticket voided): their open sockets leave its room, on every node. */
  participationEnded(userId: number, eventId: number): void;
  /** A live-feed message was deleted (by its author or an organizer): `livefeed:deleted {id}` to the event. */
  livefeedDeleted(eventId: number, id: number): void;
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
  /** A session of the event was created or changed (CONTRACT 12): `session:updated {id}` to the event's room. */
  sessionUpdated(eventId: number, id: number): void;
  /** A session of the event was deleted: `session:deleted {id}` to the event's room. */
  sessionDeleted(eventId: number, id: number): void;
  /** Live Q&A of a session (CONTRACT 12): what changed; the realtime layer pushes it to the session's room. */
  qa(event: QaLiveEvent): void;
  /** A meeting was requested or changed (CONTRACT 11): `meeting:updated` (the item) to every socket of both members. */
  meetingUpdated(userIds: readonly number[], item: MeetingItem): void;
  /** An accepted meeting starts soon: `meeting:reminder {meeting_id, starts_at, location}` to every socket of both members. */
  meetingReminder(userIds: readonly number[], payload: MeetingReminder): void;
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
  livefeedMessage() {},
  chatMessage() {},
  chatUpdated() {},
  chatRead() {},
  chatTyping() {},
  presence() {},
  participationEnded() {},
  livefeedDeleted() {},
  blockChanged() {},
  userDeleted() {},
  sessionsRevoked() {},
  sessionUpdated() {},
  sessionDeleted() {},
  qa() {},
  meetingUpdated() {},
  meetingReminder() {},
};

/**
 * The context's notifier: services hold this one object from the start, and the realtime layer plugs its
 * delivery in when it attaches (`use`), so no service needs rebuilding.
 */
export class SwitchableNotifier implements Notifier {
  private target: Notifier = noopNotifier;
  use(target: Notifier): void {
    this.target = target;
  }
  livefeedMessage(eventId: number, item: LivefeedItem): void {
    this.target.livefeedMessage(eventId, item);
  }
  chatMessage(userIds: readonly number[], item: ChatMessageItem): void {
    this.target.chatMessage(userIds, item);
  }
  chatUpdated(userIds: readonly number[], item: ChatMessageItem): void {
    this.target.chatUpdated(userIds, item);
  }
  chatRead(userIds: readonly number[], payload: ChatReadPayload): void {
    this.target.chatRead(userIds, payload);
  }
  chatTyping(to: number, payload: ChatTypingPayload): void {
    this.target.chatTyping(to, payload);
  }
  presence(userIds: readonly number[], payload: PresencePayload): void {
    this.target.presence(userIds, payload);
  }
  participationEnded(userId: number, eventId: number): void {
    this.target.participationEnded(userId, eventId);
  }
  livefeedDeleted(eventId: number, id: number): void {
    this.target.livefeedDeleted(eventId, id);
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
  sessionUpdated(eventId: number, id: number): void {
    this.target.sessionUpdated(eventId, id);
  }
  sessionDeleted(eventId: number, id: number): void {
    this.target.sessionDeleted(eventId, id);
  }
  qa(event: QaLiveEvent): void {
    this.target.qa(event);
  }
  meetingUpdated(userIds: readonly number[], item: MeetingItem): void {
    this.target.meetingUpdated(userIds, item);
  }
  meetingReminder(userIds: readonly number[], payload: MeetingReminder): void {
    this.target.meetingReminder(userIds, payload);
  }
}
