import type { RealtimeSocket } from '../events.js';
import type { Handler } from './index.js';

/** At most one `chat:typing` a second per socket is passed on (CONTRACT 10); the rest are checked and acknowledged. */
export const TYPING_INTERVAL_MS = 1000;
const lastPassedOn = new WeakMap<RealtimeSocket, number>();

/** `chat:typing {to}` → `{chat_id, passed_on}`; the recipient's sockets get `chat:typing {chat_id, from}`. */
export const chatTyping: Handler<'chat:typing'> = async (ctx, socket, { to }) => {
  const now = Date.now();
  const passOn = now - (lastPassedOn.get(socket) ?? 0) >= TYPING_INTERVAL_MS;
  const { chat_id } = await ctx.liveChat.typing(socket.data.claims, to, passOn);
  if (passOn) lastPassedOn.set(socket, now);
  return { chat_id, passed_on: passOn };
};
