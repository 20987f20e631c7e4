import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { eventually } from '../helpers/sockets.js';

// Issue 44 "Quick start": the listener ships as `npm run listen` (scripts/listen.mjs) and runs from any directory.

const script = fileURLToPath(new URL('../../scripts/listen.mjs', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  await server.stop();
});

function listen(args: string[]) {
  const child = spawn(process.execPath, [script, ...args], { cwd: tmpdir(), env: { ...process.env, CONVENE_URL: server.url }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '', code: undefined as number | null | undefined };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  child.on('exit', (code) => (out.code = code));
  return { child, out };
}

describe('scripts/listen.mjs', () => {
  it('run from outside the checkout, connects with the token and prints the chat:message it is sent', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const { child, out } = listen([bob!.token]);
    try {
      await eventually(() => expect(out.stdout, out.stderr).toContain(`connected to ${server.url}`), 15_000);
      const sent = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'Hello' }, { token: alice!.token });
      expect(sent.status).toBe(201);
      await eventually(() => expect(out.stdout).toMatch(/^chat:message \{.*"message":"Hello".*\}$/m), 15_000);
      const line = out.stdout.split('\n').find((l) => l.startsWith('chat:message'))!;
      expect(JSON.parse(line.slice('chat:message '.length))).toMatchObject({ id: sent.body.id, message: 'Hello' });
    } finally {
      child.kill('SIGTERM');
    }
    await eventually(() => expect(out.code).toBe(0));
  }, 60_000);

  it('exits 2 with its usage without a token, 1 on a refused token', async () => {
    const none = listen([]);
    await eventually(() => expect(none.out.code).toBe(2));
    expect(none.out.stderr).toContain('usage: npm run listen');
    const bad = listen(['not-a-token']);
    await eventually(() => expect(bad.out.code).toBe(1), 15_000);
    expect(bad.out.stderr).toContain('connect_error');
  }, 60_000);
});
