import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { sendPartialBody } from '../helpers/http.js';

let server: TestServer;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await tokenFor(server.ctx, await createUser(server.ctx, { role: 'admin' }));
  userToken = await tokenFor(server.ctx, await createUser(server.ctx));
});
afterAll(async () => {
  await server.stop();
});

/** Posts a body given as JSON text, so the exact bytes (key order, integer-like keys) are under the test's control. */
function postRaw(path: string, text: string, token = adminToken) {
  return server.http.post(path, undefined, { token, raw: text, headers: { 'content-type': 'application/json' } });
}

/** The text of the top-level `data` member of a response, as sent on the wire. */
function dataTextOf(responseText: string): string {
  const start = responseText.indexOf('"data":', responseText.indexOf('"data":') + 1) + '"data":'.length;
  const end = responseText.lastIndexOf(',"published"');
  return responseText.slice(start, end);
}

async function create(body: unknown) {
  const res = await server.http.post('/api/seating/templates', body, { token: adminToken });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; title: string; data: unknown; published: boolean };
}

describe('POST /seating/templates', () => {
  it('stores any JSON and returns it deep-equal with its key order kept, integer-like keys included', async () => {
    const data = '{"zeta":1,"alpha":{"rows":[{"b":2,"a":1},{"10":"x","2":"y"}],"3":null},"10":true,"1":[1.5,"s",false]}';
    const res = await postRaw('/api/seating/templates', `{"title":"Main hall","data":${data},"published":true}`);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Main hall', published: true });
    expect(res.body.data.data).toEqual(JSON.parse(data));
    expect(dataTextOf(res.text)).toBe(data);
    const read = await server.http.get(`/api/seating/templates/${res.body.data.id}`, { token: userToken });
    expect(read.status).toBe(200);
    expect(dataTextOf(read.text)).toBe(data);
    expect(Object.keys(read.body.data.data)).toEqual(Object.keys(JSON.parse(data)));
  });

  it('keeps escapes, number spelling and duplicate keys as sent', async () => {
    const data = '{"s":"\\ud83d\\ude00 \\u00e9 é \\n","n":1.50,"e":1E3,"dup":1,"dup":2}';
    const res = await postRaw('/api/seating/templates', `{"title":"escapes","data":${data}}`);
    expect(res.status).toBe(201);
    expect(dataTextOf(res.text)).toBe(data);
    expect(res.body.data.data).toEqual(JSON.parse(data));
    // The gateway refuses NUL characters in any body string (PostgreSQL text cannot hold them), data included.
    const nul = await postRaw('/api/seating/templates', '{"title":"nul","data":{"s":"a\\u0000b"}}');
    expect(nul.status).toBe(422);
    expect(nul.body.errors[0].field).toBe('data.s');
  });

  it('accepts non-object JSON values and defaults published to false', async () => {
    for (const data of [[1, { b: 1, a: 2 }], 'plain', 42, null, true]) {
      const t = await create({ title: 'any', data });
      expect(t.data).toEqual(data);
      expect(t.published).toBe(false);
    }
  });

  it('refuses non-admins (403) and callers without a token (401)', async () => {
    const body = { title: 't', data: {} };
    expect((await server.http.post('/api/seating/templates', body)).status).toBe(401);
    const res = await server.http.post('/api/seating/templates', body, { token: userToken });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('admin_required');
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: 't' }, 'data'],
      [{ data: {} }, 'title'],
      [{ title: '  ', data: {} }, 'title'],
      [{ title: 't', data: {}, published: 'yes' }, 'published'],
      [{ title: 't', data: {}, owner: 1 }, 'body'],
      [{ title: 'a\u0000b', data: {} }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await server.http.post('/api/seating/templates', body, { token: adminToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const malformed = await postRaw('/api/seating/templates', '{"title":"t","data":{');
    expect(malformed.status).toBe(400);
  });

  it('takes up to 1 MiB of data (over the app-wide body limit) and answers 413 beyond', async () => {
    const big = (bytes: number) => {
      const prefix = '{"fill":"';
      const suffix = '"}';
      return prefix + 'x'.repeat(bytes - prefix.length - suffix.length) + suffix;
    };
    const ok = await postRaw('/api/seating/templates', `{"title":"big","data":${big(1024 * 1024)}}`);
    expect(ok.status).toBe(201);
    expect(Buffer.byteLength(dataTextOf(ok.text))).toBe(1024 * 1024);
    const over = await postRaw('/api/seating/templates', `{"title":"big","data":${big(1024 * 1024 + 1)}}`);
    expect(over.status).toBe(413);
    expect(over.body.errors[0]).toMatchObject({ code: 'too_large', field: 'data' });
    const far = await postRaw('/api/seating/templates', `{"title":"big","data":${big(3 * 1024 * 1024)}}`);
    expect(far.status).toBe(413);
    expect(far.body.errors[0].code).toBe('too_large');
    const patchOver = await server.http.request('PATCH', `/api/seating/templates/${ok.body.data.id}`, undefined, {
      token: adminToken,
      raw: `{"data":${big(1024 * 1024 + 10)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(patchOver.status).toBe(413);
    // Other routes keep the app-wide limit.
    const other = await server.http.post('/api/mobile/verification-codes', { mobile: 'x'.repeat(200_000) });
    expect(other.status).toBe(413);
  });
});

describe('GET /seating/templates', () => {
  it('lists every template to admins and only published ones to others', async () => {
    const published = await create({ title: 'pub', data: { p: 1 }, published: true });
    const hidden = await create({ title: 'hidden', data: { h: 1 } });
    const asAdmin = await server.http.get('/api/seating/templates?per_page=100', { token: adminToken });
    expect(asAdmin.status).toBe(200);
    const adminIds = asAdmin.body.data.map((t: { id: number }) => t.id);
    expect(adminIds).toEqual(expect.arrayContaining([published.id, hidden.id]));
    const asUser = await server.http.get('/api/seating/templates?per_page=100', { token: userToken });
    expect(asUser.status).toBe(200);
    const userIds = asUser.body.data.map((t: { id: number }) => t.id);
    expect(userIds).toContain(published.id);
    expect(userIds).not.toContain(hidden.id);
    expect(asUser.body.data.every((t: { published: boolean }) => t.published)).toBe(true);
    expect(asUser.body.meta.pagination.total).toBe(asUser.body.data.length);
    expect(asUser.body.data.find((t: { id: number }) => t.id === published.id).data).toEqual({ p: 1 });
  });

  it('needs a token and a valid page', async () => {
    expect((await server.http.get('/api/seating/templates')).status).toBe(401);
    expect((await server.http.get('/api/seating/templates?page=0', { token: userToken })).status).toBe(422);
  });
});

describe('GET /seating/templates/{id}', () => {
  it('hides an unpublished template from non-admins (404) but not from admins', async () => {
    const hidden = await create({ title: 'hidden', data: [1] });
    expect((await server.http.get(`/api/seating/templates/${hidden.id}`, { token: userToken })).status).toBe(404);
    expect((await server.http.get(`/api/seating/templates/${hidden.id}`, { token: adminToken })).status).toBe(200);
    expect((await server.http.get(`/api/seating/templates/${hidden.id}`)).status).toBe(401);
    expect((await server.http.get('/api/seating/templates/999999', { token: adminToken })).status).toBe(404);
    expect((await server.http.get('/api/seating/templates/x1', { token: adminToken })).status).toBe(422);
  });
});

describe('PATCH /seating/templates/{id}', () => {
  it('edits, publishes and unpublishes', async () => {
    const t = await create({ title: 'draft', data: { a: 1 } });
    const published = await server.http.patch(`/api/seating/templates/${t.id}`, { published: true }, { token: adminToken });
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual({ id: t.id, title: 'draft', data: { a: 1 }, published: true });
    expect((await server.http.get(`/api/seating/templates/${t.id}`, { token: userToken })).status).toBe(200);

    const data = '{"y":1,"x":{"2":0,"1":0}}';
    const edited = await server.http.request('PATCH', `/api/seating/templates/${t.id}`, undefined, {
      token: adminToken,
      raw: `{"title":"final","data":${data}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'final', published: true });
    expect(dataTextOf(edited.text)).toBe(data);

    const unpublished = await server.http.patch(`/api/seating/templates/${t.id}`, { published: false }, { token: adminToken });
    expect(unpublished.body.data.published).toBe(false);
    expect((await server.http.get(`/api/seating/templates/${t.id}`, { token: userToken })).status).toBe(404);
  });

  it('refuses non-admins, unknown ids and bad input', async () => {
    const t = await create({ title: 'draft', data: {} });
    expect((await server.http.patch(`/api/seating/templates/${t.id}`, { published: true })).status).toBe(401);
    expect((await server.http.patch(`/api/seating/templates/${t.id}`, { published: true }, { token: userToken })).status).toBe(403);
    expect((await server.http.patch('/api/seating/templates/999999', { published: true }, { token: adminToken })).status).toBe(404);
    for (const body of [{}, { published: 1 }, { title: '' }, { color: 'red' }]) {
      const res = await server.http.patch(`/api/seating/templates/${t.id}`, body, { token: adminToken });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const still = await server.http.get(`/api/seating/templates/${t.id}`, { token: adminToken });
    expect(still.body.data).toEqual({ id: t.id, title: 'draft', data: {}, published: false });
  });
});

describe('DELETE /seating/templates/{id}', () => {
  it('deletes for admins only', async () => {
    const t = await create({ title: 'gone', data: {}, published: true });
    expect((await server.http.delete(`/api/seating/templates/${t.id}`)).status).toBe(401);
    expect((await server.http.delete(`/api/seating/templates/${t.id}`, { token: userToken })).status).toBe(403);
    expect((await server.http.delete(`/api/seating/templates/${t.id}`, { token: adminToken })).status).toBe(204);
    expect((await server.http.get(`/api/seating/templates/${t.id}`, { token: adminToken })).status).toBe(404);
    expect((await server.http.delete(`/api/seating/templates/${t.id}`, { token: adminToken })).status).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds a published and an unpublished template, a discount code and a survey on a demo event', async () => {
    const demo = await startTestServer({ env: { DEMO_DATA: '1' } });
    try {
      const { db } = demo.ctx;
      const templates = await db.selectFrom('seating_templates').select(['title', 'published']).execute();
      expect(templates.map((t) => t.published).sort()).toEqual([false, true]);
      const user = await tokenFor(demo.ctx, await createUser(demo.ctx));
      const visible = await demo.http.get('/api/seating/templates', { token: user });
      expect(visible.body.data).toHaveLength(1);
      expect(visible.body.data[0].data).toMatchObject({ hall: 'Main hall' });
      expect(await db.selectFrom('discounts').select('code').where('code', '=', 'DEMO10').executeTakeFirst()).toBeDefined();
      const survey = await db.selectFrom('surveys').select('id').executeTakeFirst();
      expect(survey).toBeDefined();
      const read = await demo.http.get(`/api/surveys/${survey!.id}`);
      expect(read.body.data.questions).toHaveLength(3);
    } finally {
      await demo.stop();
    }
  });
});

describe('a seating template upload is authorised before its body is read', () => {
  const total = 1024 * 1024;
  const partial = (method: 'POST' | 'PATCH', path: string, token: string | undefined) => sendPartialBody(server.url, method, path, token, total, 16 * 1024, '{"title":"x","data":[');

  it('a guest gets 401 and a user who is not an administrator 403, with most of a 1 MiB body never sent', async () => {
    const created = await create({ title: 'Hall', data: { rows: 1 } });
    for (const [method, path] of [['POST', '/api/seating/templates'], ['PATCH', `/api/seating/templates/${created.id}`]] as const) {
      const guest = await partial(method, path, undefined);
      expect(guest.status).toBe(401);
      expect(guest.sent).toBeLessThanOrEqual(16 * 1024);
      const user = await partial(method, path, userToken);
      expect(user.status).toBe(403);
      expect(user.sent).toBeLessThanOrEqual(16 * 1024);
    }
  });

  it('reads an administrator’s body after the check: over the limit 413 at once, malformed 400, a good one stored', async () => {
    const big = await sendPartialBody(server.url, 'POST', '/api/seating/templates', adminToken, 2 * 1024 * 1024, 1024, '{"data":[');
    expect(big.status).toBe(413);
    const bad = await postRaw('/api/seating/templates', '{"title":"x","data":[');
    expect(bad.status).toBe(400);
    const data = `{"rows":[${Array.from({ length: 20_000 }, (_, i) => `{"n":${i},"label":"seat ${i}"}`).join(',')}]}`;
    const good = await postRaw('/api/seating/templates', `{"title":"Large","data":${data}}`);
    expect(good.status, good.text).toBe(201);
    expect(dataTextOf(good.text)).toBe(data);
  });
});
