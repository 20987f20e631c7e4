import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exponentialBackoff } from '../../server/outbox/outbox.js';
import { isPublicAddress } from '../../server/outbound/address-policy.js';
import { openDatabase } from '../../storage/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { createEvent, createOrganization, createUser, issueTicket, localMobile, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventually } from '../helpers/sockets.js';

const fast = { WEBHOOK_ALLOW_PRIVATE: '1', OUTBOX_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_RETRY_MAX_MS: '400', WEBHOOK_TIMEOUT_MS: '500' };

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 that records every request; `answer` decides the reply. */
async function receiver(answer: (req: IncomingMessage, res: ServerResponse, n: number) => void = (_req, res) => res.writeHead(204).end()) {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(req, res, got.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    got,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

async function orgWithEvent(server: TestServer) {
  const owner = await createUser(server.ctx);
  const org = await createOrganization(server.ctx, owner);
  const event = await createEvent(server.ctx, org.id);
  return { org, event, token: await tokenFor(server.ctx, owner) };
}

async function addWebhook(server: TestServer, orgSlug: string, token: string, url: string, events = ['ticket.issued', 'ticket.voided', 'checkin.created']) {
  const res = await server.http.post(`/api/organizations/${orgSlug}/webhooks`, { url, events }, { token });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number; secret: string };
}

const issue = async (server: TestServer, slug: string, token: string) => {
  const res = await server.http.post(`/api/events/${slug}/attendees`, { mobile: localMobile(uniqueMobile()), name: 'Hooked' }, { token });
  expect(res.status).toBe(201);
  return res.body.data.attendee_id as string;
};

describe('webhooks on one node', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: fast });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('delivers ticket.issued, ticket.voided and checkin.created, signed as Standard Webhooks specifies', async () => {
    const hook = await receiver();
    const { org, event, token } = await orgWithEvent(server);
    const created = await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: hook.url, events: ['ticket.issued', 'ticket.voided', 'checkin.created'] }, { token });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number), url: hook.url, events: ['ticket.issued', 'ticket.voided', 'checkin.created'], secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]+$/), created_at: expect.any(String) });
    const listed = await server.http.get(`/api/organizations/${org.slug}/webhooks`, { token });
    expect(listed.body.data).toEqual([{ id: created.body.data.id, url: hook.url, events: ['ticket.issued', 'ticket.voided', 'checkin.created'], created_at: expect.any(String) }]);
    expect(listed.text).not.toContain('whsec_');

    const code = await issue(server, event.slug, token);
    await server.http.post(`/api/events/${event.slug}/checkins`, { code }, { token });
    await server.http.post(`/api/events/${event.slug}/tickets/${code}/void`, undefined, { token });
    await eventually(() => expect(hook.got).toHaveLength(3), 10_000);

    const verifier = new Webhook(created.body.data.secret);
    const bodies = hook.got.map((r) => verifier.verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': r.signature }) as any);
    expect(bodies.map((b) => b.type).sort()).toEqual(['checkin.created', 'ticket.issued', 'ticket.voided']);
    const issued = bodies.find((b) => b.type === 'ticket.issued');
    expect(issued).toMatchObject({ timestamp: expect.any(String), data: { event: { id: event.id, slug: event.slug }, attendee: { ticket_code: code, status: 'valid', user: { name: 'Hooked' } } } });
    expect(bodies.find((b) => b.type === 'checkin.created').data).toMatchObject({ ticket_code: code, checked_in_at: expect.any(String) });
    expect(bodies.find((b) => b.type === 'ticket.voided').data.attendee).toMatchObject({ ticket_code: code, status: 'void' });
    // A tampered body fails verification.
    expect(() => verifier.verify(hook.got[0]!.body.replace('Hooked', 'Hacked'), { 'webhook-id': hook.got[0]!.id, 'webhook-timestamp': hook.got[0]!.timestamp, 'webhook-signature': hook.got[0]!.signature })).toThrow();

    await eventually(async () => {
      const history = await server.http.get(`/api/organizations/${org.slug}/webhooks/${created.body.data.id}/deliveries`, { token });
      expect(history.status).toBe(200);
      expect(history.body.data).toHaveLength(3);
      expect(history.body.data.map((d: any) => d.type)).toEqual(['ticket.voided', 'checkin.created', 'ticket.issued']);
      for (const d of history.body.data) expect(d).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 204, delivered_at: expect.any(String) });
    });
    await hook.close();
  });

  it('announces report.created, committed with the report, without the reporter or the reported text', async () => {
    const hook = await receiver();
    const { org, event, token } = await orgWithEvent(server);
    const created = await addWebhook(server, org.slug, token, hook.url, ['report.created']);
    const [reporter, reported] = [await createUser(server.ctx), await createUser(server.ctx)];
    await issueTicket(server.ctx, event.id, reporter.id);
    await issueTicket(server.ctx, event.id, reported.id);
    const reporterToken = await tokenFor(server.ctx, reporter, { eventId: event.id });
    const report = await server.http.post('/connect/reports', { type: 'user', id: reported.id, reason: 'harassment', note: 'private words' }, { token: reporterToken });
    expect(report.status).toBe(201);
    // The same report again is the first one (200): no second announcement.
    expect((await server.http.post('/connect/reports', { type: 'user', id: reported.id, reason: 'harassment' }, { token: reporterToken })).status).toBe(200);
    await eventually(() => expect(hook.got).toHaveLength(1), 10_000);
    const body = new Webhook(created.secret).verify(hook.got[0]!.body, { 'webhook-id': hook.got[0]!.id, 'webhook-timestamp': hook.got[0]!.timestamp, 'webhook-signature': hook.got[0]!.signature }) as any;
    expect(body).toMatchObject({ type: 'report.created', data: { event: { id: event.id, slug: event.slug }, report: { id: report.body.id, type: 'user', target_id: reported.id, reason: 'harassment', status: 'open' } } });
    expect(hook.got[0]!.body).not.toContain('private words');
    expect(hook.got[0]!.body).not.toContain(reporter.mobile);
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.got).toHaveLength(1);
    await hook.close();
  });

  it('retries a failing receiver with the same webhook-id until it answers 2xx, and gives up after the last try', async () => {
    const flaky = await receiver((_req, res, n) => res.writeHead(n < 3 ? 503 : 200).end());
    const dead = await receiver((_req, res) => res.writeHead(500).end());
    const { org, event, token } = await orgWithEvent(server);
    const flakyHook = await addWebhook(server, org.slug, token, flaky.url, ['ticket.issued']);
    const deadHook = await addWebhook(server, org.slug, token, dead.url, ['ticket.issued']);
    await issue(server, event.slug, token);
    await eventually(() => expect(flaky.got).toHaveLength(3), 10_000);
    expect(new Set(flaky.got.map((r) => r.id)).size).toBe(1);
    const times = flaky.got.map((r) => Number(r.timestamp));
    expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(0);
    await eventually(async () => {
      const history = await server.http.get(`/api/organizations/${org.slug}/webhooks/${flakyHook.id}/deliveries`, { token });
      expect(history.body.data[0]).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200 });
    });
    // 8 tries (WEBHOOK_MAX_ATTEMPTS default), then failed.
    await eventually(async () => {
      const history = await server.http.get(`/api/organizations/${org.slug}/webhooks/${deadHook.id}/deliveries`, { token });
      expect(history.body.data[0]).toMatchObject({ status: 'failed', attempts: 8, last_status_code: 500 });
    }, 15_000);
    expect(dead.got).toHaveLength(8);
    expect(new Set(dead.got.map((r) => r.id)).size).toBe(1);
    await Promise.all([flaky.close(), dead.close()]);
  });

  it('does not let a hanging receiver or a 10 MB answer hold a worker', async () => {
    const hanging = await receiver(() => undefined);
    const huge = await receiver((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const mb = Buffer.alloc(1024 * 1024, 120);
      let sent = 0;
      const pump = () => {
        while (sent < 10 && res.write(mb)) sent++;
        if (sent >= 10) res.end();
        else res.once('drain', () => (sent++, pump()));
      };
      pump();
    });
    const { org, event, token } = await orgWithEvent(server);
    const hangingHook = await addWebhook(server, org.slug, token, hanging.url, ['ticket.issued']);
    const hugeHook = await addWebhook(server, org.slug, token, huge.url, ['ticket.issued']);
    const started = Date.now();
    await issue(server, event.slug, token);
    await eventually(async () => {
      const history = await server.http.get(`/api/organizations/${org.slug}/webhooks/${hugeHook.id}/deliveries`, { token });
      expect(history.body.data[0]).toMatchObject({ status: 'delivered', last_status_code: 200 });
    }, 10_000);
    // The hanging receiver's tries time out (WEBHOOK_TIMEOUT_MS=500) and are retried.
    await eventually(async () => {
      const history = await server.http.get(`/api/organizations/${org.slug}/webhooks/${hangingHook.id}/deliveries`, { token });
      expect(history.body.data[0].attempts).toBeGreaterThanOrEqual(2);
      expect(history.body.data[0]).toMatchObject({ last_status_code: null, last_error: expect.stringContaining('no answer within 500 ms') });
    }, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    await Promise.all([hanging.close(), huge.close()]);
  });

  it('refuses bad targets and non-members, and deletes', async () => {
    const { org, token } = await orgWithEvent(server);
    const outsider = await tokenFor(server.ctx, await createUser(server.ctx));
    const strict = await startTestServer({ shareDatabaseWith: server, env: { OUTBOX_ENABLED: '0' } });
    try {
      const url = `/api/organizations/${org.slug}/webhooks`;
      for (const target of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.0.0.7/x', 'http://[::1]/x', 'http://169.254.169.254/latest', 'http://[::ffff:127.0.0.1]/x', 'http://[::127.0.0.1]:4355/', 'https://localhost./', 'http://[2002:7f00:1::]/', 'http://[::ffff:0:7f00:1]/']) {
        const res = await strict.http.post(url, { url: target, events: ['ticket.issued'] }, { token });
        expect(res.status, target).toBe(422);
        expect(res.body.errors[0]).toMatchObject({ code: 'private_address', field: 'url' });
      }
      for (const target of ['ftp://example.com/x', 'not a url', `https://example.com/${'a'.repeat(2100)}`, 'javascript:alert(1)', 'http://user:pw@example.com/']) {
        expect((await strict.http.post(url, { url: target, events: ['ticket.issued'] }, { token })).status, target.slice(0, 40)).toBe(422);
      }
      expect((await strict.http.post(url, { url: 'https://example.com/', events: ['ticket.exploded'] }, { token })).status).toBe(422);
      expect((await strict.http.post(url, { url: 'https://example.com/', events: [] }, { token })).status).toBe(422);
      expect((await strict.http.post(url, { url: 42, events: ['ticket.issued'] }, { token })).status).toBe(422);
    } finally {
      await strict.stop();
    }
    const hook = await addWebhook(server, org.slug, token, 'http://127.0.0.1:9/x');
    const base = `/api/organizations/${org.slug}/webhooks`;
    expect((await server.http.get(base)).status).toBe(401);
    expect((await server.http.get(base, { token: outsider })).status).toBe(403);
    expect((await server.http.post(base, { url: 'http://127.0.0.1:9/', events: ['ticket.issued'] }, { token: outsider })).status).toBe(403);
    expect((await server.http.delete(`${base}/${hook.id}`, { token: outsider })).status).toBe(403);
    expect((await server.http.get(`${base}/${hook.id}/deliveries`, { token: outsider })).status).toBe(403);
    expect((await server.http.get(`/api/organizations/no-such-org-zz/webhooks`, { token })).status).toBe(404);
    expect((await server.http.get(`${base}/999999999/deliveries`, { token })).status).toBe(404);
    expect((await server.http.get(`${base}/2147483648/deliveries`, { token })).status).toBe(422);
    expect((await server.http.delete(`${base}/${hook.id}`, { token })).status).toBe(204);
    expect((await server.http.delete(`${base}/${hook.id}`, { token })).status).toBe(404);
    // Another organization's member cannot reach this one's webhooks by id.
    const other = await orgWithEvent(server);
    const mine = await addWebhook(server, org.slug, token, 'http://127.0.0.1:9/y');
    expect((await server.http.delete(`/api/organizations/${other.org.slug}/webhooks/${mine.id}`, { token: other.token })).status).toBe(404);
  });

  it('classifies addresses and spaces retries (first within a minute, 8 tries over more than 10 minutes by default)', () => {
    for (const ip of ['8.8.8.8', '2001:4860:4860::8888']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.1.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1', 'nonsense']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    const low = exponentialBackoff({ baseMs: 30_000, maxMs: 6 * 3600_000, random: () => 0 });
    const high = exponentialBackoff({ baseMs: 30_000, maxMs: 6 * 3600_000, random: () => 1 });
    expect(high(1)).toBeLessThanOrEqual(60_000);
    const spread = [1, 2, 3, 4, 5, 6, 7].reduce((sum, attempt) => sum + low(attempt), 0);
    expect(spread).toBeGreaterThan(10 * 60_000);
    expect(low(2)).toBeGreaterThan(low(1));
  });
});

describe('webhooks across restarts and nodes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.handle.close();
  });

  it('loses no delivery when the server stops with retries pending', async () => {
    let failing = true;
    const hook = await receiver((_req, res) => res.writeHead(failing ? 503 : 200).end());
    const first = await startTestServer({ database, env: { ...fast, WEBHOOK_RETRY_BASE_MS: '2000', WEBHOOK_RETRY_MAX_MS: '2000' } });
    const { org, event, token } = await orgWithEvent(first);
    const created = await addWebhook(first, org.slug, token, hook.url, ['ticket.issued']);
    await issue(first, event.slug, token);
    await eventually(() => expect(hook.got).toHaveLength(1), 10_000);
    await first.stop();
    failing = false;
    const second = await startTestServer({ database, env: fast });
    try {
      await eventually(() => expect(hook.got).toHaveLength(2), 10_000);
      expect(hook.got[1]!.id).toBe(hook.got[0]!.id);
      new Webhook(created.secret).verify(hook.got[1]!.body, { 'webhook-id': hook.got[1]!.id, 'webhook-timestamp': hook.got[1]!.timestamp, 'webhook-signature': hook.got[1]!.signature });
      await eventually(async () => {
        const history = await second.http.get(`/api/organizations/${org.slug}/webhooks/${created.id}/deliveries`, { token });
        expect(history.body.data[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      });
    } finally {
      await second.stop();
      await hook.close();
    }
  });

  it('sends each delivery once with two nodes on one database (each with its own pool)', async () => {
    const hook = await receiver((_req, res) => setTimeout(() => res.writeHead(200).end(), 5));
    // On PostgreSQL the second node has a pool of its own; the embedded database is one connection (one node in production).
    const otherHandle = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 5 }) : undefined;
    // A long per-try deadline: a retry after a slow answer on a loaded machine would be a legitimate second send.
    const env = { ...fast, OUTBOX_POLL_MS: '20', WEBHOOK_TIMEOUT_MS: '15000' };
    const a = await startTestServer({ database, env });
    const b = await startTestServer({ database: otherHandle ? { handle: otherHandle, url: database.url } : database, env });
    try {
      const { org, event, token } = await orgWithEvent(a);
      await addWebhook(a, org.slug, token, hook.url, ['ticket.issued', 'checkin.created']);
      const codes: string[] = [];
      for (let i = 0; i < 30; i++) codes.push(await issue(i % 2 ? a : b, event.slug, token));
      await Promise.all(codes.map((code, i) => (i % 2 ? b : a).http.post(`/api/events/${event.slug}/checkins`, { code }, { token })));
      await eventually(() => expect(hook.got.length).toBeGreaterThanOrEqual(60), 20_000);
      await new Promise((r) => setTimeout(r, 500));
      const ids = hook.got.map((r) => r.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
      const tries = await a.ctx.db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .select(['d.status', 'd.attempts'])
        .where('w.organization_id', '=', org.id)
        .execute();
      expect(tries).toHaveLength(60);
      expect(tries.every((t) => t.status === 'delivered' && t.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await otherHandle?.close();
      await hook.close();
    }
  }, 60_000);
});
