import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { LivefeedItem } from '../../server/networking/types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle } from '../helpers/sockets.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});
afterEach(() => closeAllSockets());

const block = (token: string, id: number | string) => server.http.put(`/connect/blocks/users/${id}`, undefined, { token });
const unblock = (token: string, id: number) => server.http.delete(`/connect/blocks/users/${id}`, { token });
const ids = (res: { body: any }, name = 'public_user') => (res.body._embedded[name] as Array<{ id: number }>).map((u) => u.id);

describe('PUT/DELETE/GET /connect/blocks/users', () => {
  it('blocks (201 with the public user, then 204), lists newest first, unblocks idempotently', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, carol] = world.attendees;
    const first = await block(alice!.token, bob!.user.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: bob!.user.id, name: bob!.user.name });
    expect(first.text).not.toContain(bob!.user.mobile);
    expect((await block(alice!.token, bob!.user.id)).status).toBe(204);
    expect((await block(alice!.token, carol!.user.id)).status).toBe(201);
    const list = await server.http.get('/connect/blocks/users', { token: alice!.token });
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual([carol!.user.id, bob!.user.id]);
    // Bob's own list is his: empty.
    expect((await server.http.get('/connect/blocks/users', { token: bob!.token })).body._total_items).toBe(0);
    expect((await unblock(alice!.token, bob!.user.id)).status).toBe(204);
    expect((await unblock(alice!.token, bob!.user.id)).status).toBe(204);
    expect(ids(await server.http.get('/connect/blocks/users', { token: alice!.token }))).toEqual([carol!.user.id]);
  });

  it('refuses bad input: 401 without a token, 404 unknown, 422 oneself, non-numeric and past-int4 ids', async () => {
    const me = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, me);
    expect((await server.http.put('/connect/blocks/users/1')).status).toBe(401);
    expect((await server.http.get('/connect/blocks/users')).status).toBe(401);
    expect((await block(token, 999_999_999)).status).toBe(404);
    const self = await block(token, me.id);
    expect(self.status).toBe(422);
    expect(self.body.errors[0].field).toBe('user_id');
    expect((await block(token, 'abc')).status).toBe(422);
    expect((await block(token, '2147483648')).status).toBe(422);
    expect((await server.http.delete('/connect/blocks/users/2147483648', { token })).status).toBe(422);
  });

  it('works both ways: chat refused (403 blocked, nothing stored, history readable), attendee lists, profiles; bookmarks removed', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, carol] = world.attendees;
    const before = await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'before' }, { token: bob!.token });
    expect(before.status).toBe(201);
    expect((await server.http.put(`/connect/bookmarks/users/${bob!.user.id}`, undefined, { token: alice!.token })).status).toBe(201);
    expect((await server.http.put(`/connect/bookmarks/users/${alice!.user.id}`, undefined, { token: bob!.token })).status).toBe(201);

    expect((await block(alice!.token, bob!.user.id)).status).toBe(201);

    for (const [from, to] of [[alice!, bob!], [bob!, alice!]] as const) {
      const res = await server.http.post(`/connect/users/${to.user.id}/messages`, { message: 'hi' }, { token: from.token });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('blocked');
      expect((await server.http.get(`/connect/users/${to.user.id}`, { token: from.token })).status).toBe(404);
      const attendees = await server.http.get('/connect/event/attendees', { token: from.token });
      expect(ids(attendees)).not.toContain(to.user.id);
      expect(ids(attendees)).toContain(carol!.user.id);
      expect((await server.http.get('/connect/bookmarks/users', { token: from.token })).body._total_items).toBe(0);
    }
    // Over the socket too.
    const bobSocket = await connectSocket(server, bob!.token);
    expect(await request(bobSocket, 'chat:send', { to: alice!.user.id, message: 'socket hi' })).toMatchObject({ ok: false, error: { code: 'blocked' } });
    // The history stays; nothing new was stored.
    const history = await server.http.get(`/connect/users/${bob!.user.id}/messages`, { token: alice!.token });
    expect(history.body._embedded.chat_message.map((m: any) => m.message)).toEqual(['before']);
    // Carol still sees both.
    expect((await server.http.get(`/connect/users/${alice!.user.id}`, { token: carol!.token })).status).toBe(200);

    // Unblocking lets them chat again.
    expect((await unblock(alice!.token, bob!.user.id)).status).toBe(204);
    expect((await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'again' }, { token: bob!.token })).status).toBe(201);
  });

  it('hides the feed both ways: lists, sync and pushes, posts from before the block too; unblocking shows them again', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, carol] = world.attendees;
    const post = (p: typeof alice, message: string) => server.http.post('/connect/livefeed/messages', { message }, { token: p!.token });
    expect((await post(bob, 'bob early')).status).toBe(204);
    const aliceSocket = await connectSocket(server, alice!.token);
    const bobSocket = await connectSocket(server, bob!.token);
    const carolSocket = await connectSocket(server, carol!.token);
    const [aliceGot, bobGot, carolGot] = [collect(aliceSocket, 'livefeed:message'), collect(bobSocket, 'livefeed:message'), collect(carolSocket, 'livefeed:message')];

    // The block reaches sockets that are already open.
    expect((await block(bob!.token, alice!.user.id)).status).toBe(201);
    await settle(100);
    expect((await post(bob, 'bob after')).status).toBe(204);
    expect((await post(alice, 'alice after')).status).toBe(204);
    expect((await post(carol, 'carol after')).status).toBe(204);
    await eventually(() => expect(carolGot.map((i) => i.message)).toEqual(['bob after', 'alice after', 'carol after']));
    await settle();
    expect(aliceGot.map((i) => i.message)).toEqual(['alice after', 'carol after']);
    expect(bobGot.map((i) => i.message)).toEqual(['bob after', 'carol after']);

    const aliceList = await server.http.get('/connect/livefeed/messages', { token: alice!.token });
    expect(aliceList.body._embedded.livefeed_message.map((i: LivefeedItem) => i.message)).toEqual(['carol after', 'alice after']);
    expect(aliceList.body._total_items).toBe(2);
    const sync = await request<{ livefeed: LivefeedItem[] }>(aliceSocket, 'sync', { livefeed_after: 0 });
    expect(sync.ok && sync.data.livefeed.map((i) => i.message)).toEqual(['alice after', 'carol after']);
    // A socket opened after the block starts hidden too.
    const aliceLater = await connectSocket(server, alice!.token);
    const laterGot = collect(aliceLater, 'livefeed:message');

    expect((await unblock(bob!.token, alice!.user.id)).status).toBe(204);
    await settle(100);
    expect((await post(bob, 'bob unblocked')).status).toBe(204);
    await eventually(() => {
      expect(aliceGot.at(-1)?.message).toBe('bob unblocked');
      expect(laterGot.map((i) => i.message)).toEqual(['bob unblocked']);
    });
    const all = await server.http.get('/connect/livefeed/messages', { token: alice!.token });
    expect(all.body._total_items).toBe(5);
  });

  it('keeps a one-way removal from lifting the other user’s block', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    expect((await block(alice!.token, bob!.user.id)).status).toBe(201);
    expect((await block(bob!.token, alice!.user.id)).status).toBe(201);
    expect((await unblock(alice!.token, bob!.user.id)).status).toBe(204);
    const res = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'hi' }, { token: alice!.token });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('blocked');
  });
});
