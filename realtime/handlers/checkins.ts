import { conflict } from '../../server/errors.js';
import { rooms } from '../rooms.js';
import type { Handler } from './index.js';

/** Events one socket may watch the check-in progress of at once. */
export const CHECKIN_WATCHES_PER_SOCKET = 10;

/**
 * `checkins:watch {event}` → the event's current check-in figures; the socket then gets its `checkins:progress`.
 * Organizers of the event only (server/access, through the service): 404 for an unknown event, 403 `not_organizer`.
 */
export const checkinsWatch: Handler<'checkins:watch'> = async (ctx, socket, { event }) => {
  const room = rooms.checkins(event);
  const watched = [...socket.rooms].filter((r) => r.startsWith('checkins:')).length;
  if (!socket.rooms.has(room) && watched >= CHECKIN_WATCHES_PER_SOCKET) {
    throw conflict('too_many_sessions', `A socket watches the check-ins of at most ${CHECKIN_WATCHES_PER_SOCKET} events; unwatch one first.`);
  }
  await ctx.organizerOps.watchableCheckins(socket.data.claims.userId, event);
  // Joined before the figures are read: a check-in stored meanwhile is pushed.
  await socket.join(room);
  return ctx.organizerOps.progressOf(event);
};

/** `checkins:unwatch {event}`. */
export const checkinsUnwatch: Handler<'checkins:unwatch'> = async (_ctx, socket, { event }) => {
  await socket.leave(rooms.checkins(event));
  return { event };
};
