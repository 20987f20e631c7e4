import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, collect, connectSocket, eventually, request } from '../helpers/sockets.js';
import { REPORT_COUNT_CAP } from '../../server/safety/reports.js';
import { MAX_PAGE_OFFSET } from '../../server/paging.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});
afterEach(() => closeAllSockets());

const report = (token: string, body: unknown) => server.http.post('/connect/reports', body, { token });

async function feedPost(token: string, message: string): Promise<number> {
  expect((await server.http.post('/connect/livefeed/messages', { message }, { token })).status).toBe(204);
  const list = await server.http.get('/connect/livefeed/messages', { token });
  return list.body._embedded.livefeed_message.find((m: any) => m.message === message).id;
}

describe('POST /connect/reports and the organizers’ queue', () => {
  it('files reports of a user, a feed message and a chat message with snapshots; a repeat answers 200 with the first', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const feedId = await feedPost(bob!.token, 'buy cheap stuff');
    const chat = await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'you are awful' }, { token: bob!.token });

    const r1 = await report(alice!.token, { type: 'livefeed_message', id: feedId, reason: 'spam', note: ' ads ' });
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ type: 'livefeed_message', target_id: feedId, reason: 'spam', note: 'ads', status: 'open' });
    expect(Object.keys(r1.body).sort()).toEqual(['created_at', 'id', 'note', 'reason', 'status', 'target_id', 'type']);
    const again = await report(alice!.token, { type: 'livefeed_message', id: feedId, reason: 'other' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(r1.body);
    const r2 = await report(alice!.token, { type: 'chat_message', id: chat.body.id, reason: 'harassment' });
    expect(r2.status).toBe(201);
    const r3 = await report(alice!.token, { type: 'user', id: bob!.user.id, reason: 'harassment' });
    expect(r3.status).toBe(201);

    // The text changes later (the author deletes the post): the snapshot stays.
    expect((await server.http.delete(`/connect/livefeed/messages/${feedId}`, { token: bob!.token })).status).toBe(204);

    const queue = await server.http.get(`/api/events/${world.event.slug}/reports`, { token: world.organizer.token });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((r: any) => r.id)).toEqual([r3.body.id, r2.body.id, r1.body.id]);
    const reporter = { id: alice!.user.id, name: alice!.user.name, surname: alice!.user.surname };
    const author = { id: bob!.user.id, name: bob!.user.name, surname: bob!.user.surname };
    expect(queue.body.data[2]).toMatchObject({ reporter, target: { text: 'buy cheap stuff', user: author } });
    expect(queue.body.data[1]).toMatchObject({ target: { text: 'you are awful', user: author } });
    expect(queue.body.data[0]).toMatchObject({ target: { text: `${bob!.user.name} ${bob!.user.surname}`, user: author } });
    expect(queue.text).not.toContain(alice!.user.mobile);
    expect(queue.body.meta.pagination.total).toBe(3);

    const patched = await server.http.patch(`/api/events/${world.event.slug}/reports/${r1.body.id}`, { status: 'resolved' }, { token: world.organizer.token });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: r1.body.id, status: 'resolved' });
    const open = await server.http.get(`/api/events/${world.event.slug}/reports?status=open`, { token: world.organizer.token });
    expect(open.body.data.map((r: any) => r.id)).toEqual([r3.body.id, r2.body.id]);
  });

  it('answers 404 for targets the reporter cannot see, 403 without an event token, 422 for bad input', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [alice, bob, carol] = world.attendees;
    const other = await eventWorld(server.ctx, 1);
    const otherFeed = await feedPost(other.attendees[0]!.token, 'elsewhere');
    const bobCarol = await server.http.post(`/connect/users/${carol!.user.id}/messages`, { message: 'private' }, { token: bob!.token });
    for (const body of [
      { type: 'livefeed_message', id: otherFeed, reason: 'spam' },
      { type: 'chat_message', id: bobCarol.body.id, reason: 'spam' },
      { type: 'user', id: other.attendees[0]!.user.id, reason: 'spam' },
      { type: 'user', id: 999_999_999, reason: 'spam' },
    ]) {
      const res = await report(alice!.token, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    expect((await report(world.outsider.token, { type: 'user', id: alice!.user.id, reason: 'spam' })).body.errors[0].code).toBe('event_token_required');
    expect((await server.http.post('/connect/reports', { type: 'user', id: bob!.user.id, reason: 'spam' })).status).toBe(401);
    for (const body of [
      {},
      { type: 'user', id: bob!.user.id },
      { type: 'user', id: String(bob!.user.id), reason: 'spam' },
      { type: 'post', id: bob!.user.id, reason: 'spam' },
      { type: 'user', id: bob!.user.id, reason: 'rude' },
      { type: 'user', id: 2_147_483_648, reason: 'spam' },
      { type: 'user', id: bob!.user.id, reason: 'spam', note: 'x'.repeat(1001) },
      { type: 'user', id: bob!.user.id, reason: 'spam', extra: 1 },
      { type: 'user', id: alice!.user.id, reason: 'spam' },
    ]) {
      const res = await report(alice!.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    // Nothing was stored by the refused ones.
    expect((await server.http.get(`/api/events/${world.event.slug}/reports`, { token: world.organizer.token })).body.data).toEqual([]);
  });

  it('pages the queue by a cursor in links.next; page alone reaches 10,000 reports (422 beyond); the total is capped', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    // 10,050 reports (target ids 0 … 10049, in id order; every third resolved), written straight to the table.
    await sql`insert into reports (event_id, reporter_id, target_type, target_id, target_user_id, snapshot, reason, status)
      select ${world.event.id}, ${alice!.user.id}, 'livefeed_message', i, ${bob!.user.id}, 'spam ' || i, 'spam', case when i % 3 = 0 then 'resolved' else 'open' end
      from generate_series(0, 10049) i`.execute(server.ctx.db);
    const base = `/api/events/${world.event.slug}/reports`;
    const get = (path: string) => server.http.get(path.replace(server.url, ''), { token: world.organizer.token });
    expect(MAX_PAGE_OFFSET).toBe(10_000);
    for (const q of ['page=101&per_page=100', 'page=501', 'status=open&page=101&per_page=100']) {
      const deep = await get(`${base}?${q}`);
      expect(deep.status, q).toBe(422);
      expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
      expect(deep.body.errors[0].message).toMatch(/10,000 items deep; follow the next link/);
    }
    // A non-organizer is refused before the page is looked at.
    expect((await server.http.get(`${base}?page=501`, { token: alice!.token })).status).toBe(403);
    const page100 = await get(`${base}?page=100&per_page=100`);
    expect(page100.status).toBe(200);
    expect(page100.body.meta.pagination).toMatchObject({ total: REPORT_COUNT_CAP, count: 100, current_page: 100 });
    expect([page100.body.data[0].target_id, page100.body.data.at(-1).target_id]).toEqual([149, 50]);
    const cursor = new URL(page100.body.meta.pagination.links.next).searchParams;
    expect([cursor.get('page'), cursor.get('per_page')]).toEqual(['101', '100']);
    expect(cursor.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const page101 = await get(page100.body.meta.pagination.links.next);
    expect(page101.status).toBe(200);
    expect(page101.body.data.map((r: any) => r.target_id)).toEqual(Array.from({ length: 50 }, (_, i) => 49 - i));
    expect(page101.body.data[0]).toMatchObject({ reporter: { id: alice!.user.id }, target: { text: 'spam 49', user: { id: bob!.user.id } } });
    expect(page101.body.meta.pagination.links.next).toBeUndefined();
    // With a status: the capped total (3,350 resolved) keeps links.next on every full page, and the cursor walks on.
    const resolved = await get(`${base}?status=resolved&per_page=100`);
    expect(resolved.body.meta.pagination.total).toBe(REPORT_COUNT_CAP);
    expect(resolved.body.data.map((r: any) => r.target_id).slice(0, 3)).toEqual([10047, 10044, 10041]);
    const resolved2 = await get(resolved.body.meta.pagination.links.next);
    expect(resolved2.body.data.map((r: any) => r.target_id).slice(0, 2)).toEqual([10047 - 300, 10047 - 303]);
    expect(resolved2.body.data.every((r: any) => r.status === 'resolved')).toBe(true);
    const bad = await get(`${base}?cursor=WzEsMl0`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ code: 'invalid', field: 'cursor' });
  });

  it('keeps the queue to the event’s organizers (403 not_organizer), 404 for unknown slugs and reports, 422 for bad ids', async () => {
    const world = await eventWorld(server.ctx, 2);
    const other = await eventWorld(server.ctx, 0);
    const [alice, bob] = world.attendees;
    const r = await report(alice!.token, { type: 'user', id: bob!.user.id, reason: 'other' });
    const base = `/api/events/${world.event.slug}/reports`;
    for (const token of [alice!.token, other.organizer.token]) {
      const res = await server.http.get(base, { token });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('not_organizer');
      expect((await server.http.patch(`${base}/${r.body.id}`, { status: 'dismissed' }, { token })).status).toBe(403);
    }
    expect((await server.http.get(base)).status).toBe(401);
    expect((await server.http.get('/api/events/no-such-event/reports', { token: world.organizer.token })).status).toBe(404);
    // Another event's report is not found through this event.
    const otherReport = await server.http.patch(`/api/events/${other.event.slug}/reports/${r.body.id}`, { status: 'dismissed' }, { token: other.organizer.token });
    expect(otherReport.status).toBe(404);
    expect((await server.http.patch(`${base}/999999999`, { status: 'dismissed' }, { token: world.organizer.token })).status).toBe(404);
    expect((await server.http.patch(`${base}/2147483648`, { status: 'dismissed' }, { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.patch(`${base}/${r.body.id}`, { status: 'open' }, { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.patch(`${base}/${r.body.id}`, { status: 1 }, { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.get(`${base}?status=closed`, { token: world.organizer.token })).status).toBe(422);
  });
});

describe('deleting feed posts', () => {
  it('lets organizers delete any post of their event and authors their own; the post leaves lists and sync, livefeed:deleted is pushed', async () => {
    const world = await eventWorld(server.ctx, 2);
    const other = await eventWorld(server.ctx, 0);
    const [alice, bob] = world.attendees;
    const a1 = await feedPost(alice!.token, 'alice one');
    const b1 = await feedPost(bob!.token, 'bob one');
    const bobSocket = await connectSocket(server, bob!.token);
    const deleted = collect(bobSocket, 'livefeed:deleted');

    // Someone else's post: 404 for the author route; organizers of another event: 403; unknown: 404.
    expect((await server.http.delete(`/connect/livefeed/messages/${b1}`, { token: alice!.token })).status).toBe(404);
    const foreign = await server.http.delete(`/api/events/${world.event.slug}/livefeed/messages/${a1}`, { token: other.organizer.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0].code).toBe('not_organizer');
    expect((await server.http.delete(`/api/events/${world.event.slug}/livefeed/messages/${a1}`, { token: bob!.token })).status).toBe(403);
    expect((await server.http.delete(`/api/events/${other.event.slug}/livefeed/messages/${a1}`, { token: other.organizer.token })).status).toBe(404);
    expect((await server.http.delete('/connect/livefeed/messages/999999999', { token: alice!.token })).status).toBe(404);
    expect((await server.http.delete('/connect/livefeed/messages/2147483648', { token: alice!.token })).status).toBe(422);
    expect((await server.http.delete(`/connect/livefeed/messages/${a1}`)).status).toBe(401);

    expect((await server.http.delete(`/connect/livefeed/messages/${a1}`, { token: alice!.token })).status).toBe(204);
    expect((await server.http.delete(`/api/events/${world.event.slug}/livefeed/messages/${b1}`, { token: world.organizer.token })).status).toBe(204);
    expect((await server.http.delete(`/connect/livefeed/messages/${a1}`, { token: alice!.token })).status).toBe(404);
    await eventually(() => expect(deleted).toEqual([{ id: a1 }, { id: b1 }]));
    expect((await server.http.get('/connect/livefeed/messages', { token: bob!.token })).body._total_items).toBe(0);
    const sync = await request(bobSocket, 'sync', { livefeed_after: 0 });
    expect(sync).toMatchObject({ ok: true, data: { livefeed: [] } });
  });
});

describe('bans', () => {
  it('mutes a participant: feed posts and chat refused with 403 banned over REST and open sockets, reading still works; lifting it restores', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const aliceSocket = await connectSocket(server, alice!.token);
    const base = `/api/events/${world.event.slug}/bans`;
    const put = await server.http.put(`${base}/${alice!.user.id}`, { reason: 'spamming' }, { token: world.organizer.token });
    expect(put.status).toBe(201);
    expect((await server.http.put(`${base}/${alice!.user.id}`, {}, { token: world.organizer.token })).status).toBe(204);

    const post = await server.http.post('/connect/livefeed/messages', { message: 'x' }, { token: alice!.token });
    expect(post.status).toBe(403);
    expect(post.body.errors[0].code).toBe('banned');
    const chat = await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'x' }, { token: alice!.token });
    expect(chat.body.errors[0].code).toBe('banned');
    expect(await request(aliceSocket, 'livefeed:post', { message: 'x' })).toMatchObject({ ok: false, error: { code: 'banned' } });
    expect(await request(aliceSocket, 'chat:send', { to: bob!.user.id, message: 'x' })).toMatchObject({ ok: false, error: { code: 'banned' } });
    expect((await server.http.get('/connect/livefeed/messages', { token: alice!.token })).status).toBe(200);
    // Others are not affected.
    expect((await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'hello' }, { token: bob!.token })).status).toBe(201);

    const list = await server.http.get(base, { token: world.organizer.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([{ user: { id: alice!.user.id, name: alice!.user.name, surname: alice!.user.surname }, reason: 'spamming', created_at: expect.any(String) }]);

    expect((await server.http.delete(`${base}/${alice!.user.id}`, { token: world.organizer.token })).status).toBe(204);
    expect((await server.http.delete(`${base}/${alice!.user.id}`, { token: world.organizer.token })).status).toBe(204);
    expect(await request(aliceSocket, 'livefeed:post', { message: 'back' })).toMatchObject({ ok: true });
  });

  it('refuses organizers (422), others (403 not_organizer), unknown users (404) and bad input (422)', async () => {
    const world = await eventWorld(server.ctx, 1);
    const other = await eventWorld(server.ctx, 0);
    const [alice] = world.attendees;
    const base = `/api/events/${world.event.slug}/bans`;
    const organizerBan = await server.http.put(`${base}/${world.organizer.user.id}`, {}, { token: world.organizer.token });
    expect(organizerBan.status).toBe(422);
    for (const token of [alice!.token, other.organizer.token]) {
      const res = await server.http.put(`${base}/${alice!.user.id}`, {}, { token });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('not_organizer');
      expect((await server.http.get(base, { token })).status).toBe(403);
      expect((await server.http.delete(`${base}/${alice!.user.id}`, { token })).status).toBe(403);
    }
    expect((await server.http.put(`${base}/999999999`, {}, { token: world.organizer.token })).status).toBe(404);
    expect((await server.http.put(`${base}/2147483648`, {}, { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.put(`${base}/${alice!.user.id}`, { reason: 5 }, { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.put(`${base}/${alice!.user.id}`, { reason: 'x'.repeat(1001) }, { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.put(`/api/events/no-such-event/bans/${alice!.user.id}`, {}, { token: world.organizer.token })).status).toBe(404);
    expect((await server.http.put(`${base}/${alice!.user.id}`, {})).status).toBe(401);
    expect((await server.http.get(base, { token: world.organizer.token })).body.data).toEqual([]);
    const stranger = await createUser(server.ctx);
    expect((await server.http.get(base, { token: await tokenFor(server.ctx, stranger) })).status).toBe(403);
  });
});
