import { expect } from 'vitest';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '../../realtime/events.js';
import type { TestServer } from './server.js';

export type TestSocket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectOptions {
  transports?: Array<'polling' | 'websocket'>;
  /** The raw `auth` object (default `{token}`). */
  auth?: Record<string, unknown>;
  /** Headers of the handshake (e.g. Accept-Language), as a browser sends them. */
  extraHeaders?: Record<string, string>;
  /** How long the handshake may take (default 5 s): a test of hundreds of sockets at once gives them longer. */
  timeout?: number;
}

const open: TestSocket[] = [];

/** A connected socket.io-client (rejects with the connect_error). Every socket is closed by `closeAllSockets`. */
export function connectSocket(server: TestServer | string, token: string | undefined, options: ConnectOptions = {}): Promise<TestSocket> {
  const url = typeof server === 'string' ? server : server.url;
  const socket: TestSocket = connect(url, {
    path: '/connect/socket.io',
    auth: options.auth ?? (token === undefined ? {} : { token }),
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: options.timeout ?? 5000,
    ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
  });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function closeAllSockets(): void {
  for (const s of open.splice(0)) s.close();
}

/** Everything a socket receives on an event, in order. */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E): Array<Parameters<ServerToClientEvents[E]>[0]> {
  const items: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  socket.on(event, ((item: Parameters<ServerToClientEvents[E]>[0]) => items.push(item)) as never);
  return items;
}

/** Emits with an acknowledgement and resolves with it (fails after `timeoutMs`). */
export async function request<T = any>(socket: TestSocket, event: keyof ClientToServerEvents, payload: unknown, timeoutMs = 5000): Promise<Ack<T>> {
  return (await (socket.timeout(timeoutMs) as any).emitWithAck(event, payload)) as Ack<T>;
}

/** Polls `check` until it holds (or fails with what it last saw). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000, stepMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, stepMs));
    }
  }
}

/** Waits a little to show that something did NOT arrive. */
/**
 * Coalesced pushes as a socket saw them arrive (`arrivals`, ms): their spacing as each node emits them (at least
 * `intervalMs` apart) is the pacer's, checked with a clock of its own (test/realtime/pacer.test.ts); arrival times
 * also carry a loaded machine's delays, so only a gross bunching fails here: they span at least a quarter interval
 * per push.
 */
export function expectNotBunched(arrivals: readonly number[], intervalMs: number): void {
  if (arrivals.length > 1) expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual((arrivals.length - 1) * intervalMs * 0.25);
}

export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
