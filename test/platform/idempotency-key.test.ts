import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The Idempotency-Key header on creating POSTs (issue 44), on whichever database the run uses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function organizerWithEvent() {
  const organizer = await createUser(server.ctx);
  const org = await createOrganization(server.ctx, organizer);
  const event = await createEvent(server.ctx, org.id);
  return { organizer, org, event, token: await tokenFor(server.ctx, organizer) };
}

const ticketTypes = async (eventId: number) => (await sql<{ n: number }>`select count(*)::int as n from ticket_types where event_id = ${eventId}`.execute(server.ctx.db)).rows[0]!.n;

describe('Idempotency-Key on creating POSTs', () => {
  it('answers a retry with the first answer and creates once; another body with the key is 422; without a key nothing changes', async () => {
    const s = await organizerWithEvent();
    const body = { name: 'Standard', price: 100_000, capacity: 10 };
    const first = await server.http.post(`/api/events/${s.event.slug}/tickets`, body, { token: s.token, headers: { 'idempotency-key': 'type-1' } });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await server.http.post(`/api/events/${s.event.slug}/tickets`, body, { token: s.token, headers: { 'idempotency-key': 'type-1' } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ticketTypes(s.event.id)).toBe(1);

    const other = await server.http.post(`/api/events/${s.event.slug}/tickets`, { ...body, name: 'VIP' }, { token: s.token, headers: { 'idempotency-key': 'type-1' } });
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toMatchObject({ code: 'idempotency_key_reused', field: 'Idempotency-Key' });
    expect(await ticketTypes(s.event.id)).toBe(1);

    // Without the header every POST creates, as before.
    for (let i = 0; i < 2; i++) expect((await server.http.post(`/api/events/${s.event.slug}/tickets`, body, { token: s.token })).status).toBe(201);
    expect(await ticketTypes(s.event.id)).toBe(3);
  });

  it('keys are per user: a second user with the same key creates their own', async () => {
    const a = await organizerWithEvent();
    const b = await organizerWithEvent();
    const one = await server.http.post(`/api/events/${a.event.slug}/tickets`, { name: 'A', price: 0 }, { token: a.token, headers: { 'idempotency-key': 'shared-key' } });
    const two = await server.http.post(`/api/events/${b.event.slug}/tickets`, { name: 'B', price: 0 }, { token: b.token, headers: { 'idempotency-key': 'shared-key' } });
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers.get('idempotent-replayed')).toBeNull();
    // b replaying a's request is b's own, refused by access as any request of b's is.
    const stranger = await server.http.post(`/api/events/${a.event.slug}/tickets`, { name: 'A', price: 0 }, { token: b.token, headers: { 'idempotency-key': 'other-key' } });
    expect(stranger.status).toBe(403);
    expect(await ticketTypes(a.event.id)).toBe(1);
  });

  it('a refused request forgets its key (fixed and sent again it runs); concurrent tries with one key create once', async () => {
    const s = await organizerWithEvent();
    const bad = await server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'X', price: -5 }, { token: s.token, headers: { 'idempotency-key': 'fix-me' } });
    expect(bad.status).toBe(422);
    const refusedByService = await server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'X', price: 0, min_per_order: 5, max_per_order: 2 }, { token: s.token, headers: { 'idempotency-key': 'fix-me' } });
    expect(refusedByService.status).toBe(422);
    expect(refusedByService.body.errors[0].code).toBe('invalid');
    const fixed = await server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'X', price: 0 }, { token: s.token, headers: { 'idempotency-key': 'fix-me' } });
    expect(fixed.status, fixed.text).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'Raced', price: 0 }, { token: s.token, headers: { 'idempotency-key': 'raced' } })),
    );
    const statuses = answers.map((r) => r.status);
    // Each answer is the creation (first or replayed) or "still in progress" with Retry-After.
    expect(statuses.every((st) => st === 201 || st === 409)).toBe(true);
    for (const r of answers.filter((x) => x.status === 409)) {
      expect(r.body.errors[0].code).toBe('idempotency_key_in_progress');
      expect(r.headers.get('retry-after')).toBe('1');
    }
    const created = new Set(answers.filter((r) => r.status === 201).map((r) => r.body.data.id as number));
    expect(created.size).toBe(1);
    expect((await sql<{ n: number }>`select count(*)::int as n from ticket_types where event_id = ${s.event.id} and name = 'Raced'`.execute(server.ctx.db)).rows[0]!.n).toBe(1);
  });

  it('refuses a key that is empty, too long or not visible ASCII; a key whose request never finished answers outcome_unknown', async () => {
    const s = await organizerWithEvent();
    for (const key of ['x'.repeat(201), 'bad key']) {
      const res = await server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'K', price: 0 }, { token: s.token, headers: { 'idempotency-key': key } });
      expect(res.status, key).toBe(422);
      expect(res.body.errors[0].code).toBe('idempotency_key_required');
    }
    expect(await ticketTypes(s.event.id)).toBe(0);
    // A node that stopped between its write and recording the answer leaves the key started; a minute later the
    // retry is told the outcome is unknown instead of writing a second time.
    const first = await server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'K', price: 0 }, { token: s.token, headers: { 'idempotency-key': 'lost' } });
    expect(first.status).toBe(201);
    await sql`update idempotency_keys set state = 'started', body = null, status = null, created_at = now() - interval '1 minute' where key = 'lost'`.execute(server.ctx.db);
    const retry = await server.http.post(`/api/events/${s.event.slug}/tickets`, { name: 'K', price: 0 }, { token: s.token, headers: { 'idempotency-key': 'lost' } });
    expect(retry.status).toBe(503);
    expect(retry.body.errors[0].code).toBe('outcome_unknown');
    expect(await ticketTypes(s.event.id)).toBe(1);
  });

  it('is documented on authenticated POSTs, and orders keep their own required key', async () => {
    const doc = (await server.http.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>> };
    const names = (path: string) => (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
    expect(names('/api/events/{slug}/tickets')).toContain('idempotency-key');
    expect(names('/api/events/{slug}/orders')).not.toContain('idempotency-key');
  });
});
