import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { importJWK, jwtVerify } from 'jose';
// @ts-expect-error http_ece ships no types (a dev dependency used only to decrypt what the server sent)
import ece from 'http_ece';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld, type Participant } from '../helpers/networking.js';
import { OwnRedis } from '../helpers/redis-server.js';
import { closeAllSockets, connectSocket, eventually, settle } from '../helpers/sockets.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service (and a native-app gateway) on 127.0.0.1 that records what it gets and answers `status(path)`. */
class Receiver {
  readonly got: Received[] = [];
  status: (path: string, nth: number) => number = () => 201;
  private server!: Server;
  port = 0;
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        this.got.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = this.status(path, this.got.filter((g) => g.path === path).length);
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }
  url(path: string) {
    return `http://127.0.0.1:${this.port}${path}`;
  }
  at(path: string) {
    return this.got.filter((g) => g.path === path);
  }
  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret, made here. */
function browser(endpoint: string): { ecdh: ECDH; auth: string; json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

const receiver = new Receiver();
let server: TestServer;
let strict: TestServer;
beforeAll(async () => {
  await receiver.start();
  server = await startTestServer({
    attachments: [attachRealtime],
    env: { PUSH_ALLOW_PRIVATE: '1', PUSH_RETRY_BASE_MS: '50', PUSH_HTTP_URL: receiver.url('/gateway'), PUSH_HTTP_TOKEN: 'gateway-secret', VAPID_SUBJECT: 'mailto:ops@example.com' },
  });
  // Its own database: its push sender must not claim the other server's jobs (it would refuse their private endpoints).
  strict = await startTestServer({ redis: false });
});
afterAll(async () => {
  closeAllSockets();
  await Promise.all([server?.stop(), strict?.stop()]);
  await receiver.stop();
});
afterEach(() => {
  closeAllSockets();
  receiver.status = () => 201;
});

/** Push jobs still waiting in the shared outbox (`jobs`). */
async function pendingPushJobs(): Promise<Array<{ payload: unknown }>> {
  return server.ctx.db.selectFrom('jobs').select(['payload']).where('kind', 'in', ['web_push', 'push_http']).where('status', '=', 'pending').execute();
}

/** The outbox jobs of any kind and status (a finished one is deleted) about one chat message, on `s`'s database. */
async function jobsAbout(s: TestServer, messageId: number): Promise<Array<{ kind: string; status: string }>> {
  const about = new RegExp(`"message_id":${messageId}[,}]`);
  const rows = await s.ctx.db.selectFrom('jobs').select(['kind', 'status', 'payload']).execute();
  return rows.filter((j) => about.test(JSON.stringify(j.payload))).map((j) => ({ kind: j.kind, status: j.status }));
}

/** The gateway posts about one chat message. */
const gatewayAbout = (messageId: number) => receiver.at('/gateway').filter((g) => JSON.parse(g.body.toString()).message_id === messageId);

const subscribe = (s: TestServer, who: Participant, body: unknown) => s.http.post('/connect/push/subscriptions', body, { token: who.token });
const send = (from: Participant, to: Participant, message: string) => server.http.post(`/connect/users/${to.user.id}/messages`, { message }, { token: from.token });

describe('GET /connect/push/vapid-public-key', () => {
  it('answers the P-256 public key kept in the database, to any valid token only', async () => {
    const world = await eventWorld(server.ctx, 1);
    const res = await server.http.get('/connect/push/vapid-public-key', { token: world.outsider.token });
    expect(res.status).toBe(200);
    const raw = Buffer.from(res.body.key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    const stored = await server.ctx.db.selectFrom('app_secrets').select('value').where('name', '=', 'vapid_keys').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(res.body.key);
    expect((await server.http.get('/connect/push/vapid-public-key')).status).toBe(401);
    expect((await server.http.get('/connect/push/vapid-public-key', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('stores a subscription (201, again 200), lists only the caller’s own, removes only the caller’s own', async () => {
    const world = await eventWorld(strict.ctx, 2);
    const [alice, bob] = world.attendees as [Participant, Participant];
    const sub = browser('https://push.example.com/send/abc');
    expect((await subscribe(strict, bob, sub.json)).status).toBe(201);
    expect((await subscribe(strict, bob, sub.json)).status).toBe(200);
    const mine = await strict.http.get('/connect/push/subscriptions', { token: bob.token });
    expect(mine.body._embedded.push_subscription.map((s: { endpoint: string }) => s.endpoint)).toEqual([sub.json.endpoint]);
    expect((await strict.http.get('/connect/push/subscriptions', { token: alice.token })).body._embedded.push_subscription).toEqual([]);
    // Alice cannot remove Bob's subscription, even knowing its endpoint.
    expect((await strict.http.request('DELETE', '/connect/push/subscriptions', { endpoint: sub.json.endpoint }, { token: alice.token })).status).toBe(204);
    expect((await strict.http.get('/connect/push/subscriptions', { token: bob.token })).body._total_items).toBe(1);
    expect((await strict.http.request('DELETE', '/connect/push/subscriptions', { endpoint: sub.json.endpoint }, { token: bob.token })).status).toBe(204);
    expect((await strict.http.get('/connect/push/subscriptions', { token: bob.token })).body._total_items).toBe(0);
    expect((await strict.http.post('/connect/push/subscriptions', sub.json)).status).toBe(401);
    expect((await strict.http.request('DELETE', '/connect/push/subscriptions', { endpoint: sub.json.endpoint })).status).toBe(401);
  });

  it('refuses endpoints that are not https, too long, loopback or private, and keys of the wrong length (422)', async () => {
    const world = await eventWorld(strict.ctx, 1);
    const who = world.attendees[0]!;
    const good = browser('https://push.example.com/x').json;
    const bad: Array<[string, unknown]> = [
      ['http', { ...good, endpoint: 'http://push.example.com/x' }],
      ['too long', { ...good, endpoint: `https://push.example.com/${'a'.repeat(1100)}` }],
      ['loopback', { ...good, endpoint: 'https://127.0.0.1/x' }],
      ['localhost', { ...good, endpoint: 'https://localhost:8443/x' }],
      ['private', { ...good, endpoint: 'https://10.1.2.3/x' }],
      ['private v6', { ...good, endpoint: 'https://[fd00::1]/x' }],
      ['mapped', { ...good, endpoint: 'https://[::ffff:192.168.1.1]/x' }],
      ['link-local', { ...good, endpoint: 'https://169.254.169.254/latest' }],
      ...['localhost.', '[::127.0.0.1]', '[2002:7f00:1::]', '[::ffff:0:7f00:1]'].map((h): [string, unknown] => [h, { ...good, endpoint: `https://${h}/x` }]),
      ['not a URL', { ...good, endpoint: 'push me' }],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: randomBytes(33).toString('base64url') } }],
      ['long auth', { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } }],
      ['auth not base64url', { ...good, keys: { ...good.keys, auth: '!!!!' } }],
      ['no keys', { endpoint: good.endpoint }],
      ['number endpoint', { ...good, endpoint: 5 }],
      ['extra field', { ...good, user_id: 1 }],
    ];
    for (const [what, body] of bad) {
      const res = await subscribe(strict, who, body);
      expect(res.status, what).toBe(422);
    }
    expect((await strict.http.get('/connect/push/subscriptions', { token: who.token })).body._total_items).toBe(0);
    // PUSH_ALLOW_PRIVATE=1 (tests, private deployments) takes http and private addresses.
    const lenient = (await eventWorld(server.ctx, 1)).attendees[0]!;
    expect((await subscribe(server, lenient, browser(receiver.url('/ok')).json)).status).toBe(201);
  });
});

describe('the subscription cap', () => {
  it('keeps 10 per user when 30 subscribe at once over two nodes', async () => {
    const second = await startTestServer({ shareDatabaseWith: server, env: { PUSH_ALLOW_PRIVATE: '1', OUTBOX_ENABLED: '0' } });
    try {
      const who = (await eventWorld(server.ctx, 1)).attendees[0]!;
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => subscribe(i % 2 ? second : server, who, browser(`https://push.example.com/cap/${i}`).json)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
      const kept = await server.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', who.user.id).execute();
      expect(kept).toHaveLength(10);
    } finally {
      await second.stop();
    }
  });
});

describe('Web Push to offline users', () => {
  it('sends an offline recipient a real encrypted, VAPID-signed push without the message text, through the outbox', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees as [Participant, Participant];
    const path = `/push/${bob.user.id}`;
    const sub = browser(receiver.url(path));
    expect((await subscribe(server, bob, sub.json)).status).toBe(201);
    const sent = await send(alice, bob, 'a secret text that must never reach a push service');
    expect(sent.status).toBe(201);

    await eventually(() => expect(receiver.at(path)).toHaveLength(1));
    const push = receiver.at(path)[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.body.toString('latin1')).not.toContain('secret');
    const payload = JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }).toString('utf8'));
    expect(payload).toEqual({ type: 'chat_message', chat_id: sent.body.chat_id, message_id: sent.body.id, from: { id: alice.user.id, name: `${alice.user.name} ${alice.user.surname}` } });

    // VAPID (RFC 8292): a JWT for the push service's origin, signed by the key the server publishes.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    expect(match).not.toBeNull();
    const key = (await server.http.get('/connect/push/vapid-public-key', { token: bob.token })).body.key as string;
    expect(match![2]).toBe(key);
    const raw = Buffer.from(key, 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
    const { payload: claims } = await jwtVerify(match![1]!, await importJWK(jwk, 'ES256'));
    expect(claims).toMatchObject({ aud: `http://127.0.0.1:${receiver.port}`, sub: 'mailto:ops@example.com' });

    // The native-app gateway gets the same payload with the user id, and its token.
    await eventually(() => expect(receiver.at('/gateway').some((g) => JSON.parse(g.body.toString()).message_id === sent.body.id)).toBe(true));
    const gateway = receiver.at('/gateway').find((g) => JSON.parse(g.body.toString()).message_id === sent.body.id)!;
    expect(gateway.headers.authorization).toBe('Bearer gateway-secret');
    expect(JSON.parse(gateway.body.toString())).toEqual({ user_id: bob.user.id, ...payload });
  });

  it('sends nothing to a recipient with a connected socket, by Web Push or to the gateway; once they are gone, it does', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees as [Participant, Participant];
    const path = `/push/online-${bob.user.id}`;
    expect((await subscribe(server, bob, browser(receiver.url(path)).json)).status).toBe(201);
    const socket = await connectSocket(server, bob.token);
    const sent = await send(alice, bob, 'you are here');
    expect(sent.status).toBe(201);
    // The message's statement recorded its chat_push job (bob is subscribed, and a gateway is set); the job's
    // handler found bob online and finished it without expanding it (a failed or waiting job would be kept).
    await eventually(async () => expect(await jobsAbout(server, sent.body.id)).toEqual([]));
    await settle(1200); // past a poll of the outbox
    expect(receiver.at(path)).toEqual([]);
    expect(gatewayAbout(sent.body.id)).toEqual([]);

    // The same subscription, with bob's socket gone: pushed, and the gateway told.
    socket.close();
    await eventually(async () => expect((await server.ctx.presenceStore.onlineOf([bob.user.id])).has(bob.user.id)).toBe(false));
    const later = await send(alice, bob, 'now you are not');
    expect(later.status).toBe(201);
    await eventually(() => expect(receiver.at(path)).toHaveLength(1));
    await eventually(() => expect(gatewayAbout(later.body.id)).toHaveLength(1));
    expect(gatewayAbout(sent.body.id)).toEqual([]);
  });

  it('checks the endpoint again at send time with the outbound-address policy: a refused address is never sent to, and removed', async () => {
    const world = await eventWorld(strict.ctx, 2);
    const [alice, bob] = world.attendees as [Participant, Participant];
    const keys = browser('https://push.example.com/x').json.keys;
    // Stored before the rules were this strict (or re-pointed since): an IPv4-compatible form of 127.0.0.1.
    await strict.ctx.db.insertInto('push_subscriptions').values({ user_id: bob.user.id, endpoint: `https://[::127.0.0.1]:${new URL(receiver.url('/')).port}/x`, p256dh: keys.p256dh, auth: keys.auth }).execute();
    expect((await strict.http.post(`/connect/users/${bob.user.id}/messages`, { message: 'hello' }, { token: alice.token })).status).toBe(201);
    await eventually(async () => expect(await strict.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', bob.user.id).execute()).toEqual([]), 10_000, 100);
  });

  it('retries with backoff after a failure, and removes a subscription the push service answers 410 for', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees as [Participant, Participant];
    const flaky = `/push/flaky-${bob.user.id}`;
    const gone = `/push/gone-${bob.user.id}`;
    receiver.status = (p, nth) => (p === flaky && nth < 3 ? 503 : p === gone ? 410 : 201);
    expect((await subscribe(server, bob, browser(receiver.url(flaky)).json)).status).toBe(201);
    expect((await subscribe(server, bob, browser(receiver.url(gone)).json)).status).toBe(201);
    expect((await send(alice, bob, 'are you there')).status).toBe(201);

    await eventually(() => expect(receiver.at(flaky)).toHaveLength(3), 10_000);
    await eventually(async () => {
      const left = await server.http.get('/connect/push/subscriptions', { token: bob.token });
      expect(left.body._embedded.push_subscription.map((s: { endpoint: string }) => s.endpoint)).toEqual([receiver.url(flaky)]);
    });
    expect(receiver.at(gone)).toHaveLength(1);
    await eventually(async () => expect(await pendingPushJobs()).toEqual([]), 10_000);
    // A later message goes to the live subscription only.
    expect((await send(alice, bob, 'again')).status).toBe(201);
    await eventually(() => expect(receiver.at(flaky)).toHaveLength(4));
    await settle(200);
    expect(receiver.at(gone)).toHaveLength(1);
  });
});

describe('which messages record a push job, and which jobs push', () => {
  // Outbox off: the jobs stay as the message's statement recorded them. No gateway is set here.
  let held: TestServer;
  beforeAll(async () => {
    held = await startTestServer({ redis: false, attachments: [attachRealtime], env: { PUSH_ALLOW_PRIVATE: '1', OUTBOX_ENABLED: '0' } });
  });
  afterAll(async () => {
    closeAllSockets();
    await held?.stop();
  });
  const sendOn = (s: TestServer, from: Participant, to: Participant, message: string) => s.http.post(`/connect/users/${to.user.id}/messages`, { message }, { token: from.token });

  it('one chat_push job per message to a subscribed recipient, online or not; none to a recipient without subscriptions', async () => {
    const world = await eventWorld(held.ctx, 3);
    const [alice, bob, carol] = world.attendees as [Participant, Participant, Participant];
    expect((await subscribe(held, bob, browser(receiver.url(`/push/held-${bob.user.id}`)).json)).status).toBe(201);
    const offline = await sendOn(held, alice, bob, 'while away');
    await connectSocket(held, bob.token);
    const online = await sendOn(held, alice, bob, 'while here');
    // Carol has no subscription: no job at all, whether or not she is online.
    const unreachable = await sendOn(held, alice, carol, 'nobody to push');
    await connectSocket(held, carol.token);
    const unreachableOnline = await sendOn(held, alice, carol, 'still nobody');
    for (const res of [offline, online, unreachable, unreachableOnline]) expect(res.status).toBe(201);
    expect(await jobsAbout(held, offline.body.id)).toEqual([{ kind: 'chat_push', status: 'pending' }]);
    expect(await jobsAbout(held, online.body.id)).toEqual([{ kind: 'chat_push', status: 'pending' }]);
    expect(await jobsAbout(held, unreachable.body.id)).toEqual([]);
    expect(await jobsAbout(held, unreachableOnline.body.id)).toEqual([]);
    // A retry (the same client id) records no second job.
    const once = await held.http.post(`/connect/users/${bob.user.id}/messages`, { message: 'once', client_message_id: 'held-retry' }, { token: alice.token });
    const again = await held.http.post(`/connect/users/${bob.user.id}/messages`, { message: 'once', client_message_id: 'held-retry' }, { token: alice.token });
    expect([once.status, again.status]).toEqual([201, 200]);
    expect(await jobsAbout(held, once.body.id)).toEqual([{ kind: 'chat_push', status: 'pending' }]);
  });

  it('a message the recipient has read by the time its job runs is not pushed; an unread one is', async () => {
    const world = await eventWorld(held.ctx, 2);
    const [alice, bob] = world.attendees as [Participant, Participant];
    const path = `/push/read-${bob.user.id}`;
    const sub = browser(receiver.url(path));
    expect((await subscribe(held, bob, sub.json)).status).toBe(201);
    const read = await sendOn(held, alice, bob, 'seen on another device');
    expect(read.status).toBe(201);
    expect((await held.http.put(`/connect/chats/${read.body.chat_id}/read`, undefined, { token: bob.token })).status).toBe(204);
    const unread = await sendOn(held, alice, bob, 'not seen yet');
    expect(unread.status).toBe(201);
    // A node with its outbox on runs the jobs (bob has no socket).
    const worker = await startTestServer({ redis: false, shareDatabaseWith: held, env: { PUSH_ALLOW_PRIVATE: '1', PUSH_RETRY_BASE_MS: '50' } });
    try {
      await eventually(() => expect(receiver.at(path)).toHaveLength(1), 10_000);
      await eventually(async () => expect([...(await jobsAbout(held, read.body.id)), ...(await jobsAbout(held, unread.body.id))]).toEqual([]));
      await settle(300);
      expect(receiver.at(path)).toHaveLength(1);
      const payload = JSON.parse(ece.decrypt(receiver.at(path)[0]!.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }).toString('utf8'));
      expect(payload.message_id).toBe(unread.body.id);
    } finally {
      await worker.stop();
    }
  });
});

describe('presence unknown when the job runs (Redis away)', () => {
  it('pushes anyway, to a recipient whose socket is still connected: a push too many rather than none', async () => {
    const redis = await OwnRedis.start();
    const node = await startTestServer({
      attachments: [attachRealtime],
      env: { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '500', PUSH_ALLOW_PRIVATE: '1', PUSH_RETRY_BASE_MS: '50' },
    });
    try {
      const world = await eventWorld(node.ctx, 2);
      const [alice, bob] = world.attendees as [Participant, Participant];
      const path = `/push/no-presence-${bob.user.id}`;
      expect((await subscribe(node, bob, browser(receiver.url(path)).json)).status).toBe(201);
      await connectSocket(node, bob.token);
      expect((await node.ctx.presenceStore.onlineOf([bob.user.id])).has(bob.user.id)).toBe(true);
      await redis.kill();
      const sent = await node.http.post(`/connect/users/${bob.user.id}/messages`, { message: 'can you hear me' }, { token: alice.token });
      expect(sent.status).toBe(201);
      await eventually(() => expect(receiver.at(path)).toHaveLength(1), 10_000);
      expect(node.log.lines.some((l) => l.msg === 'presence.lookup_failed')).toBe(true);
    } finally {
      closeAllSockets();
      await redis.start();
      await node.stop();
      await redis.kill();
    }
  }, 30_000);
});
