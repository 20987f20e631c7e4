/**
 * Room names, made only here, so a typo can never send a chat message to the wrong room.
 * A user's room holds every socket of that user (all devices, all nodes); an event's room every socket whose
 * token is bound to that event.
 */
export const rooms = {
  user: (userId: number): string => `user:${userId}`,
  event: (eventId: number): string => `event:${eventId}`,
  /**
   * Every socket of a user who blocked `userId`, or was blocked by them, is in this room: `userId`'s feed posts go
   * to the event's room `except` it, one broadcast on every node (no per-socket filtering).
   */
  hides: (userId: number): string => `hides:${userId}`,
  /** Every socket opened with an access token of one login (its `sid`, the refresh family): a logout closes them. */
  login: (sid: string): string => `login:${sid}`,
  /** Every socket that joined a session's live Q&A (`session:join`), organizers' too. */
  session: (sessionId: number): string => `session:${sessionId}`,
  /** The organizers' sockets among them: they alone see hidden questions, drafts and anonymous authors. */
  sessionStaff: (sessionId: number): string => `session-staff:${sessionId}`,
  /** Every socket that watches an event's seat states (`seats:watch`, CONTRACT 19). */
  seats: (eventId: number): string => `seats:${eventId}`,
  /** Every organizer socket that watches an event's check-in progress (`checkins:watch`). */
  checkins: (eventId: number): string => `checkins:${eventId}`,
} as const;
