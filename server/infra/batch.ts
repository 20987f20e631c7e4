/**
 * Coalesces lookups that arrive together into shared round trips (issue 21, reconnect storms). `load` answers a
 * list of keys in their order. While `inFlight` loads run, new keys wait and go into the next one (at most
 * `maxBatch` keys each): a lookup alone is sent at once, in a load of its own; thousands arriving in the same second
 * (a hall's sockets dropping or coming back) cost tens of round trips instead of thousands. A failed load fails
 * every lookup in it.
 */
export function createBatchLoader<K, V>(load: (keys: K[]) => Promise<V[]>, options: { maxBatch: number; inFlight: number }): (key: K) => Promise<V> {
  const waiting: Array<{ key: K; resolve: (value: V) => void; reject: (err: unknown) => void }> = [];
  let running = 0;
  const pump = () => {
    while (running < options.inFlight && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      running++;
      load(batch.map((w) => w.key))
        .then(
          (values) => batch.forEach((w, i) => w.resolve(values[i]!)),
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      pump();
    });
}
