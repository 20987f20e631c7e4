import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';

let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let other: Awaited<ReturnType<typeof eventWorld>>;
let sessionId: number;

const at = (event: { starts_at: Date }, minutes: number) => new Date(new Date(event.starts_at).getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer({ env: { QA_QUESTION_LIMIT: '3' } });
  world = await eventWorld(server.ctx, 12);
  other = await eventWorld(server.ctx, 0);
  const res = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Q&A', starts_at: at(world.event, 0), ends_at: at(world.event, 60) }, { token: world.organizer.token });
  sessionId = res.body.id;
});
afterAll(async () => {
  await server.stop();
});

const ask = (token: string, body: Record<string, unknown>, sid = sessionId) => server.http.post(`/connect/sessions/${sid}/questions`, body, { token });
const vote = (token: string, qid: number) => server.http.put(`/connect/sessions/${sessionId}/questions/${qid}/vote`, undefined, { token });
const list = async (token: string, sort = 'top') => (await server.http.get(`/connect/sessions/${sessionId}/questions?sort=${sort}`, { token })).body._embedded.question as Array<Record<string, any>>;

describe('questions and votes', () => {
  it('asks, lists top/new, hides anonymous authors from all but organizers, and counts votes exactly', async () => {
    const [a, b, c] = world.attendees;
    const q1 = await ask(a!.token, { text: 'First?' });
    expect(q1.status).toBe(201);
    expect(q1.body).toMatchObject({ session_id: sessionId, text: 'First?', anonymous: false, votes: 0, voted: false, status: 'open' });
    expect(q1.body.author.id).toBe(a!.user.id);
    const q2 = await ask(b!.token, { text: 'Secret?', anonymous: true });
    expect(q2.body.author).toBeNull();

    expect((await vote(c!.token, q2.body.id)).status).toBe(201);
    expect((await vote(c!.token, q2.body.id)).status).toBe(204);
    expect((await vote(b!.token, q2.body.id)).status).toBe(422); // own question

    const top = await list(c!.token);
    expect(top.map((q) => [q.id, q.votes, q.voted])).toEqual([
      [q2.body.id, 1, true],
      [q1.body.id, 0, false],
    ]);
    expect(top[0]!.author).toBeNull();
    expect((await list(c!.token, 'new')).map((q) => q.id)).toEqual([q2.body.id, q1.body.id]);
    const asOrganizer = await list(world.organizer.token);
    expect(asOrganizer.find((q) => q.id === q2.body.id)!.author.id).toBe(b!.user.id);

    expect((await server.http.delete(`/connect/sessions/${sessionId}/questions/${q2.body.id}/vote`, { token: c!.token })).status).toBe(204);
    expect((await server.http.delete(`/connect/sessions/${sessionId}/questions/${q2.body.id}/vote`, { token: c!.token })).status).toBe(204);
    expect((await list(c!.token)).find((q) => q.id === q2.body.id)!.votes).toBe(0);
  });

  it('concurrent double votes by one user count once; many users at once count each once', async () => {
    const asker = world.attendees[3]!;
    const { body: q } = await ask(asker.token, { text: 'Race?' });
    const voter = world.attendees[4]!;
    const same = await Promise.all(Array.from({ length: 8 }, () => vote(voter.token, q.id)));
    expect(same.filter((r) => r.status === 201).length).toBe(1);
    expect(same.filter((r) => r.status === 204).length).toBe(7);
    const many = world.attendees.filter((p) => p !== asker);
    await Promise.all(many.flatMap((p) => [vote(p.token, q.id), vote(p.token, q.id)]));
    const stored = await server.ctx.db.selectFrom('question_votes').select((eb) => eb.fn.countAll<string>().as('n')).where('question_id', '=', q.id).executeTakeFirstOrThrow();
    const row = await server.ctx.db.selectFrom('session_questions').select('votes').where('id', '=', q.id).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(many.length);
    expect(row.votes).toBe(many.length);
  });

  it('moderation: hidden questions never reach attendees; organizers see and set status; others 403', async () => {
    const { body: q } = await ask(world.attendees[5]!.token, { text: 'Spam' });
    const url = `/api/events/${world.event.slug}/sessions/${sessionId}/questions/${q.id}`;
    expect((await server.http.patch(url, { status: 'hidden' }, { token: world.attendees[5]!.token })).status).toBe(403);
    const hidden = await server.http.patch(url, { status: 'hidden' }, { token: world.organizer.token });
    expect(hidden.status).toBe(200);
    expect(hidden.body.status).toBe('hidden');
    expect((await list(world.attendees[6]!.token)).some((x) => x.id === q.id)).toBe(false);
    expect((await list(world.organizer.token)).some((x) => x.id === q.id)).toBe(true);
    expect((await vote(world.attendees[6]!.token, q.id)).status).toBe(404);
    expect((await server.http.patch(url, { status: 'bogus' }, { token: world.organizer.token })).status).toBe(422);
  });

  it('blocks, bans, qa_closed 409, rate limit 429, bad input 422, another event 404', async () => {
    const [, , , , , , p6, p7, p8] = world.attendees;
    const { body: q } = await ask(p6!.token, { text: 'Blocked?' });
    await server.http.put(`/connect/blocks/users/${p6!.user.id}`, undefined, { token: p7!.token });
    expect((await list(p7!.token)).some((x) => x.id === q.id)).toBe(false);

    await server.http.put(`/api/events/${world.event.slug}/bans/${p8!.user.id}`, {}, { token: world.organizer.token });
    const banned = await ask(p8!.token, { text: 'Muted?' });
    expect(banned.status).toBe(403);
    expect(banned.body.errors[0].code).toBe('banned');
    expect((await vote(p8!.token, q.id)).status).toBe(403);
    expect((await server.http.get(`/connect/sessions/${sessionId}/questions`, { token: p8!.token })).status).toBe(200);

    expect((await ask(p7!.token, { text: '' })).status).toBe(422);
    expect((await ask(p7!.token, { text: 'x'.repeat(501) })).status).toBe(422);
    expect((await ask(p7!.token, { text: 'nul\u0000' })).status).toBe(422);
    const limited = world.attendees[9]!;
    for (let i = 0; i < 3; i++) expect((await ask(limited.token, { text: `q${i}` })).status).toBe(201);
    expect((await ask(limited.token, { text: 'one too many' })).status).toBe(429);

    const foreign = await server.http.post(`/api/events/${other.event.slug}/sessions`, { title: 'F', starts_at: at(other.event, 0), ends_at: at(other.event, 30) }, { token: other.organizer.token });
    expect((await ask(p7!.token, { text: 'x' }, foreign.body.id)).status).toBe(404);
    expect((await ask(world.outsider.token, { text: 'x' })).status).toBe(403);

    await server.http.patch(`/api/events/${world.event.slug}/sessions/${sessionId}`, { qa_enabled: false }, { token: world.organizer.token });
    const closed = await ask(world.attendees[10]!.token, { text: 'closed?' });
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0].code).toBe('qa_closed');
    await server.http.patch(`/api/events/${world.event.slug}/sessions/${sessionId}`, { qa_enabled: true }, { token: world.organizer.token });
  });
});
