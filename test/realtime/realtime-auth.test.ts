import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { ChatMessageItem, LivefeedItem } from '../../server/networking/types.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, settle } from '../helpers/sockets.js';
import { signAccessToken } from '../helpers/tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
  // The signing key is created with the context; make sure it exists before tests sign their own tokens.
  await tokenFor(server.ctx, await createUser(server.ctx));
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});
afterEach(() => closeAllSockets());

const fakeFeedItem = (id: number): LivefeedItem => ({
  id,
  message: `hello ${id}`,
  created_at: new Date().toISOString(),
  user: { id: 1, name: 'A', surname: 'B', avatar: null, biography: null, jobTitle: null, organization: null, website: null, telegram: null, linkedin: null },
});
const fakeChatItem = (id: number, from: number, to: number): ChatMessageItem => ({ id, chat_id: 1, from, to, message: `m${id}`, created_at: new Date().toISOString() });

describe('socket authentication', () => {
  it('refuses a connection without a token with connect_error "unauthorized"', async () => {
    await expect(connectSocket(server, undefined)).rejects.toMatchObject({ message: 'unauthorized', data: { code: 'unauthorized' } });
  });

  it('refuses a token that is not a string, and garbage', async () => {
    await expect(connectSocket(server, undefined, { auth: { token: 12345 } })).rejects.toMatchObject({ message: 'unauthorized' });
    await expect(connectSocket(server, 'not-a-jwt')).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses a token signed by another key', async () => {
    const user = await createUser(server.ctx);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer(server.ctx.config.tokens.issuer ?? 'http://localhost/connect')
      .setAudience(server.ctx.config.tokens.audience)
      .setExpirationTime('10m')
      .setJti('x')
      .sign(privateKey);
    await expect(connectSocket(server, forged)).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses an expired token, even one inside the verifier clock tolerance', async () => {
    const user = await createUser(server.ctx);
    await expect(connectSocket(server, await signAccessToken(server.ctx, { userId: user.id }, -60))).rejects.toMatchObject({ message: 'unauthorized' });
    await expect(connectSocket(server, await signAccessToken(server.ctx, { userId: user.id }, -2))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('accepts a valid token over websocket and over polling', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const ws = await connectSocket(server, token);
    expect(ws.connected).toBe(true);
    const polling = await connectSocket(server, token, { transports: ['polling'] });
    expect(polling.connected).toBe(true);
  });

  it('disconnects a socket when its token expires', async () => {
    const user = await createUser(server.ctx);
    const socket = await connectSocket(server, await signAccessToken(server.ctx, { userId: user.id }, 2));
    const started = Date.now();
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r)));
    expect(reason).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThan(500);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('keeps a socket with a long-lived token connected', async () => {
    const user = await createUser(server.ctx);
    const socket = await connectSocket(server, await signAccessToken(server.ctx, { userId: user.id }, 600));
    await settle(500);
    expect(socket.connected).toBe(true);
  });

  it('serves Socket.IO only at /connect/socket.io', async () => {
    const res = await server.http.get('/socket.io/?EIO=4&transport=polling');
    expect(res.status).toBe(404);
    const ok = await server.http.get('/connect/socket.io/?EIO=4&transport=polling');
    expect(ok.status).toBe(200);
  });

  it('answers CORS for configured origins only', async () => {
    const other = await startTestServer({ env: { CORS_ORIGINS: 'https://app.example.com' }, shareDatabaseWith: server, attachments: [attachRealtime] });
    try {
      const path = '/connect/socket.io/?EIO=4&transport=polling';
      const ok = await other.http.get(path, { headers: { origin: 'https://app.example.com' } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const evil = await other.http.get(path, { headers: { origin: 'https://evil.example.com' } });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.stop();
    }
  });

  it('closes its sockets when the node stops, without holding the shutdown', async () => {
    const other = await startTestServer({ shareDatabaseWith: server, attachments: [attachRealtime] });
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const sockets = [await connectSocket(other, token), await connectSocket(other, token, { transports: ['polling'] })];
    const reasons = sockets.map((s) => new Promise<string>((resolve) => s.once('disconnect', (r) => resolve(r))));
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await Promise.all(reasons)).toEqual([expect.any(String), expect.any(String)]);
    // The notifier is unplugged: a service announcing after shutdown reaches nobody and throws nothing.
    expect(() => other.ctx.notifier.push({ chat: [user.id] }, 'chat:message', { id: 1, chat_id: 1, from: user.id, to: user.id, message: 'x', created_at: new Date().toISOString() })).not.toThrow();
  });

  it('drops a client that sends a packet over the size limit', async () => {
    const user = await createUser(server.ctx);
    const socket = await connectSocket(server, await tokenFor(server.ctx, user));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r)));
    socket.emit('livefeed:post', { message: 'x'.repeat(200_000) }, () => undefined);
    expect(await reason).toBe('transport close');
  });
});

describe('rooms', () => {
  it("puts a socket in its user's room and, for an event-bound token, its event's room only", async () => {
    const ctx = server.ctx;
    const org = await createOrganization(ctx);
    const [event, otherEvent] = [await createEvent(ctx, org.id), await createEvent(ctx, org.id)];
    const [alice, bob, carol] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    // Only a participant's socket joins the event room (tokens outlive removed tickets).
    await issueTicket(ctx, event.id, alice.id);
    await issueTicket(ctx, otherEvent.id, bob.id);
    const aliceSocket = await connectSocket(server, await tokenFor(ctx, alice, { eventId: event.id }));
    const aliceSecond = await connectSocket(server, await tokenFor(ctx, alice));
    const bobSocket = await connectSocket(server, await tokenFor(ctx, bob, { eventId: otherEvent.id }));
    const carolSocket = await connectSocket(server, await tokenFor(ctx, carol));
    const feeds = [aliceSocket, aliceSecond, bobSocket, carolSocket].map((s) => collect(s, 'livefeed:message'));
    const chats = [aliceSocket, aliceSecond, bobSocket, carolSocket].map((s) => collect(s, 'chat:message'));

    ctx.notifier.push({ event: event.id, except: fakeFeedItem(1).user.id }, 'livefeed:message', fakeFeedItem(1));
    ctx.notifier.push({ chat: [alice.id, bob.id] }, 'chat:message', fakeChatItem(2, alice.id, bob.id));

    await eventually(() => {
      expect(feeds[0]).toEqual([fakeFeedItem(1)].map((i) => ({ ...i, created_at: expect.any(String) })));
      expect(chats[0]!.map((c) => c.id)).toEqual([2]);
      expect(chats[1]!.map((c) => c.id)).toEqual([2]);
      expect(chats[2]!.map((c) => c.id)).toEqual([2]);
    });
    await settle();
    expect(feeds[1]).toEqual([]); // not bound to the event
    expect(feeds[2]).toEqual([]); // another event
    expect(feeds[3]).toEqual([]);
    expect(chats[3]).toEqual([]); // carol is in neither chat member's room
  });

  it('sends a chat message once to a user who is both sender and recipient', async () => {
    const ctx = server.ctx;
    const alice = await createUser(ctx);
    const socket = await connectSocket(server, await tokenFor(ctx, alice));
    const got = collect(socket, 'chat:message');
    ctx.notifier.push({ chat: [alice.id, alice.id] }, 'chat:message', fakeChatItem(9, alice.id, alice.id));
    await eventually(() => expect(got.map((c) => c.id)).toEqual([9]));
    await settle(200);
    expect(got).toHaveLength(1);
  });
});
