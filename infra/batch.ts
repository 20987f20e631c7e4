export interface BatchOptions<K = unknown> {
  /** Keys per load at the most. */
  maxBatch: number;
  /** Loads running at once at the most. */
  inFlight: number;
  /**
   * The first lookup of an idle loader waits for the end of this turn of the event loop, so the lookups made in the
   * same turn share its load (a hall joining one session at once). Without it a lookup alone is sent at once.
   */
  gatherTurn?: boolean;
  /**
   * Asked of each key when its turn comes, before it goes into a load: a returned error (anything but undefined)
   * answers that lookup with it, and the key is not loaded (a `sync` that waited past its deadline, or whose socket
   * left meanwhile).
   */
  refuse?: (key: K) => unknown;
}

/**
 * Coalesces lookups that arrive together into shared round trips (issue 21, reconnect storms; issue 25, a hall
 * joining a session). `load` answers a list of keys in their order. While `inFlight` loads run, new keys wait and go
 * into the next one (at most `maxBatch` keys each): thousands arriving in the same second cost tens of round trips
 * instead of thousands, and the pool is never flooded. A failed load (a rejection or a throw) fails every lookup in it.
 */
export function createBatchLoader<K, V>(load: (keys: K[]) => Promise<V[]>, options: BatchOptions<K>): (key: K) => Promise<V> {
  const waiting: Array<{ key: K; resolve: (value: V) => void; reject: (err: unknown) => void }> = [];
  let running = 0;
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    while (running < options.inFlight && waiting.length > 0) {
      let batch: typeof waiting;
      if (!options.refuse) batch = waiting.splice(0, options.maxBatch);
      else {
        batch = [];
        while (batch.length < options.maxBatch && waiting.length > 0) {
          const next = waiting.shift()!;
          const refusal = options.refuse(next.key);
          if (refusal === undefined) batch.push(next);
          else next.reject(refusal);
        }
        if (batch.length === 0) continue;
      }
      running++;
      let loading: Promise<V[]>;
      try {
        loading = load(batch.map((w) => w.key));
      } catch (err) {
        loading = Promise.reject(err);
      }
      loading
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
      if (!options.gatherTurn) pump();
      else if (!scheduled && running < options.inFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}

/**
 * `createBatchLoader` per key (`session:join`'s per-caller facts, batched per session): lookups of one key share
 * loads, one load in flight per key, the lookups of one turn gathered. A key's loader goes once nothing of it waits.
 */
export function createKeyedBatchLoader<K, V>(load: (key: string, items: K[]) => Promise<V[]>, maxBatch: number): (key: string, item: K) => Promise<V> {
  const loaders = new Map<string, { lookup: (item: K) => Promise<V>; pending: number }>();
  return (key, item) => {
    let entry = loaders.get(key);
    if (!entry) {
      entry = { lookup: createBatchLoader((items: K[]) => load(key, items), { maxBatch, inFlight: 1, gatherTurn: true }), pending: 0 };
      loaders.set(key, entry);
    }
    const own = entry;
    own.pending++;
    return own.lookup(item).finally(() => {
      if (--own.pending === 0 && loaders.get(key) === own) loaders.delete(key);
    });
  };
}
