// Builds what is missing or older than its sources, so `npm start` works on a fresh clone: the server (tsc into
// dist/) and the web app (Vite into dist/web, served at /app/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

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

/**
 * The server's JavaScript, each file on its own (TypeScript's transpileModule with tsconfig.build.json's options and
 * files): a few seconds, where `tsc -p tsconfig.build.json` (`npm run build`) takes a minute or more on two cores
 * because it type-checks the whole program first. The type check is `npm run typecheck`'s job (CI runs it first);
 * the code compiles file by file (`tsc --isolatedModules` finds nothing to refuse), so the output is the same
 * JavaScript tsc writes.
 */
function transpileServer() {
  const configPath = join(root, 'tsconfig.build.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
  if (parsed.errors.length) throw new Error(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  // Every file is an ES module (package.json "type": "module"): what NodeNext emits for such a file is ESNext's
  // output, which transpileModule, blind to package.json, writes only when told so.
  const options = { ...parsed.options, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const problems = [];
  for (const file of parsed.fileNames) {
    if (file.endsWith('.d.ts')) continue;
    const [js, map] = ts.getOutputFileNames(parsed, file, false);
    const out = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file, reportDiagnostics: true });
    for (const d of out.diagnostics ?? []) problems.push(`${file}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    mkdirSync(dirname(js), { recursive: true });
    writeFileSync(js, out.outputText);
    if (map && out.sourceMapText) writeFileSync(map, out.sourceMapText);
  }
  if (problems.length) throw new Error(`the server does not compile:\n${problems.join('\n')}`);
}

const serverMarker = join(root, 'dist', 'app', 'main.js');
const serverSources = Math.max(...['app', 'context', 'infra', 'server', 'gateway', 'realtime', 'storage', 'client'].map((d) => newest(join(root, d), /\.ts$/)), statSync(join(root, 'tsconfig.build.json')).mtimeMs);
if (serverSources > builtAt(serverMarker)) {
  process.stderr.write('convene: building the server (TypeScript, file by file)…\n');
  transpileServer();
  touch(serverMarker);
}

const webMarker = join(root, 'dist', 'web', 'index.html');
const webSources = Math.max(newest(join(root, 'web'), /\.(ts|tsx|css|html|js|json|webmanifest|svg|png)$/), newest(join(root, 'client'), /\.ts$/));
if (webSources > builtAt(webMarker)) {
  process.stderr.write('convene: building the web app (vite)…\n');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'web', 'vite.config.ts'), '--logLevel', 'warn'], { stdio: 'inherit' });
  touch(webMarker);
}
