// Builds what is missing or older than its sources, so `npm start` works on a fresh clone: the server (tsc into
// dist/) and the web app (Vite into dist/web, served at /app/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir, pattern) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path, pattern));
    else if (pattern.test(entry.name)) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const touch = (file) => {
  // The tools leave an unchanged output untouched; touch it so the next start skips the build.
  const now = new Date();
  utimesSync(file, now, now);
};

// One build at a time: test files that start the built server call this from parallel workers, and two tsc runs
// writing the same dist/ at once could let one read the other's half-written file. The lock is a directory (mkdir is
// atomic) holding the builder's pid; a lock whose process is gone (killed mid-build) is taken over.
const lock = join(root, 'dist', '.build-lock');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};
mkdirSync(join(root, 'dist'), { recursive: true });
for (;;) {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    break;
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    let owner = 0;
    try {
      owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // Just made, its pid not written yet: wait for it.
    }
    if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const serverMarker = join(root, 'dist', 'app', 'main.js');
const serverSources = Math.max(...['app', 'context', 'infra', 'server', 'gateway', 'realtime', 'storage', 'client'].map((d) => newest(join(root, d), /\.ts$/)), statSync(join(root, 'tsconfig.build.json')).mtimeMs);
if (serverSources > builtAt(serverMarker)) {
  process.stderr.write('convene: building the server (tsc, about a minute the first time)…\n');
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  touch(serverMarker);
}

const webMarker = join(root, 'dist', 'web', 'index.html');
const webSources = Math.max(newest(join(root, 'web'), /\.(ts|tsx|css|html|js|json|webmanifest|svg|png)$/), newest(join(root, 'client'), /\.ts$/));
if (webSources > builtAt(webMarker)) {
  process.stderr.write('convene: building the web app (vite)…\n');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'web', 'vite.config.ts'), '--logLevel', 'warn'], { stdio: 'inherit' });
  touch(webMarker);
}
