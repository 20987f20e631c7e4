import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { SyncData } from '../../realtime/events.js';
import type { ChatMessageItem } from '../../server/networking/types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld, type Participant } from '../helpers/networking.js';
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

const send = (from: Participant, to: Participant, message: string) => server.http.post(`/connect/users/${to.user.id}/messages`, { message }, { token: from.token });

/** Alice and Bob share a chat; Carol takes part in the same event but shares no chat with either. */
async function trio() {
  const world = await eventWorld(server.ctx, 3);
  const [alice, bob, carol] = world.attendees as [Participant, Participant, Participant];
  const first = await send(alice, bob, 'hello');
  expect(first.status).toBe(201);
  return { world, alice, bob, carol, chatId: first.body.chat_id as number, firstId: first.body.id as number };
}

/** A block (CONTRACT 7), stored as a user makes it. */
async function block(blocker: Participant, target: Participant): Promise<void> {
  const res = await server.http.put(`/connect/blocks/users/${target.user.id}`, undefined, { token: blocker.token });
  expect(res.status).toBe(201);
}

describe('presence', () => {
  it('pushes online on the first socket and offline on the last, only to users who share a chat', async () => {
    const { alice, bob, carol } = await trio();
    const bobSocket = await connectSocket(server, bob.token);
    const carolSocket = await connectSocket(server, carol.token);
    const bobSeen = collect(bobSocket, 'presence');
    const carolSeen = collect(carolSocket, 'presence');

    const phone = await connectSocket(server, alice.token);
    await eventually(() => expect(bobSeen).toEqual([{ user_id: alice.user.id, online: true }]));
    const laptop = await connectSocket(server, alice.token);
    laptop.close();
    await settle();
    expect(bobSeen).toHaveLength(1); // a second device neither comes online nor goes offline
    phone.close();
    await eventually(() => expect(bobSeen).toEqual([{ user_id: alice.user.id, online: true }, { user_id: alice.user.id, online: false }]));
    await settle();
    expect(carolSeen).toEqual([]);
  });

  it('carries online in the attendee list and profiles (one presence lookup per page)', async () => {
    const { world, alice, bob, carol } = await trio();
    await connectSocket(server, alice.token);
    const list = await server.http.get('/connect/event/attendees?page_size=100', { token: carol.token });
    expect(list.status).toBe(200);
    const online = Object.fromEntries(list.body._embedded.public_user.map((u: { id: number; online: boolean }) => [u.id, u.online]));
    expect(online).toEqual({ [alice.user.id]: true, [bob.user.id]: false, [carol.user.id]: false });
    expect(world.organizer.user.id in online).toBe(false);

    const profile = await server.http.get(`/connect/users/${alice.user.id}`, { token: bob.token });
    expect(profile.body).toMatchObject({ id: alice.user.id, online: true });
    expect(profile.body).not.toHaveProperty('mobile');
    expect((await server.http.get(`/connect/users/${bob.user.id}`, { token: alice.token })).body.online).toBe(false);
  });

  it('never shows a user online to someone with a block between them, and pushes them nothing', async () => {
    const { alice, bob, carol } = await trio();
    expect((await send(carol, alice, 'hi alice')).status).toBe(201);
    await block(bob, alice);
    const bobSocket = await connectSocket(server, bob.token);
    const carolSocket = await connectSocket(server, carol.token);
    const bobSeen = collect(bobSocket, 'presence');
    const carolSeen = collect(carolSocket, 'presence');
    const aliceSocket = await connectSocket(server, alice.token);
    // Carol, who shares a chat with Alice and no block, sees her come online; Bob, who blocked her, never does.
    await eventually(() => expect(carolSeen).toEqual([{ user_id: alice.user.id, online: true }]));
    expect((await server.http.get(`/connect/users/${alice.user.id}`, { token: bob.token })).status).toBe(404);
    const list = await server.http.get('/connect/event/attendees?page_size=100', { token: bob.token });
    expect(list.body._embedded.public_user.find((u: { id: number }) => u.id === alice.user.id)).toBeUndefined();
    // Alice herself still sees her own presence.
    expect((await server.http.get(`/connect/users/${alice.user.id}`, { token: alice.token })).body.online).toBe(true);
    // The policy's list form, which presence asks, knows the block both ways.
    expect(await server.ctx.access.blockedAmong(alice.user.id, [bob.user.id, carol.user.id])).toEqual(new Set([bob.user.id]));
    expect(await server.ctx.access.blockedAmong(bob.user.id, [alice.user.id, carol.user.id])).toEqual(new Set([alice.user.id]));
    aliceSocket.close();
    await eventually(() => expect(carolSeen).toHaveLength(2));
    await settle();
    expect(bobSeen).toEqual([]);
  });
});

describe('chat:typing', () => {
  it('passes typing on to the recipient’s sockets, at most once a second per socket', async () => {
    const { alice, bob, chatId } = await trio();
    const aliceSocket = await connectSocket(server, alice.token);
    const bobSocket = await connectSocket(server, bob.token);
    const bobTyping = collect(bobSocket, 'chat:typing');
    const aliceTyping = collect(aliceSocket, 'chat:typing');

    expect(await request(aliceSocket, 'chat:typing', { to: bob.user.id })).toEqual({ ok: true, data: { chat_id: chatId, passed_on: true } });
    expect(await request(aliceSocket, 'chat:typing', { to: bob.user.id })).toEqual({ ok: true, data: { chat_id: chatId, passed_on: false } });
    await eventually(() => expect(bobTyping).toEqual([{ chat_id: chatId, from: alice.user.id }]));
    await settle(1000);
    expect(await request(aliceSocket, 'chat:typing', { to: bob.user.id })).toMatchObject({ ok: true, data: { passed_on: true } });
    await eventually(() => expect(bobTyping).toHaveLength(2));
    expect(aliceTyping).toEqual([]);
  });

  it('refuses typing to someone the sender shares no chat with, bad ids, oneself, and between users with a block', async () => {
    const { alice, bob, carol, world } = await trio();
    const aliceSocket = await connectSocket(server, alice.token);
    const carolSocket = await connectSocket(server, carol.token);
    const carolTyping = collect(carolSocket, 'chat:typing');
    expect(await request(aliceSocket, 'chat:typing', { to: carol.user.id })).toMatchObject({ ok: false, error: { code: 'user_not_found' } });
    expect(await request(aliceSocket, 'chat:typing', { to: world.outsider.user.id })).toMatchObject({ ok: false, error: { code: 'user_not_found' } });
    expect(await request(aliceSocket, 'chat:typing', { to: 2_147_483_648 })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(aliceSocket, 'chat:typing', { to: String(bob.user.id) })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(aliceSocket, 'chat:typing', {})).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    expect(await request(aliceSocket, 'chat:typing', { to: alice.user.id })).toMatchObject({ ok: false, error: { code: 'invalid', field: 'to' } });
    await block(bob, alice);
    expect(await request(aliceSocket, 'chat:typing', { to: bob.user.id })).toMatchObject({ ok: false, error: { code: 'blocked' } });
    const bobSocket = await connectSocket(server, bob.token);
    expect(await request(bobSocket, 'chat:typing', { to: alice.user.id })).toMatchObject({ ok: false, error: { code: 'blocked' } });
    await settle();
    expect(carolTyping).toEqual([]);
  });
});

describe('read receipts', () => {
  it('pushes chat:read to both members (REST and socket) and lists other_last_read_id', async () => {
    const { alice, bob, carol, chatId, firstId } = await trio();
    const aliceSocket = await connectSocket(server, alice.token);
    const bobPhone = await connectSocket(server, bob.token);
    const carolSocket = await connectSocket(server, carol.token);
    const got = [aliceSocket, bobPhone, carolSocket].map((s) => collect(s, 'chat:read'));

    const before = await server.http.get('/connect/chats', { token: alice.token });
    expect(before.body._embedded.chat[0]).toMatchObject({ id: chatId, other_last_read_id: null });

    const read = await server.http.put(`/connect/chats/${chatId}/read`, undefined, { token: bob.token });
    expect(read.status).toBe(204);
    const receipt = { chat_id: chatId, user_id: bob.user.id, last_read_id: firstId };
    await eventually(() => {
      expect(got[0]).toEqual([receipt]);
      expect(got[1]).toEqual([receipt]);
    });
    const after = await server.http.get('/connect/chats', { token: alice.token });
    expect(after.body._embedded.chat[0]).toMatchObject({ id: chatId, other_last_read_id: firstId, unread: 0 });
    expect((await server.http.get('/connect/chats', { token: bob.token })).body._embedded.chat[0]).toMatchObject({ other_last_read_id: null, unread: 0 });

    const reply = await send(bob, alice, 'hi back');
    expect(await request(aliceSocket, 'chat:read', { chat_id: chatId })).toEqual({ ok: true, data: { chat_id: chatId } });
    await eventually(() => expect(got[1]).toContainEqual({ chat_id: chatId, user_id: alice.user.id, last_read_id: reply.body.id }));
    await settle();
    expect(got[2]).toEqual([]);
    expect((await server.http.put(`/connect/chats/${chatId}/read`, undefined, { token: carol.token })).status).toBe(404);
  });
});

describe('editing and deleting chat messages', () => {
  const path = (chatId: number, id: number | string) => `/connect/chats/${chatId}/messages/${id}`;

  it('lets the sender edit within the window: 200 with edited_at, chat:updated to both, lists and sync return the current text', async () => {
    const { alice, bob, carol, chatId, firstId } = await trio();
    const aliceSocket = await connectSocket(server, alice.token);
    const bobSocket = await connectSocket(server, bob.token);
    const carolSocket = await connectSocket(server, carol.token);
    const got = [aliceSocket, bobSocket, carolSocket].map((s) => collect(s, 'chat:updated'));
    const start = await request<SyncData>(bobSocket, 'sync', { chat_updates_after: 0 });
    expect(start.ok).toBe(true);
    const cursor = start.ok ? start.data.chat_updates_cursor! : 0;

    const res = await server.http.patch(path(chatId, firstId), { message: 'hello, edited' }, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: firstId, chat_id: chatId, from: alice.user.id, to: bob.user.id, message: 'hello, edited' });
    expect(Date.parse(res.body.edited_at)).toBeGreaterThan(Date.parse(res.body.created_at) - 1);
    await eventually(() => {
      expect(got[0]).toEqual([res.body]);
      expect(got[1]).toEqual([res.body]);
    });
    const list = await server.http.get(`/connect/chats/${chatId}/messages`, { token: bob.token });
    expect(list.body._embedded.chat_message).toEqual([res.body]);
    // A client that was offline catches up: the new message stream (current state) and the update stream.
    const sync = await request<SyncData>(bobSocket, 'sync', { chat_after: firstId - 1, chat_updates_after: cursor });
    expect(sync).toMatchObject({ ok: true, data: { chat: [res.body], chat_updates: [res.body], has_more: false } });
    if (sync.ok) expect(sync.data.chat_updates_cursor).toBeGreaterThan(cursor);
    const again = await request<SyncData>(bobSocket, 'sync', { chat_updates_after: sync.ok ? sync.data.chat_updates_cursor : 0 });
    expect(again).toMatchObject({ ok: true, data: { chat_updates: [] } });
    // Carol shares no chat: she never sees it, over sockets or sync.
    const carolSync = await request<SyncData>(carolSocket, 'sync', { chat_after: 0, chat_updates_after: cursor });
    expect(carolSync).toMatchObject({ ok: true, data: { chat: [], chat_updates: [] } });
    await settle();
    expect(got[2]).toEqual([]);
  });

  it('refuses someone else’s message (403), non-members (404), a late edit (403), bad input (422), no token (401)', async () => {
    const { alice, bob, carol, chatId, firstId } = await trio();
    const asBob = await server.http.patch(path(chatId, firstId), { message: 'mine now' }, { token: bob.token });
    expect(asBob.status).toBe(403);
    expect(asBob.body.errors[0].code).toBe('not_message_sender');
    expect((await server.http.delete(path(chatId, firstId), { token: bob.token })).status).toBe(403);
    const asCarol = await server.http.patch(path(chatId, firstId), { message: 'x' }, { token: carol.token });
    expect(asCarol.status).toBe(404);
    expect(asCarol.body.errors[0].code).toBe('chat_not_found');
    expect((await server.http.delete(path(chatId, firstId), { token: carol.token })).status).toBe(404);
    expect((await server.http.patch(path(chatId, 999_999_999), { message: 'x' }, { token: alice.token })).status).toBe(404);
    expect((await server.http.delete(path(999_999_999, firstId), { token: alice.token })).status).toBe(404);
    expect((await server.http.patch(path(chatId, 2_147_483_648), { message: 'x' }, { token: alice.token })).status).toBe(422);
    expect((await server.http.delete(path(chatId, 'abc'), { token: alice.token })).status).toBe(422);
    for (const body of [{}, { message: '' }, { message: 5 }, { message: 'x'.repeat(2001) }]) {
      expect((await server.http.patch(path(chatId, firstId), body, { token: alice.token })).status, JSON.stringify(body).slice(0, 20)).toBe(422);
    }
    expect((await server.http.patch(path(chatId, firstId), { message: 'x' })).status).toBe(401);
    expect((await server.http.delete(path(chatId, firstId))).status).toBe(401);

    // Past the 15-minute window.
    const late = await send(alice, bob, 'old news');
    await server.ctx.db.updateTable('chat_messages').set({ created_at: new Date(Date.now() - 16 * 60_000) } as never).where('id', '=', late.body.id).execute();
    const tooLate = await server.http.patch(path(chatId, late.body.id), { message: 'new news' }, { token: alice.token });
    expect(tooLate.status).toBe(403);
    expect(tooLate.body.errors[0].code).toBe('edit_window_passed');
    // Nothing changed.
    const list = await server.http.get(`/connect/chats/${chatId}/messages`, { token: alice.token });
    expect(list.body._embedded.chat_message.map((m: ChatMessageItem) => m.message)).toEqual(['old news', 'hello']);
  });

  it('deletes one’s own message (no window): 204, then it reads as deleted everywhere and cannot be edited', async () => {
    const { alice, bob, chatId, firstId } = await trio();
    await server.ctx.db.updateTable('chat_messages').set({ created_at: new Date(Date.now() - 60 * 60_000) } as never).where('id', '=', firstId).execute();
    const bobSocket = await connectSocket(server, bob.token);
    const updated = collect(bobSocket, 'chat:updated');
    const res = await server.http.delete(path(chatId, firstId), { token: alice.token });
    expect(res.status).toBe(204);
    const deletedShape = { id: firstId, chat_id: chatId, from: alice.user.id, to: bob.user.id, deleted: true, message: '' };
    await eventually(() => expect(updated).toEqual([expect.objectContaining(deletedShape)]));
    expect(Object.keys(updated[0]!).sort()).toEqual(['chat_id', 'created_at', 'deleted', 'from', 'id', 'message', 'to']);
    const list = await server.http.get(`/connect/chats/${chatId}/messages`, { token: bob.token });
    expect(list.body._embedded.chat_message).toEqual([updated[0]]);
    const chats = await server.http.get('/connect/chats', { token: bob.token });
    expect(chats.body._embedded.chat[0].last_message).toEqual(updated[0]);
    const sync = await request<SyncData>(bobSocket, 'sync', { chat_after: 0 });
    expect(sync.ok && sync.data.chat.find((m) => m.id === firstId)).toEqual(updated[0]);
    // The text is gone from the database too.
    const row = await server.ctx.db.selectFrom('chat_messages').select(['message']).where('id', '=', firstId).executeTakeFirstOrThrow();
    expect(row.message).toBe('');

    expect((await server.http.delete(path(chatId, firstId), { token: alice.token })).status).toBe(204);
    const edit = await server.http.patch(path(chatId, firstId), { message: 'back' }, { token: alice.token });
    expect(edit.status).toBe(403);
    expect(edit.body.errors[0].code).toBe('message_deleted');
    await settle();
    expect(updated).toHaveLength(1);
  });
});
