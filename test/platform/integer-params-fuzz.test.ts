import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';

// Issue 44: `GET /connect/livefeed/messages?before=2147483648` answered 500 (int4 overflow). Every integer query and
// path parameter of every operation the served OpenAPI document lists gets the integer bounds (and a few
// non-integers); none may answer a 5xx, and a value outside the documented range is a 4xx.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const BOUNDS = ['-1', '0', '1', '2147483647', '2147483648', '4294967296', '9999999999', '99999999999', '9007199254740993', '1e3', '1.5', 'abc', '0x10', ' 1'];

type Param = { name: string; in: string; schema?: { type?: string | string[]; minimum?: number; maximum?: number } };

const isInteger = (p: Param) => p.schema?.type === 'integer' || (Array.isArray(p.schema?.type) && p.schema.type.includes('integer'));

describe('integer parameters of every operation', () => {
  it('are range-checked: never a 5xx, a 4xx outside the documented bounds', async () => {
    const world = await eventWorld(server.ctx, 1);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const tokens = [await tokenFor(server.ctx, admin, { eventId: world.event.id }), world.organizer.token, world.attendees[0]!.token];
    const doc = (await server.http.get('/api/openapi.json')).body;
    const problems: string[] = [];
    let sent = 0;
    let fuzzed = 0;
    for (const [template, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const params: Param[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => (p.$ref ? doc.components.parameters[p.$ref.split('/').at(-1)] : p));
        const ints = params.filter((p) => (p.in === 'query' || p.in === 'path') && isInteger(p));
        if (ints.length === 0) continue;
        fuzzed++;
        const pathValue = (p: Param) => (isInteger(p) ? '1' : p.name === 'slug' || p.name.endsWith('slug') ? world.event.slug : '1');
        for (const target of ints) {
          for (const value of BOUNDS) {
            let path = template;
            for (const p of params.filter((q) => q.in === 'path')) path = path.replace(`{${p.name}}`, encodeURIComponent(p === target ? value : pathValue(p)));
            if (target.in === 'query') path += `?${target.name}=${encodeURIComponent(value)}`;
            for (const token of tokens) {
              const res = await server.http.request(method.toUpperCase(), path, method === 'get' || method === 'delete' ? undefined : {}, { token });
              sent++;
              // The seed's own 500s (`message_required`, `cannot_bookmark_self`) are documented answers, not crashes.
              const seedAnswer = res.status === 500 && op.responses?.['500'] !== undefined && res.body?.errors?.[0]?.code !== 'internal_error';
              if (res.status >= 500 && !seedAnswer) {
                problems.push(`${method.toUpperCase()} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
              }
              const n = Number(value);
              const inRange = /^\d+$/.test(value) && (target.schema?.minimum === undefined || n >= target.schema.minimum) && (target.schema?.maximum === undefined || n <= target.schema.maximum);
              if (!inRange && res.status < 400) problems.push(`${method.toUpperCase()} ${path}: ${res.status} for a value outside [${target.schema?.minimum}, ${target.schema?.maximum}]`);
            }
          }
        }
      }
    }
    expect(fuzzed).toBeGreaterThan(30);
    expect(sent).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 600_000);

  it('names the parameter: cursors past 9999999999, negative or zero are 422 on the feed and in chats; past int4 they page from the end', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    await server.http.post('/connect/livefeed/messages', { message: 'hi' }, { token: alice!.token });
    for (const query of ['before=99999999999', 'after=99999999999', 'after=-1', 'before=0']) {
      for (const path of ['/connect/livefeed/messages', `/connect/users/${bob!.user.id}/messages`]) {
        const res = await server.http.get(`${path}?${query}`, { token: alice!.token });
        expect(res.status, `${path}?${query}: ${res.text}`).toBe(422);
        expect(res.body.errors[0].field).toBe(query.split('=')[0]);
      }
    }
    // A cursor past the largest id (int4) is a question with an answer, never a database error: nothing after it,
    // everything before it (the connect contract's "after cursors past the largest id" asks the same over sockets).
    const after = await server.http.get('/connect/livefeed/messages?after=2147483648', { token: alice!.token });
    expect(after.status, after.text).toBe(200);
    expect(after.body._total_items).toBe(0);
    const before = await server.http.get('/connect/livefeed/messages?before=2147483648', { token: alice!.token });
    expect(before.status, before.text).toBe(200);
    expect(before.body._embedded.livefeed_message.length).toBeGreaterThan(0);
    expect((await server.http.get('/connect/livefeed/messages?before=2147483647', { token: alice!.token })).status).toBe(200);
    expect((await server.http.get('/connect/livefeed/messages?after=2147483647', { token: alice!.token })).status).toBe(200);
  });
});
