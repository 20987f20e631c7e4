import { get, update } from 'idb-keyval';

/**
 * The offline queue shared by the door (check-ins) and the booth staff screen (badge scans): items wait in
 * IndexedDB under one key (so they survive a reload) and go up in batches when the network is back. A batch that
 * could not be sent (no network, a server error, a rate limit, an expired login) stays for the next try; a batch the
 * server refused for a reason that sending again cannot change leaves the queue, each item with that reason.
 * Flushes of one queue run one after the other, so two triggers (an `online` event and a mount) never send an item
 * twice; items added while a batch is in flight stay for the next one.
 */

/** What sending one batch came to. */
export type BatchSent<A> =
  /** The server answered: one answer per item sent, in the order sent. */
  | { kind: 'answered'; answers: A[] }
  /** Refused for a reason retrying cannot change: the items leave the queue with `reason`. */
  | { kind: 'refused'; reason: string }
  /** Not sent (network, 5xx, 401, 408, 429): the items stay. */
  | { kind: 'kept' };

/** One item after a flush: the server's answer, or the reason it was refused (it left the queue either way). */
export type Flushed<T, A> = { item: T; answer: A } | { item: T; refused: string };

/** Answers that sending again may change: the items stay queued. */
const RETRIED = new Set([401, 408, 429]);

/**
 * How a batch call ended, from what the typed REST client gave back (`response` is undefined when the request
 * failed for network reasons). `answers` reads the answers out of a successful body.
 */
export function batchOutcome<A>(call: { data?: unknown; error?: unknown; response?: Response }, answers: (data: unknown) => A[] | undefined): BatchSent<A> {
  const { data, error, response } = call;
  if (!response) return { kind: 'kept' };
  if (response.ok) {
    const list = data === undefined ? undefined : answers(data);
    return list ? { kind: 'answered', answers: list } : { kind: 'kept' };
  }
  if (response.status >= 400 && response.status < 500 && !RETRIED.has(response.status)) {
    const reason = (error as { errors?: Array<{ message?: string }> } | undefined)?.errors?.[0]?.message ?? `HTTP ${response.status}`;
    return { kind: 'refused', reason };
  }
  return { kind: 'kept' };
}

const running = new Map<string, Promise<unknown>>();

export class OfflineQueue<T> {
  /**
   * @param key the IndexedDB key (idb-keyval's default store) holding the items, oldest first
   * @param batchMax the most items one request may carry (the batch endpoint's limit)
   */
  constructor(
    readonly key: string,
    readonly batchMax: number,
  ) {}

  /** The items waiting, oldest first. */
  async items(): Promise<T[]> {
    return (await get<T[]>(this.key)) ?? [];
  }

  async size(): Promise<number> {
    return (await this.items()).length;
  }

  /** Adds `item` at the end; the new number of items waiting. */
  async add(item: T): Promise<number> {
    let size = 0;
    await update<T[]>(this.key, (list) => {
      const next = [...(list ?? []), item];
      size = next.length;
      return next;
    });
    return size;
  }

  /** Replaces the first waiting item that `match` accepts with `change(item)`; whether one was found. */
  async replace(match: (item: T) => boolean, change: (item: T) => T): Promise<boolean> {
    let found = false;
    await update<T[]>(this.key, (list) =>
      (list ?? []).map((item) => {
        if (found || !match(item)) return item;
        found = true;
        return change(item);
      }),
    );
    return found;
  }

  /**
   * Sends what waits, `batchMax` items at a time, until the queue is empty or a batch is kept. Sent and refused items
   * leave the queue (only those: items added meanwhile stay); the result has one entry per item that left.
   */
  flush<A>(send: (batch: T[]) => Promise<BatchSent<A>>): Promise<Array<Flushed<T, A>>> {
    const previous = running.get(this.key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.drain(send));
    running.set(this.key, next);
    void next.finally(() => {
      if (running.get(this.key) === next) running.delete(this.key);
    }).catch(() => undefined);
    return next;
  }

  private async drain<A>(send: (batch: T[]) => Promise<BatchSent<A>>): Promise<Array<Flushed<T, A>>> {
    const out: Array<Flushed<T, A>> = [];
    for (;;) {
      const batch = (await this.items()).slice(0, this.batchMax);
      if (batch.length === 0) return out;
      let sent: BatchSent<A>;
      try {
        sent = await send(batch);
      } catch {
        sent = { kind: 'kept' };
      }
      if (sent.kind === 'kept') return out;
      await update<T[]>(this.key, (list) => (list ?? []).slice(batch.length));
      if (sent.kind === 'refused') out.push(...batch.map((item) => ({ item, refused: sent.reason })));
      else out.push(...batch.map((item, i) => ({ item, answer: sent.answers[i]! })));
    }
  }
}

/**
 * Calls `onChange(online)` when the browser goes on or off line, and `flush` when it comes back (and every
 * `retryMs`, when given, while online: a request that failed with the browser still "online" is retried that way).
 * Returns the function that stops it.
 */
export function watchNetwork(onChange: (online: boolean) => void, flush: () => void, retryMs?: number): () => void {
  const up = () => {
    onChange(true);
    flush();
  };
  const down = () => onChange(false);
  window.addEventListener('online', up);
  window.addEventListener('offline', down);
  const timer = retryMs ? window.setInterval(() => navigator.onLine && flush(), retryMs) : undefined;
  return () => {
    window.removeEventListener('online', up);
    window.removeEventListener('offline', down);
    if (timer !== undefined) window.clearInterval(timer);
  };
}
