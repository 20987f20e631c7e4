import { readId } from '../../server/ids.js';
import type { ChatMessageItem } from '../../server/networking/types.js';
import type { HandlerFn } from './index.js';

/** `chat:send {to, message, client_message_id?}` → the stored chat message. */
export const chatSend: HandlerFn<ChatMessageItem> = async (ctx, socket, payload) => {
  const to = readId(payload.to, 'to');
  const { item } = await ctx.chat.send(socket.data.claims, { to, message: payload.message, client_message_id: payload.client_message_id });
  return item;
};

/** `chat:read {chat_id}` → marks the chat read for the caller (404 unless a member). */
export const chatRead: HandlerFn<{ chat_id: number }> = async (ctx, socket, payload) => {
  const chatId = readId(payload.chat_id, 'chat_id');
  await ctx.chat.markRead(socket.data.claims, chatId);
  return { chat_id: chatId };
};
