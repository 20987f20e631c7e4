import { conflict } from '../../server/errors.js';
import { rooms } from '../rooms.js';
import type { Handler } from './index.js';

/** Sessions one socket may follow at once. */
export const SESSIONS_PER_SOCKET = 10;

/** `session:join {session_id}` → the top questions and polls, and whether the caller moderates; the socket joins the session's room (organizers the staff room too). */
export const sessionJoin: Handler<'session:join'> = async (ctx, socket, { session_id }) => {
  const room = rooms.session(session_id);
  const followed = [...socket.rooms].filter((r) => r.startsWith('session:')).length;
  if (!socket.rooms.has(room) && followed >= SESSIONS_PER_SOCKET) {
    throw conflict('too_many_sessions', `A socket follows at most ${SESSIONS_PER_SOCKET} sessions; leave one first.`);
  }
  // Subscribed after the access checks and before the snapshot is read: what is stored meanwhile is pushed.
  return ctx.qa.join(socket.data.claims, session_id, async (organizer) => {
    await socket.join(organizer ? [room, rooms.sessionStaff(session_id)] : [room]);
  });
};

/** `session:leave {session_id}` → the socket stops receiving the session's pushes. */
export const sessionLeave: Handler<'session:leave'> = async (_ctx, socket, { session_id }) => {
  await socket.leave(rooms.session(session_id));
  await socket.leave(rooms.sessionStaff(session_id));
  return { session_id };
};

/** `question:vote {question_id}`: the REST vote's rules and codes (the same service). */
export const questionVote: Handler<'question:vote'> = async (ctx, socket, { question_id }) => {
  const created = await ctx.qa.vote(socket.data.claims, undefined, question_id);
  return { question_id, voted: true, created };
};

/** `question:unvote {question_id}`. */
export const questionUnvote: Handler<'question:unvote'> = async (ctx, socket, { question_id }) => {
  await ctx.qa.unvote(socket.data.claims, undefined, question_id);
  return { question_id, voted: false, created: false };
};

/** `poll:vote {poll_id, options}` → the poll with its counts. */
export const pollVote: Handler<'poll:vote'> = async (ctx, socket, { poll_id, options }) => {
  return ctx.qa.votePoll(socket.data.claims, poll_id, options);
};
