import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from '../../server/errors.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { OpenApiValidator } from '../helpers/openapi.js';
import { Http, type HttpResponse } from '../helpers/http.js';

/**
 * The error catalogue (server/errors.ts) in the OpenAPI document (issue 29): every catalogued code is enumerated,
 * per status through its kind, and every error code the server really sends on these requests is one the document
 * lists for that operation and status.
 */
let server: TestServer;
let doc: any;
let validator: OpenApiValidator;
/** `METHOD template status code` of every error answer seen, and the problems found with it. */
const sent: string[] = [];
const undocumented: string[] = [];

function templateOf(method: string, path: string): string | undefined {
  const bare = path.split('?')[0]!;
  const candidates = Object.keys(doc.paths)
    .filter((t) => doc.paths[t][method.toLowerCase()])
    .filter((t) => new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return candidates[0];
}

/** The `code` enum of an error schema (following `$ref`s into components). */
function codeEnum(schema: any): string[] {
  const resolved = schema?.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!] : schema;
  return resolved?.properties?.errors?.items?.properties?.code?.enum ?? [];
}

function record(method: string, path: string, res: HttpResponse): void {
  validator.check(method, path, res);
  if (res.status < 400 || !Array.isArray(res.body?.errors)) return;
  const template = templateOf(method, path);
  for (const { code } of res.body.errors as Array<{ code: string }>) {
    const label = `${method} ${template ?? path} ${res.status} ${code}`;
    sent.push(label);
    if (!(code in ERROR_CATALOGUE)) undocumented.push(`${label}: not in the catalogue`);
    if (!template) continue;
    const response = doc.paths[template][method.toLowerCase()].responses[String(res.status)];
    const codes = codeEnum(response?.content?.['application/json']?.schema);
    if (!codes.includes(code)) undocumented.push(`${label}: not listed for this operation and status`);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.http.get('/api/openapi.json')).body;
  validator = new OpenApiValidator(doc);
  server.http.onResponse = record;
});
afterAll(async () => {
  await server.stop();
});

describe('the error catalogue in the OpenAPI document', () => {
  it('enumerates every catalogued code on the Errors schema, and per status only the codes of that status', () => {
    const all = doc.components.schemas.Errors.properties.errors.items.properties.code.enum as string[];
    expect(all).toEqual(expect.arrayContaining(Object.keys(ERROR_CATALOGUE)));
    expect(Object.keys(ERROR_CODES).every((code) => code in ERROR_CATALOGUE)).toBe(true);
    expect(codeEnum(doc.components.schemas.Errors404)).toEqual(expect.arrayContaining(['not_found', 'slug_changed', 'user_not_found']));
    expect(codeEnum(doc.components.schemas.Errors404)).not.toContain('slug_taken');
    expect(codeEnum(doc.components.schemas.Errors409)).toContain('slug_taken');
    expect(codeEnum(doc.components.schemas.Errors503)).toEqual(expect.arrayContaining(['service_unavailable', 'sms_unavailable']));
    // Every code is described next to its name.
    expect(doc.components.schemas.Errors409.properties.errors.items.properties.code.description).toContain('`already_checked_in`: ');
    // Extra fields are typed.
    const fields = doc.components.schemas.Errors.properties.errors.items.properties;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['code', 'message', 'field', 'new_slug', 'checked_in_at', 'question_id']));
  });

  it('lists per operation only the codes it answers: a 404 its own, a 503 the common ones (issue 44)', () => {
    const codes = (path: string, method: string, status: number) => codeEnum(doc.paths[path][method].responses[String(status)].content['application/json'].schema);
    // The event page answers `not_found` or `slug_changed`, nothing else of the 13 codes of 404.
    expect(codes('/api/events/{slug}', 'get', 404)).toEqual(['not_found', 'slug_changed']);
    // An organizers-only route: no event (404) or not an organizer (403), not every code of either status.
    expect(codes('/api/events/{slug}/sessions', 'post', 403)).toEqual(['not_organizer']);
    expect(codes('/api/events/{slug}/sessions', 'post', 404)).toEqual(['not_found', 'slug_changed']);
    // Codes that every route can answer stay listed where their status is: 401, 503 (with `outcome_unknown` on writes).
    expect(codes('/api/events/{slug}', 'get', 503)).toEqual(expect.arrayContaining(['service_unavailable', 'overloaded']));
    expect(codes('/api/events/{slug}', 'get', 503)).not.toContain('sms_unavailable');
    // Nothing of another status leaks in, on any operation.
    let narrowed = 0;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          const listed = codeEnum(schema);
          if (Number(status) < 400 || listed.length === 0) continue;
          const ofStatus = codeEnum(doc.components.schemas[`Errors${status}`]);
          if (ofStatus.length > 0) expect(listed.filter((c) => !ofStatus.includes(c)), `${method} ${path} ${status}`).toEqual([]);
          if (ofStatus.length > listed.length) narrowed += 1;
        }
      }
    }
    expect(narrowed).toBeGreaterThan(100);
  });

  it('documents the OAuth errors of the token and revocation endpoints, outages included, and lists each one they send', async () => {
    const enumOf = (op: any, status: number): string[] => {
      const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
      const resolved = schema?.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!] : schema;
      return resolved?.properties?.error?.enum ?? [];
    };
    const token = doc.paths['/connect/oauth2/token'].post;
    const revoke = doc.paths['/connect/oauth2/revoke'].post;
    // In an outage both answer 503 {"error": "temporarily_unavailable"} (gateway/middleware/errors.ts; issue 44).
    for (const op of [token, revoke]) {
      expect(enumOf(op, 503)).toEqual(expect.arrayContaining(['temporarily_unavailable', 'server_error']));
      expect(enumOf(op, 400)).toEqual(expect.arrayContaining(['invalid_request', 'invalid_grant', 'unsupported_grant_type']));
    }
    const seen: string[] = [];
    const form = (values: Record<string, string>) => ({ raw: new URLSearchParams(values), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const asks: Array<[string, Record<string, string>]> = [
      ['/connect/oauth2/token', { grant_type: 'password' }],
      ['/connect/oauth2/token', { grant_type: 'refresh_token', client_id: 'no-such-client', client_secret: 'x', refresh_token: 'x' }],
      ['/connect/oauth2/token', {}],
      ['/connect/oauth2/revoke', { token: 'x', client_id: 'no-such-client', client_secret: 'x' }],
      ['/connect/oauth2/revoke', {}],
    ];
    // Checked here against the OAuth enum only (not through the shared recorder of the next test).
    const http = new Http(server.url);
    for (const [path, values] of asks) {
      const res = await http.post(path, undefined, form(values));
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      const op = path.endsWith('token') ? token : revoke;
      seen.push(res.body.error);
      expect(enumOf(op, res.status), `${path} ${res.status} ${res.body.error}`).toContain(res.body.error);
    }
    expect(seen).toEqual(expect.arrayContaining(['unsupported_grant_type', 'invalid_client']));
  });

  it('lists, for each operation and status, every code the server really sends there', async () => {
    const http = server.http;
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const slug = world.event.slug;
    const stranger = await createUser(server.ctx);
    const strangerToken = await tokenFor(server.ctx, stranger);

    // 400 malformed_body, malformed_path; 415 unsupported_media_type; 405 method_not_allowed
    await http.post('/connect/livefeed/messages', undefined, { token: alice!.token, raw: '{', headers: { 'content-type': 'application/json' } });
    await http.get('/api/events/%E0%A4%A');
    await http.post(`/connect/users/${bob!.user.id}/messages`, undefined, { token: alice!.token, raw: 'hi', headers: { 'content-type': 'text/plain' } });
    await http.request('PATCH', '/connect/livefeed/messages', {}, { token: alice!.token });
    // 401 unauthorized; 403 event_token_required, not_organizer, admin_required
    await http.get('/connect/users/me');
    await http.get('/connect/livefeed/messages', { token: strangerToken });
    await http.get(`/api/events/${slug}/attendees`, { token: alice!.token });
    await http.post('/api/categories', { name: 'X' }, { token: alice!.token });
    // 404 not_found, slug_changed, user_not_found, chat_not_found
    await http.get('/api/events/no-such-event-anywhere');
    await http.patch(`/api/events/${slug}`, { slug: `${slug}-moved` }, { token: world.organizer.token });
    await http.get(`/api/events/${slug}`);
    await http.post(`/connect/users/999999999/messages`, { message: 'hi' }, { token: alice!.token });
    await http.get('/connect/chats/999999999/messages', { token: alice!.token });
    // 409 slug_taken
    const owner = await createUser(server.ctx);
    const ownerToken = await tokenFor(server.ctx, owner);
    await http.post('/api/organizations', { name: 'Same Name', slug: 'same-name-errors' }, { token: ownerToken });
    await http.post('/api/organizations', { name: 'Same Name', slug: 'same-name-errors' }, { token: ownerToken });
    // 413 too_large; 422 invalid; 500 message_required, cannot_bookmark_self (the seed's answers)
    await http.post(`/connect/users/${bob!.user.id}/messages`, undefined, { token: alice!.token, raw: JSON.stringify({ message: 'x'.repeat(200_000) }), headers: { 'content-type': 'application/json' } });
    await http.get('/api/events?sort=sideways');
    await http.post('/connect/livefeed/messages', {}, { token: alice!.token });
    await http.put(`/connect/bookmarks/users/${alice!.user.id}`, {}, { token: alice!.token });
    // 429 rate_limited (one code per number per OTP_RESEND_SECONDS)
    await http.post('/connect/mobile/verification-codes', { mobile: '09121110000' });
    await http.post('/connect/mobile/verification-codes', { mobile: '09121110000' });

    expect(undocumented).toEqual([]);
    expect(validator.problems).toEqual([]);
    const codes = new Set(sent.map((s) => s.split(' ').pop()));
    expect([...codes].sort()).toEqual(
      expect.arrayContaining(['malformed_body', 'malformed_path', 'method_not_allowed', 'unauthorized', 'not_found', 'slug_changed', 'invalid', 'rate_limited']),
    );
    expect(codes.size).toBeGreaterThanOrEqual(14);
  });
});
