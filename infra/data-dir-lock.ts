import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The embedded database belongs to one process: PGlite keeps it in memory and writes it back, so a second
 * process on the same DATA_DIR (another server, or the CLI while a server runs) would work on a copy the first
 * never sees. `DATA_DIR/convene.lock` holds the owner's pid; a lock whose process is gone is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (a running Convene server?). The embedded database can be opened by one process ` +
        'at a time: stop that server first, or run this command against PostgreSQL (DATABASE_URL).',
    );
  }
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

const LOCK_FILE = 'convene.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isSafeInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Takes the lock (or throws DataDirLockedError); returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (attempt > 0) throw new DataDirLockedError(dir, owner?.pid ?? 0);
      // Another machine's process cannot be checked from here: never take its lock.
      if (owner && (owner.host !== me.host || alive(owner.pid))) throw new DataDirLockedError(dir, owner.pid);
      unlinkSync(file); // stale: its process is gone (or the file is unreadable)
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}
