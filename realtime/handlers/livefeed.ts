import type { Handler } from './index.js';

/** `livefeed:post {message, client_message_id?}` → the stored item (a retry with the same client id: the first). */
export const livefeedPost: Handler<'livefeed:post'> = async (ctx, socket, payload) => {
  const { item } = await ctx.livefeed.post(socket.data.claims, { message: payload.message, client_message_id: payload.client_message_id });
  return item;
};
