import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTwoNodes } from '../helpers/realtime-cluster.js';
import { clusterRedis } from '../helpers/redis-server.js';
import type { TestServer } from '../helpers/server.js';
import { closeAllSockets, connectSocket, eventually, expectNotBunched, request, type TestSocket } from '../helpers/sockets.js';

// seats:changed (CONTRACT 19) across two nodes through Redis: changes made on either node reach watchers on both,
// coalesced (pushes at least an interval apart), the last ones carrying the stored states.
const INTERVAL = 200;
let redis: Awaited<ReturnType<typeof clusterRedis>>;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  redis = await clusterRedis();
  [a, b] = await startTwoNodes(redis.url, { QA_PUSH_INTERVAL_MS: String(INTERVAL), MAX_PENDING_ORDERS: '5' });
}, 120_000);
afterAll(async () => {
  closeAllSockets();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

function timed(socket: TestSocket) {
  const out: Array<{ at: number; data: { event_id: number; seats: Array<{ id: string; status: string }> } }> = [];
  socket.on('seats:changed', ((data: (typeof out)[number]['data']) => out.push({ at: Date.now(), data })) as never);
  return out;
}

describe('seats:changed over two nodes', () => {
  it('reaches watchers on both nodes, coalesced, with the final states', async () => {
    const ctx = a.ctx;
    const organizer = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    const event = await createEvent(ctx, org.id);
    const token = await tokenFor(ctx, organizer);
    const type = (await a.http.post(`/api/events/${event.slug}/tickets`, { name: 'Stalls', price: 1000 }, { token })).body.data.id as number;
    const seats = Array.from({ length: 20 }, (_, i) => ({ id: `A${i + 1}`, label: `A ${i + 1}`, row: 'A', ticket_id: type }));
    expect((await a.http.put(`/api/events/${event.slug}/seat-plan`, { seats }, { token })).status).toBe(200);

    const watchers = await Promise.all([a, b].map(async (node) => connectSocket(node, await tokenFor(ctx, await createUser(ctx)))));
    for (const w of watchers) expect((await request(w, 'seats:watch', { event_id: event.id })).ok).toBe(true);
    const pushes = watchers.map(timed);

    // 10 orders, one seat each, half on each node, all at once.
    const buyers = await Promise.all(Array.from({ length: 10 }, async () => tokenFor(ctx, await createUser(ctx))));
    const answers = await Promise.all(
      buyers.map((t, i) =>
        (i % 2 ? a : b).http.post(`/api/events/${event.slug}/orders`, { email: 'x@example.com', items: [{ ticket_id: type, seats: [`A${i + 1}`] }] }, { token: t, headers: { 'idempotency-key': `cl-${i}` } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    await b.http.post(`/api/events/${event.slug}/seats/block`, { seats: ['A20'], blocked: true }, { token });

    const expected = Object.fromEntries([...Array.from({ length: 10 }, (_, i) => [`A${i + 1}`, 'held']), ['A20', 'blocked']]);
    await eventually(() => {
      for (const list of pushes) {
        const last = new Map<string, string>();
        for (const p of list) for (const s of p.data.seats) last.set(s.id, s.status);
        expect(Object.fromEntries(last)).toEqual(expected);
      }
    }, 10_000);
    for (const list of pushes) {
      expect(list.every((p) => p.data.event_id === event.id)).toBe(true);
      // Coalesced: the changes in far fewer pushes, not bunched on arrival.
      expect(list.length).toBeLessThan(11);
      expectNotBunched(list.map((p) => p.at), INTERVAL);
    }
  }, 60_000);
  it('keeps the seat states’ ETag right across nodes: a change on one makes the other’s next conditional GET 200 with the new tag', async () => {
    const ctx = a.ctx;
    const organizer = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    const event = await createEvent(ctx, org.id);
    const token = await tokenFor(ctx, organizer);
    const type = (await a.http.post(`/api/events/${event.slug}/tickets`, { name: 'Stalls', price: 1000 }, { token })).body.data.id as number;
    const seats = Array.from({ length: 10 }, (_, i) => ({ id: `A${i + 1}`, label: `A ${i + 1}`, row: 'A', ticket_id: type }));
    expect((await a.http.put(`/api/events/${event.slug}/seat-plan`, { seats }, { token })).status).toBe(200);
    const path = `/api/events/${event.slug}/seats`;
    const conditional = (node: TestServer, etag: string) => node.http.get(path, { headers: { 'if-none-match': etag } });

    // Both nodes give one tag for the same states, and answer it with 304.
    const onA = (await a.http.get(path)).headers.get('etag')!;
    expect((await b.http.get(path)).headers.get('etag')).toBe(onA);
    expect((await conditional(b, onA)).status).toBe(304);

    // An order on A: B's next conditional GET is 200 with the new states and a new tag, which A answers with 304.
    const buyer = await tokenFor(ctx, await createUser(ctx));
    const placed = await a.http.post(`/api/events/${event.slug}/orders`, { email: 'x@example.com', items: [{ ticket_id: type, quantity: 2 }] }, { token: buyer, headers: { 'idempotency-key': 'etag-1' } });
    expect(placed.status, placed.text).toBe(201);
    const fresh = await conditional(b, onA);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.slice(0, 3)).toEqual([{ id: 'A1', status: 'held' }, { id: 'A2', status: 'held' }, { id: 'A3', status: 'free' }]);
    const next = fresh.headers.get('etag')!;
    expect(next).not.toBe(onA);
    expect((await conditional(a, next)).status).toBe(304);

    // A block on B: A's next conditional GET is 200 too.
    expect((await b.http.post(`/api/events/${event.slug}/seats/block`, { seats: ['A10'], blocked: true }, { token })).status).toBe(200);
    const blocked = await conditional(a, next);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.at(-1)).toEqual({ id: 'A10', status: 'blocked' });
    expect((await conditional(b, blocked.headers.get('etag')!)).status).toBe(304);
  }, 60_000);
});
