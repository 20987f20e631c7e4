import { z } from 'zod';
import { publicUser } from '../networking/schemas.js';

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
