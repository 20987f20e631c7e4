import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer } from '../helpers/server.js';
import { BUILD_TIMEOUT_MS, ensureBuilt } from '../helpers/build.js';
import { connectSocket } from '../helpers/sockets.js';

const root = new URL('../..', import.meta.url).pathname;

describe('shutdown', () => {
  beforeAll(ensureBuilt, BUILD_TIMEOUT_MS);

  it('SIGTERM ends the built server within SHUTDOWN_TIMEOUT_MS even when its stdout reader went away', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'convene-pipe-'));
    const { TEST_DATABASE_URL: _a, TEST_REDIS_URL: _b, ...inherited } = process.env;
    try {
      const child = spawn(process.execPath, [join(root, 'dist', 'app', 'main.js')], {
        cwd: root,
        env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DEMO_DATA: '0', SHUTDOWN_TIMEOUT_MS: '3000' },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let seen = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (d: Buffer) => {
          seen += d.toString();
          if (seen.includes('server.started')) resolve();
        });
        child.once('exit', () => reject(new Error(`exited early: ${seen.slice(-500)}`)));
      });
      // The reader goes away: every later log line meets a closed pipe.
      child.stdout!.destroy();
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      expect(Date.now() - started).toBeLessThan(3500);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('drains sockets by closing their transport, so clients reconnect elsewhere instead of staying away', async () => {
    const server = await startTestServer({ attachments: [attachRealtime] });
    const sockets = [];
    for (let i = 0; i < 3; i++) sockets.push(await connectSocket(server, await tokenFor(server.ctx, await createUser(server.ctx))));
    const reasons = sockets.map((s) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason))));
    await server.stop();
    // "transport close" is a reason socket.io-client reconnects on by itself ("io server disconnect" is not).
    expect(await Promise.all(reasons)).toEqual(['transport close', 'transport close', 'transport close']);
  });
});
