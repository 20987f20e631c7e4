import { CLIENT_EVENTS, SERVER_EVENTS } from '../../realtime/catalog.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Parser } from '@asyncapi/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { ERROR_CATALOGUE } from '../../server/errors.js';
import { loadConfig } from '../../infra/config.js';
import { createContext } from '../../context/context.js';
import { createLogger } from '../../infra/logger.js';
import { runCli } from '../../app/cli.js';
import { DataDirLockedError, lockDataDir } from '../../infra/data-dir-lock.js';
import { maskMobile, normalizeMobile } from '../../server/identity/mobile.js';
import { validationError } from '../../gateway/route.js';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { freePort, onFreePort } from '../helpers/redis-server.js';
import { createClient, createUser, login, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, connectSocket, request } from '../helpers/sockets.js';

/** Operations (CONTRACT 9): metrics, compression and caching, docs, mobile numbers, AsyncAPI, the CLI's lock. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});

/** The value of one sample line of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('counts requests by route template (never the raw path), sockets, socket events and pushes', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    await server.http.get(`/api/events/${world.event.slug}`);
    await server.http.get('/api/events/no-such-slug-anywhere');
    await server.http.get('/definitely/not/a/route');
    const socket = await connectSocket(server, bob!.token);
    expect(await request(socket, 'sync', { chat_after: 0 })).toMatchObject({ ok: true });
    expect(await request(socket, 'sync', { chat_after: -1 })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect((await server.http.post('/connect/livefeed/messages', { message: 'metrics' }, { token: alice!.token })).status).toBe(204);

    const res = await server.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/events/:slug', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/events/:slug', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(world.event.slug);
    expect(text).not.toContain('no-such-slug-anywhere');
    expect(sample(text, 'convene_sockets_connected')).toBe(1);
    expect(sample(text, 'convene_socket_events_total', { event: 'sync', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'convene_socket_events_total', { event: 'sync', outcome: 'invalid' })).toBe(1);
    expect(sample(text, 'convene_pushes_total', { event: 'livefeed:message' })).toBe(1);
    // Each socket event's time from its handler starting to the acknowledgement (both outcomes).
    expect(sample(text, 'convene_socket_event_duration_seconds_count', { event: 'sync' })).toBe(2);
    // The fan-out backlog: nothing waits once the push is out; the pacer gives it the whole clock on an idle node.
    expect(sample(text, 'convene_broadcast_waiting_writes')).toBe(0);
    expect(sample(text, 'convene_broadcast_share')).toBe(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    if (server.ctx.database.kind === 'postgres') expect(sample(text, 'convene_db_pool_connections')).toBeGreaterThanOrEqual(1);
    socket.disconnect();
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-secret-0123456789';
    const other = await startTestServer({ env: { METRICS_TOKEN: token } });
    try {
      const none = await other.http.get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect((await other.http.get('/metrics', { token: 'wrong-token-000000000' })).status).toBe(401);
      const ok = await other.http.get('/metrics', { token });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('http_request_duration_seconds');
    } finally {
      await other.stop();
    }
  });

  it('a taken port fails the start with EADDRINUSE; onFreePort then tries another port', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(startTestServer({ attachments: [attachRealtime], env: { PORT: String(port) } })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      const tried: number[] = [];
      const other = await onFreePort((free) => {
        tried.push(free);
        return startTestServer({ attachments: [attachRealtime], env: { PORT: String(tried.length === 1 ? port : free) } });
      });
      try {
        expect(tried).toHaveLength(2);
        expect(other.running.port).toBe(tried[1]);
        expect((await other.http.get('/healthz')).status).toBe(200);
      } finally {
        await other.stop();
      }
    } finally {
      taken.close();
    }
  });

  it('moves to METRICS_PORT when it is set (and leaves the main port)', async () => {
    const port = await freePort();
    const other = await startTestServer({ env: { METRICS_PORT: String(port) } });
    try {
      expect(other.running.metricsPort).toBe(port);
      expect((await other.http.get('/metrics')).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('convene_sockets_connected');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await other.stop();
    }
  });
});

describe('compression and caching', () => {
  it('compresses JSON of 1 KiB or more for clients that accept it, and leaves small answers alone', async () => {
    const big = await fetch(`${server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(big.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // fetch() decompresses transparently: read the bytes on the wire through node:http.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      httpGet(`${server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(raw[0]).toBe(0x1f);
    expect(JSON.parse(gunzipSync(raw).toString('utf8')).openapi).toBe('3.1.0');
    const small = await fetch(`${server.url}/healthz`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const br = await fetch(`${server.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(((await br.json()) as { openapi: string }).openapi).toBe('3.1.0');
    // No Accept-Encoding at all (node:http sends none): the identity body, still marked as varying by encoding.
    const plain = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      httpGet(`${server.url}/api/openapi.json`, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/i);
    expect((JSON.parse(plain.body.toString('utf8')) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('marks caller-dependent answers private (no-store with the caller’s own mobile) and keeps public ETags', async () => {
    const user = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, user);
    const me = await server.http.get('/connect/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.headers.get('vary')).toMatch(/Authorization/);
    const chats = await server.http.get('/connect/chats', { token });
    expect(chats.headers.get('cache-control')).toBe('private');
    expect(chats.headers.get('vary')).toMatch(/Authorization/);
    const publicList = await server.http.get('/api/events');
    expect(publicList.headers.get('cache-control') ?? '').not.toMatch(/private/);
    const etag = publicList.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() adds `Cache-Control: no-cache` to conditional requests (Fetch standard), which defeats 304: use node:http.
    const conditional = await new Promise<number>((resolve, reject) => {
      httpGet(`${server.url}/api/events`, { headers: { 'if-none-match': etag! } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(conditional).toBe(304);
    const withToken = await server.http.get('/api/events', { token });
    expect(withToken.headers.get('cache-control')).toBe('private');
    expect(withToken.headers.get('vary')).toMatch(/Authorization/);
  });
});

describe('docs and the root', () => {
  it('serves the docs page without upgrade-insecure-requests under any host name', async () => {
    const res = await fetch(`${server.url}/api/docs`, { headers: { host: 'convene.lan:8080' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("script-src 'self'");
  });

  it('lets pages show https images from other hosts (exhibitor logos), not plain http ones, and no other scripts', async () => {
    // The docs page, an {api_url} answer of the fast path (the event read), an Express 404 and a {connect_url} 401.
    const answers = await Promise.all([
      fetch(`${server.url}/api/docs`),
      fetch(`${server.url}/api/events/no-such-slug-for-csp`),
      fetch(`${server.url}/definitely/not/a/csp/route`),
      fetch(`${server.url}/connect/exhibitors`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 404, 404, 401]);
    for (const res of answers) {
      await res.arrayBuffer();
      const directives = new Map(
        (res.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name!, values]),
      );
      expect(directives.get('img-src'), res.url).toEqual(["'self'", 'data:', 'https:']);
      expect(directives.get('script-src'), res.url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(directives.get('default-src'), res.url).toEqual(["'self'"]);
    }
  });

  it('points GET / to the docs: a redirect for browsers, links for API clients', async () => {
    const browser = await server.http.get('/', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/api/docs');
    const api = await server.http.get('/', { headers: { accept: 'application/json' } });
    expect(api.status).toBe(200);
    expect(api.body.links).toMatchObject({ docs: '/api/docs', openapi: '/api/openapi.json', asyncapi: '/connect/asyncapi.json' });
  });
});

describe('mobile numbers (libphonenumber)', () => {
  it('keeps every seed form, takes international mobiles, refuses the rest', () => {
    for (const input of ['09121234567', '9121234567', '+989121234567', '00989121234567', '0912-123-4567']) expect(normalizeMobile(input)).toBe('+989121234567');
    expect(normalizeMobile('+14155550123')).toBe('+14155550123');
    expect(normalizeMobile('+447400123456')).toBe('+447400123456');
    expect(normalizeMobile('4155550123', 'US')).toBe('+14155550123');
    for (const bad of ['+982112345678', '02112345678', '+4420 7946 0958', '+1', '12345', '+19121234567']) expect(normalizeMobile(bad), bad).toBeNull();
    expect(maskMobile('+14155550123')).toBe('+1415***0123');
    expect(maskMobile('+989121234567')).toBe('+98912***4567');
  });

  it('logs in with a US number and explains the expected forms on a bad one', async () => {
    const client = await createClient(server.ctx);
    const granted = await login(server, client, '+14155550123');
    expect(granted.status).toBe(200);
    const me = await server.http.get('/connect/users/me', { token: granted.body.access_token });
    expect(me.body.mobile).toBe('+14155550123');
    const bad = await server.http.post('/connect/mobile/verification-codes', { mobile: '02112345678' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'mobile' });
    expect(bad.body.errors[0].message).toMatch(/\+14155550123.*09\d{9}/);
  });

  it('refuses an unknown DEFAULT_PHONE_REGION at start', () => {
    expect(() => loadConfig({ DEFAULT_PHONE_REGION: 'XX' })).toThrow(/DEFAULT_PHONE_REGION/);
    expect(loadConfig({ DEFAULT_PHONE_REGION: 'US' }).phoneRegion).toBe('US');
  });
});

describe('error messages that teach', () => {
  it('says a missing nullable field may be null, and shows the ISO form of a bad date', async () => {
    const schema = z.object({ cover: z.string().nullable(), name: z.string(), when: z.iso.datetime() });
    const result = schema.safeParse({ when: 'tomorrow' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(validationError(result.error!.issues, 'body', schema).details.map((d) => [d.field, d.message]));
    expect(messages.cover).toMatch(/send null/);
    expect(messages.name).toMatch(/is required/);
    expect(messages.name).not.toMatch(/null/);
    expect(messages.when).toMatch(/2026-11-22T10:00:00\.000Z/);

    const owner = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, owner);
    const org = await server.http.post('/api/organizations', { name: 'Dates Org' }, { token });
    const res = await server.http.post('/api/events', { organization: org.body.data.slug, name: 'E', starts_at: '22/11/2026', ends_at: '2026-11-22T12:00:00Z' }, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors.find((e: { field: string }) => e.field === 'starts_at')?.message).toMatch(/ISO 8601.*2026-11-22T10:00:00\.000Z/);
  });
});

const jsonOf = (schema: ZodType) => JSON.parse(JSON.stringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }), (k, v) => (k === '$schema' || ((k === 'minimum' || k === 'maximum') && Math.abs(v) === Number.MAX_SAFE_INTEGER) ? undefined : v)));

describe('GET /connect/asyncapi.json', () => {
  it('is a valid AsyncAPI 3.0 document of every socket event, both directions, with acknowledgements', async () => {
    const res = await server.http.get('/connect/asyncapi.json');
    expect(res.status).toBe(200);
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(res.body));
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code}: ${d.message} ${d.path.join('.')}`)).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.version()).toBe('3.0.0');
    const names = document!.messages().all().map((m) => m.name());
    expect(names).toEqual(expect.arrayContaining(['livefeed:post', 'chat:send', 'chat:read', 'sync', 'livefeed:message', 'chat:message', 'sync:required', 'sync acknowledgement']));
    const ops = document!.operations().all();
    expect(ops.filter((o) => o.action() === 'receive').map((o) => o.id())).toEqual(expect.arrayContaining(['on_livefeed_post', 'on_chat_send', 'on_chat_read', 'on_sync']));
    // One send operation per server event of the catalogue (realtime/catalog.ts), none left out.
    expect(ops.filter((o) => o.action() === 'send').length).toBe(Object.keys(SERVER_EVENTS).length);
    expect(names).toEqual(expect.arrayContaining(Object.keys(SERVER_EVENTS)));
    expect(ops.find((o) => o.id() === 'on_sync')!.reply()).toBeDefined();
    expect(res.body.servers.convene).toMatchObject({ protocol: 'ws', pathname: '/connect/socket.io' });
  }, 120_000);

  it('keeps client and server messages apart, renders addresses and leaves out the safe-integer bounds', async () => {
    const res = await server.http.get('/connect/asyncapi.json');
    const messages = res.body.channels.socket.messages;
    // Named shapes (declared once in the domain) are components the messages reference.
    const deref = (schema: any) => (schema.$ref ? res.body.components.schemas[String(schema.$ref).replace('#/components/schemas/', '')] : schema);
    // chat:typing / chat:read: the client sends {to}, the server pushes {chat_id, from}.
    expect(Object.keys(deref(messages['client.chat_typing'].payload).properties)).toContain('to');
    expect(Object.keys(deref(messages['client.chat_typing'].payload).properties)).not.toContain('from');
    expect(Object.keys(deref(messages['server.chat_typing'].payload).properties)).toEqual(expect.arrayContaining(['chat_id', 'from']));
    expect(messages['server.chat_typing'].payload).toEqual({ $ref: '#/components/schemas/ChatTyping' });
    // chat:read: the client names the chat, the server's push says who read up to where.
    expect(deref(messages['client.chat_read'].payload)).toEqual(jsonOf(CLIENT_EVENTS['chat:read'].payload!));
    const { $ref: _ref, $defs: _defs, definitions: _definitions, ...serverRead } = jsonOf(SERVER_EVENTS['chat:read'].payload!);
    expect(deref(messages['server.chat_read'].payload)).toEqual(Object.keys(serverRead).length ? serverRead : (_defs ?? _definitions).ChatRead);
    expect(deref(messages['client.chat_read'].payload)).not.toEqual(deref(messages['server.chat_read'].payload));
    expect(res.body.operations.on_chat_typing.messages[0].$ref).toBe('#/channels/socket/messages/client.chat_typing');
    expect(res.body.operations.emit_chat_typing.messages[0].$ref).toBe('#/channels/socket/messages/server.chat_typing');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('{connect_url}');
    expect(text).not.toContain('{api_url}');
    expect(text).not.toContain('9007199254740991');
  });
});

describe('GET /connect/asyncapi.json components and limits', () => {
  it('declares shared schemas once, enumerates ack error codes from the catalogue and states the limits', async () => {
    const res = await server.http.get('/connect/asyncapi.json');
    const { schemas } = res.body.components;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['PublicUser', 'LivefeedMessage', 'ChatMessage', 'AckError']));
    const text = JSON.stringify(res.body);
    // The public user's shape appears once (in components), referenced from the feed item wherever it occurs.
    expect(text.split('"linkedin":{').length - 1).toBe(1);
    expect(schemas.LivefeedMessage.properties.user).toEqual({ $ref: '#/components/schemas/PublicUser' });
    const messages = res.body.channels.socket.messages;
    expect(messages['server.chat_message'].payload).toEqual({ $ref: '#/components/schemas/ChatMessage' });
    expect(JSON.stringify(messages['client.chat_send.ack'].payload)).toContain('#/components/schemas/AckError');
    expect(schemas.AckError.properties.code.enum).toEqual(Object.keys(ERROR_CATALOGUE));
    expect(schemas.AckError.properties.retry_after).toMatchObject({ type: 'integer' });
    expect(res.body.operations.on_chat_send.description).toMatch(/Limit: \d+ per \d+ s per socket/);
    expect(res.body.info.description).toMatch(/32 KiB/);
  });
});

describe('the embedded database has one owner (DATA_DIR lock)', () => {
  it('makes the CLI refuse, naming the problem, while a server holds DATA_DIR; works once it stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'convene-lock-'));
    const env = { DATA_DIR: dir, DEMO_DATA: '0', LOG_LEVEL: 'silent', SMS_DRIVER: 'log' };
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    try {
      const ctx = await createContext(loadConfig(env), { logger: createLogger('silent') });
      try {
        expect(JSON.parse(readFileSync(join(dir, 'convene.lock'), 'utf8')).pid).toBe(process.pid);
        expect(await runCli(['client:create', 'while running'], env, io)).toBe(1);
        expect(err.join('\n')).toMatch(new RegExp(`DATA_DIR .* is in use by process ${process.pid}`));
        expect(out).toEqual([]);
        expect(await runCli(['migrate'], env, io)).toBe(1);
        // A second server on the same directory is refused the same way.
        await expect(createContext(loadConfig(env), { logger: createLogger('silent') })).rejects.toBeInstanceOf(DataDirLockedError);
      } finally {
        await ctx.close();
      }
      expect(existsSync(join(dir, 'convene.lock'))).toBe(false);
      expect(await runCli(['client:create', 'after stop'], env, io)).toBe(0);
      const created = JSON.parse(out.at(-1)!) as { client_id: string; client_secret: string };
      // The server started afterwards sees the client the CLI made.
      const ctx2 = await createContext(loadConfig(env), { logger: createLogger('silent') });
      try {
        expect(await ctx2.clients.authenticate(created.client_id, created.client_secret)).toBeTruthy();
      } finally {
        await ctx2.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('takes over a lock whose process is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'convene-lock-'));
    try {
      // A pid far above any pid_max cannot be alive.
      writeFileSync(join(dir, 'convene.lock'), JSON.stringify({ pid: 2 ** 30, host: hostname(), since: '2026-01-01T00:00:00Z' }));
      const release = lockDataDir(dir);
      expect(JSON.parse(readFileSync(join(dir, 'convene.lock'), 'utf8')).pid).toBe(process.pid);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      release();
      expect(existsSync(join(dir, 'convene.lock'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('defaults DATA_DIR to data/ in the installation directory, whatever the working directory', () => {
    const root = new URL('../..', import.meta.url).pathname;
    expect(loadConfig({}).dataDir).toBe(join(root, 'data'));
  });
});
