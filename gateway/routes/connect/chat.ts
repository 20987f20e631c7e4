import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, idParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { CHAT_MESSAGES_PER_MINUTE } from '../../../server/networking/chat.js';
import { chatMessage, chatMessagePage, chatPage, jsonObjectBody, pageAfterQuery, pageOf, pageQuery } from './networking-schemas.js';

const sendBody = z
  .object({
    message: z.string().min(1).max(2000).openapi({ description: 'Non-empty, at most 2,000 characters (code points); stored and returned exactly as sent. NUL and lone UTF-16 surrogates (which could not be stored as sent) are 422.' }),
    client_message_id: z.string().min(1).max(100).optional().openapi({ description: 'Made up by the client: a retry with the same id stores nothing new.' }),
  })
  .openapi('ChatSend');

const userIdParams = z.object({ user_id: idParam });
const chatIdParams = z.object({ chat_id: idParam });
const membersOnly = 'Only the two members see a chat: for anyone else it is 404.';

export function chatRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/users/:user_id/messages',
    summary: 'Send a chat message to a user',
    description:
      'Needs an access token bound to an event (403 `event_token_required`); the recipient must be an attendee or organizer of that event (404 otherwise). ' +
      `One chat per pair of users, created on the first message. At most ${CHAT_MESSAGES_PER_MINUTE} messages a minute per user (429). ` +
      'A retry with the same `client_message_id` answers 200 with the first message; the same id used for another recipient is not a retry (409 `client_message_id_reused`). Both members’ sockets get `chat:message`.',
    tags: ['Chat'],
    auth: 'required',
    params: userIdParams,
    body: sendBody,
    rawBody: true,
    responses: {
      201: { description: 'Stored', schema: chatMessage },
      200: { description: 'A retry: the message stored the first time', schema: chatMessage },
      403: { description: 'event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more)', schema: errorBody },
      404: { description: 'No such user in the token’s event', schema: errorBody },
      409: { description: 'client_message_id_reused: the client_message_id was already used for a message to another user', schema: errorBody },
      415: { description: 'The body is not JSON', schema: errorBody },
      429: { description: 'Too many messages', schema: errorBody },
    },
    async handler({ auth, params, req }) {
      const body = jsonObjectBody(req);
      const { item, created } = await ctx.chat.send(auth, { to: params.user_id, message: body.message, client_message_id: body.client_message_id });
      return { status: created ? 201 : 200, body: item };
    },
  });

  routes.add({
    method: 'get',
    path: '/users/:user_id/messages',
    summary: 'Messages of the caller’s chat with a user',
    description: 'Newest first; with `after=<id>` the ones after that id, oldest first. An empty page when the two have not talked yet; 404 for an unknown user.',
    tags: ['Chat'],
    auth: 'required',
    params: userIdParams,
    query: pageAfterQuery,
    responses: { 200: { description: 'A page of chat_message', schema: chatMessagePage }, 404: { description: 'Unknown user', schema: errorBody } },
    async handler({ auth, params, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.chat.messagesWith(auth, params.user_id, { ...page, after: query.after });
      return { body: halPage(ctx.config, req, 'chat_message', items, total, page) };
    },
  });

  routes.add({
    method: 'get',
    path: '/chats',
    summary: 'The caller’s chats',
    description: 'Each with the other member, the last message and the unread count; latest activity first.',
    tags: ['Chat'],
    auth: 'required',
    query: pageQuery,
    responses: { 200: { description: 'A page of chat', schema: chatPage } },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.chat.listChats(auth, page);
      return { body: halPage(ctx.config, req, 'chat', items, total, page) };
    },
  });

  routes.add({
    method: 'get',
    path: '/chats/:chat_id/messages',
    summary: 'Messages of one chat',
    description: `Newest first; with \`after=<id>\` the ones after that id, oldest first. ${membersOnly}`,
    tags: ['Chat'],
    auth: 'required',
    params: chatIdParams,
    query: pageAfterQuery,
    responses: { 200: { description: 'A page of chat_message', schema: chatMessagePage }, 404: { description: 'No such chat of the caller', schema: errorBody } },
    async handler({ auth, params, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.chat.chatMessages(auth, params.chat_id, { ...page, after: query.after });
      return { body: halPage(ctx.config, req, 'chat_message', items, total, page) };
    },
  });

  routes.add({
    method: 'put',
    path: '/chats/:chat_id/read',
    summary: 'Mark a chat read',
    description: `Marks every message of the chat read for the caller (its unread count drops to 0). ${membersOnly}`,
    tags: ['Chat'],
    auth: 'required',
    params: chatIdParams,
    responses: { 204: { description: 'Marked read' }, 404: { description: 'No such chat of the caller', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.chat.markRead(auth, params.chat_id);
      return { status: 204 };
    },
  });
}
