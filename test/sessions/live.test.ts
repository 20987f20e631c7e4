import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { tokenFor } from '../helpers/factories.js';
import { closeAllSockets, collect, connectSocket, eventually, request, settle, type TestSocket } from '../helpers/sockets.js';

const INTERVAL = 200;
let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let other: Awaited<ReturnType<typeof eventWorld>>;

const at = (event: { starts_at: Date }, minutes: number) => new Date(new Date(event.starts_at).getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { QA_PUSH_INTERVAL_MS: String(INTERVAL), QA_QUESTION_LIMIT: '50' } });
  world = await eventWorld(server.ctx, 14);
  other = await eventWorld(server.ctx, 1);
});
afterAll(async () => {
  closeAllSockets();
  await server?.stop();
});
afterEach(() => closeAllSockets());

async function newSession(title = 'Live'): Promise<number> {
  const res = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title, starts_at: at(world.event, 0), ends_at: at(world.event, 60) }, { token: world.organizer.token });
  return res.body.id;
}
const ask = (token: string, sid: number, body: Record<string, unknown>) => server.http.post(`/connect/sessions/${sid}/questions`, body, { token });
async function joined(token: string, sid: number): Promise<TestSocket> {
  const socket = await connectSocket(server, token);
  const ack = await request(socket, 'session:join', { session_id: sid });
  expect(ack.ok).toBe(true);
  return socket;
}
const storedVotes = async (qid: number) => (await server.ctx.db.selectFrom('session_questions').select('votes').where('id', '=', qid).executeTakeFirstOrThrow()).votes;

describe('session:join / session:leave', () => {
  it('answers the top questions and the polls as the caller may see them; refusals like REST', async () => {
    const sid = await newSession();
    const [a, b] = world.attendees;
    const { body: q } = await ask(a!.token, sid, { text: 'Anonymous one', anonymous: true });
    await server.http.post(`/api/events/${world.event.slug}/sessions/${sid}/polls`, { question: 'Draft?', options: ['x', 'y'], multiple: false }, { token: world.organizer.token });
    const socket = await connectSocket(server, b!.token);
    const ack = await request(socket, 'session:join', { session_id: sid });
    expect(ack).toMatchObject({ ok: true, data: { questions: [{ id: q.id, author: null, anonymous: true, votes: 0 }], polls: [], moderator: false } });
    const staff = await connectSocket(server, world.organizer.token);
    const staffAck = await request(staff, 'session:join', { session_id: sid });
    expect(staffAck.ok && staffAck.data.questions[0].author.id).toBe(a!.user.id);
    expect(staffAck.ok && staffAck.data.moderator).toBe(true);
    expect(staffAck.ok && staffAck.data.polls.map((p: any) => p.status)).toEqual(['draft']);

    expect(await request(socket, 'session:join', {})).toMatchObject({ ok: false, error: { code: 'invalid', field: 'session_id' } });
    expect(await request(socket, 'session:join', { session_id: '1' })).toMatchObject({ ok: false, error: { field: 'session_id' } });
    expect(await request(socket, 'session:join', 'x')).toMatchObject({ ok: false, error: { code: 'malformed_payload' } });
    const foreign = await server.http.post(`/api/events/${other.event.slug}/sessions`, { title: 'F', starts_at: at(other.event, 0), ends_at: at(other.event, 30) }, { token: other.organizer.token });
    expect(await request(socket, 'session:join', { session_id: foreign.body.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const outsider = await connectSocket(server, world.outsider.token);
    expect(await request(outsider, 'session:join', { session_id: sid })).toMatchObject({ ok: false, error: { code: 'event_token_required' } });
    expect(await request(socket, 'session:leave', { session_id: sid })).toEqual({ ok: true, data: { session_id: sid } });
  });

  it('an organizer joins with their own login (no event) and moderates live; a non-organizer’s such token is refused (issue 44)', async () => {
    const sid = await newSession('Own login');
    const [a, b] = world.attendees.slice(10, 12);
    const own = await connectSocket(server, await tokenFor(server.ctx, world.organizer.user));
    const ack = await request(own, 'session:join', { session_id: sid });
    expect(ack).toMatchObject({ ok: true, data: { questions: [], moderator: true } });
    const attendee = await joined(b!.token, sid);
    const staffGot = collect(own, 'question:new');
    const attendeeGot = collect(attendee, 'question:updated');
    const { body: q } = await ask(a!.token, sid, { text: 'Seen by staff', anonymous: true });
    // The staff view: the anonymous author is shown to the organizer.
    await eventually(() => expect(staffGot).toEqual([expect.objectContaining({ id: q.id, author: expect.objectContaining({ id: a!.user.id }) })]));
    const patched = await server.http.patch(`/api/events/${world.event.slug}/sessions/${sid}/questions/${q.id}`, { status: 'answered' }, { token: await tokenFor(server.ctx, world.organizer.user) });
    expect(patched.status).toBe(200);
    await eventually(() => expect(attendeeGot).toEqual([expect.objectContaining({ id: q.id, status: 'answered' })]));
    // Second users with tokens not bound to an event: an outsider and another event's organizer.
    const refused: unknown[][] = [];
    for (const token of [world.outsider.token, await tokenFor(server.ctx, other.organizer.user)]) {
      const socket = await connectSocket(server, token);
      expect(await request(socket, 'session:join', { session_id: sid })).toMatchObject({ ok: false, error: { code: 'event_token_required' } });
      refused.push(collect(socket, 'question:new'));
    }
    // Refused, they follow nothing: the next question reaches the organizer only.
    const { body: q2 } = await ask(a!.token, sid, { text: 'Second' });
    await eventually(() => expect(staffGot.map((x: any) => x.id)).toEqual([q.id, q2.id]));
    await settle();
    expect(refused).toEqual([[], []]);
    expect(await request(own, 'session:join', { session_id: 999_999 })).toMatchObject({ ok: false, error: { code: 'event_token_required' } });
    expect(await request(own, 'session:join', { session_id: 'x' })).toMatchObject({ ok: false, error: { field: 'session_id' } });
  });

  it('pushes question:new as each receiver may see it, never to blocked users or sockets that left', async () => {
    const sid = await newSession();
    const [author, viewer, blocker, leaver] = world.attendees.slice(2, 6);
    await server.http.put(`/connect/blocks/users/${author!.user.id}`, undefined, { token: blocker!.token });
    const sockets = { viewer: await joined(viewer!.token, sid), blocker: await joined(blocker!.token, sid), leaver: await joined(leaver!.token, sid), staff: await joined(world.organizer.token, sid) };
    const notJoined = await connectSocket(server, world.attendees[6]!.token);
    const got = Object.fromEntries(Object.entries(sockets).map(([k, s]) => [k, collect(s, 'question:new')]));
    const stray = collect(notJoined, 'question:new');
    await request(sockets.leaver, 'session:leave', { session_id: sid });

    const { body: q } = await ask(author!.token, sid, { text: 'Who am I?', anonymous: true });
    await eventually(() => {
      expect(got.viewer).toEqual([expect.objectContaining({ id: q.id, text: 'Who am I?', author: null, anonymous: true, voted: false })]);
      expect(got.staff!.map((i) => (i.author as any)?.id)).toEqual([author!.user.id]);
    });
    await settle(INTERVAL);
    expect(got.blocker).toEqual([]);
    expect(got.leaver).toEqual([]);
    expect(stray).toEqual([]);
    expect(JSON.stringify(got.staff)).not.toContain('mobile');
  });
});

describe('coalesced counts', () => {
  it('a burst of socket votes yields a bounded number of question:updated, the last with the stored count', async () => {
    const sid = await newSession();
    const asker = world.attendees[0]!;
    const { body: q } = await ask(asker.token, sid, { text: 'Burst?' });
    const observer = await joined(world.attendees[1]!.token, sid);
    const updates = collect(observer, 'question:updated');
    const arrivals: number[] = [];
    observer.on('question:updated', () => arrivals.push(performance.now()));
    const voters = await Promise.all(world.attendees.slice(1).map((p) => connectSocket(server, p.token)));
    const started = Date.now();
    const acks = await Promise.all(voters.flatMap((s) => [request(s, 'question:vote', { question_id: q.id }), request(s, 'question:vote', { question_id: q.id })]));
    const elapsed = Date.now() - started;
    expect(acks.filter((x) => x.ok && x.data.created).length).toBe(voters.length);
    expect(acks.filter((x) => x.ok && !x.data.created).length).toBe(voters.length);
    const stored = await storedVotes(q.id);
    expect(stored).toBe(voters.length);
    await eventually(() => expect(updates.at(-1)).toEqual({ id: q.id, votes: stored, status: 'open' }), 3000);
    await settle(INTERVAL * 2);
    // At most one per interval while votes arrived, plus the one after the burst.
    expect(updates.length).toBeLessThanOrEqual(Math.ceil(elapsed / INTERVAL) + 2);
    expect(updates.length).toBeLessThan(voters.length);
    // Paced per socket: two updates of the question never arrive less than an interval apart (a little slack for
    // the client's own event loop).
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    expect(Math.min(...gaps, Infinity)).toBeGreaterThanOrEqual(INTERVAL - 25);
    // Unvote over the socket: the count follows what is stored.
    expect(await request(voters[0]!, 'question:unvote', { question_id: q.id })).toEqual({ ok: true, data: { question_id: q.id, voted: false, created: false } });
    await eventually(() => expect(updates.at(-1)).toEqual({ id: q.id, votes: stored - 1, status: 'open' }), 3000);
    // Same rules and codes as REST.
    const own = await connectSocket(server, asker.token);
    expect(await request(own, 'question:vote', { question_id: q.id })).toMatchObject({ ok: false, error: { code: 'own_question', field: 'question_id' } });
    expect(await request(own, 'question:vote', { question_id: 'x' })).toMatchObject({ ok: false, error: { field: 'question_id' } });
    expect(await request(own, 'question:vote', { question_id: 99_999_999 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const foreign = await connectSocket(server, other.attendees[0]!.token);
    expect(await request(foreign, 'question:vote', { question_id: q.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('votes sent together share a statement: each keeps its own answer and order, refusals stay per caller', async () => {
    const sid = await newSession('Batch');
    const [asker, flip, banned, ...rest] = world.attendees.slice(0, 8);
    const { body: q } = await ask(asker!.token, sid, { text: 'Together?' });
    const { body: q2 } = await ask(asker!.token, sid, { text: 'And this?' });
    await server.http.put(`/api/events/${world.event.slug}/bans/${banned!.user.id}`, {}, { token: world.organizer.token });
    try {
      const [flipper, bannedSocket, own, foreign, ...voters] = await Promise.all(
        [flip!, banned!, asker!, other.attendees[0]!, ...rest].map((p) => connectSocket(server, p.token)),
      );
      // Sent in one turn, unawaited: one person's vote, unvote, vote, unvote of the same question keep their order
      // (a batch never acts twice on one vote row), beside others' votes and refusals in the same batch.
      const sent = [
        request(flipper!, 'question:vote', { question_id: q.id }),
        request(flipper!, 'question:unvote', { question_id: q.id }),
        request(flipper!, 'question:vote', { question_id: q.id }),
        request(flipper!, 'question:vote', { question_id: q2.id }),
        request(flipper!, 'question:unvote', { question_id: q.id }),
        request(bannedSocket!, 'question:vote', { question_id: q.id }),
        request(own!, 'question:vote', { question_id: q.id }),
        request(foreign!, 'question:vote', { question_id: q.id }),
        ...voters.map((s) => request(s, 'question:vote', { question_id: q.id })),
      ];
      const acks = await Promise.all(sent);
      expect(acks.slice(0, 5)).toEqual([
        { ok: true, data: { question_id: q.id, voted: true, created: true } },
        { ok: true, data: { question_id: q.id, voted: false, created: false } },
        { ok: true, data: { question_id: q.id, voted: true, created: true } },
        { ok: true, data: { question_id: q2.id, voted: true, created: true } },
        { ok: true, data: { question_id: q.id, voted: false, created: false } },
      ]);
      expect(acks[5]).toMatchObject({ ok: false, error: { code: 'banned' } });
      expect(acks[6]).toMatchObject({ ok: false, error: { code: 'own_question' } });
      expect(acks[7]).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(acks.slice(8).every((a) => a.ok && a.data.created)).toBe(true);
      expect(await storedVotes(q.id)).toBe(voters.length);
      expect(await storedVotes(q2.id)).toBe(1);
      const rows = await server.ctx.db.selectFrom('question_votes').select('user_id').where('question_id', '=', q.id).execute();
      expect(rows.map((r) => r.user_id).sort()).toEqual(rest.map((p) => p!.user.id).sort());
    } finally {
      await server.http.delete(`/api/events/${world.event.slug}/bans/${banned!.user.id}`, { token: world.organizer.token });
    }
  });

  it('poll:vote over sockets; poll:updated carries the stored counts; drafts reach organizers only', async () => {
    const sid = await newSession();
    const attendee = await joined(world.attendees[7]!.token, sid);
    const staff = await joined(world.organizer.token, sid);
    const seen = collect(attendee, 'poll:updated');
    const staffSeen = collect(staff, 'poll:updated');
    const base = `/api/events/${world.event.slug}/sessions/${sid}/polls`;
    const { body: poll } = await server.http.post(base, { question: 'Best day?', options: ['Mon', 'Tue', 'Wed'], multiple: true }, { token: world.organizer.token });
    await eventually(() => expect(staffSeen.map((p) => p.status)).toEqual(['draft']));
    await settle(INTERVAL);
    expect(seen).toEqual([]);
    await server.http.patch(`${base}/${poll.id}`, { status: 'open' }, { token: world.organizer.token });
    await eventually(() => expect(seen.at(-1)?.status).toBe('open'));
    const voters = await Promise.all(world.attendees.slice(8, 13).map((p) => connectSocket(server, p.token)));
    const acks = await Promise.all(voters.map((s, i) => request(s, 'poll:vote', { poll_id: poll.id, options: i % 2 ? [0, 2] : [1] })));
    expect(acks.every((x) => x.ok)).toBe(true);
    const expected = [2, 3, 2];
    await eventually(() => expect(seen.at(-1)).toMatchObject({ id: poll.id, total_voters: 5, options: expected.map((votes, index) => expect.objectContaining({ index, votes })) }), 3000);
    expect(seen.at(-1)).not.toHaveProperty('my_options');
    expect(await request(voters[0]!, 'poll:vote', { poll_id: poll.id, options: [7] })).toMatchObject({ ok: false, error: { code: 'bad_option' } });
    expect(await request(voters[0]!, 'poll:vote', { poll_id: poll.id })).toMatchObject({ ok: false, error: { field: 'options' } });
    await server.http.patch(`${base}/${poll.id}`, { status: 'closed' }, { token: world.organizer.token });
    expect(await request(voters[0]!, 'poll:vote', { poll_id: poll.id, options: [0] })).toMatchObject({ ok: false, error: { code: 'poll_closed' } });
    await eventually(() => expect(seen.at(-1)?.status).toBe('closed'));
  });
});

describe('moderation, deletion and voided tickets', () => {
  it('hiding removes a question from attendees (question:deleted), showing it again re-adds it; deletion pushes question:deleted', async () => {
    const sid = await newSession();
    const { body: q } = await ask(world.attendees[0]!.token, sid, { text: 'Spam?' });
    const voter = world.attendees[2]!;
    expect((await server.http.put(`/connect/sessions/${sid}/questions/${q.id}/vote`, undefined, { token: voter.token })).status).toBe(201);
    await settle(INTERVAL * 2); // that vote's push is out before anyone below listens
    const attendee = await joined(world.attendees[1]!.token, sid);
    const staff = await joined(world.organizer.token, sid);
    const a = { deleted: collect(attendee, 'question:deleted'), updated: collect(attendee, 'question:updated'), added: collect(attendee, 'question:new') };
    const s = { deleted: collect(staff, 'question:deleted'), updated: collect(staff, 'question:updated') };
    const url = `/api/events/${world.event.slug}/sessions/${sid}/questions/${q.id}`;
    await server.http.patch(url, { status: 'hidden' }, { token: world.organizer.token });
    await eventually(() => {
      expect(a.deleted).toEqual([{ id: q.id }]);
      expect(s.updated).toEqual([{ id: q.id, votes: 1, status: 'hidden' }]);
    });
    // Votes of a hidden question's count (an unvote) reach organizers only; a vote is 404 (it does not exist for attendees).
    expect((await server.http.delete(`/connect/sessions/${sid}/questions/${q.id}/vote`, { token: voter.token })).status).toBe(204);
    expect((await server.http.put(`/connect/sessions/${sid}/questions/${q.id}/vote`, undefined, { token: world.attendees[3]!.token })).status).toBe(404);
    await eventually(() => expect(s.updated).toEqual([{ id: q.id, votes: 1, status: 'hidden' }, { id: q.id, votes: 0, status: 'hidden' }]), 3000);
    await settle(INTERVAL * 2);
    expect(a.updated).toEqual([]);
    expect(a.added).toEqual([]);
    expect(a.deleted).toEqual([{ id: q.id }]);
    await server.http.patch(url, { status: 'open' }, { token: world.organizer.token });
    await eventually(() => expect(a.added.map((i) => [i.id, i.status])).toEqual([[q.id, 'open']]));
    await server.http.patch(url, { status: 'answered' }, { token: world.organizer.token });
    await eventually(() => expect(a.updated.at(-1)).toEqual({ id: q.id, votes: 0, status: 'answered' }));
    expect(s.deleted).toEqual([]);
    await server.http.delete(`/connect/sessions/${sid}/questions/${q.id}`, { token: world.attendees[0]!.token });
    await eventually(() => {
      expect(a.deleted).toEqual([{ id: q.id }, { id: q.id }]);
      expect(s.deleted).toEqual([{ id: q.id }]);
    });
  });

  it('a voided ticket takes the holder’s sockets out of the session rooms', async () => {
    const sid = await newSession();
    const holder = world.attendees[13]!;
    const socket = await joined(holder.token, sid);
    const got = collect(socket, 'question:new');
    await ask(world.attendees[0]!.token, sid, { text: 'before' });
    await eventually(() => expect(got.length).toBe(1));
    const ticket = await server.ctx.db.selectFrom('attendee_tickets').select('code').where('user_id', '=', holder.user.id).where('event_id', '=', world.event.id).executeTakeFirstOrThrow();
    expect((await server.http.post(`/api/events/${world.event.slug}/tickets/${ticket.code}/void`, undefined, { token: world.organizer.token })).status).toBe(200);
    await settle(INTERVAL);
    await ask(world.attendees[0]!.token, sid, { text: 'after' });
    await settle(INTERVAL * 2);
    expect(got.map((i) => i.text)).toEqual(['before']);
    expect(await request(socket, 'session:join', { session_id: sid })).toMatchObject({ ok: false, error: { code: 'not_event_participant' } });
  });
});
