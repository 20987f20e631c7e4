/**
 * How domain services announce what was just stored, after commit. REST and socket handlers never emit to
 * sockets themselves: services call the notifier, and the realtime layer (when attached) delivers.
 * Item shapes are the REST items, so clients handle one shape whichever way a message arrives.
 */
export interface Notifier {
  /** A live-feed message was posted in an event. */
  livefeedMessage(eventId: number, item: unknown): void;
  /** A chat message was sent; delivered to every socket of both members. */
  chatMessage(userIds: readonly number[], item: unknown): void;
  /** A chat message was edited or deleted (live chat); the current item to every socket of both members. */
  chatUpdated(userIds: readonly number[], item: unknown): void;
  /** A member read a chat up to `last_read_id`; to every socket of both members. */
  chatRead(userIds: readonly number[], payload: { chat_id: number; user_id: number; last_read_id: number }): void;
  /** `from` is typing in a chat with `to` (not stored); to every socket of `to`. */
  chatTyping(to: number, payload: { chat_id: number; from: number }): void;
  /** A user came online or went offline; to every socket of each user in `userIds`. */
  presence(userIds: readonly number[], payload: { user_id: number; online: boolean }): void;
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
  /** A meeting was requested or changed (CONTRACT 11): `meeting:updated` (the item) to every socket of both members. */
  meetingUpdated(userIds: readonly number[], item: unknown): void;
  /** An accepted meeting starts soon: `meeting:reminder {meeting_id, starts_at, location}` to every socket of both members. */
  meetingReminder(userIds: readonly number[], payload: { meeting_id: number; starts_at: string; location: { id: number; name: string } | null }): void;
}

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
  livefeedMessage(eventId: number, item: unknown): void {
    this.target.livefeedMessage(eventId, item);
  }
  chatMessage(userIds: readonly number[], item: unknown): void {
    this.target.chatMessage(userIds, item);
  }
  chatUpdated(userIds: readonly number[], item: unknown): void {
    this.target.chatUpdated(userIds, item);
  }
  chatRead(userIds: readonly number[], payload: { chat_id: number; user_id: number; last_read_id: number }): void {
    this.target.chatRead(userIds, payload);
  }
  chatTyping(to: number, payload: { chat_id: number; from: number }): void {
    this.target.chatTyping(to, payload);
  }
  presence(userIds: readonly number[], payload: { user_id: number; online: boolean }): void {
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
  meetingUpdated(userIds: readonly number[], item: unknown): void {
    this.target.meetingUpdated(userIds, item);
  }
  meetingReminder(userIds: readonly number[], payload: { meeting_id: number; starts_at: string; location: { id: number; name: string } | null }): void {
    this.target.meetingReminder(userIds, payload);
  }
}
