import { conflict } from '../../server/errors.js';
import { rooms } from '../rooms.js';
import type { Handler } from './index.js';

/** Events one socket may watch the seats of at once. */
export const SEAT_WATCHES_PER_SOCKET = 10;

/** `seats:watch {event_id}` → the current seat states; the socket then gets the event's `seats:changed` (CONTRACT 19). */
export const seatsWatch: Handler<'seats:watch'> = async (ctx, socket, { event_id }) => {
  const room = rooms.seats(event_id);
  const watched = [...socket.rooms].filter((r) => r.startsWith('seats:')).length;
  if (!socket.rooms.has(room) && watched >= SEAT_WATCHES_PER_SOCKET) {
    throw conflict('too_many_sessions', `A socket watches the seats of at most ${SEAT_WATCHES_PER_SOCKET} events; unwatch one first.`);
  }
  await ctx.sales.watchableSeats(event_id);
  // Joined before the states are read: a change stored meanwhile is pushed.
  await socket.join(room);
  return { event_id, seats: await ctx.sales.seatStatesOf(event_id) };
};

/** `seats:unwatch {event_id}`. */
export const seatsUnwatch: Handler<'seats:unwatch'> = async (_ctx, socket, { event_id }) => {
  await socket.leave(rooms.seats(event_id));
  return { event_id };
};
