import type { Request } from 'express';
import { z } from '../../zod.js';
import type { PageRequest } from '../../../server/paging.js';
import type { ChatMessageItem } from '../../../server/networking/types.js';
import type { Routes } from '../../route.js';
import { cursorParam, errorBody, idParam } from '../../schemas.js';
import { halCursorPage, halKeysetPage, halLookaheadPage } from '../../envelopes.js';
import { CHAT_MESSAGE_COUNT_CAP, CHAT_MESSAGES_PER_MINUTE } from '../../../server/networking/chat.js';
import { MAX_PAGE_OFFSET } from '../../../server/paging.js';
import { EDIT_WINDOW_MINUTES } from '../../../server/networking/live-chat.js';
import { chatEditInput, chatSendInput } from '../../../server/networking/schemas.js';
import { chatMessage, chatMessagePage, chatPage, jsonObjectBody, pageAfterBeforeQuery, pageOf, pageQuery } from './networking-schemas.js';

// Bodies are declared once, in the domain (server/networking/schemas.ts): the service applies them to REST and sockets.
const sendBody = chatSendInput;

const userIdParams = z.object({ user_id: idParam });
const chatIdParams = z.object({ chat_id: idParam });
const membersOnly = 'Only the two members see a chat: for anyone else it is 404.';
const depth = MAX_PAGE_OFFSET.toLocaleString('en-US');
const messagePaging =
  'Newest first; with `after=<id>` the ones after that id, oldest first (to catch up). ' +
  '`_links.next` of a full newest-first page carries `before=<last id>` beside `page`: following it reads the next page from the index (cheap at any depth). ' +
  `\`page\` alone reaches ${depth} messages deep (422 naming \`page\` beyond). ` +
  `\`_total_items\` is exact up to ${CHAT_MESSAGE_COUNT_CAP.toLocaleString('en-US')} and that number beyond (a floor: follow \`_links.next\` while present).`;
const messagesBadInput = { description: `\`invalid\`: a bad query parameter, or a \`page\` deeper than ${depth} messages`, schema: errorBody };

export function chatRoutes(routes: Routes): void {
  const { ctx } = routes;
  // Newest first: the next link carries `before` (keyset), as the live feed's; catching up (`after`) pages by offset.
  const messagesPage = (req: Request, items: ChatMessageItem[], total: number, page: PageRequest, after: number | undefined, more = false) =>
    after === undefined ? halKeysetPage(ctx.config, req, 'chat_message', items, total, page, more) : halLookaheadPage(ctx.config, req, 'chat_message', items, total, page, more);
  routes.add({
    method: 'post',
    path: '/users/:user_id/messages',
    summary: 'Send a chat message to a user',
    description:
      'Needs an access token bound to an event (403 `event_token_required`); the recipient must be an attendee or organizer of that event (404 otherwise). ' +
      `One chat per pair of users, created on the first message. At most ${CHAT_MESSAGES_PER_MINUTE} messages a minute per user (429). ` +
      'A retry with the same `client_message_id` answers 200 with the first message; the same id used for another recipient is not a retry (409 `client_message_id_reused`). Both members’ sockets get `chat:message`.',
    operationId: 'sendChatMessage',
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
    description: `${messagePaging} An empty page when the two have not talked yet; 404 for an unknown user.`,
    operationId: 'listMessagesWithUser',
    tags: ['Chat'],
    auth: 'required',
    params: userIdParams,
    query: pageAfterBeforeQuery,
    responses: { 200: { description: 'A page of chat_message', schema: chatMessagePage }, 404: { description: 'Unknown user', schema: errorBody }, 422: messagesBadInput },
    async handler({ auth, params, query, req }) {
      const page = pageOf(query);
      const { items, total, more } = await ctx.chat.messagesWith(auth, params.user_id, { ...page, after: query.after, before: query.before });
      return { body: messagesPage(req, items, total, page, query.after, more) };
    },
  });

  routes.add({
    method: 'get',
    path: '/chats',
    summary: 'The caller’s chats',
    description:
      'Each with the other member, the last message, the unread count and `other_last_read_id` (how far the other member has read); latest activity first. ' +
      `\`_total_items\` is exact. \`_links.next\` of a full page carries a \`cursor\` beside \`page\`: following it reads the next page from the index at any depth; \`page\` alone reaches ${depth} chats deep (422 naming \`page\` beyond).`,
    operationId: 'listChats',
    tags: ['Chat'],
    auth: 'required',
    query: pageQuery.extend({ cursor: cursorParam }),
    responses: {
      200: { description: 'A page of chat', schema: chatPage },
      422: { description: `\`invalid\`: a bad query parameter, a cursor this list did not give, or a \`page\` deeper than ${depth} chats`, schema: errorBody },
    },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total, next } = await ctx.chat.listChats(auth, { ...page, cursor: query.cursor });
      return { body: halCursorPage(ctx.config, req, 'chat', items, total, page, next) };
    },
  });

  routes.add({
    method: 'get',
    path: '/chats/:chat_id/messages',
    summary: 'Messages of one chat',
    description: `${messagePaging} ${membersOnly}`,
    operationId: 'listChatMessages',
    tags: ['Chat'],
    auth: 'required',
    params: chatIdParams,
    query: pageAfterBeforeQuery,
    responses: { 200: { description: 'A page of chat_message', schema: chatMessagePage }, 404: { description: 'No such chat of the caller', schema: errorBody }, 422: messagesBadInput },
    async handler({ auth, params, query, req }) {
      const page = pageOf(query);
      const { items, total, more } = await ctx.chat.chatMessages(auth, params.chat_id, { ...page, after: query.after, before: query.before });
      return { body: messagesPage(req, items, total, page, query.after, more) };
    },
  });

  routes.add({
    method: 'put',
    path: '/chats/:chat_id/read',
    summary: 'Mark a chat read',
    description: `Marks every message of the chat read for the caller (its unread count drops to 0); both members’ sockets get \`chat:read {chat_id, user_id, last_read_id}\`. ${membersOnly}`,
    operationId: 'markChatRead',
    tags: ['Chat'],
    auth: 'required',
    params: chatIdParams,
    responses: { 204: { description: 'Marked read' }, 404: { description: 'No such chat of the caller', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.chat.markRead(auth, params.chat_id);
      return { status: 204 };
    },
  });

  const messageParams = z.object({ chat_id: idParam, message_id: idParam });
  const editBody = chatEditInput;

  routes.add({
    method: 'patch',
    path: '/chats/:chat_id/messages/:message_id',
    summary: 'Edit one’s own chat message',
    description:
      `The sender replaces the text within ${EDIT_WINDOW_MINUTES} minutes of sending; the message then carries \`edited_at\`. ` +
      'Someone else’s message, a deleted one or one past the window → 403; someone who is not a member of the chat → 404. Both members’ sockets get `chat:updated` (the item); lists and `sync` return the current text.',
    operationId: 'editChatMessage',
    tags: ['Chat'],
    auth: 'required',
    params: messageParams,
    body: editBody,
    rawBody: true,
    responses: {
      200: { description: 'The edited message', schema: chatMessage },
      403: { description: 'not_message_sender, edit_window_passed or message_deleted', schema: errorBody },
      404: { description: 'chat_not_found (not a member) or message_not_found', schema: errorBody },
      415: { description: 'The body is not JSON', schema: errorBody },
    },
    async handler({ auth, params, req }) {
      const body = jsonObjectBody(req);
      return { body: await ctx.liveChat.edit(auth, params.chat_id, params.message_id, { message: body.message }) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/chats/:chat_id/messages/:message_id',
    summary: 'Delete one’s own chat message',
    description:
      'The sender deletes a message (no time window); it then comes back as `{id, chat_id, from, to, deleted: true, message: "", created_at}` in lists and `sync`, and both members’ sockets get `chat:updated`. ' +
      'Deleting it again → 204. Someone else’s message → 403; someone who is not a member of the chat → 404.',
    operationId: 'deleteChatMessage',
    tags: ['Chat'],
    auth: 'required',
    params: messageParams,
    responses: {
      204: { description: 'Deleted' },
      403: { description: 'not_message_sender', schema: errorBody },
      404: { description: 'chat_not_found (not a member) or message_not_found', schema: errorBody },
    },
    async handler({ auth, params }) {
      await ctx.liveChat.remove(auth, params.chat_id, params.message_id);
      return { status: 204 };
    },
  });
}
