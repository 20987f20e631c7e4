import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';

let server: TestServer;
let organizerToken: string;
let outsiderToken: string;
let event: { id: number; slug: string };
let otherEvent: { id: number; slug: string };

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  const organizer = await createUser(ctx);
  const outsider = await createUser(ctx);
  organizerToken = await tokenFor(ctx, organizer);
  outsiderToken = await tokenFor(ctx, outsider);
  const org = await createOrganization(ctx, organizer);
  event = await createEvent(ctx, org.id);
  otherEvent = await createEvent(ctx, org.id);
});
afterAll(async () => {
  await server.stop();
});

const sampleSurvey = {
  title: 'How was it?',
  questions: [
    { title: 'Anything to add?', type: 'text', required: false },
    { title: 'Rate the venue', type: 'single', options: ['good', 'bad'], required: true },
    { title: 'Which talks did you attend?', type: 'multiple', options: ['keynote', 'panel', 'workshop'], required: false },
  ],
};

async function makeSurvey(slug = event.slug, body: unknown = sampleSurvey) {
  const res = await server.http.post(`/api/events/${slug}/surveys`, body, { token: organizerToken });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; questions: Array<{ id: number; type: string }> };
}

async function ticketCode(eventId = event.id) {
  const attendee = await createUser(server.ctx);
  return (await issueTicket(server.ctx, eventId, attendee.id)).code;
}

describe('POST /events/{slug}/surveys', () => {
  it('creates a survey and answers with the question ids in order', async () => {
    const res = await server.http.post(`/api/events/${event.slug}/surveys`, sampleSurvey, { token: organizerToken });
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ event_id: event.id, title: 'How was it?' });
    expect(data.questions.map((q: { title: string }) => q.title)).toEqual(sampleSurvey.questions.map((q) => q.title));
    expect(data.questions[0]).toMatchObject({ type: 'text', options: null, required: false });
    expect(data.questions[1]).toMatchObject({ type: 'single', options: ['good', 'bad'], required: true });
    for (const q of data.questions) expect(Number.isInteger(q.id)).toBe(true);
    const read = await server.http.get(`/api/surveys/${data.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(data);
  });

  it('refuses a caller without a token (401) and a non-organizer (403)', async () => {
    expect((await server.http.post(`/api/events/${event.slug}/surveys`, sampleSurvey)).status).toBe(401);
    const res = await server.http.post(`/api/events/${event.slug}/surveys`, sampleSurvey, { token: outsiderToken });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('not_organizer');
  });

  it('answers 404 for an unknown event', async () => {
    const res = await server.http.post('/api/events/no-such-event/surveys', sampleSurvey, { token: organizerToken });
    expect(res.status).toBe(404);
  });

  it('refuses bad questions with 422 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: 'x', questions: [] }, 'questions'],
      [{ title: '', questions: sampleSurvey.questions }, 'title'],
      [{ title: 'x', questions: [{ title: 'q', type: 'single', options: ['a'] }] }, 'questions.0.options'],
      [{ title: 'x', questions: [{ title: 'q', type: 'single' }] }, 'questions.0.options'],
      [{ title: 'x', questions: [{ title: 'q', type: 'text', options: ['a', 'b'] }] }, 'questions.0.options'],
      [{ title: 'x', questions: [{ title: 'q', type: 'single', options: ['a', 'a'] }] }, 'questions.0.options'],
      [{ title: 'x', questions: [{ title: 'q', type: 'rating' }] }, 'questions.0.type'],
      [{ title: 'x', questions: [{ title: 'q', type: 'text', required: 'yes' }] }, 'questions.0.required'],
      [{ title: 'x', questions: [{ title: 'q', type: 'text' }], extra: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await server.http.post(`/api/events/${event.slug}/surveys`, body, { token: organizerToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('GET /events/{slug}/surveys', () => {
  it('lists the event surveys for organizers only', async () => {
    const s = await makeSurvey(otherEvent.slug);
    const res = await server.http.get(`/api/events/${otherEvent.slug}/surveys?per_page=100`, { token: organizerToken });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { id: number }) => x.id)).toContain(s.id);
    expect(res.body.data.every((x: { event_id: number }) => x.event_id === otherEvent.id)).toBe(true);
    expect(res.body.data[0].questions.length).toBeGreaterThan(0);
    expect(res.body.meta.pagination.total).toBeGreaterThanOrEqual(1);
    expect((await server.http.get(`/api/events/${otherEvent.slug}/surveys`)).status).toBe(401);
    expect((await server.http.get(`/api/events/${otherEvent.slug}/surveys`, { token: outsiderToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${otherEvent.slug}/surveys?per_page=0`, { token: organizerToken })).status).toBe(422);
  });
});

describe('GET /surveys/{id}', () => {
  it('answers 404 for an unknown survey and 422 for a bad id', async () => {
    expect((await server.http.get('/api/surveys/999999')).status).toBe(404);
    expect((await server.http.get('/api/surveys/abc')).status).toBe(422);
  });
});

describe('POST /surveys/{id}/answers', () => {
  it('stores a valid submission (201) and refuses a second one for the same ticket (409)', async () => {
    const s = await makeSurvey();
    const [text, single, multiple] = s.questions;
    const code = await ticketCode();
    const body = {
      attendee_id: code,
      questions: [
        { id: text!.id, answer: 'Great!' },
        { id: single!.id, answer: 'good' },
        { id: multiple!.id, answer: ['keynote', 'panel'] },
      ],
    };
    const res = await server.http.post(`/api/surveys/${s.id}/answers`, body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ survey_id: s.id, attendee_id: code });
    const again = await server.http.post(`/api/surveys/${s.id}/answers`, body);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('already_answered');
  });

  it('refuses a voided ticket (409 ticket_void) and stores nothing', async () => {
    const s = await makeSurvey();
    const [text, single, multiple] = s.questions;
    const code = await ticketCode();
    const voided = await server.http.post(`/api/events/${event.slug}/tickets/${code}/void`, undefined, { token: organizerToken });
    expect(voided.status).toBe(200);
    const body = { attendee_id: code, questions: [{ id: text!.id, answer: 'x' }, { id: single!.id, answer: 'good' }, { id: multiple!.id, answer: ['panel'] }] };
    const res = await server.http.post(`/api/surveys/${s.id}/answers`, body);
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ code: 'ticket_void', field: 'attendee_id' });
    const stored = await server.ctx.db.selectFrom('survey_submissions').select('id').where('survey_id', '=', s.id).execute();
    expect(stored).toEqual([]);
  });

  it('lets exactly one of two concurrent submissions for a ticket through', async () => {
    const s = await makeSurvey();
    const code = await ticketCode();
    const body = { attendee_id: code, questions: [{ id: s.questions[1]!.id, answer: 'bad' }] };
    const results = await Promise.all([server.http.post(`/api/surveys/${s.id}/answers`, body), server.http.post(`/api/surveys/${s.id}/answers`, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const stats = await server.http.get(`/api/surveys/${s.id}/results`, { token: organizerToken });
    expect(stats.body.data.submissions).toBe(1);
  });

  it('refuses bad answers with 422 naming the failing field, storing nothing', async () => {
    const s = await makeSurvey();
    const [text, single, multiple] = s.questions;
    const code = await ticketCode();
    const foreignCode = await ticketCode(otherEvent.id);
    const cases: Array<[unknown, string, string?]> = [
      [{ attendee_id: 'NO-SUCH-TICKET', questions: [{ id: single!.id, answer: 'good' }] }, 'attendee_id', 'unknown_ticket'],
      [{ attendee_id: foreignCode, questions: [{ id: single!.id, answer: 'good' }] }, 'attendee_id', 'unknown_ticket'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'excellent' }] }, 'questions.0.answer', 'unknown_option'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: ['good'] }] }, 'questions.0.answer', 'wrong_type'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'good' }, { id: multiple!.id, answer: 'keynote' }] }, 'questions.1.answer', 'wrong_type'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'good' }, { id: multiple!.id, answer: ['keynote', 'party'] }] }, 'questions.1.answer', 'unknown_option'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'good' }, { id: text!.id, answer: ['a'] }] }, 'questions.1.answer', 'wrong_type'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'good' }, { id: 999999, answer: 'x' }] }, 'questions.1.id', 'unknown_question'],
      [{ attendee_id: code, questions: [{ id: text!.id, answer: 'hi' }] }, 'questions', 'required'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: '' }] }, 'questions.0.answer', 'required'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 5 }] }, 'questions.0.answer'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'good' }, { id: text!.id, answer: 'a\u0000b' }] }, 'questions.1.answer'],
      [{ attendee_id: 12345, questions: [] }, 'attendee_id'],
      [{ questions: [] }, 'attendee_id'],
      [{ attendee_id: code, questions: [{ id: single!.id, answer: 'good', note: 1 }] }, 'questions.0'],
    ];
    for (const [body, field, code_] of cases) {
      const res = await server.http.post(`/api/surveys/${s.id}/answers`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = res.body.errors.find((e: { field: string }) => e.field === field);
      expect(error, `${JSON.stringify(body)} → ${res.text}`).toBeDefined();
      if (code_) expect(error.code).toBe(code_);
    }
    const stats = await server.http.get(`/api/surveys/${s.id}/results`, { token: organizerToken });
    expect(stats.body.data.submissions).toBe(0);
    // The ticket can still answer once everything is right.
    const ok = await server.http.post(`/api/surveys/${s.id}/answers`, { attendee_id: code, questions: [{ id: single!.id, answer: 'good' }] });
    expect(ok.status).toBe(201);
  });

  it('answers 404 for an unknown survey', async () => {
    const res = await server.http.post('/api/surveys/999999/answers', { attendee_id: 'x', questions: [] });
    expect(res.status).toBe(404);
  });
});

describe('GET /surveys/{id}/results', () => {
  it('aggregates per question: option counts (all options, in order) and texts', async () => {
    const s = await makeSurvey();
    const [text, single, multiple] = s.questions;
    const answers = [
      [{ id: text!.id, answer: 'Loved it' }, { id: single!.id, answer: 'good' }, { id: multiple!.id, answer: ['keynote', 'panel'] }],
      [{ id: single!.id, answer: 'good' }, { id: multiple!.id, answer: ['keynote'] }],
      [{ id: text!.id, answer: 'Too loud' }, { id: single!.id, answer: 'bad' }],
    ];
    for (const questions of answers) {
      const res = await server.http.post(`/api/surveys/${s.id}/answers`, { attendee_id: await ticketCode(), questions });
      expect(res.status).toBe(201);
    }
    const res = await server.http.get(`/api/surveys/${s.id}/results`, { token: organizerToken });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.submissions).toBe(3);
    expect(data.questions[0]).toMatchObject({ id: text!.id, answered: 2, texts: ['Loved it', 'Too loud'] });
    expect(data.questions[1]).toMatchObject({ id: single!.id, answered: 3, counts: [{ option: 'good', count: 2 }, { option: 'bad', count: 1 }] });
    expect(data.questions[2]).toMatchObject({
      id: multiple!.id,
      answered: 2,
      counts: [
        { option: 'keynote', count: 2 },
        { option: 'panel', count: 1 },
        { option: 'workshop', count: 0 },
      ],
    });
  });

  it('is for organizers only', async () => {
    const s = await makeSurvey();
    expect((await server.http.get(`/api/surveys/${s.id}/results`)).status).toBe(401);
    expect((await server.http.get(`/api/surveys/${s.id}/results`, { token: outsiderToken })).status).toBe(403);
    expect((await server.http.get('/api/surveys/999999/results', { token: organizerToken })).status).toBe(404);
  });
});
