import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import type { HttpResponse } from '../helpers/http.js';
import { JSON_MAX_DEPTH } from '../../server/json-depth.js';

/**
 * Acceptance audit of the {api_url} family against CONTRACT 1, 3 and 4: regressions for what the audit found,
 * and a walk through the organizer and attendee flows checking the error body, status codes and privacy.
 */

let server: TestServer;
let adminToken: string;
let organizerToken: string;
let strangerToken: string;
let org: { id: number; slug: string };
let eventSlug: string;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server;
  const organizer = await createUser(ctx, { email: 'organizer@example.com' });
  adminToken = await tokenFor(ctx, await createUser(ctx, { role: 'admin' }));
  organizerToken = await tokenFor(ctx, organizer);
  strangerToken = await tokenFor(ctx, await createUser(ctx, { email: 'stranger@example.com' }));
  org = await createOrganization(ctx, organizer);
  eventSlug = (await createEvent(ctx, org.id)).slug;
});
afterAll(async () => {
  await server.stop();
});

/** `depth` nested arrays around a scalar: `[[[1]]]` is depth 3. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const postJsonText = (method: 'POST' | 'PUT' | 'PATCH', path: string, text: string, token: string) =>
  server.http.request(method, path, undefined, { token, raw: text, headers: { 'content-type': 'application/json' } });

const expectError = (res: HttpResponse, status: number, field?: string) => {
  expect(res.status).toBe(status);
  expect(Array.isArray(res.body.errors)).toBe(true);
  for (const e of res.body.errors) {
    expect(typeof e.code).toBe('string');
    expect(typeof e.message).toBe('string');
  }
  if (field !== undefined) expect(res.body.errors.map((e: { field?: string }) => e.field)).toContain(field);
};

describe('deeply nested free-form JSON (was a 500: call stack overflow when stored)', () => {
  it('PUT /events/{slug}/description refuses widget content nested too deep with 422, keeping the stored widgets', async () => {
    const ok = await server.http.put(`/api/events/${eventSlug}/description`, [{ title: 'About', type: 'description', description: '<p>x</p>' }], {
      token: organizerToken,
    });
    expect(ok.status).toBe(200);
    const deep = await postJsonText('PUT', `/api/events/${eventSlug}/description`, `[{"title":"S","type":"speakers","content":[{"name":"a","x":${nested(5000)}}]}]`, organizerToken);
    expectError(deep, 422, '0.content');
    expect(deep.body.errors[0].message).toMatch(/levels deep/);
    const read = await server.http.get(`/api/events/${eventSlug}/description`);
    expect(read.body.data).toEqual([{ title: 'About', type: 'description', description: '<p>x</p>' }]);
  });

  it('widget content at the depth limit is stored and returned', async () => {
    // content array (1) → item object (2) → x: nested arrays up to the limit
    const x = nested(JSON_MAX_DEPTH - 2);
    const res = await postJsonText('PUT', `/api/events/${eventSlug}/description`, `[{"title":"S","type":"speakers","content":[{"name":"a","x":${x}}]}]`, organizerToken);
    expect(res.status).toBe(200);
    expect(res.body.data[0].content[0].x).toEqual(JSON.parse(x));
    const over = await postJsonText('PUT', `/api/events/${eventSlug}/description`, `[{"title":"S","type":"speakers","content":[{"name":"a","x":${nested(JSON_MAX_DEPTH - 1)}}]}]`, organizerToken);
    expectError(over, 422, '0.content');
  });

  it('POST and PATCH /seating/templates refuse data nested too deep with 422 `data`; the limit itself is fine', async () => {
    const deep = await postJsonText('POST', '/api/seating/templates', `{"title":"Deep","data":${nested(5000)}}`, adminToken);
    expectError(deep, 422, 'data');
    const atLimit = await postJsonText('POST', '/api/seating/templates', `{"title":"Deep","data":${nested(JSON_MAX_DEPTH)}}`, adminToken);
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.data.data).toEqual(JSON.parse(nested(JSON_MAX_DEPTH)));
    const patch = await postJsonText('PATCH', `/api/seating/templates/${atLimit.body.data.id}`, `{"data":${nested(JSON_MAX_DEPTH + 1)}}`, adminToken);
    expectError(patch, 422, 'data');
    const read = await server.http.get(`/api/seating/templates/${atLimit.body.data.id}`, { token: adminToken });
    expect(read.body.data.data).toEqual(JSON.parse(nested(JSON_MAX_DEPTH)));
  });
});

describe('numbers beyond the integer columns (were a 500: "value out of range for type integer")', () => {
  const eventBody = (extra: Record<string, unknown>) => ({
    organization: org.slug,
    name: 'Range',
    category_id: null,
    city_name: 'Tehran',
    online: false,
    starts_at: '2027-01-01T10:00:00Z',
    ends_at: '2027-01-01T12:00:00Z',
    ...extra,
  });

  it('POST /events and PATCH /events/{slug}: category_id and organization id past 2^31-1 are 422', async () => {
    expectError(await server.http.post('/api/events', eventBody({ category_id: 99_999_999_999 }), { token: organizerToken }), 422, 'category_id');
    expectError(await server.http.post('/api/events', eventBody({ organization: 99_999_999_999 }), { token: organizerToken }), 422, 'organization');
    expectError(await server.http.patch(`/api/events/${eventSlug}`, { category_id: 2_147_483_648 }, { token: organizerToken }), 422, 'category_id');
  });

  it('POST /events/{slug}/tickets: a price past 2^31-1 is 422; the largest one is stored', async () => {
    const path = `/api/events/${eventSlug}/tickets`;
    expectError(await server.http.post(path, { name: 'Gold', price: 3_000_000_000, capacity: 1 }, { token: organizerToken }), 422, 'price');
    const max = await server.http.post(path, { name: 'Gold', price: 2_147_483_647, capacity: 1 }, { token: organizerToken });
    expect(max.status).toBe(201);
    expect(max.body.data.price).toBe(2_147_483_647);
  });

  it('POST /events/{slug}/attendees: a ticket_id past 2^31-1 is 422, nothing issued', async () => {
    const res = await server.http.post(`/api/events/${eventSlug}/attendees`, { mobile: '09121230001', ticket_id: 99_999_999_999 }, { token: organizerToken });
    expectError(res, 422, 'ticket_id');
    const row = await server.ctx.db.selectFrom('events').select('sales_count').where('slug', '=', eventSlug).executeTakeFirstOrThrow();
    expect(row.sales_count).toBe(0);
  });
});

describe('clear messages for union-typed fields', () => {
  it('POST /events with organization of the wrong type names what it takes', async () => {
    const res = await server.http.post(
      '/api/events',
      { organization: [org.slug], name: 'X', category_id: null, city_name: 'Tehran', online: false, starts_at: '2027-01-01T10:00:00Z', ends_at: '2027-01-01T12:00:00Z' },
      { token: organizerToken },
    );
    expectError(res, 422, 'organization');
    expect(res.body.errors[0].message).toMatch(/slug \(string\) or id/);
  });

  it('POST /surveys/{id}/answers with an answer that is neither a string nor strings says so', async () => {
    const survey = await server.http.post(`/api/events/${eventSlug}/surveys`, { title: 'S', questions: [{ title: 'Q', type: 'text' }] }, { token: organizerToken });
    expect(survey.status).toBe(201);
    const id = survey.body.data.id as number;
    const questionId = survey.body.data.questions[0].id as number;
    const number = await server.http.post(`/api/surveys/${id}/answers`, { attendee_id: 'X', questions: [{ id: questionId, answer: 5 }] });
    expectError(number, 422, 'questions.0.answer');
    expect(number.body.errors[0].message).toMatch(/string or an array of strings/);
    const tooMany = await server.http.post(`/api/surveys/${id}/answers`, {
      attendee_id: 'X',
      questions: [{ id: questionId, answer: Array.from({ length: 51 }, (_, i) => `o${i}`) }],
    });
    expectError(tooMany, 422, 'questions.0.answer');
    expect(tooMany.body.errors[0].message).toMatch(/at most 50/);
  });

  it('page beyond six digits names the range, not "must be a positive integer"', async () => {
    const res = await server.http.get('/api/events?page=99999999');
    expectError(res, 422, 'page');
    expect(res.body.errors[0].message).toMatch(/1 to 999999/);
  });

  it('a bare JSON null body is 400 malformed_body with a message that says why', async () => {
    const res = await postJsonText('POST', '/api/events', 'null', organizerToken);
    expectError(res, 400);
    expect(res.body.errors[0].code).toBe('malformed_body');
    expect(res.body.errors[0].message).toMatch(/object or array/);
  });
});

describe('OpenAPI: JSON-body routes document 400, 413 and 415', () => {
  it('every {api_url} operation with a JSON body lists them, with the error body schema', async () => {
    const doc = (await server.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, { content?: unknown }> }>>;
    };
    const jsonBodyOps = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .filter(({ op }) => op.requestBody?.content['application/json']);
    expect(jsonBodyOps.length).toBeGreaterThan(15);
    for (const { path, method, op } of jsonBodyOps) {
      for (const status of ['400', '413', '415', '422']) {
        expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
        expect(op.responses[status]!.content, `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });
});

describe('contract walk: organizer and attendee flows', () => {
  it('answers per CONTRACT with error bodies everywhere and never a mobile or e-mail', async () => {
    const texts: string[] = [];
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await server.http.request(method, path, body, token ? { token } : {});
      texts.push(res.text);
      expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) expectError(res, res.status);
      return res;
    };
    const created = await call(
      'POST',
      '/api/events',
      { organization: org.slug, name: 'Walk', category_id: null, city_name: 'Tehran', online: false, starts_at: '2027-01-01T10:00:00Z', ends_at: '2027-01-01T12:00:00Z', capacity: 5 },
      organizerToken,
    );
    expect(created.status).toBe(201);
    const slug = created.body.data.slug as string;
    // type strictness: no coercion
    expect((await call('PATCH', `/api/events/${slug}`, { capacity: '5' }, organizerToken)).status).toBe(422);
    // a second user may not write
    expect((await call('PATCH', `/api/events/${slug}`, { name: 'Mine' }, strangerToken)).status).toBe(403);
    expect((await call('PUT', `/api/events/${slug}/description`, [], strangerToken)).status).toBe(403);
    expect((await call('POST', `/api/events/${slug}/tickets`, { name: 'A', price: 1 }, strangerToken)).status).toBe(403);
    expect((await call('POST', `/api/events/${slug}/attendees`, { mobile: '09121234567' }, strangerToken)).status).toBe(403);
    expect((await call('POST', `/api/events/${slug}/cancel`, undefined, strangerToken)).status).toBe(403);
    expect((await call('GET', `/api/events/${slug}/progress-bar`, undefined, strangerToken)).status).toBe(403);
    expect((await call('POST', `/api/events/${slug}/advertise_calculator`, { retargeting: { list: ['150C_45KV'] } }, strangerToken)).status).toBe(403);
    expect((await call('POST', `/api/events/${slug}/advertise`, { retargeting: { list: ['150C_45KV'] } }, strangerToken)).status).toBe(403);
    expect((await call('POST', `/api/events/${slug}/surveys`, { title: 'S', questions: [{ title: 'Q', type: 'text' }] }, strangerToken)).status).toBe(403);
    expect((await call('PATCH', `/api/organizations/${org.slug}`, { name: 'Mine' }, strangerToken)).status).toBe(403);
    // no token
    expect((await call('PATCH', `/api/events/${slug}`, { name: 'x' })).status).toBe(401);
    expect((await call('GET', '/api/recently-visited-events')).status).toBe(401);
    expect((await call('GET', '/api/followed-categories/events')).status).toBe(401);

    const issued = await call('POST', `/api/events/${slug}/attendees`, { mobile: '09121234999', name: 'Guest' }, organizerToken);
    expect(issued.status).toBe(201);
    expect(Object.keys(issued.body.data)).toEqual(expect.arrayContaining(['attendee_id', 'user_id']));
    const code = issued.body.data.attendee_id as string;
    expect((await call('GET', `/api/tickets/${code}`, undefined, strangerToken)).status).toBe(404);
    const asOrganizer = await call('GET', `/api/tickets/${code}`, undefined, organizerToken);
    expect(Object.keys(asOrganizer.body.data).sort()).toEqual(['code', 'event', 'holder', 'issued_at', 'ticket_name']);
    expect(Object.keys(asOrganizer.body.data.holder).sort()).toEqual(['name', 'surname']);

    // the stranger's own ticket shows as _links.user_ticket; guests get no key
    const stranger = await createUser(server.ctx);
    const strangerTicket = await issueTicket(server.ctx, created.body.data.id, stranger.id);
    const viewer = await tokenFor(server.ctx, stranger);
    const mine = await call('GET', `/api/events/${slug}`, undefined, viewer);
    expect(mine.body.data._links.user_ticket).toEqual({ href: `${server.url}/api/tickets/${strangerTicket.code}` });
    const guest = await call('GET', `/api/events/${slug}`);
    expect(guest.body.data._links).not.toHaveProperty('user_ticket');

    const calc = await call('POST', `/api/events/${slug}/advertise_calculator`, { retargeting: { list: ['150C_45KV', '500C_150KV'] } }, organizerToken);
    expect(calc.body.data).toMatchObject({ package: 'retargeting', subtotal: 690000, discount: 0, total: 690000 });
    const order = await call('POST', `/api/events/${slug}/advertise`, { retargeting: { list: ['150C_45KV'] } }, organizerToken);
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ package: 'retargeting', items: [{ code: '150C_45KV', price: 170000 }], total: 170000, status: 'pending' });
    expect(typeof order.body.data.id).toBe('number');
    const bar = await call('GET', `/api/events/${slug}/progress-bar`, undefined, organizerToken);
    expect(bar.body.data.map((i: { key: string }) => i.key)).toEqual(['description', 'invitation_email', 'sales_collaboration', 'advertising', 'logo_and_cover', 'survey']);
    expect(bar.body.data[3]).toEqual({ key: 'advertising', done: true });

    const upload = await call('POST', '/api/data-providers/user-special-events', [{ user_id: stranger.id, events: [[created.body.data.id, 0.9]] }], adminToken);
    expect(upload.status).toBe(201);
    expect(upload.body).toEqual({ data: { received: 1 } });
    expect((await call('POST', '/api/data-providers/user-special-events', [], strangerToken)).status).toBe(403);

    for (const text of texts) {
      expect(text).not.toMatch(/\+98\d/);
      expect(text).not.toMatch(/@/);
      expect(text).not.toMatch(/"(mobile|email)"/);
    }
  });
});
