import { z } from 'zod';
import { publicUser } from '../networking/schemas.js';
import { defineCommands, definePushes } from '../realtime.js';

/** Live questions and polls of a session (CONTRACT 12): the ONE source of the area's inputs and item shapes. */
const id = z.number().int().min(1).max(2_147_483_647);

export const questionStatus = z.enum(['open', 'answered', 'hidden']);
export const questionCreate = z.object({ text: z.string().trim().min(1).max(500), anonymous: z.boolean().optional() }).strict();
/**
 * `after`: the keyset cursor of the page before (from `_links.next`), `<votes>.<id>` for `top`, `<id>` for `new`;
 * with it the page is read from the index after that question, never by OFFSET.
 */
export const questionCursor = z.string().regex(/^(\d{1,10}\.)?\d{1,10}$/, 'must be the cursor of `_links.next`');
export const questionListQuery = z.object({ sort: z.enum(['top', 'new']).optional(), after: questionCursor.optional() });
export const questionStatusPatch = z.object({ status: questionStatus }).strict();

export const questionItem = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  text: z.string(),
  /** Null for an anonymous question (to everyone but the event's organizers). */
  author: z.union([publicUser, z.null()]),
  anonymous: z.boolean(),
  votes: z.number().int(),
  voted: z.boolean(),
  status: questionStatus,
  created_at: z.string(),
}).meta({
  id: 'Question',
  description: 'A question of a session (`GET {connect_url}/sessions/{id}/questions`, `question:new`); `author` is null for an anonymous question but for organizers.',
});
export type QuestionCreate = z.infer<typeof questionCreate>;
export type QuestionItem = z.infer<typeof questionItem>;
export type QuestionStatus = z.infer<typeof questionStatus>;

/** Polls. Option indexes count from 0, in the order the options were given. */
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const pollStatus = z.enum(['draft', 'open', 'closed']);
export const pollCreate = z
  .object({
    question: z.string().trim().min(1).max(500),
    options: z.array(z.string().trim().min(1).max(200)).min(POLL_OPTIONS_MIN).max(POLL_OPTIONS_MAX),
    multiple: z.boolean(),
  })
  .strict();
export const pollStatusPatch = z.object({ status: z.enum(['open', 'closed']) }).strict();
export const pollVote = z
  .object({ options: z.array(z.number().int().min(0).max(POLL_OPTIONS_MAX - 1)).min(1).max(POLL_OPTIONS_MAX) })
  .strict();
export const pollItem = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  question: z.string(),
  options: z.array(z.object({ index: z.number().int(), text: z.string(), votes: z.number().int() })),
  multiple: z.boolean(),
  status: pollStatus,
  total_voters: z.number().int(),
  /** The caller's current choice (absent in pushes, which go to everyone). */
  my_options: z.array(z.number().int()).optional(),
}).meta({ id: 'Poll', description: 'A poll of a session with its stored counts (`GET {connect_url}/sessions/{id}/polls`, `poll:updated`).' });
export type PollCreate = z.infer<typeof pollCreate>;
export type PollItem = z.infer<typeof pollItem>;
export type PollStatus = z.infer<typeof pollStatus>;

/** Socket forms (realtime/catalog.ts documents them from these). */
export const sessionJoin = z.object({ session_id: id }).strict();
export const questionVoteSocket = z.object({ question_id: id }).strict();
export const pollVoteSocket = pollVote.extend({ poll_id: id }).strict();
export const sessionJoinAck = z.object({
  questions: z.array(questionItem),
  polls: z.array(pollItem),
  /** The caller organizes the event: the socket also joined the staff room (hidden questions, drafts, authors of anonymous questions). */
  moderator: z.boolean().meta({ description: 'The caller organizes the event and may moderate this session (`PATCH {api_url}/events/{slug}/sessions/{id}/questions/{qid}`, polls): the socket also gets the staff pushes (hidden questions, draft polls, authors of anonymous questions).' }),
});
export const questionVoteAck = z.object({ question_id: z.number().int(), voted: z.boolean(), created: z.boolean() });
/** Pushes. */
export const questionUpdated = z
  .object({ id: z.number().int(), votes: z.number().int(), status: questionStatus })
  .meta({ id: 'QuestionUpdated', description: 'The stored vote count and status of a question (`question:updated`).' });
export const questionDeleted = z.object({ id: z.number().int() }).meta({ id: 'QuestionDeleted', description: 'A question left the receiver’s view (`question:deleted`).' });
export type QuestionUpdated = z.infer<typeof questionUpdated>;

// ---- Realtime surface (realtime/catalog.ts merges it with the other areas').

/**
 * Live Q&A pushes. They are not sent through the Notifier's `push`: the service announces what changed
 * (`Notifier.qa`), and realtime/qa-pushes.ts coalesces counts, masks anonymous authors for attendees and keeps every
 * node's join snapshots current before it emits these (to the session's room, organizers' sockets apart).
 */
export const QA_PUSHES = definePushes({
  'question:new': {
    audience: 'session',
    summary: 'A new question in a joined session (or one shown again after being hidden), as the receiver may see it',
    description: 'Anonymous authors are null but for organizers; never the question of someone the receiver blocks or is blocked by.',
    payload: questionItem,
  },
  'question:updated': {
    audience: 'session',
    summary: 'The stored vote count and status of a question of a joined session',
    description:
      'Coalesced: at most one per question every `QA_PUSH_INTERVAL_MS` (default 500) across all nodes, always the count the database holds; the last one after a burst of votes carries the final count.',
    payload: questionUpdated,
  },
  'question:deleted': {
    audience: 'session',
    summary: 'A question of a joined session was deleted (or hidden by an organizer, for attendees): drop it',
    description: 'To the session’s room (sockets that sent `session:join`) on every node.',
    payload: questionDeleted,
  },
  'poll:updated': {
    audience: 'session',
    summary: 'A poll of a joined session with its stored counts (created, opened, closed, or voted in)',
    description: 'Coalesced like `question:updated`: at most one per poll per interval, the final counts after a burst. Drafts reach organizers only. No `my_options`.',
    payload: pollItem,
  },
});

/** Refusals every Q&A command shares: the session's access checks (as `GET {connect_url}/sessions/{id}/questions`). */
const qaAccess = ['event_token_required', 'not_event_participant', 'not_found'] as const;

export const QA_COMMANDS = defineCommands({
  'session:join': {
    summary: 'Join the live Q&A of a session of the token’s event',
    description:
      'The same refusals as `GET {connect_url}/sessions/{id}/questions` (403 not a participant, 404 a session of another event); an organizer of the session’s event may join with a token not bound to an event (their own login) and moderate. The ack carries the top 50 ' +
      'questions and the polls as the caller may see them, and `moderator` (the caller organizes the event: it also gets the staff pushes and may moderate); the socket then gets `question:new`, `question:updated`, `question:deleted` and `poll:updated` ' +
      'for the session until `session:leave` or disconnect. The counts and questions in the ack are never older than what the node already pushed to ' +
      'the session (a hall joining at once shares one read per node, kept current by the pushes). At most 10 sessions per socket (`too_many_sessions`). ' +
      'Refused `overloaded` (or `service_unavailable`) with `retry_after` seconds when the node cannot reach or wait for its database: ask again after that long.',
    input: sessionJoin,
    ack: sessionJoinAck,
    errors: [...qaAccess, 'too_many_sessions'],
    rate: { points: 20, duration: 10 },
  },
  'session:leave': {
    summary: 'Stop receiving a session’s live Q&A pushes',
    input: sessionJoin,
    ack: z.object({ session_id: z.number().int() }),
    errors: [],
    rate: { points: 20, duration: 10 },
  },
  'question:vote': {
    summary: 'Vote for a question (`PUT {connect_url}/sessions/{id}/questions/{qid}/vote`)',
    description: 'Same rules and codes: one vote per user per question (`created: false` when already stored), 422 `own_question`, 403 `banned`, 404 unknown or hidden.',
    input: questionVoteSocket,
    ack: questionVoteAck,
    errors: [...qaAccess, 'own_question', 'banned', 'blocked', 'qa_closed'],
    // A voter in a hall runs down the list: room for a vote a second, bursts included.
    rate: { points: 60, duration: 10 },
  },
  'question:unvote': {
    summary: 'Take back a vote (`DELETE {connect_url}/sessions/{id}/questions/{qid}/vote`)',
    input: questionVoteSocket,
    ack: questionVoteAck,
    errors: [...qaAccess, 'banned', 'qa_closed'],
    rate: { points: 60, duration: 10 },
  },
  'poll:vote': {
    summary: 'Vote in a poll (`PUT {connect_url}/polls/{pid}/vote`)',
    description: 'Same rules and codes: replaces the earlier choice while open; 409 `poll_closed` / `poll_not_open`; 422 `bad_option`, `single_choice`. The ack is the poll with its counts.',
    input: pollVoteSocket,
    ack: pollItem,
    errors: [...qaAccess, 'banned', 'poll_closed', 'poll_not_open', 'bad_option', 'single_choice'],
    rate: { points: 20, duration: 10 },
  },
});
