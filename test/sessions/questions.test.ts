import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { createUser, tokenFor } from '../helpers/factories.js';

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
    expect((await server.http.delete(`/connect/sessions/${sessionId}/questions/${q.id}/vote`, { token: p8!.token })).status).toBe(403);
    expect((await server.http.delete(`/connect/sessions/${sessionId}/questions/${q.id}/vote`, { token: world.outsider.token })).status).toBe(403);
    expect((await server.http.delete(`/connect/sessions/${sessionId}/questions/999999/vote`, { token: p7!.token })).status).toBe(404);
    expect((await server.http.get(`/connect/sessions/${sessionId}/questions`, { token: p8!.token })).status).toBe(200);

    expect((await ask(p7!.token, { text: '' })).status).toBe(422);
    expect((await ask(p7!.token, { text: 'x'.repeat(501) })).status).toBe(422);
    expect((await ask(p7!.token, { text: 'nul\u0000' })).status).toBe(422);
    const limited = world.attendees[9]!;
    for (let i = 0; i < 3; i++) expect((await ask(limited.token, { text: `q${i}` })).status).toBe(201);
    expect((await ask(limited.token, { text: 'one too many' })).status).toBe(429);

    const foreign = await server.http.post(`/api/events/${other.event.slug}/sessions`, { title: 'F', starts_at: at(other.event, 0), ends_at: at(other.event, 30) }, { token: other.organizer.token });
    expect((await ask(p7!.token, { text: 'x' }, foreign.body.id)).status).toBe(404);
    // A session of another event is 404 everywhere: list, vote and unvote (with a question of either event), moderation.
    const { body: foreignQ } = await ask(other.organizer.token, { text: 'Theirs?' }, foreign.body.id);
    expect(foreignQ.id).toBeGreaterThan(0);
    expect((await server.http.get(`/connect/sessions/${foreign.body.id}/questions`, { token: p7!.token })).status).toBe(404);
    for (const [sid, qid] of [[foreign.body.id, q.id], [foreign.body.id, foreignQ.id], [sessionId, foreignQ.id]]) {
      expect((await server.http.put(`/connect/sessions/${sid}/questions/${qid}/vote`, undefined, { token: p7!.token })).status, `vote ${sid}/${qid}`).toBe(404);
      expect((await server.http.delete(`/connect/sessions/${sid}/questions/${qid}/vote`, { token: p7!.token })).status, `unvote ${sid}/${qid}`).toBe(404);
      const patched = await server.http.patch(`/api/events/${world.event.slug}/sessions/${sid}/questions/${qid}`, { status: 'hidden' }, { token: world.organizer.token });
      expect(patched.status, `patch ${sid}/${qid}`).toBe(404);
    }
    const theirs = await server.ctx.db.selectFrom('session_questions').select(['status', 'votes']).where('id', '=', foreignQ.id).executeTakeFirstOrThrow();
    expect(theirs).toEqual({ status: 'open', votes: 0 });
    expect((await ask(world.outsider.token, { text: 'x' })).status).toBe(403);

    await server.http.patch(`/api/events/${world.event.slug}/sessions/${sessionId}`, { qa_enabled: false }, { token: world.organizer.token });
    const closed = await ask(world.attendees[10]!.token, { text: 'closed?' });
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0].code).toBe('qa_closed');
    await server.http.patch(`/api/events/${world.event.slug}/sessions/${sessionId}`, { qa_enabled: true }, { token: world.organizer.token });
  });
});

describe('the question limit under concurrency', () => {
  it('limit + 3 asks at once: exactly `limit` are stored (201), the rest 429', async () => {
    const { body: s } = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Rush', starts_at: at(world.event, 0), ends_at: at(world.event, 30) }, { token: world.organizer.token });
    const asker = world.attendees[11]!;
    const limit = 3;
    const answers = await Promise.all(Array.from({ length: limit + 3 }, (_, i) => ask(asker.token, { text: `rush ${i}` }, s.id)));
    expect(answers.filter((r) => r.status === 201).length).toBe(limit);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBe(3);
    expect(refused[0]!.body.errors[0].code).toBe('rate_limited');
    const stored = await server.ctx.db.selectFrom('session_questions').select('id').where('session_id', '=', s.id).where('user_id', '=', asker.user.id).execute();
    expect(stored.length).toBe(limit);
    // Another session has its own budget.
    const { body: s2 } = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Rush 2', starts_at: at(world.event, 0), ends_at: at(world.event, 30) }, { token: world.organizer.token });
    expect((await ask(asker.token, { text: 'elsewhere' }, s2.id)).status).toBe(201);
  });
});

describe('keyset paging and deletion', () => {
  it('follows `_links.next` (a keyset cursor) through every question exactly once, top and new', async () => {
    const { body: s } = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Busy hall', starts_at: at(world.event, 60), ends_at: at(world.event, 120) }, { token: world.organizer.token });
    const askers = world.attendees.slice(0, 5);
    const ids: number[] = [];
    // 25 questions (5 askers × 5, straight into storage: the per-user limit is not what this test is about).
    for (let i = 0; i < 25; i++) {
      const row = await server.ctx.db
        .insertInto('session_questions')
        .values({ session_id: s.id, user_id: askers[i % 5]!.user.id, text: `q${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    // Ties on purpose: several questions with 1 and 2 votes.
    for (const [qi, voters] of [[3, [10, 11]], [7, [10, 11]], [12, [10]], [20, [10]], [21, [11]]] as Array<[number, number[]]>) {
      for (const v of voters) expect((await server.http.put(`/connect/sessions/${s.id}/questions/${ids[qi]}/vote`, undefined, { token: world.attendees[v]!.token })).status).toBe(201);
    }
    for (const sort of ['top', 'new']) {
      const all = (await server.http.get(`/connect/sessions/${s.id}/questions?sort=${sort}&page_size=100`, { token: world.attendees[9]!.token })).body;
      expect(all._total_items).toBe(25);
      const seen: number[] = [];
      let url: string | undefined = `/connect/sessions/${s.id}/questions?sort=${sort}&page_size=10`;
      let pages = 0;
      while (url) {
        const res: { status: number; body: any } = await server.http.get(url, { token: world.attendees[9]!.token });
        expect(res.status).toBe(200);
        seen.push(...res.body._embedded.question.map((q: any) => q.id));
        const next: string | undefined = res.body._links.next?.href;
        if (next) {
          expect(new URL(next).searchParams.get('after')).toMatch(sort === 'top' ? /^\d+\.\d+$/ : /^\d+$/);
          expect(new URL(next).searchParams.get('page')).toBe(String(pages + 2));
        }
        expect(res.body._links.last?.href ?? '').not.toContain('after=');
        url = next ? new URL(next).pathname + new URL(next).search : undefined;
        pages++;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(all._embedded.question.map((q: any) => q.id));
    }
    const top = (await server.http.get(`/connect/sessions/${s.id}/questions?sort=top&page_size=3`, { token: world.attendees[9]!.token })).body._embedded.question;
    expect(top.map((q: any) => [q.id, q.votes])).toEqual([
      [ids[3], 2],
      [ids[7], 2],
      [ids[12], 1],
    ]);
    // `page` reaches 10,000 items deep (422 naming it beyond); a page reached by the cursor is not bounded.
    const deep = await server.http.get(`/connect/sessions/${s.id}/questions?sort=new&page_size=100&page=101`, { token: world.attendees[9]!.token });
    expect(deep.status).toBe(422);
    expect(deep.body.errors[0]).toMatchObject({ field: 'page' });
    expect((await server.http.get(`/connect/sessions/${s.id}/questions?sort=new&page_size=100&page=100`, { token: world.attendees[9]!.token })).status).toBe(200);
    const byCursor = await server.http.get(`/connect/sessions/${s.id}/questions?sort=new&page_size=10&page=500&after=${ids[24]}`, { token: world.attendees[9]!.token });
    expect(byCursor.status).toBe(200);
    expect(byCursor.body._embedded.question.map((q: any) => q.id)).toEqual(ids.slice(14, 24).reverse());
    for (const bad of ['sort=top&after=abc', 'sort=top&after=5', 'sort=new&after=1.5', 'after=-1']) {
      const res = await server.http.get(`/connect/sessions/${s.id}/questions?${bad}`, { token: world.attendees[9]!.token });
      expect(res.status, bad).toBe(422);
      expect(res.body.errors[0].field).toBe('after');
    }
  });

  it('the author or an organizer deletes a question (its votes go with it); anyone else 403, unknown 404', async () => {
    const [a, b] = [world.attendees[0]!, world.attendees[1]!];
    const { body: s } = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Deletions', starts_at: at(world.event, 0), ends_at: at(world.event, 30) }, { token: world.organizer.token });
    const mk = async (token: string) => (await ask(token, { text: 'delete me' }, s.id)).body.id as number;
    const q1 = await mk(a.token);
    await server.http.put(`/connect/sessions/${s.id}/questions/${q1}/vote`, undefined, { token: b.token });
    const byOther = await server.http.delete(`/connect/sessions/${s.id}/questions/${q1}`, { token: b.token });
    expect(byOther.status).toBe(403);
    expect(byOther.body.errors[0].code).toBe('not_author');
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/${q1}`, { token: a.token })).status).toBe(204);
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/${q1}`, { token: a.token })).status).toBe(404);
    const votesLeft = await server.ctx.db.selectFrom('question_votes').select('user_id').where('question_id', '=', q1).execute();
    expect(votesLeft).toEqual([]);

    const q2 = await mk(b.token);
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/${q2}`, { token: world.organizer.token })).status).toBe(204);
    const q3 = await mk(b.token);
    const apiUrl = `/api/events/${world.event.slug}/sessions/${s.id}/questions/${q3}`;
    expect((await server.http.delete(apiUrl, { token: b.token })).status).toBe(403);
    expect((await server.http.delete(`/api/events/${other.event.slug}/sessions/${s.id}/questions/${q3}`, { token: other.organizer.token })).status).toBe(404);
    expect((await server.http.delete(apiUrl, { token: world.organizer.token })).status).toBe(204);
    expect((await server.http.delete(apiUrl, { token: world.organizer.token })).status).toBe(404);
    expect((await list(world.organizer.token)).some((q) => [q1, q2, q3].includes(q.id))).toBe(false);
    // A session of another event, and a token of another event.
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/${q3}`, { token: other.attendees[0]?.token ?? other.organizer.token })).status).toBe(404);
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/abc`, { token: a.token })).status).toBe(422);
  });
});

describe('moderation with the organizer’s own login (issue 44)', () => {
  it('an organizer with a token not bound to an event reads, moderates and deletes; others with such a token 403', async () => {
    const { body: s } = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Own login', starts_at: at(world.event, 0), ends_at: at(world.event, 30) }, { token: world.organizer.token });
    const own = await tokenFor(server.ctx, world.organizer.user);
    const [a, b] = [world.attendees[10]!, world.attendees[11]!];
    const open = (await ask(a.token, { text: 'Open one', anonymous: true }, s.id)).body;
    const spam = (await ask(b.token, { text: 'Spam' }, s.id)).body;
    const draft = await server.http.post(`/api/events/${world.event.slug}/sessions/${s.id}/polls`, { question: 'Draft?', options: ['x', 'y'], multiple: false }, { token: own });
    expect(draft.status).toBe(201);
    // Moderated with the same login: hidden, then listed to the organizer (with the anonymous author) and not to attendees.
    expect((await server.http.patch(`/api/events/${world.event.slug}/sessions/${s.id}/questions/${spam.id}`, { status: 'hidden' }, { token: own })).status).toBe(200);
    const listed = await server.http.get(`/connect/sessions/${s.id}/questions?sort=new`, { token: own });
    expect(listed.status).toBe(200);
    expect(listed.body._embedded.question.map((q: { id: number; status: string; author: { id: number } | null }) => [q.id, q.status, q.author?.id])).toEqual([
      [spam.id, 'hidden', b.user.id],
      [open.id, 'open', a.user.id],
    ]);
    expect((await server.http.get(`/connect/sessions/${s.id}/questions`, { token: a.token })).body._embedded.question.map((q: { id: number }) => q.id)).toEqual([open.id]);
    const polls = await server.http.get(`/connect/sessions/${s.id}/polls`, { token: own });
    expect([polls.status, polls.body.data.map((p: { status: string }) => p.status)]).toEqual([200, ['draft']]);
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/${spam.id}`, { token: own })).status).toBe(204);
    expect((await server.http.get(`/connect/sessions/${s.id}/questions`, { token: own })).body._embedded.question.map((q: { id: number }) => q.id)).toEqual([open.id]);

    // A second user who organizes nothing here, with a token without an event: refused as before, and nothing changed.
    const stranger = await tokenFor(server.ctx, await createUser(server.ctx));
    const otherOrganizer = await tokenFor(server.ctx, other.organizer.user);
    for (const token of [stranger, world.outsider.token, otherOrganizer]) {
      for (const res of [
        await server.http.get(`/connect/sessions/${s.id}/questions`, { token }),
        await server.http.get(`/connect/sessions/${s.id}/polls`, { token }),
        await server.http.delete(`/connect/sessions/${s.id}/questions/${open.id}`, { token }),
      ]) {
        expect([res.status, res.body.errors[0].code]).toEqual([403, 'event_token_required']);
      }
    }
    // An attendee's event-bound token still deletes only their own question.
    expect((await server.http.delete(`/connect/sessions/${s.id}/questions/${open.id}`, { token: b.token })).body.errors[0].code).toBe('not_author');
    expect((await server.http.get(`/connect/sessions/${s.id}/questions`, { token: own })).body._embedded.question.map((q: { id: number }) => q.id)).toEqual([open.id]);
    // An unknown session answers an unbound token as one it does not organize; an organizer's bad input is 422.
    expect((await server.http.get(`/connect/sessions/999999/questions`, { token: own })).body.errors[0].code).toBe('event_token_required');
    expect((await server.http.get(`/connect/sessions/${s.id}/questions?sort=bogus`, { token: own })).status).toBe(422);
    expect((await server.http.get(`/connect/sessions/abc/questions`, { token: own })).status).toBe(422);
  });
});
