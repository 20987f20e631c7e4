import { io, type Socket } from 'socket.io-client';
import type { Session } from './auth.js';
import type { ClientEvents, ServerEvents, components } from './generated/asyncapi.js';

// The socket events' types come from the AsyncAPI document (client/generated/asyncapi.ts, `npm run client:types`).
type Schemas = components['schemas'];
export type LivefeedMessage = Schemas['LivefeedMessage'];
export type ChatMessage = Schemas['ChatMessage'];
export type AckError = Schemas['AckError'];
export type { ClientEvents, ServerEvents };

type Ack<T> = { ok: true; data: T } | { ok: false; error: AckError };
/** What the acknowledgement of a client event carries when it succeeds. */
export type AckData<E extends keyof ClientEvents> = Extract<ClientEvents[E]['ack'], { ok: true }>['data'];
type SyncData = AckData<'sync'>;

/** What the server pushes that the client library passes on (feed items and chat messages exactly once, across reconnects). */
export type RealtimeEvents = {
  [E in Exclude<keyof ServerEvents, 'sync:required'>]: (payload: ServerEvents[E]) => void;
};

export type ConnectionState = 'connecting' | 'syncing' | 'live' | 'offline' | 'logged_out';

/** Items per stream asked of each `sync` call: the most the server gives (its SYNC_MAX_PAGE). */
const SYNC_PAGE_LIMIT = 1000;

export interface RealtimeOptions {
  /** The server's origin, e.g. `https://events.example.com`. */
  url: string;
  session: Session;
  /**
   * Where the app stopped last time (ids of the newest feed and chat items it holds, and the chat update cursor).
   * Without `livefeed_after` the feed starts at its newest item when the first connection goes up (read over REST):
   * a new app shows the feed's latest page from `GET /connect/livefeed/messages` and gets what follows live, instead
   * of every item the event ever had through `sync`. Pass 0 for the whole feed. Chat streams start at 0 (the user's
   * own messages).
   */
  cursors?: { livefeed_after?: number; chat_after?: number; chat_updates_after?: number };
  /** Used for the feed's newest item when no feed cursor is given (default: the global fetch). */
  fetch?: typeof fetch;
  /** Acknowledgement wait before a send is retried on the next connection. */
  ackTimeoutMs?: number;
  /** Live items younger than this do not move the sync cursor yet: pushes from two nodes may arrive out of id order. */
  settleMs?: number;
  transports?: Array<'websocket' | 'polling'>;
  /**
   * How long a connection attempt may take before it is abandoned and tried again (default 45 s; socket.io-client's
   * own is 20 s). When a hall reconnects at once the server admits connections in arrival order: one that gave up
   * while it waited would start over at the end of the queue, and the server's work for it would be done twice.
   */
  connectTimeoutMs?: number;
}

/** Ack error codes that mean "not now": the same call is tried again on the same connection after `retry_after`. */
const TRANSIENT = new Set(['service_unavailable', 'overloaded', 'rate_limited']);

class Stream<T extends { id: number }> {
  /** Highest id known to have no older item missing; undefined until the stream has a starting point (anchor). */
  cursor: number | undefined;
  private readonly seen = new Set<number>();
  private readonly recent: Array<{ id: number; at: number }> = [];
  constructor(cursor: number | undefined) {
    this.cursor = cursor;
  }
  /** Starts a stream that had no cursor at `id` (items up to it are history, not missed). */
  anchor(id: number): void {
    this.cursor ??= id;
  }
  /** True the first time an id is seen. */
  take(item: T, live: boolean): boolean {
    if (this.cursor !== undefined && item.id <= this.cursor && !live) return false;
    if (this.seen.has(item.id)) return false;
    this.seen.add(item.id);
    if (this.seen.size > 5000) this.seen.delete(this.seen.values().next().value as number);
    if (live) this.recent.push({ id: item.id, at: Date.now() });
    else this.cursor = Math.max(this.cursor ?? 0, item.id);
    return true;
  }
  /** The cursor for the next sync: live items settled long enough count as received in order (once anchored). */
  settle(settleMs: number): number | undefined {
    if (this.cursor === undefined) return undefined;
    const limit = Date.now() - settleMs;
    while (this.recent.length > 0 && this.recent[0]!.at <= limit) this.cursor = Math.max(this.cursor, this.recent.shift()!.id);
    return this.cursor;
  }
}

/**
 * One realtime connection: authenticates with a fresh access token on every (re)connection, repeats `sync` until
 * `has_more` is false after each one, and passes every feed item and chat message on exactly once. Sends carry a
 * `client_message_id`, so a send retried after a lost acknowledgement is stored once.
 */
export class Realtime {
  readonly socket: Socket;
  private readonly feed: Stream<LivefeedMessage>;
  private readonly chat: Stream<ChatMessage>;
  /** `sync`'s update cursor (edits and deletions of chat messages), from 0 like the other streams. */
  private chatUpdatesCursor: number;
  private readonly listeners = new Map<string, Set<(...args: any[]) => void>>();
  private syncing: Promise<void> | null = null;
  /** The token has no feed to follow (the feed list refused it): not asked again on every reconnect. */
  private feedless = false;
  private state: ConnectionState = 'connecting';
  private readonly ackTimeoutMs: number;
  private readonly settleMs: number;

  constructor(private readonly options: RealtimeOptions) {
    this.feed = new Stream(options.cursors?.livefeed_after);
    this.chat = new Stream(options.cursors?.chat_after ?? 0);
    this.chatUpdatesCursor = options.cursors?.chat_updates_after ?? 0;
    this.ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
    this.settleMs = options.settleMs ?? 5_000;
    this.socket = io(options.url, {
      path: '/connect/socket.io',
      transports: options.transports ?? ['websocket', 'polling'],
      timeout: options.connectTimeoutMs ?? 45_000,
      autoConnect: false,
      auth: (cb) => {
        options.session
          .accessToken()
          .then((token) => cb({ token: token ?? '' }))
          .catch(() => cb({ token: options.session.tokens?.access_token ?? '' }));
      },
    });
    this.socket.on('connect', () => void this.resync());
    this.socket.on('sync:required', () => void this.resync());
    this.socket.on('disconnect', () => this.setState('offline'));
    this.socket.on('connect_error', (err: Error) => void this.onConnectError(err));
    this.socket.on('livefeed:message', (item: LivefeedMessage) => {
      if (this.feed.take(item, true)) this.emit('livefeed:message', item);
    });
    this.socket.on('chat:message', (item: ChatMessage) => {
      if (this.chat.take(item, true)) this.emit('chat:message', item);
    });
    this.socket.onAny((event: string, ...args: unknown[]) => {
      if (event === 'livefeed:message' || event === 'chat:message' || event === 'sync:required') return;
      this.emit(event, ...args);
    });
  }

  get connectionState(): ConnectionState {
    return this.state;
  }

  /** The ids to resume from next time (store them with the app's data); no feed cursor before the first sync. */
  get cursors(): { livefeed_after?: number; chat_after: number; chat_updates_after: number } {
    const feed = this.feed.settle(this.settleMs);
    return { ...(feed === undefined ? {} : { livefeed_after: feed }), chat_after: this.chat.settle(this.settleMs) ?? 0, chat_updates_after: this.chatUpdatesCursor };
  }

  connect(): this {
    this.setState('connecting');
    this.socket.connect();
    return this;
  }

  close(): void {
    this.socket.disconnect();
    this.setState('offline');
  }

  on(event: 'state', listener: (state: ConnectionState) => void): () => void;
  on<E extends keyof RealtimeEvents>(event: E, listener: RealtimeEvents[E]): () => void;
  on(event: string, listener: (...args: any[]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (...args: any[]) => void);
    return () => set.delete(listener as (...args: any[]) => void);
  }

  /**
   * Posts to the live feed of the token's event; retried on the next connection until acknowledged. Over a budget it
   * rejects with a RealtimeError `rate_limited` whose `retryAfter` says when to send again (likewise `sendChat`).
   */
  postToFeed(message: string): Promise<LivefeedMessage> {
    return this.send('livefeed:post', { message, client_message_id: newId() });
  }

  sendChat(to: number, message: string): Promise<ChatMessage> {
    return this.send('chat:send', { to, message, client_message_id: newId() });
  }

  /** An acknowledged call that is not retried (typing, read state, session events). */
  async request<E extends keyof ClientEvents>(event: E, payload: ClientEvents[E]['payload']): Promise<AckData<E>> {
    const ack = (await this.socket.timeout(this.ackTimeoutMs).emitWithAck(event, payload)) as Ack<AckData<E>>;
    if (!ack.ok) throw new RealtimeError(ack.error);
    return ack.data;
  }

  private async send<E extends 'livefeed:post' | 'chat:send'>(event: E, payload: ClientEvents[E]['payload']): Promise<AckData<E>> {
    for (;;) {
      if (!this.socket.connected) await this.once('connect');
      let ack: Ack<AckData<E>>;
      try {
        ack = (await this.socket.timeout(this.ackTimeoutMs).emitWithAck(event, payload)) as Ack<AckData<E>>;
      } catch {
        // No acknowledgement (a lost connection, a node restart): the same client_message_id again is stored once.
        continue;
      }
      if (ack.ok) return ack.data;
      // Over a budget (the socket's or the user's): refused, not lost. Retrying by itself would spend the budget the
      // app's next sends need and leave every send waiting; the app is told with the wait (`retryAfter`, seconds).
      if (ack.error.code === 'rate_limited') throw new RealtimeError(ack.error);
      if (TRANSIENT.has(ack.error.code)) {
        await delay((ack.error.retry_after ?? 1) * 1000);
        continue;
      }
      throw new RealtimeError(ack.error);
    }
  }

  private once(event: string): Promise<void> {
    return new Promise((resolve) => this.socket.once(event, () => resolve()));
  }

  private async onConnectError(err: Error): Promise<void> {
    if (err.message !== 'unauthorized') {
      // An outage (service_unavailable) or a refused handshake: socket.io-client backs off and retries by itself
      // when the transport failed; a refusal by the server's middleware needs a new attempt from here.
      // A refusal says when to come back (`retry_after`, seconds); 2 s otherwise.
      const retryAfter = (err as Error & { data?: { retry_after?: unknown } }).data?.retry_after;
      const waitMs = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter * 1000 : 2_000;
      if (!this.socket.active) setTimeout(() => this.socket.connect(), waitMs);
      return;
    }
    try {
      await this.options.session.refresh(this.options.session.tokens?.access_token);
      this.socket.connect();
    } catch {
      this.setState('logged_out');
    }
  }

  /** Repeats `sync` until nothing is left, passing on what the pushes did not bring. One at a time. */
  private resync(): Promise<void> {
    if (!this.syncing) {
      this.setState('syncing');
      this.syncing = this.syncLoop()
        .then(() => this.setState('live'))
        .catch(() => {
          // A failed sync is tried again on the next connection; leave the socket to reconnect.
          this.socket.disconnect().connect();
        })
        .finally(() => {
          this.syncing = null;
        });
    }
    return this.syncing;
  }

  /**
   * Gives a feed without a cursor its starting point: the id of the newest item the user can see, read over REST
   * after the socket joined the event's room (so whatever is posted later comes by push or by the next sync). A
   * token not bound to an event has no feed (the list refuses it): the cursor stays unset and `sync` omits it.
   */
  private async anchorFeed(): Promise<void> {
    const token = await this.options.session.accessToken();
    const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const res = await fetchImpl(`${this.options.url}/connect/livefeed/messages?page_size=1`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token ?? ''}` },
    });
    if (res.status >= 500 || res.status === 429 || res.status === 401) {
      throw new RealtimeError({ code: `http_${res.status}`, message: `The feed's newest item could not be read (${res.status}).` });
    }
    if (!res.ok) {
      this.feedless = true;
      return;
    }
    const body = (await res.json()) as { _embedded?: { livefeed_message?: Array<{ id: number }> } };
    this.feed.anchor(body._embedded?.livefeed_message?.[0]?.id ?? 0);
  }

  private async syncLoop(): Promise<void> {
    if (this.feed.cursor === undefined && !this.feedless) await this.anchorFeed();
    for (;;) {
      // The largest page sync allows: after a long gap (a night offline, a dead node) 10,000 missed items come back
      // in 10 calls instead of 100, well inside the per-socket sync budget.
      const feedAfter = this.feed.settle(this.settleMs);
      const request: ClientEvents['sync']['payload'] = {
        ...(feedAfter === undefined ? {} : { livefeed_after: feedAfter }),
        chat_after: this.chat.settle(this.settleMs) ?? 0,
        chat_updates_after: this.chatUpdatesCursor,
        limit: SYNC_PAGE_LIMIT,
      };
      const data = await this.syncOnce(request);
      for (const item of data.livefeed) if (this.feed.take(item, false)) this.emit('livefeed:message', item);
      for (const item of data.chat) if (this.chat.take(item, false)) this.emit('chat:message', item);
      for (const item of data.chat_updates ?? []) this.emit('chat:updated', item);
      if (data.chat_updates_cursor !== undefined) this.chatUpdatesCursor = data.chat_updates_cursor;
      if (!data.has_more) return;
    }
  }

  /**
   * One `sync` call. Answered "not now" (`overloaded`, `service_unavailable`, `rate_limited`) or not answered in
   * time while the connection stays up, it is asked again on the same connection (after `retry_after`): a busy node
   * is not made to admit the socket a second time. Other refusals, and a lost connection, end the loop (the next
   * connection syncs again).
   */
  private async syncOnce(request: ClientEvents['sync']['payload']): Promise<SyncData> {
    for (;;) {
      let ack: Ack<SyncData>;
      try {
        ack = (await this.socket.timeout(this.ackTimeoutMs).emitWithAck('sync', request)) as Ack<SyncData>;
      } catch (err) {
        if (this.socket.connected) continue;
        throw err;
      }
      if (ack.ok) return ack.data;
      if (TRANSIENT.has(ack.error.code) && this.socket.connected) {
        await delay((ack.error.retry_after ?? 1) * 1000);
        continue;
      }
      throw new RealtimeError(ack.error);
    }
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.emit('state', state);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export class RealtimeError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  /** Seconds to wait before trying again, when the server said (`rate_limited`, `service_unavailable`, `overloaded`). */
  readonly retryAfter: number | undefined;
  /** An acknowledgement's error, or one the library makes of an HTTP answer (its code may be `http_<status>`). */
  constructor(error: Omit<AckError, 'code'> & { code: string }) {
    super(error.message);
    this.name = 'RealtimeError';
    this.code = error.code;
    this.field = error.field;
    this.retryAfter = error.retry_after;
  }
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
