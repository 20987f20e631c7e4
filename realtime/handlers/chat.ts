import { invalid } from '../../server/errors.js';
import { MAX_ID } from '../../server/networking/input.js';
import type { ChatMessageItem } from '../../server/networking/types.js';
import type { HandlerFn } from './index.js';

/** JSON ids have their documented type: a number, never a numeric string (CONTRACT 1). */
export function positiveId(value: unknown, field: string): number {
  if (value === undefined || value === null) throw invalid(field, `${field} is required.`);
  // Ids are int4 (as REST's 9-digit path ids): a larger one would reach the database as an out-of-range value.
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_ID) throw invalid(field, `${field} must be a positive integer id.`);
  return value;
}

/** `chat:send {to, message, client_message_id?}` → the stored chat message. */
export const chatSend: HandlerFn<ChatMessageItem> = async (ctx, socket, payload) => {
  const to = positiveId(payload.to, 'to');
  const { item } = await ctx.chat.send(socket.data.claims, { to, message: payload.message, client_message_id: payload.client_message_id });
  return item;
};

/** `chat:read {chat_id}` → marks the chat read for the caller (404 unless a member). */
export const chatRead: HandlerFn<{ chat_id: number }> = async (ctx, socket, payload) => {
  const chatId = positiveId(payload.chat_id, 'chat_id');
  await ctx.chat.markRead(socket.data.claims, chatId);
  return { chat_id: chatId };
};
