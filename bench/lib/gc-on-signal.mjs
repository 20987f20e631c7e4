// Preloaded into every server the bench starts (node --expose-gc --import this): SIGUSR2 runs a full garbage
// collection and writes process.memoryUsage() to <tmpdir>/convene-bench-mem-<pid>.json, so memory per socket can
// be read as live heap as well as resident memory. No server code changes; the signal is otherwise unused.
import { writeFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// BENCH_HEAP_SNAPSHOT_DIR (diagnosis only): each signal also writes a heap snapshot there, after the reading.
let snapshots = 0;
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  writeFileSync(join(tmpdir(), `convene-bench-mem-${process.pid}.json`), JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  if (dir) writeHeapSnapshot(join(dir, `heap-${process.pid}-${++snapshots}.heapsnapshot`));
});
