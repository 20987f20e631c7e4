import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { applyQuestionVotes, type QuestionVoteInput } from '../../storage/repositories/qa.js';
import { castPollBallots } from '../../storage/repositories/polls.js';

let server: TestServer;
let world: Awaited<ReturnType<typeof eventWorld>>;
let sessionId: number;
const questions: number[] = [];

const at = (event: { starts_at: Date }, minutes: number) => new Date(new Date(event.starts_at).getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer({ env: { QA_QUESTION_LIMIT: '50' } });
  world = await eventWorld(server.ctx, 24);
  const res = await server.http.post(`/api/events/${world.event.slug}/sessions`, { title: 'Votes', starts_at: at(world.event, 0), ends_at: at(world.event, 60) }, { token: world.organizer.token });
  sessionId = res.body.id;
  for (let i = 0; i < 6; i++) {
    const q = await server.http.post(`/connect/sessions/${sessionId}/questions`, { text: `Question ${i}?` }, { token: world.attendees[0]!.token });
    questions.push(q.body.id);
  }
});
afterAll(async () => {
  await server?.stop();
});

const counters = async () => {
  const rows = await server.ctx.db.selectFrom('session_questions').select(['id', 'votes']).where('session_id', '=', sessionId).execute();
  return new Map(rows.map((r) => [r.id, r.votes]));
};
const stored = async () => {
  const rows = await server.ctx.db
    .selectFrom('question_votes')
    .select(['question_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('question_id', 'in', questions)
    .groupBy('question_id')
    .execute();
  return new Map(rows.map((r) => [r.question_id, Number(r.n)]));
};

describe('vote and ballot batches (storage applyQuestionVotes, castPollBallots)', () => {
  it('concurrent batches over the same questions in opposite orders all complete, counters equal to the rows', async () => {
    const voters = world.attendees.slice(1);
    const item = (kind: 'vote' | 'unvote', userId: number, questionId: number): QuestionVoteInput => ({ kind, eventId: world.event.id, sessionId, questionId, userId });
    // Twenty rounds of four batches at once (four connections of the pool on PostgreSQL), each touching every question,
    // two in ascending and two in descending order, voting and unvoting people the others also touch.
    for (let round = 0; round < 20; round++) {
      const batches = [0, 1, 2, 3].map((b) => {
        const order = b % 2 === 0 ? questions : [...questions].reverse();
        return order.flatMap((qid, i) => voters.filter((_, v) => (v + i + b + round) % 3 === 0).map((p) => item((round + b) % 4 === 3 ? 'unvote' : 'vote', p.user.id, qid)));
      });
      const outcomes = await Promise.all(batches.map((batch) => applyQuestionVotes(server.ctx.db, batch)));
      outcomes.forEach((out, b) => expect(out).toHaveLength(batches[b]!.length));
    }
    const [counts, rows] = [await counters(), await stored()];
    for (const qid of questions) expect(counts.get(qid)).toBe(rows.get(qid) ?? 0);
  });

  it('answers each item in order: refusals, own question, unknown question, a vote then its unvote', async () => {
    const [asker, a, b] = world.attendees;
    const qid = questions[0]!;
    await server.ctx.db.deleteFrom('question_votes').where('question_id', '=', qid).where('user_id', 'in', [a!.user.id, b!.user.id]).execute();
    const resynced = (await stored()).get(qid) ?? 0;
    await server.ctx.db.updateTable('session_questions').set({ votes: resynced }).where('id', '=', qid).execute();
    const out = await applyQuestionVotes(server.ctx.db, [
      { kind: 'vote', eventId: world.event.id, sessionId, questionId: qid, userId: a!.user.id },
      { kind: 'vote', eventId: world.event.id, sessionId, questionId: qid, userId: asker!.user.id },
      { kind: 'vote', eventId: world.event.id, sessionId, questionId: 99_999_999, userId: b!.user.id },
      { kind: 'vote', eventId: world.event.id, sessionId, questionId: qid, userId: world.outsider.user.id },
      { kind: 'unvote', eventId: world.event.id, sessionId, questionId: qid, userId: a!.user.id },
      { kind: 'vote', eventId: world.event.id, sessionId: sessionId + 1_000_000, questionId: qid, userId: b!.user.id },
    ]);
    expect(out).toEqual([
      { participant: true, banned: false, known: true, own: false, changed: true },
      { participant: true, banned: false, known: true, own: true, changed: false },
      { participant: true, banned: false, known: false, own: false, changed: false },
      { participant: false, banned: false, known: true, own: false, changed: false },
      { participant: true, banned: false, known: true, own: false, changed: true },
      { participant: true, banned: false, known: false, own: false, changed: false },
    ]);
    expect((await counters()).get(qid)).toBe(resynced);
  });

  it('ballot batches: concurrent batches with replacements keep counts equal to the ballots; one voter twice in a batch, the last wins', async () => {
    const created = await server.http.post(`/api/events/${world.event.slug}/sessions/${sessionId}/polls`, { question: 'Which?', options: ['a', 'b', 'c'], multiple: true }, { token: world.organizer.token });
    const pollId = created.body.id as number;
    expect((await server.http.patch(`/api/events/${world.event.slug}/sessions/${sessionId}/polls/${pollId}`, { status: 'open' }, { token: world.organizer.token })).status).toBe(200);
    const voters = world.attendees.map((p) => p.user.id);
    for (let round = 0; round < 10; round++) {
      const batches = [0, 1, 2].map((b) => {
        const order = b === 1 ? [...voters].reverse() : voters;
        return order.filter((_, v) => (v + b + round) % 2 === 0).map((userId, v) => ({ pollId, userId, options: [(v + round) % 3, ...(b === 2 ? [((v + round) % 3 + 1) % 3] : [])].sort() }));
      });
      const outcomes = await Promise.all(batches.map((batch) => castPollBallots(server.ctx.db, batch)));
      for (const out of outcomes) expect(out.every((o) => o.status === 'open' && o.voted)).toBe(true);
    }
    const ballots = await server.ctx.db.selectFrom('poll_ballots').select(['user_id', 'options']).where('poll_id', '=', pollId).execute();
    const expected = [0, 0, 0];
    for (const b of ballots) for (const o of b.options as number[]) expected[o]!++;
    const poll = (await server.http.get(`/connect/sessions/${sessionId}/polls`, { token: world.attendees[1]!.token })).body.data.find((p: { id: number }) => p.id === pollId);
    expect(poll.options.map((o: { votes: number }) => o.votes)).toEqual(expected);
    expect(poll.total_voters).toBe(ballots.length);

    const [one] = world.attendees;
    const twice = await castPollBallots(server.ctx.db, [
      { pollId, userId: one!.user.id, options: [0] },
      { pollId, userId: one!.user.id, options: [1, 2] },
      { pollId: 99_999_999, userId: one!.user.id, options: [0] },
    ]);
    expect(twice.map((o) => [o.status, o.voted])).toEqual([['open', true], ['open', true], [null, false]]);
    const mine = await server.ctx.db.selectFrom('poll_ballots').select('options').where('poll_id', '=', pollId).where('user_id', '=', one!.user.id).executeTakeFirstOrThrow();
    expect(mine.options).toEqual([1, 2]);
    expect(twice[1]!.total_voters).toBe(ballots.some((b) => b.user_id === one!.user.id) ? ballots.length : ballots.length + 1);
  });
});
