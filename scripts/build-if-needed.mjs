// Builds what is missing or older than its sources, so `npm start` works on a fresh clone: the server (tsc into
// dist/) and the web app (Vite into dist/web, served at /app/).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
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

const serverMarker = join(root, 'dist', 'server', 'app', 'main.js');
const serverSources = Math.max(...['server', 'gateway', 'realtime', 'storage', 'client'].map((d) => newest(join(root, d), /\.ts$/)), statSync(join(root, 'tsconfig.build.json')).mtimeMs);
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
