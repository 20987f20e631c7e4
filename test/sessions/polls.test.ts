import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';

let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let other: Awaited<ReturnType<typeof eventWorld>>;
let sessionId: number;

const at = (event: { starts_at: Date }, minutes: number) => new Date(new Date(event.starts_at).getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  world = await eventWorld(server.ctx, 12);
  other = await eventWorld(server.ctx, 1);
  const res = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Polls', starts_at: at(world.event, 0), ends_at: at(world.event, 60) }, { token: world.organizer.token });
  sessionId = res.body.id;
});
afterAll(async () => {
  await server.stop();
});

const pollsUrl = () => `/api/events/${world.event.slug}/sessions/${sessionId}/polls`;
const create = (body: Record<string, unknown>, token = world.organizer.token) => server.http.post(pollsUrl(), body, { token });
const setStatus = (pid: number, status: string, token = world.organizer.token) => server.http.patch(`${pollsUrl()}/${pid}`, { status }, { token });
const vote = (token: string, pid: number, options: unknown) => server.http.put(`/connect/polls/${pid}/vote`, { options }, { token });
const counts = (poll: { options: Array<{ votes: number }> }) => poll.options.map((o) => o.votes);

/** The stored truth: ballots per option, straight from poll_ballots. */
async function storedCounts(pid: number, n: number): Promise<number[]> {
  const rows = await server.ctx.db.selectFrom('poll_ballots').select('options').where('poll_id', '=', pid).execute();
  const out = Array.from({ length: n }, () => 0);
  for (const r of rows) for (const i of r.options as number[]) out[i]! += 1;
  return out;
}

describe('polls', () => {
  it('creates a draft, opens it, counts single-choice votes and replaces a vote while open', async () => {
    const created = await create({ question: 'Tabs or spaces?', options: ['Tabs', 'Spaces', 'Both'], multiple: false });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ session_id: sessionId, question: 'Tabs or spaces?', multiple: false, status: 'draft', total_voters: 0 });
    expect(created.body.options).toEqual([
      { index: 0, text: 'Tabs', votes: 0 },
      { index: 1, text: 'Spaces', votes: 0 },
      { index: 2, text: 'Both', votes: 0 },
    ]);
    const pid = created.body.id as number;
    const [a, b, c] = world.attendees;
    // A draft is the organizers' own: attendees do not list it, and a vote in it is 409 poll_not_open (CONTRACT 12).
    expect((await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: a!.token })).body.data.some((p: any) => p.id === pid)).toBe(false);
    expect((await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: world.organizer.token })).body.data.some((p: any) => p.id === pid)).toBe(true);
    const draftVote = await vote(a!.token, pid, [0]);
    expect(draftVote.status).toBe(409);
    expect(draftVote.body.errors[0].code).toBe('poll_not_open');
    const closeDraft = await setStatus(pid, 'closed');
    expect(closeDraft.status).toBe(409);
    expect(closeDraft.body.errors[0].code).toBe('poll_not_open');

    expect((await setStatus(pid, 'open')).body.status).toBe('open');
    const first = await vote(a!.token, pid, [0]);
    expect(first.status).toBe(200);
    expect(counts(first.body)).toEqual([1, 0, 0]);
    expect(first.body.my_options).toEqual([0]);
    await vote(b!.token, pid, [1]);
    await vote(c!.token, pid, [1]);
    const replaced = await vote(a!.token, pid, [2]);
    expect(counts(replaced.body)).toEqual([0, 2, 1]);
    expect(replaced.body.total_voters).toBe(3);
    const listed = (await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: b!.token })).body.data.find((p: any) => p.id === pid);
    expect(listed).toMatchObject({ status: 'open', total_voters: 3, my_options: [1] });
    expect(counts(listed)).toEqual([0, 2, 1]);
    expect(await storedCounts(pid, 3)).toEqual([0, 2, 1]);

    const closed = await setStatus(pid, 'closed');
    expect(closed.body.status).toBe('closed');
    const late = await vote(b!.token, pid, [0]);
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe('poll_closed');
    expect(await storedCounts(pid, 3)).toEqual([0, 2, 1]);
  });

  it('multiple choice: several indexes, replaced as a whole; concurrent replacements by one voter keep counts exact', async () => {
    const { body: poll } = await create({ question: 'Which talks?', options: ['A', 'B', 'C', 'D'], multiple: true });
    await setStatus(poll.id, 'open');
    const voter = world.attendees[3]!;
    expect(counts((await vote(voter.token, poll.id, [0, 2])).body)).toEqual([1, 0, 1, 0]);
    expect(counts((await vote(voter.token, poll.id, [3, 1])).body)).toEqual([0, 1, 0, 1]);
    // One voter racing themself, and the rest of the hall at once.
    const choices = [[0], [1, 2], [3], [0, 1, 2, 3], [2]];
    const hall = world.attendees.slice(4);
    const results = await Promise.all([
      ...choices.map((o) => vote(voter.token, poll.id, o)),
      ...hall.flatMap((p, i) => [vote(p.token, poll.id, [i % 4]), vote(p.token, poll.id, [(i + 1) % 4, (i + 2) % 4]), vote(p.token, poll.id, [(i + 3) % 4])]),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = await storedCounts(poll.id, 4);
    const listed = (await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: voter.token })).body.data.find((p: any) => p.id === poll.id);
    expect(counts(listed)).toEqual(stored);
    expect(listed.total_voters).toBe(1 + hall.length);
    const ballots = await server.ctx.db.selectFrom('poll_ballots').select('options').where('poll_id', '=', poll.id).execute();
    expect(ballots.length).toBe(1 + hall.length);
    expect(stored.reduce((x, y) => x + y, 0)).toBe(ballots.reduce((n, b) => n + (b.options as number[]).length, 0));
  });

  it('bad input 422, organizers only 403, another event 404, banned 403', async () => {
    const { body: poll } = await create({ question: 'One?', options: ['x', 'y'], multiple: false });
    await setStatus(poll.id, 'open');
    const p = world.attendees[5]!;
    for (const bad of [[0, 1], [2], [-1], [0, 0], [], ['0'], 'x']) {
      const res = await vote(p.token, poll.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await vote(p.token, poll.id, [0, 1])).body.errors[0].code).toBe('single_choice');
    expect((await vote(p.token, poll.id, [5])).body.errors[0].code).toBe('bad_option');
    expect((await server.http.put(`/connect/polls/${poll.id}/vote`, { options: [0], extra: 1 }, { token: p.token })).status).toBe(422);
    for (const body of [
      { question: 'q', options: ['only one'], multiple: false },
      { question: 'q', options: Array.from({ length: 11 }, (_, i) => `o${i}`), multiple: false },
      { question: '', options: ['a', 'b'], multiple: false },
      { question: 'q', options: ['a', ''], multiple: false },
      { question: 'q', options: ['a', 'b'] },
      { question: 'q', options: ['a', 'b'], multiple: 'yes' },
    ]) {
      expect((await create(body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await setStatus(poll.id, 'draft')).status).toBe(422);
    // Not an organizer.
    expect((await create({ question: 'q', options: ['a', 'b'], multiple: false }, p.token)).status).toBe(403);
    expect((await setStatus(poll.id, 'closed', p.token)).status).toBe(403);
    // Another event's attendee and a token of another event.
    expect((await vote(other.attendees[0]!.token, poll.id, [0])).status).toBe(404);
    expect((await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: other.attendees[0]!.token })).status).toBe(404);
    expect((await vote(world.outsider.token, poll.id, [0])).status).toBe(403);
    expect((await server.http.patch(`/api/events/${other.event.slug}/sessions/${sessionId}/polls/${poll.id}`, { status: 'closed' }, { token: other.organizer.token })).status).toBe(404);
    expect((await vote(p.token, 999_999, [0])).status).toBe(404);
    // A session of another event named under this event's slug, by this event's organizer: 404, nothing written.
    const foreign = await server.http.post(`/api/events/${other.event.slug}/sessions`, { title: 'F', starts_at: at(other.event, 0), ends_at: at(other.event, 30) }, { token: other.organizer.token });
    expect(foreign.status).toBe(201);
    const cross = await server.http.post(`/api/events/${world.event.slug}/sessions/${foreign.body.id}/polls`, { question: 'q', options: ['a', 'b'], multiple: false }, { token: world.organizer.token });
    expect(cross.status).toBe(404);
    expect(await server.ctx.db.selectFrom('session_polls').select('id').where('session_id', '=', foreign.body.id).execute()).toEqual([]);
    expect((await server.http.get(`/connect/sessions/${foreign.body.id}/polls`, { token: p.token })).status).toBe(404);
    // Banned: cannot vote, still reads.
    const banned = world.attendees[6]!;
    await server.http.put(`/api/events/${world.event.slug}/bans/${banned.user.id}`, {}, { token: world.organizer.token });
    const refused = await vote(banned.token, poll.id, [0]);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('banned');
    expect((await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: banned.token })).status).toBe(200);
    expect(await storedCounts(poll.id, 2)).toEqual([0, 0]);
  });
});
