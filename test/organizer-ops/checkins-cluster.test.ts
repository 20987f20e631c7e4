import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { startTwoNodes } from '../helpers/realtime-cluster.js';
import { clusterRedis } from '../helpers/redis-server.js';
import type { TestServer } from '../helpers/server.js';
import { closeAllSockets, connectSocket, eventually, expectNotBunched, request, type TestSocket } from '../helpers/sockets.js';

// checkins:progress across two nodes through Redis: check-ins made on either node (single and batch) reach
// organizers watching on both, coalesced (pushes at least an interval apart), the last one carrying the stored figures.
const INTERVAL = 200;
let redis: Awaited<ReturnType<typeof clusterRedis>>;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  redis = await clusterRedis();
  [a, b] = await startTwoNodes(redis.url, { QA_PUSH_INTERVAL_MS: String(INTERVAL) });
}, 120_000);
afterAll(async () => {
  closeAllSockets();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

function timed(socket: TestSocket) {
  const out: Array<{ at: number; data: { event: number; checked_in: number; total: number } }> = [];
  socket.on('checkins:progress', ((data: (typeof out)[number]['data']) => out.push({ at: Date.now(), data })) as never);
  return out;
}

describe('checkins:progress over two nodes', () => {
  it('a check-in on node A reaches a watcher on node B; a burst on both nodes is coalesced and ends with the final figures', async () => {
    const ctx = a.ctx;
    const organizer = await createUser(ctx);
    const colleague = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    await ctx.db.insertInto('organization_members').values({ organization_id: org.id, user_id: colleague.id, role: 'member' }).execute();
    const event = await createEvent(ctx, org.id);
    const token = await tokenFor(ctx, organizer);
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push((await issueTicket(ctx, event.id, (await createUser(ctx)).id)).code);

    // The organizer on node A, a colleague (another member of the organization) on node B.
    const onA = await connectSocket(a, token);
    const onB = await connectSocket(b, await tokenFor(ctx, colleague));
    for (const w of [onA, onB]) expect((await request(w, 'checkins:watch', { event: event.id })).ok).toBe(true);
    const [pushesA, pushesB] = [onA, onB].map(timed) as [ReturnType<typeof timed>, ReturnType<typeof timed>];

    // One check-in on node A: node B's watcher sees it.
    expect((await a.http.post(`/api/events/${event.slug}/checkins`, { code: codes[0] }, { token })).status).toBe(201);
    await eventually(() => expect(pushesB.at(-1)?.data).toMatchObject({ event: event.id, checked_in: 1, total: 21 }), 10_000);

    // Then 18 single check-ins, half on each node, all at once, and a batch of two on node B.
    const singles = await Promise.all(codes.slice(1, 19).map((code, i) => (i % 2 ? a : b).http.post(`/api/events/${event.slug}/checkins`, { code }, { token })));
    expect(singles.map((r) => r.status)).toEqual(Array(18).fill(201));
    const batch = await b.http.post(`/api/events/${event.slug}/checkins/batch`, { checkins: codes.slice(19).map((code) => ({ code, checked_in_at: new Date().toISOString() })) }, { token });
    expect(batch.status).toBe(200);

    await eventually(() => {
      for (const list of [pushesA, pushesB]) expect(list.at(-1)?.data).toMatchObject({ event: event.id, checked_in: 21, total: 21 });
    }, 10_000);
    for (const list of [pushesA, pushesB]) {
      // Coalesced: the changes in far fewer pushes, not bunched on arrival.
      expect(list.length).toBeLessThan(12);
      expectNotBunched(list.map((p) => p.at), INTERVAL);
    }
  }, 60_000);
});
