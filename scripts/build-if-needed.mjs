// Builds dist/ with tsc when it is missing or older than any source file, so `npm start` works on a fresh clone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const marker = join(root, 'dist', 'server', 'app', 'main.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path));
    else if (entry.name.endsWith('.ts')) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

const sources = ['server', 'gateway', 'realtime', 'storage'].map((d) => newest(join(root, d)));
const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (built === 0 || Math.max(...sources, statSync(join(root, 'tsconfig.build.json')).mtimeMs) > built) {
  process.stderr.write('convene: building (tsc)…\n');
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  // tsc leaves main.js untouched when it did not change; touch it so the next start skips the build.
  const now = new Date();
  (await import('node:fs')).utimesSync(marker, now, now);
}
