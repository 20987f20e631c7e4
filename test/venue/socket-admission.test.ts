import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { ADMISSION_CONCURRENCY, createAdmissionGate } from '../../realtime/caps.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, createEvent, createOrganization, issueTicket, login, uniqueMobile } from '../helpers/factories.js';
import { closeAllSockets, connectSocket } from '../helpers/sockets.js';

/**
 * Socket admission for reconnect storms (issue 21): one statement per socket for its token's revocation and every
 * fact the connection needs (test/platform/statement-counts.test.ts counts it), run in arrival order a few at a
 * time, with the work of a connection whose client left skipped.
 */
describe('the admission gate', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs at most `concurrency` at once, the others in arrival order', async () => {
    const gate = createAdmissionGate({ concurrency: 2, maxQueued: 100 });
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gate.run(
          () => true,
          async () => {
            started.push(i);
            most = Math.max(most, ++running);
            await tick();
            running--;
            return i * 10;
          },
        ),
      ),
    );
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => ({ ran: true, value: i * 10 })));
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
    expect(gate.active).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it('skips the work of one whose client left while it waited, and refuses at once past maxQueued', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxQueued: 2 });
    const ran: string[] = [];
    let leftA = false;
    const work = (name: string) => async () => {
      ran.push(name);
      await tick();
      return name;
    };
    const first = gate.run(() => true, work('first'));
    const a = gate.run(() => !leftA, work('a'));
    const b = gate.run(() => true, work('b'));
    const c = gate.run(() => true, work('c')).then(
      () => 'admitted',
      (err: { code?: string; retryAfter?: number }) => `${err.code} ${err.retryAfter}`,
    );
    leftA = true;
    expect(await c).toBe('overloaded 1');
    expect(await Promise.all([first, a, b])).toEqual([{ ran: true, value: 'first' }, { ran: false }, { ran: true, value: 'b' }]);
    expect(ran).toEqual(['first', 'b']);
  });
});

describe('sockets admitted through the gate', () => {
  let server: TestServer;
  let client: { client_id: string; client_secret: string };
  beforeAll(async () => {
    server = await startTestServer({ attachments: [attachRealtime], env: { OTP_RESEND_SECONDS: '1' } });
    client = await createClient(server.ctx);
  });
  afterAll(async () => {
    closeAllSockets();
    await server.stop();
  });
  afterEach(() => closeAllSockets());

  it('300 sockets at once: all admitted, several admissions under way together, never more than ADMISSION_CONCURRENCY', async () => {
    const org = await createOrganization(server.ctx);
    const event = await createEvent(server.ctx, org.id);
    const { body } = await login(server, client, uniqueMobile());
    const me = await server.http.get('/connect/users/me', { token: body.access_token });
    await issueTicket(server.ctx, event.id, me.body.id);
    const admit = server.ctx.socketAdmission.admit;
    let running = 0;
    let most = 0;
    server.ctx.socketAdmission.admit = async (token) => {
      most = Math.max(most, ++running);
      try {
        // A loaded database: each admission takes 20 ms, so 300 arriving together would overlap by the dozen.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await admit(token);
      } finally {
        running--;
      }
    };
    try {
      // The assertion is on how many admissions overlap, not how fast: on a loaded machine the 300 handshakes take longer than one's default 5 s.
      const sockets = await Promise.all(Array.from({ length: 300 }, () => connectSocket(server, body.access_token as string, { timeout: 30_000 })));
      expect(sockets.every((s) => s.connected)).toBe(true);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(ADMISSION_CONCURRENCY);
    } finally {
      server.ctx.socketAdmission.admit = admit;
    }
  });

  it('a revoked login and a deleted account are refused on their next connection, another login is not', async () => {
    const mobile = uniqueMobile();
    const first = await login(server, client, mobile);
    await new Promise((r) => setTimeout(r, 1100));
    const second = await login(server, client, mobile);
    (await connectSocket(server, first.body.access_token as string)).close();
    const revoked = await server.http.post('/connect/oauth2/revoke', { token: first.body.refresh_token, client_id: client.client_id, client_secret: client.client_secret });
    expect(revoked.status).toBe(200);
    await expect(connectSocket(server, first.body.access_token as string)).rejects.toMatchObject({ message: 'unauthorized', data: { code: 'unauthorized' } });
    const other = await connectSocket(server, second.body.access_token as string);
    expect(other.connected).toBe(true);
    other.close();
    expect((await server.http.delete('/connect/users/me', { token: second.body.access_token })).status).toBe(204);
    await expect(connectSocket(server, second.body.access_token as string)).rejects.toMatchObject({ message: 'unauthorized' });
  });
});
