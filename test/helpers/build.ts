import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * A build of the server and the web app (TypeScript file by file, then Vite, one build at a time across workers:
 * scripts/build-if-needed.mjs holds a lock) takes seconds, more on a loaded machine, so it belongs in a `beforeAll`
 * with this timeout, never inside a test's own time.
 */
export const BUILD_TIMEOUT_MS = 600_000;

/** Builds dist/ if its sources are newer (scripts/build-if-needed.mjs), without blocking this worker's event loop. */
export function ensureBuilt(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`build-if-needed exited with ${code ?? signal}`))));
  });
}
