import type { Logger } from '../infra/logger.js';

/**
 * Delivers reads to this node's sockets at least `intervalMs` apart (Q&A counts, seat states): a read arriving
 * sooner is held, later ones merge into it (`merge`: the newer read wins per object), and it goes out when the
 * interval is over. A failure of the held delivery is logged, never thrown into the timer.
 */
export function createPacer<T>(options: { intervalMs: number; merge: (older: T, newer: T) => T; emit: (read: T) => void; logger: Logger }) {
  const { intervalMs, merge, emit, logger } = options;
  let lastAt = 0;
  let held: T | undefined;
  let timer: NodeJS.Timeout | undefined;
  const send = (read: T) => {
    lastAt = Date.now();
    emit(read);
  };
  return {
    deliver(read: T): void {
      if (held !== undefined) {
        held = merge(held, read);
        return;
      }
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0) {
        send(read);
        return;
      }
      held = read;
      timer = setTimeout(() => {
        timer = undefined;
        const out = held;
        held = undefined;
        if (out === undefined) return;
        try {
          send(out);
        } catch (err) {
          logger.error({ err }, 'realtime.delivery_failed');
        }
      }, wait);
      timer.unref();
    },
    close(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
      held = undefined;
    },
  };
}
