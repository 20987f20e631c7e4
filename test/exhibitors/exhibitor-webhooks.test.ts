import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { WEBHOOKS_PER_EXHIBITOR } from '../../server/exhibitors/schemas.js';
import { startTwoNodes } from '../helpers/realtime-cluster.js';
import { clusterRedis } from '../helpers/redis-server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, collect, connectSocket, eventually, settle } from '../helpers/sockets.js';

/** Exhibitors' own webhooks (`lead.captured`) and the `lead:captured` push to booth staff (CONTRACT 20, issue 51). */

const fast = { WEBHOOK_ALLOW_PRIVATE: '1', OUTBOX_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_RETRY_MAX_MS: '400', WEBHOOK_TIMEOUT_MS: '1000' };

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 that records every request and answers 204. */
async function receiver() {
  const got: Received[] = [];
  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`,
    got,
    close: () => new Promise<void>((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    }),
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: fast, attachments: [attachRealtime] });
});
afterEach(() => closeAllSockets());
afterAll(async () => {
  await server?.stop();
});

/** An event with an organizer, an exhibitor with two staff members, and two attendees (event-bound tokens). */
async function booth(on: TestServer = server) {
  const ctx = on.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id);
  const token = await tokenFor(ctx, organizer);
  const participant = async (attrs: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx, attrs);
    await issueTicket(ctx, event.id, user.id);
    return { user, token: await tokenFor(ctx, user, { eventId: event.id }) };
  };
  const staff = await participant({ name: 'Staff' });
  const staff2 = await participant({ name: 'Second staff' });
  const other = await participant({ name: 'Other' });
  const person = await participant({ name: 'Sara', surname: 'Ahmadi', email: `sara${Date.now()}@example.com` });
  const created = await on.http.post(`/api/events/${event.slug}/exhibitors`, { name: 'Acme Booth' }, { token });
  expect(created.status, created.text).toBe(201);
  const exhibitor = created.body.data as { id: number };
  for (const s of [staff, staff2]) {
    const added = await on.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${s.user.id}`, undefined, { token });
    expect(added.status, added.text).toBe(201);
  }
  return { ctx, org, event, organizer, token, staff, staff2, other, person, exhibitor };
}

const badgeOf = async (token: string, on: TestServer = server) => {
  const res = await on.http.get('/connect/badge', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.code as string;
};

const verify = (secret: string, r: Received) => new Webhook(secret).verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': r.signature }) as any;

describe('exhibitor webhooks', () => {
  it('are created, listed and deleted by the booth staff only, and receive a scanned lead signed as Standard Webhooks specifies', async () => {
    const { org, event, token, staff, staff2, other, person, exhibitor } = await booth();
    const hook = await receiver();
    const orgHook = await receiver();
    const base = `/connect/exhibitors/${exhibitor.id}/webhooks`;

    const created = await server.http.post(base, { url: hook.url, events: ['lead.captured'] }, { token: staff.token });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), url: hook.url, events: ['lead.captured'], secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]+$/), created_at: expect.any(String) });
    const secret = created.body.secret as string;

    // Any staff member lists them, without the secret.
    const listed = await server.http.get(base, { token: staff2.token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body._embedded.webhooks).toEqual([{ id: created.body.id, url: hook.url, events: ['lead.captured'], created_at: expect.any(String) }]);
    expect(listed.text).not.toContain('whsec_');

    // The organization's own webhook, which still gets lead.captured; its listing never shows the exhibitor's.
    const orgCreated = await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: orgHook.url, events: ['lead.captured'] }, { token });
    expect(orgCreated.status, orgCreated.text).toBe(201);
    const orgListed = await server.http.get(`/api/organizations/${org.slug}/webhooks`, { token });
    expect(orgListed.body.data.map((w: any) => w.id)).toEqual([orgCreated.body.data.id]);
    expect((await server.http.delete(`/api/organizations/${org.slug}/webhooks/${created.body.id}`, { token })).status).toBe(404);
    expect((await server.http.get(`/api/organizations/${org.slug}/webhooks/${created.body.id}/deliveries`, { token })).status).toBe(404);

    // A scan: one signed delivery to each.
    await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: true }, { token: person.token });
    const scan = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(person.token), rating: 'hot', notes: 'wants a demo' }, { token: staff.token });
    expect(scan.status, scan.text).toBe(201);
    await eventually(() => expect(hook.got).toHaveLength(1), 10_000);
    await eventually(() => expect(orgHook.got).toHaveLength(1), 10_000);
    const body = verify(secret, hook.got[0]!);
    expect(body).toMatchObject({
      type: 'lead.captured',
      timestamp: expect.any(String),
      data: {
        event: { id: event.id, slug: event.slug },
        exhibitor: { id: exhibitor.id, name: 'Acme Booth' },
        created: true,
        lead: { id: scan.body.id, rating: 'hot', notes: 'wants a demo', captured_by: staff.user.id, person: { id: person.user.id, name: 'Sara', email: person.user.email } },
      },
    });
    expect(body.data.lead).toEqual(scan.body);
    expect(verify(orgCreated.body.data.secret, orgHook.got[0]!).data.lead).toEqual(scan.body);
    // Signed with the exhibitor's secret, not the organization's; a tampered body fails.
    expect(() => verify(orgCreated.body.data.secret, hook.got[0]!)).toThrow();
    expect(() => verify(secret, { ...hook.got[0]!, body: hook.got[0]!.body.replace('wants a demo', 'wants a refund') })).toThrow();

    // Without consent, the next delivery carries no contact.
    await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: false }, { token: person.token });
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(person.token), rating: 'warm' }, { token: staff.token })).status).toBe(200);
    await eventually(() => expect(hook.got).toHaveLength(2), 10_000);
    const second = verify(secret, hook.got[1]!);
    expect(second.data).toMatchObject({ created: false, lead: { rating: 'warm', person: { id: person.user.id, email: null, mobile: null } } });
    expect(hook.got[1]!.body).not.toContain(person.user.mobile);

    // Another exhibitor's lead never reaches this webhook.
    const elsewhere = await booth();
    await server.http.post(`/connect/exhibitors/${elsewhere.exhibitor.id}/leads`, { badge: await badgeOf(elsewhere.person.token) }, { token: elsewhere.staff.token });

    // Not staff: 403; no token: 401; an unknown exhibitor: 404; bad input: 422.
    expect((await server.http.get(base, { token: other.token })).status).toBe(403);
    const refused = await server.http.post(base, { url: hook.url, events: ['lead.captured'] }, { token: other.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('not_exhibitor_staff');
    expect((await server.http.delete(`${base}/${created.body.id}`, { token: other.token })).status).toBe(403);
    expect((await server.http.get(base)).status).toBe(401);
    expect((await server.http.post(base, { url: hook.url, events: ['lead.captured'] })).status).toBe(401);
    expect((await server.http.get('/connect/exhibitors/99999999/webhooks', { token: staff.token })).status).toBe(404);
    expect((await server.http.get(`/connect/exhibitors/${elsewhere.exhibitor.id}/webhooks`, { token: staff.token })).status).toBe(404);
    for (const bad of [{ url: 'not a url', events: ['lead.captured'] }, { url: 'ftp://example.com/x', events: ['lead.captured'] }, { url: hook.url, events: ['ticket.issued'] }, { url: hook.url, events: [] }, { url: hook.url }]) {
      const res = await server.http.post(base, bad, { token: staff.token });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }

    // Delete: 204, then 404; the list is empty and no more deliveries come.
    expect((await server.http.delete(`${base}/${created.body.id}`, { token: staff2.token })).status).toBe(204);
    expect((await server.http.delete(`${base}/${created.body.id}`, { token: staff.token })).status).toBe(404);
    expect((await server.http.delete(`${base}/${orgCreated.body.data.id}`, { token: staff.token })).status).toBe(404);
    expect((await server.http.get(base, { token: staff.token })).body._embedded.webhooks).toEqual([]);
    await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(other.token) }, { token: staff.token });
    await eventually(() => expect(orgHook.got).toHaveLength(3), 10_000);
    await settle(300);
    expect(hook.got).toHaveLength(2);
    await hook.close();
    await orgHook.close();
  });

  it(`refuse private addresses unless WEBHOOK_ALLOW_PRIVATE, and stop at ${WEBHOOKS_PER_EXHIBITOR} an exhibitor (the database decides)`, async () => {
    // A second node on the same database without WEBHOOK_ALLOW_PRIVATE (and without an outbox of its own).
    const strict = await startTestServer({ shareDatabaseWith: server, env: { OUTBOX_ENABLED: '0' } });
    try {
      const { staff, exhibitor, org, token } = await booth();
      const base = `/connect/exhibitors/${exhibitor.id}/webhooks`;
      const privateUrl = await strict.http.post(base, { url: 'http://127.0.0.1:9/hook', events: ['lead.captured'] }, { token: staff.token });
      expect(privateUrl.status).toBe(422);
      expect(privateUrl.body.errors[0].code).toBe('private_address');

      // Concurrent creations store exactly the cap.
      const answers = await Promise.all(
        Array.from({ length: WEBHOOKS_PER_EXHIBITOR + 4 }, (_, i) => server.http.post(base, { url: `http://127.0.0.1:9/hook${i}`, events: ['lead.captured'] }, { token: staff.token })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(WEBHOOKS_PER_EXHIBITOR);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused).toHaveLength(4);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.errors[0].code).toBe('too_many_webhooks');
      }
      expect((await server.http.get(base, { token: staff.token })).body._embedded.webhooks).toHaveLength(WEBHOOKS_PER_EXHIBITOR);
      // The exhibitor's webhooks do not count against the organization's cap, nor show in its list.
      expect((await server.http.get(`/api/organizations/${org.slug}/webhooks`, { token })).body.data).toEqual([]);
      const orgHook = await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: 'http://127.0.0.1:9/org', events: ['lead.captured'] }, { token });
      expect(orgHook.status).toBe(201);
    } finally {
      await strict.stop();
    }
  });

  it('go with their exhibitor', async () => {
    const { staff, exhibitor, event, token, ctx } = await booth();
    const created = await server.http.post(`/connect/exhibitors/${exhibitor.id}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['lead.captured'] }, { token: staff.token });
    expect(created.status).toBe(201);
    expect((await server.http.delete(`/api/events/${event.slug}/exhibitors/${exhibitor.id}`, { token })).status).toBe(204);
    expect(await ctx.db.selectFrom('webhooks').select('id').where('id', '=', created.body.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('lead:captured push', () => {
  it('reaches every staff member’s socket after a scan, an update, a batch and a visit, with the lead item', async () => {
    const { staff, staff2, other, person, exhibitor } = await booth();
    const [s1, s2, outsider] = await Promise.all([connectSocket(server, staff.token), connectSocket(server, staff2.token), connectSocket(server, other.token)]);
    const [got1, got2, gotOther] = [collect(s1, 'lead:captured'), collect(s2, 'lead:captured'), collect(outsider, 'lead:captured')];

    const scan = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(person.token), rating: 'cold' }, { token: staff.token });
    expect(scan.status).toBe(201);
    await eventually(() => expect(got2).toHaveLength(1));
    expect(got2[0]).toEqual(scan.body);
    await eventually(() => expect(got1).toHaveLength(1));
    expect(got1[0]).toEqual(scan.body);

    const update = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(person.token), rating: 'hot', notes: 'call back' }, { token: staff2.token });
    expect(update.status).toBe(200);
    await eventually(() => expect(got1).toHaveLength(2));
    expect(got1[1]).toMatchObject({ id: scan.body.id, rating: 'hot', notes: 'call back' });

    // A batch: the lead it creates is pushed, the one it keeps is not.
    const batch = await server.http.post(
      `/connect/exhibitors/${exhibitor.id}/leads/batch`,
      { scans: [{ badge: await badgeOf(other.token), captured_at: new Date(Date.now() - 60_000).toISOString() }, { badge: await badgeOf(person.token), captured_at: new Date().toISOString() }] },
      { token: staff.token },
    );
    expect(batch.status, batch.text).toBe(200);
    expect(batch.body.data.map((a: any) => a.result)).toEqual(['created', 'already_captured']);
    await eventually(() => expect(got2).toHaveLength(3));
    expect(got2[2]).toMatchObject({ id: batch.body.data[0].lead_id, person: { id: other.user.id }, source: 'scan' });

    // A visit: the attendee leaves their details; the staff hear of it, the attendee does not.
    const visit = await server.http.post(`/connect/exhibitors/${exhibitor.id}/visit`, {}, { token: person.token });
    expect(visit.status).toBe(200);
    await eventually(() => expect(got1).toHaveLength(4));
    expect(got1[3]).toMatchObject({ id: scan.body.id, person: { id: person.user.id } });

    await settle(200);
    expect(got1).toHaveLength(4);
    expect(got2).toHaveLength(4);
    expect(gotOther).toHaveLength(0);
  });
});

describe('lead:captured push across two nodes (shared database and Redis)', () => {
  let redis: Awaited<ReturnType<typeof clusterRedis>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    redis = await clusterRedis();
    [a, b] = await startTwoNodes(redis.url);
  });
  afterAll(async () => {
    closeAllSockets();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  it('reaches staff connected to the other node, and to both nodes at once', async () => {
    const { staff, staff2, person, exhibitor } = await booth(a);
    const onB = await connectSocket(b, staff2.token);
    const [onA1, onB1] = await Promise.all([connectSocket(a, staff.token), connectSocket(b, staff.token)]);
    const [got, gotA1, gotB1] = [collect(onB, 'lead:captured'), collect(onA1, 'lead:captured'), collect(onB1, 'lead:captured')];
    const scan = await a.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(person.token, a), rating: 'hot' }, { token: staff.token });
    expect(scan.status, scan.text).toBe(201);
    await eventually(() => expect(got).toHaveLength(1), 10_000);
    expect(got[0]).toEqual(scan.body);
    await eventually(() => expect(gotA1).toHaveLength(1), 10_000);
    await eventually(() => expect(gotB1).toHaveLength(1), 10_000);
    await settle(200);
    expect([got.length, gotA1.length, gotB1.length]).toEqual([1, 1, 1]);
  });

  it('tells staff on the other node when a withdrawal, a block or an account’s deletion takes a lead’s contact details', async () => {
    const { ctx, event, exhibitor, staff, staff2, person, other } = await booth(a);
    const leaver = await createUser(ctx, { name: 'Leila', email: `leila${Date.now()}@example.com` });
    await issueTicket(ctx, event.id, leaver.id);
    const leaverToken = await tokenFor(ctx, leaver, { eventId: event.id });
    const leadOf = new Map<string, number>();
    for (const [name, token] of [['person', person.token], ['other', other.token], ['leaver', leaverToken]] as const) {
      expect((await a.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: true }, { token })).status).toBe(200);
      const scan = await a.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(token, a) }, { token: staff.token });
      expect(scan.status, scan.text).toBe(201);
      expect(scan.body.person.mobile).toEqual(expect.any(String));
      leadOf.set(name, scan.body.id as number);
    }
    const onB = await connectSocket(b, staff2.token);
    const got = collect(onB, 'lead:captured');
    const withoutContact = (name: string) => got.find((l: any) => l.id === leadOf.get(name) && l.person.email === null && l.person.mobile === null);

    expect((await a.http.delete(`/connect/me/leads/${leadOf.get('person')}`, { token: person.token })).status).toBe(204);
    await eventually(() => expect(withoutContact('person')).toBeDefined(), 10_000);
    expect((await a.http.put(`/connect/blocks/users/${staff2.user.id}`, undefined, { token: other.token })).status).toBe(201);
    await eventually(() => expect(withoutContact('other')).toBeDefined(), 10_000);
    expect((await a.http.delete('/connect/users/me', { token: leaverToken })).status).toBe(204);
    await eventually(() => expect(withoutContact('leaver')).toBeDefined(), 10_000);
    // What the staff's open screen now holds is what the lead list answers.
    const list = await b.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: staff2.token });
    for (const name of ['person', 'other', 'leaver']) {
      expect(list.body._embedded.leads.find((l: any) => l.id === leadOf.get(name)).person).toMatchObject({ email: null, mobile: null });
    }
  });
});
