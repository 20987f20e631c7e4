import type { z } from 'zod';
import { conflict, invalid } from '../../server/errors.js';
import { pollVoteSocket, questionVoteSocket, sessionJoin as sessionJoinSchema } from '../../server/qa/schemas.js';
import type { PollItem, QuestionItem } from '../../server/qa/schemas.js';
import { rooms } from '../rooms.js';
import type { HandlerFn } from './index.js';

/** Sessions one socket may follow at once. */
export const SESSIONS_PER_SOCKET = 10;

/** The payload by the area's schema (server/qa/schemas.ts), or 422 naming the first field at fault. */
function read<T extends z.ZodType>(schema: T, payload: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'payload';
  throw invalid(field, `${field}: ${issue.message}`);
}

/** `session:join {session_id}` → the top questions and polls, and whether the caller moderates; the socket joins the session's room (organizers the staff room too). */
export const sessionJoin: HandlerFn<{ questions: QuestionItem[]; polls: PollItem[]; moderator: boolean }> = async (ctx, socket, payload) => {
  const { session_id } = read(sessionJoinSchema, payload);
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
export const sessionLeave: HandlerFn<{ session_id: number }> = async (_ctx, socket, payload) => {
  const { session_id } = read(sessionJoinSchema, payload);
  await socket.leave(rooms.session(session_id));
  await socket.leave(rooms.sessionStaff(session_id));
  return { session_id };
};

/** `question:vote {question_id}`: the REST vote's rules and codes (the same service). */
export const questionVote: HandlerFn<{ question_id: number; voted: boolean; created: boolean }> = async (ctx, socket, payload) => {
  const { question_id } = read(questionVoteSocket, payload);
  const created = await ctx.qa.vote(socket.data.claims, undefined, question_id);
  return { question_id, voted: true, created };
};

/** `question:unvote {question_id}`. */
export const questionUnvote: HandlerFn<{ question_id: number; voted: boolean; created: boolean }> = async (ctx, socket, payload) => {
  const { question_id } = read(questionVoteSocket, payload);
  await ctx.qa.unvote(socket.data.claims, undefined, question_id);
  return { question_id, voted: false, created: false };
};

/** `poll:vote {poll_id, options}` → the poll with its counts. */
export const pollVote: HandlerFn<PollItem> = async (ctx, socket, payload) => {
  const { poll_id, options } = read(pollVoteSocket, payload);
  return ctx.qa.votePoll(socket.data.claims, poll_id, options);
};
