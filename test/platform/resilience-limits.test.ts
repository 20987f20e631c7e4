import { connect, type Socket } from 'node:net';
import { io as ioClient } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { createClient, createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, connectSocket, eventually } from '../helpers/sockets.js';

/** Races, text, caps and Node's own errors (issue 14), on both databases. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});
afterEach(() => closeAllSockets());

describe('concurrent PATCH /api/events/{slug}', () => {
  it('checks the dates against the row as it is when written: 200 or 422, never 500, never an inverted event', async () => {
    const owner = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, owner);
    const org = await createOrganization(server.ctx, owner);
    for (let round = 0; round < 15; round++) {
      const start = new Date(Date.UTC(2030, 0, 1, 10));
      const event = await createEvent(server.ctx, org.id, { starts_at: start, ends_at: new Date(start.getTime() + 4 * 3600_000) });
      // Each is valid against the stored row (10:00–14:00); together they would invert it (13:00–11:00).
      const [later, earlier] = await Promise.all([
        server.http.patch(`/api/events/${event.slug}`, { starts_at: new Date(start.getTime() + 3 * 3600_000).toISOString() }, { token }),
        server.http.patch(`/api/events/${event.slug}`, { ends_at: new Date(start.getTime() + 1 * 3600_000).toISOString() }, { token }),
      ]);
      const statuses = [later.status, earlier.status].sort();
      expect(statuses).toEqual([200, 422]);
      const loser = later.status === 422 ? later : earlier;
      expect(loser.body.errors[0]).toMatchObject({ code: 'invalid', field: 'ends_at' });
      const stored = await server.ctx.db.selectFrom('events').select(['starts_at', 'ends_at']).where('id', '=', event.id).executeTakeFirstOrThrow();
      expect(stored.starts_at.getTime()).toBeLessThanOrEqual(stored.ends_at.getTime());
    }
  });

  it('still refuses a second user (403) and unknown events (404)', async () => {
    const owner = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, owner);
    const event = await createEvent(server.ctx, org.id);
    const stranger = await tokenFor(server.ctx, await createUser(server.ctx));
    expect((await server.http.patch(`/api/events/${event.slug}`, { name: 'x' })).status).toBe(401);
    expect((await server.http.patch(`/api/events/${event.slug}`, { name: 'x' }, { token: stranger })).status).toBe(403);
    expect((await server.http.patch('/api/events/no-such-event-here', { name: 'x' }, { token: stranger })).status).toBe(404);
  });
});

describe('one text rule', () => {
  const nestedWith = (depth: number, leaf: string): unknown => {
    let value: unknown = { s: leaf };
    for (let i = 0; i < depth; i++) value = { n: value };
    return value;
  };

  it('refuses NUL and lone surrogates at any depth of seating data (422 naming the path)', async () => {
    const admin = await tokenFor(server.ctx, await createUser(server.ctx, { role: 'admin' }));
    for (const leaf of ['a\u0000b', 'a\ud800b']) {
      const res = await server.http.post('/api/seating/templates', { title: 'deep', data: nestedWith(40, leaf) }, { token: admin });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe(`data.${'n.'.repeat(40)}s`);
    }
    const fine = await server.http.post('/api/seating/templates', { title: 'deep', data: nestedWith(40, 'ok \ud83d\ude00') }, { token: admin });
    expect(fine.status).toBe(201);
  });

  it('refuses lone surrogates in organization names and widget content like in profiles (never stored as U+FFFD)', async () => {
    const owner = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, owner);
    const org = await server.http.post('/api/organizations', { name: 'Org \udc00 x' }, { token });
    expect(org.status).toBe(422);
    expect(org.body.errors[0]).toMatchObject({ code: 'invalid', field: 'name' });
    const own = await createOrganization(server.ctx, owner);
    const event = await createEvent(server.ctx, own.id);
    const widgets = await server.http.put(`/api/events/${event.slug}/description`, [{ title: 'S', type: 'speakers', content: [{ name: 'a', bio: 'b\ud800' }] }], { token });
    expect(widgets.status).toBe(422);
    expect(widgets.body.errors[0].field).toBe('0.content.0.bio');
    const profile = await server.http.patch('/connect/users/me', { name: 'x\ud800' }, { token });
    expect(profile.status).toBe(422);
  });
});

describe("errors Node answers before Express", () => {
  it('answers headers over the limit with 431 in the error shape', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => {
        socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 431 ')).toBe(true);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { errors: Array<{ code: string }> };
    expect(body.errors[0]!.code).toBe('headers_too_large');
  });
});

describe('connections Node answers itself', () => {
  it('frees the connection after the error answer even when the client never reads nor closes (slowloris)', async () => {
    // The server's side of each of these connections, found by the client's port.
    const serverSide = new Map<number, Socket>();
    const track = (socket: Socket) => serverSide.set(socket.remotePort ?? 0, socket);
    server.running.server.on('connection', track);
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => new Promise<Socket>((resolve) => {
        // allowHalfOpen: the client keeps its side open after the server's FIN, as a slowloris does.
        const socket = connect({ port: Number(new URL(server.url).port), host: '127.0.0.1', allowHalfOpen: true }, () => resolve(socket));
        socket.on('error', () => undefined);
        socket.pause(); // never reads
      })),
    );
    try {
      for (const socket of clients) socket.write('NOT HTTP AT ALL\r\n\r\n');
      const mine = () => clients.map((c) => serverSide.get(c.localPort ?? -1));
      await eventually(() => expect(mine().every((s) => s !== undefined)).toBe(true));
      // The answer (400) goes out, then the server closes its side for good within a short grace.
      await eventually(() => expect(mine().filter((s) => !s!.destroyed)).toHaveLength(0), 5000, 100);
    } finally {
      server.running.server.off('connection', track);
      for (const socket of clients) socket.destroy();
    }
  });
});

describe('caps', () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({
      attachments: [attachRealtime],
      env: { SOCKET_CONNECT_LIMIT: '6', ENGINE_HANDSHAKE_LIMIT: '100', SOCKETS_PER_USER: '2', SOCKETS_PER_ADDRESS: '100', TOKEN_FAILURE_LIMIT: '3' },
    });
  });
  afterAll(async () => {
    closeAllSockets();
    await capped?.stop();
  });

  it('caps concurrent sockets per user (too_many_sockets) and gives the slot back on disconnect', async () => {
    const user = await createUser(capped.ctx);
    const token = await tokenFor(capped.ctx, user);
    const first = await connectSocket(capped, token);
    await connectSocket(capped, token);
    await expect(connectSocket(capped, token)).rejects.toMatchObject({ message: 'too_many_sockets' });
    first.close();
    await eventually(async () => {
      const again = await connectSocket(capped, token);
      expect(again.connected).toBe(true);
    }, 3000, 100);
  });

  it('limits connection attempts per address per minute: beyond SOCKET_CONNECT_LIMIT → connect_error rate_limited', async () => {
    // The earlier test used up to 5 of the 6 attempts; tokenless attempts count too.
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      outcomes.push(await connectSocket(capped, undefined).then(() => 'connected', (err: Error) => err.message));
    }
    expect(outcomes).toContain('unauthorized');
    expect(outcomes.at(-1)).toBe('rate_limited');
  });

  it('limits Engine.IO handshakes per address (no session without one)', async () => {
    const limited = await startTestServer({ attachments: [attachRealtime], env: { ENGINE_HANDSHAKE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${limited.url}/connect/socket.io/?EIO=4&transport=polling`);
        statuses.push(res.status);
        await res.text();
      }
      expect(statuses).toEqual([200, 200, 200, 403, 403]);
      // A websocket client is refused the same way.
      const socket = ioClient(limited.url, { path: '/connect/socket.io', transports: ['polling'], reconnection: false, forceNew: true });
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      socket.close();
      expect(error).toBeInstanceOf(Error);
    } finally {
      await limited.stop();
    }
  });

  it('throttles wrong grants per (address, number) at the token endpoint with 429, Retry-After, slow_down in RFC 6749 shape', async () => {
    const client = await createClient(capped.ctx);
    const wrong = () =>
      capped.http.post('/connect/oauth2/token', {
        grant_type: 'mobile_verification',
        client_id: client.client_id,
        client_secret: client.client_secret,
        mobile: '09121234567',
        mobile_verification_code: '00000',
      });
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(400);
    const throttled = await wrong();
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ error: 'slow_down' });
    expect(typeof throttled.body.error_description).toBe('string');
  });
});
