import { readId } from '../../server/ids.js';
import type { Handler } from './index.js';

/** `chat:send {to, message, client_message_id?}` → the stored chat message (the service reads the message as REST's). */
export const chatSend: Handler<'chat:send'> = async (ctx, socket, payload) => {
  const to = readId(payload.to, 'to');
  const { item } = await ctx.chat.send(socket.data.claims, { to, message: payload.message, client_message_id: payload.client_message_id });
  return item;
};

/** `chat:read {chat_id}` → marks the chat read for the caller (404 unless a member). */
export const chatRead: Handler<'chat:read'> = async (ctx, socket, { chat_id }) => {
  await ctx.chat.markRead(socket.data.claims, chat_id);
  return { chat_id };
};
