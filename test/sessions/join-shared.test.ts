import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, collect, connectSocket, eventually, request, type TestSocket } from '../helpers/sockets.js';

/**
 * `session:join` answered from the node's shared snapshot (issue 25: a keynote hall joins at once). The snapshot
 * lives a minute here, far longer than any step, so whatever a later joiner sees beyond the first read came from the
 * pushes that kept it current, not from a read of its own.
 */
const INTERVAL = 200;
let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;

const at = (minutes: number) => new Date(new Date(world.event.starts_at).getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { QA_PUSH_INTERVAL_MS: String(INTERVAL), QA_QUESTION_LIMIT: '50', QA_JOIN_SNAPSHOT_TTL_MS: '60000' } });
  world = await eventWorld(server.ctx, 12);
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});
afterEach(() => closeAllSockets());

async function newSession(): Promise<number> {
  const res = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Shared', starts_at: at(0), ends_at: at(60) }, { token: world.organizer.token });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function ask(token: string, sid: number, body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await server.http.post(`/connect/sessions/${sid}/questions`, body, { token });
  expect(res.status).toBe(201);
  return res.body;
}
type JoinData = { questions: Array<{ id: number; votes: number; voted: boolean; author: { id: number } | null; status: string }>; polls: Array<{ id: number; status: string; my_options?: number[]; options: Array<{ votes: number }> }> };
async function join(socket: TestSocket, sid: number): Promise<JoinData> {
  const ack = await request<JoinData>(socket, 'session:join', { session_id: sid }, 20_000);
  if (!ack.ok) throw new Error(`session:join refused: ${JSON.stringify(ack.error)}`);
  return ack.data;
}
const reads = () => server.ctx.qa.joinSnapshotReads();
const storedVotes = async (qid: number) => (await server.ctx.db.selectFrom('session_questions').select('votes').where('id', '=', qid).executeTakeFirstOrThrow()).votes;

describe('session:join shares one snapshot per node', () => {
  it('concurrent joins of one session share one read; a later join reuses it', async () => {
    const sid = await newSession();
    const q = await ask(world.attendees[0]!.token, sid, { text: 'Shared?' });
    const sockets = await Promise.all(world.attendees.slice(1, 11).map((p) => connectSocket(server, p.token)));
    const before = reads();
    const answers = await Promise.all(sockets.map((s) => join(s, sid)));
    expect(reads() - before).toBe(1);
    for (const a of answers) expect(a.questions.map((x) => x.id)).toEqual([q.id]);
    const late = await connectSocket(server, world.attendees[11]!.token);
    expect((await join(late, sid)).questions.map((x) => x.id)).toEqual([q.id]);
    expect(reads() - before).toBe(1);
  });

  it('a vote after the snapshot reaches a later joiner: the flush that pushes it updates the snapshot first', async () => {
    const sid = await newSession();
    const q = await ask(world.attendees[0]!.token, sid, { text: 'Counted?' });
    const first = await connectSocket(server, world.attendees[1]!.token);
    expect((await join(first, sid)).questions[0]).toMatchObject({ id: q.id, votes: 0 });
    const readsAfterFirst = reads();
    const updates = collect(first, 'question:updated');
    const voter = await connectSocket(server, world.attendees[2]!.token);
    expect(await request(voter, 'question:vote', { question_id: q.id })).toMatchObject({ ok: true, data: { created: true } });
    await eventually(() => expect(updates.at(-1)).toEqual({ id: q.id, votes: 1, status: 'open' }), 5000);
    // Joined after the push went out: the answer carries the pushed count, from the same snapshot (no new read).
    const later = await connectSocket(server, world.attendees[3]!.token);
    expect((await join(later, sid)).questions[0]).toMatchObject({ id: q.id, votes: 1, voted: false });
    // The voter's own join marks the vote as theirs.
    expect((await join(voter, sid)).questions[0]).toMatchObject({ id: q.id, votes: 1, voted: true });
    expect(reads()).toBe(readsAfterFirst);

    // Joined right after a vote, before its push: the join answer, then the pushes, end on the stored count.
    const third = await connectSocket(server, world.attendees[4]!.token);
    const thirdUpdates = collect(third, 'question:updated');
    const voter2 = await connectSocket(server, world.attendees[5]!.token);
    expect(await request(voter2, 'question:vote', { question_id: q.id })).toMatchObject({ ok: true });
    const answer = await join(third, sid);
    const stored = await storedVotes(q.id);
    expect(stored).toBe(2);
    await eventually(() => {
      const last = thirdUpdates.at(-1)?.votes ?? answer.questions[0]!.votes;
      expect(last).toBe(stored);
    }, 5000);
  });

  it('own vote marks and ballots are each viewer’s own, from one shared read', async () => {
    const sid = await newSession();
    const q1 = await ask(world.attendees[0]!.token, sid, { text: 'One' });
    const q2 = await ask(world.attendees[0]!.token, sid, { text: 'Two' });
    const base = `/api/events/${world.event.slug}/sessions/${sid}/polls`;
    const { body: poll } = await server.http.post(base, { question: 'Pick', options: ['a', 'b'], multiple: false }, { token: world.organizer.token });
    await server.http.patch(`${base}/${poll.id}`, { status: 'open' }, { token: world.organizer.token });
    const [a, b, c] = world.attendees.slice(6, 9);
    expect((await server.http.put(`/connect/sessions/${sid}/questions/${q1.id}/vote`, undefined, { token: a!.token })).status).toBe(201);
    expect((await server.http.put(`/connect/sessions/${sid}/questions/${q2.id}/vote`, undefined, { token: b!.token })).status).toBe(201);
    expect((await server.http.put(`/connect/polls/${poll.id}/vote`, { options: [1] }, { token: b!.token })).status).toBe(200);
    const sockets = await Promise.all([a, b, c].map((p) => connectSocket(server, p!.token)));
    const before = reads();
    const [va, vb, vc] = await Promise.all(sockets.map((s) => join(s, sid)));
    expect(reads() - before).toBe(1);
    const marks = (d: JoinData) => Object.fromEntries(d.questions.map((x) => [x.id, x.voted]));
    expect(marks(va!)).toEqual({ [q1.id]: true, [q2.id]: false });
    expect(marks(vb!)).toEqual({ [q1.id]: false, [q2.id]: true });
    expect(marks(vc!)).toEqual({ [q1.id]: false, [q2.id]: false });
    expect(va!.questions.map((x) => x.votes)).toEqual([1, 1]);
    expect(va!.polls.map((p) => p.my_options)).toEqual([[]]);
    expect(vb!.polls.map((p) => p.my_options)).toEqual([[1]]);
    expect(vb!.polls[0]!.options.map((o) => o.votes)).toEqual([0, 1]);
  });

  it('two users with a block between them never see each other’s questions; a third sees both', async () => {
    const sid = await newSession();
    const [x, y, z] = world.attendees.slice(9, 12);
    expect((await server.http.put(`/connect/blocks/users/${y!.user.id}`, undefined, { token: x!.token })).status).toBeLessThan(300);
    const qx = await ask(x!.token, sid, { text: 'From X' });
    const qy = await ask(y!.token, sid, { text: 'From Y' });
    const qz = await ask(z!.token, sid, { text: 'From Z' });
    const sockets = await Promise.all([x, y, z].map((p) => connectSocket(server, p!.token)));
    const before = reads();
    const [vx, vy, vz] = await Promise.all(sockets.map((s) => join(s, sid)));
    expect(reads() - before).toBe(1);
    const ids = (d: JoinData) => d.questions.map((q) => q.id).sort((m, n) => m - n);
    expect(ids(vx!)).toEqual([qx.id, qz.id]);
    expect(ids(vy!)).toEqual([qy.id, qz.id]);
    expect(ids(vz!)).toEqual([qx.id, qy.id, qz.id]);
  });

  it('hidden questions never reach attendees, anonymous authors only organizers, whoever built the snapshot; moderation after it is applied', async () => {
    const sid = await newSession();
    const [author, attendee, later] = world.attendees.slice(0, 3);
    const anon = await ask(author!.token, sid, { text: 'Who asks?', anonymous: true });
    const spam = await ask(author!.token, sid, { text: 'Spam' });
    const keep = await ask(author!.token, sid, { text: 'Keep' });
    const url = (qid: number) => `/api/events/${world.event.slug}/sessions/${sid}/questions/${qid}`;
    expect((await server.http.patch(url(spam.id), { status: 'hidden' }, { token: world.organizer.token })).status).toBe(200);
    // The organizer's join builds the snapshot (hidden questions and authors included) ...
    const staff = await connectSocket(server, world.organizer.token);
    const staffView = await join(staff, sid);
    expect(staffView.questions.map((q) => q.id).sort((m, n) => m - n)).toEqual([anon.id, spam.id, keep.id]);
    expect(staffView.questions.find((q) => q.id === anon.id)!.author?.id).toBe(author!.user.id);
    const readsAfterStaff = reads();
    // ... an attendee's join from the same snapshot gets neither.
    const socket = await connectSocket(server, attendee!.token);
    const view = await join(socket, sid);
    expect(view.questions.map((q) => q.id).sort((m, n) => m - n)).toEqual([anon.id, keep.id]);
    expect(view.questions.find((q) => q.id === anon.id)!.author).toBeNull();
    expect(JSON.stringify(view)).not.toContain('Spam');

    // Hidden after the snapshot was read, and a new question: a later joiner gets the change (the pushes applied it).
    const deleted = collect(socket, 'question:deleted');
    const added = collect(socket, 'question:new');
    expect((await server.http.patch(url(keep.id), { status: 'hidden' }, { token: world.organizer.token })).status).toBe(200);
    const fresh = await ask(author!.token, sid, { text: 'Fresh', anonymous: true });
    await eventually(() => {
      expect(deleted).toEqual([{ id: keep.id }]);
      expect(added.map((q) => q.id)).toEqual([fresh.id]);
    });
    const lateView = await join(await connectSocket(server, later!.token), sid);
    expect(lateView.questions.map((q) => q.id).sort((m, n) => m - n)).toEqual([anon.id, fresh.id]);
    expect(lateView.questions.every((q) => q.author === null)).toBe(true);
    expect(JSON.stringify(lateView)).not.toMatch(/Spam|Keep/);
    const staffLate = await join(await connectSocket(server, world.organizer.token), sid);
    expect(staffLate.questions.find((q) => q.id === keep.id)?.status).toBe('hidden');
    expect(reads()).toBe(readsAfterStaff);
  });
});
