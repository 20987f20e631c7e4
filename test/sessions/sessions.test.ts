import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, collect, connectSocket, eventually } from '../helpers/sockets.js';

let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let other: Awaited<ReturnType<typeof eventWorld>>;

beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
  world = await eventWorld(server.ctx, 1);
  other = await eventWorld(server.ctx, 0);
  // Session tags are the event's tags (CONTRACT 11).
  const tags = [{ slug: 'ai', title: 'AI' }, { slug: 'web-dev', title: 'Web development' }, { slug: 'ux', title: 'UX' }];
  const put = await server.http.put(`/api/events/${world.event.slug}/networking/tags`, { tags }, { token: world.organizer.token });
  if (put.status !== 200) throw new Error(`tags: ${put.status} ${put.text}`);
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});

const at = (event: { starts_at: Date }, minutes: number) => new Date(new Date(event.starts_at).getTime() + minutes * 60_000).toISOString();
const base = () => `/api/events/${world.event.slug}/sessions`;

async function create(body: Record<string, unknown>, token = world.organizer.token, url = base()) {
  return server.http.post(url, { title: 'Keynote', starts_at: at(world.event, 0), ends_at: at(world.event, 60), ...body }, { token });
}

describe('sessions: organizer CRUD', () => {
  it('creates a session with a sanitized description, speakers and tags; reads it back', async () => {
    const res = await create({
      description: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:evil()">x</a><b>bold</b></p><iframe src="https://e.com"></iframe>',
      room: 'Hall A',
      speakers: [{ name: 'Ada', title: 'CTO' }],
      tags: ['ai', 'web-dev'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Keynote', room: 'Hall A', speakers: [{ name: 'Ada', title: 'CTO' }], tags: ['ai', 'web-dev'], qa_enabled: true });
    expect(res.body.description).not.toMatch(/script|onclick|javascript|iframe/i);
    expect(res.body.description).toContain('<b>bold</b>');
    expect(Object.keys(res.body).sort()).toEqual(['created_at', 'description', 'ends_at', 'id', 'qa_enabled', 'room', 'speakers', 'starts_at', 'tags', 'title'].sort());
    const got = await server.http.get(`${base()}/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('422 outside the event dates, for ends before starts, bad tags and text limits; 403 for others; 401 for guests', async () => {
    expect((await create({ starts_at: at(world.event, -10) })).status).toBe(422);
    expect((await create({ ends_at: at(world.event, 60 * 24) })).status).toBe(422);
    expect((await create({ starts_at: at(world.event, 30), ends_at: at(world.event, 30) })).status).toBe(422);
    expect((await create({ starts_at: at(world.event, 40), ends_at: at(world.event, 30) })).status).toBe(422);
    expect((await create({ tags: ['Not A Slug'] })).status).toBe(422);
    expect((await create({ tags: ['a,b'] })).status).toBe(422);
    // A well-formed slug that is not a tag of the event: 422 naming it.
    const unknown = await create({ tags: ['ai', 'blockchain'] });
    expect(unknown.status).toBe(422);
    expect(unknown.text).toContain('blockchain');
    expect((await create({ title: '' })).status).toBe(422);
    expect((await create({ title: 'x'.repeat(201) })).status).toBe(422);
    expect((await create({ title: 'nul\u0000' })).status).toBe(422);
    expect((await create({ starts_at: 'tomorrow' })).status).toBe(422);
    expect((await create({ extra: 1 })).status).toBe(422);
    expect((await create({ speakers: [{ title: 'no name' }] })).status).toBe(422);
    expect((await create({}, world.attendees[0]!.token)).status).toBe(403);
    expect((await create({}, other.organizer.token)).status).toBe(403);
    const guest = await server.http.post(base(), { title: 'x', starts_at: at(world.event, 0), ends_at: at(world.event, 10) });
    expect(guest.status).toBe(401);
  });

  it('PATCH and DELETE; a session of another event is 404 everywhere', async () => {
    const { body: s } = await create({ title: 'Panel' });
    const patched = await server.http.patch(`${base()}/${s.id}`, { title: 'Panel 2', qa_enabled: false, tags: [] }, { token: world.organizer.token });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: s.id, title: 'Panel 2', qa_enabled: false, tags: [] });
    const outside = await server.http.patch(`${base()}/${s.id}`, { ends_at: at(world.event, 60 * 24) }, { token: world.organizer.token });
    expect(outside.status).toBe(422);
    expect((await server.http.patch(`${base()}/${s.id}`, { title: 'x' }, { token: world.attendees[0]!.token })).status).toBe(403);

    const foreignBase = `/api/events/${other.event.slug}/sessions`;
    const foreign = await server.http.post(foreignBase, { title: 'Other', starts_at: at(other.event, 0), ends_at: at(other.event, 30) }, { token: other.organizer.token });
    expect(foreign.status).toBe(201);
    expect((await server.http.get(`${base()}/${foreign.body.id}`)).status).toBe(404);
    expect((await server.http.patch(`${base()}/${foreign.body.id}`, { title: 'mine' }, { token: world.organizer.token })).status).toBe(404);
    expect((await server.http.delete(`${base()}/${foreign.body.id}`, { token: world.organizer.token })).status).toBe(404);
    expect((await server.http.get(`${foreignBase}/${foreign.body.id}`)).body.title).toBe('Other');

    expect((await server.http.delete(`${base()}/${s.id}`, { token: world.organizer.token })).status).toBe(204);
    expect((await server.http.get(`${base()}/${s.id}`)).status).toBe(404);
    expect((await server.http.delete(`${base()}/${s.id}`, { token: world.organizer.token })).status).toBe(404);
    expect((await server.http.get(`/api/events/no-such-event/sessions`)).status).toBe(404);
    expect((await server.http.get(`${base()}/abc`)).status).toBe(422);
  });
});

describe('sessions: public listing', () => {
  it('orders by starts_at then id, filters by date, room and tag, and answers 304 to a matching ETag', async () => {
    const w = await eventWorld(server.ctx, 0);
    const url = `/api/events/${w.event.slug}/sessions`;
    const tags = [{ slug: 'ai', title: 'AI' }, { slug: 'ux', title: 'UX' }];
    expect((await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags }, { token: w.organizer.token })).status).toBe(200);
    const make = async (title: string, startMin: number, extra: Record<string, unknown> = {}) =>
      (await server.http.post(url, { title, starts_at: at(w.event, startMin), ends_at: at(w.event, startMin + 30), ...extra }, { token: w.organizer.token })).body;
    const b = await make('B', 60, { room: 'Hall B', tags: ['ai'] });
    const a1 = await make('A1', 0, { room: 'Hall A' });
    const a2 = await make('A2', 0, { room: 'Hall A', tags: ['ai', 'ux'] });

    const all = await server.http.get(url);
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { id: number }) => s.id)).toEqual([a1.id, a2.id, b.id]);
    expect((await server.http.get(`${url}?room=Hall%20A`)).body.data.map((s: { id: number }) => s.id)).toEqual([a1.id, a2.id]);
    expect((await server.http.get(`${url}?tag=ai`)).body.data.map((s: { id: number }) => s.id)).toEqual([a2.id, b.id]);
    const day = new Date(w.event.starts_at).toISOString().slice(0, 10);
    const sameDay = (await server.http.get(`${url}?date=${day}`)).body.data.length;
    expect(sameDay).toBeGreaterThan(0);
    expect((await server.http.get(`${url}?date=1999-01-01`)).body.data).toEqual([]);
    expect((await server.http.get(`${url}?date=2026-13-45`)).status).toBe(422);
    expect((await server.http.get(`${url}?tag=NOT%20SLUG`)).status).toBe(422);

    const etag = all.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await server.http.get(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    await server.http.patch(`${url}/${b.id}`, { title: 'B2' }, { token: w.organizer.token });
    const changed = await server.http.get(url, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('sessions: pushes', () => {
  it('session:updated and session:deleted reach the event room', async () => {
    const socket = await connectSocket(server, world.attendees[0]!.token);
    const updated = collect(socket, 'session:updated');
    const deleted = collect(socket, 'session:deleted');
    const { body: s } = await create({ title: 'Live' });
    await server.http.patch(`${base()}/${s.id}`, { room: 'R1' }, { token: world.organizer.token });
    await server.http.delete(`${base()}/${s.id}`, { token: world.organizer.token });
    await eventually(() => {
      expect(updated.filter((u) => u.id === s.id).length).toBe(2);
      expect(deleted).toEqual([{ id: s.id }]);
    });
    socket.disconnect();
  });
});
