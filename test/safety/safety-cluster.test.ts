import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventWithAttendees, startTwoNodes } from '../helpers/realtime-cluster.js';
import { clusterRedis } from '../helpers/redis-server.js';
import type { TestServer } from '../helpers/server.js';
import { createClient, createOrganization, createUser, login, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

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
afterEach(() => closeAllSockets());

/** The event's organizer (a member of its organization) with an unbound token. */
async function organizerOf(server: TestServer, organizationId: number) {
  const user = await createUser(server.ctx);
  await server.ctx.db.insertInto('organization_members').values({ organization_id: organizationId, user_id: user.id, role: 'member' }).execute();
  return { user, token: await tokenFor(server.ctx, user) };
}

describe('safety across two nodes (PostgreSQL/PGlite + Redis)', () => {
  it('cuts a socket on node B off from posting and sending the moment a ban is stored through node A', async () => {
    const { event, users } = await eventWithAttendees(a, 2);
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const organizer = await organizerOf(a, event.organization_id);
    const aliceB = await connectSocket(b, alice.token);
    expect(await request(aliceB, 'livefeed:post', { message: 'before' })).toMatchObject({ ok: true });

    expect((await a.http.put(`/api/events/${event.slug}/bans/${alice.id}`, {}, { token: organizer.token })).status).toBe(201);
    expect(await request(aliceB, 'livefeed:post', { message: 'after' })).toMatchObject({ ok: false, error: { code: 'banned' } });
    expect(await request(aliceB, 'chat:send', { to: bob.id, message: 'after' })).toMatchObject({ ok: false, error: { code: 'banned' } });
    expect(await request(aliceB, 'sync', { livefeed_after: 0 })).toMatchObject({ ok: true });
  });

  it('filters feed pushes on both nodes from the moment a block is stored on either, and moves open sockets back on unblock', async () => {
    const { users } = await eventWithAttendees(a, 3);
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const aliceB = await connectSocket(b, alice.token);
    const bobA = await connectSocket(a, bob.token);
    const carolB = await connectSocket(b, carol.token);
    const [aliceGot, bobGot, carolGot] = [collect(aliceB, 'livefeed:message'), collect(bobA, 'livefeed:message'), collect(carolB, 'livefeed:message')];

    expect((await a.http.put(`/connect/blocks/users/${bob.id}`, undefined, { token: alice.token })).status).toBe(201);
    await settle(200);
    expect(await request(bobA, 'livefeed:post', { message: 'from bob' })).toMatchObject({ ok: true });
    // Bob's post reaches node B through Redis, after his ack: wait for it, so the order below is not a race between
    // nodes (pushes from two nodes carry no order; clients order by id and catch up with `sync`).
    await eventually(() => expect(carolGot.map((i) => i.message)).toEqual(['from bob']));
    expect(await request(aliceB, 'livefeed:post', { message: 'from alice' })).toMatchObject({ ok: true });
    await eventually(() => expect(carolGot.map((i) => i.message)).toEqual(['from bob', 'from alice']));
    await settle();
    expect(aliceGot.map((i) => i.message)).toEqual(['from alice']);
    expect(bobGot.map((i) => i.message)).toEqual(['from bob']);
    expect(await request(bobA, 'chat:send', { to: alice.id, message: 'hi' })).toMatchObject({ ok: false, error: { code: 'blocked' } });

    expect((await b.http.delete(`/connect/blocks/users/${bob.id}`, { token: alice.token })).status).toBe(204);
    await settle(200);
    expect(await request(bobA, 'livefeed:post', { message: 'bob again' })).toMatchObject({ ok: true });
    await eventually(() => expect(aliceGot.map((i) => i.message)).toEqual(['from alice', 'bob again']));
  });

  it('disconnects the sockets of a deleted account on both nodes and refuses its token on the other node at once', async () => {
    const { users } = await eventWithAttendees(a, 1);
    const alice = users[0]!;
    const unbound = await tokenFor(a.ctx, alice);
    // Node B has the user's token state cached as valid before the deletion.
    expect((await b.http.get('/connect/users/me', { token: unbound })).status).toBe(200);
    const sockets = [await connectSocket(a, alice.token), await connectSocket(b, alice.token), await connectSocket(b, unbound)];
    const gone = sockets.map(() => false);
    sockets.forEach((s, i) => s.on('disconnect', () => (gone[i] = true)));

    expect((await a.http.delete('/connect/users/me', { token: unbound })).status).toBe(204);
    await eventually(() => expect(gone).toEqual([true, true, true]));
    await eventually(async () => expect((await b.http.get('/connect/users/me', { token: unbound })).status).toBe(401), 2000);
  });

  it('refuses a revoked token on the other node from the moment the revocation is answered (no window), 10 trials', async () => {
    const client = await createClient(a.ctx);
    for (let trial = 0; trial < 10; trial++) {
      const [from, other] = trial % 2 ? [b, a] : [a, b];
      const first = await login(from, client, uniqueMobile());
      expect(first.status).toBe(200);
      const access = first.body.access_token as string;
      // The other node has the token verified and "not revoked" cached (GET /chats: the auth layer's revocation
      // check; GET /users/me reads the revocation in its own statement, profiles.me).
      expect((await other.http.get('/connect/chats', { token: access })).status).toBe(200);
      expect((await other.http.get('/connect/users/me', { token: access })).status).toBe(200);
      const res = await from.http.post('/connect/oauth2/revoke', { token: first.body.refresh_token, client_id: client.client_id, client_secret: client.client_secret });
      expect(res.status).toBe(200);
      expect((await other.http.get('/connect/chats', { token: access })).status, `trial ${trial}`).toBe(401);
      expect((await other.http.get('/connect/users/me', { token: access })).status, `trial ${trial}`).toBe(401);
    }
  });

  it('disconnects a login’s sockets on both nodes when it is revoked through either; the user’s other sockets stay', async () => {
    const client = await createClient(a.ctx);
    const mobile = uniqueMobile();
    const first = await login(a, client, mobile);
    expect(first.status).toBe(200);
    const me = await a.http.get('/connect/users/me', { token: first.body.access_token });
    const other = await tokenFor(a.ctx, { id: me.body.id as number, role: 'user' });
    const ofLogin = [await connectSocket(a, first.body.access_token), await connectSocket(b, first.body.access_token)];
    const kept = await connectSocket(b, other);
    const gone = ofLogin.map(() => false);
    ofLogin.forEach((s, i) => s.on('disconnect', () => (gone[i] = true)));

    const res = await b.http.post('/connect/oauth2/revoke', { token: first.body.refresh_token, client_id: client.client_id, client_secret: client.client_secret });
    expect(res.status).toBe(200);
    await eventually(() => expect(gone).toEqual([true, true]));
    await settle(200);
    expect(kept.connected).toBe(true);
    expect(await request(kept, 'sync', {})).toMatchObject({ ok: true });
  });

  it('keeps organizations’ moderation to their organizers on every node', async () => {
    const { event, users } = await eventWithAttendees(a, 1);
    const otherOrg = await createOrganization(a.ctx);
    const stranger = await organizerOf(b, otherOrg.id);
    const res = await b.http.put(`/api/events/${event.slug}/bans/${users[0]!.id}`, {}, { token: stranger.token });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('not_organizer');
  });
});
