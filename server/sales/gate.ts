/**
 * At most `size` tasks at once (a task is told whether it waited) on this node; the rest wait their turn in memory. A drop's buyers then queue here
 * instead of holding database connections while they wait on the hot counter rows: each claim transaction is short,
 * and none waits past the pool's timeout (which would answer 503 `overloaded`).
 */
export function createGate(size: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
    const waited = active >= size;
    if (waited) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task(waited);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
