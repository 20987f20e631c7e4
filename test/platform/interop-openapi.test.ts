import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, createOrganization, createUser, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { OpenApiValidator } from '../helpers/openapi.js';

/**
 * The OpenAPI document against linters, regex engines and the server's real answers (CONTRACT 9). Every response
 * this file receives is checked against the document (status, documented headers, body): a representative tour
 * of both families rather than the whole suite, to keep CI time down.
 */
let server: TestServer;
let doc: any;
let validator: OpenApiValidator;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.http.get('/api/openapi.json')).body;
  validator = new OpenApiValidator(doc);
  server.http.onResponse = (method, path, res) => validator.check(method, path, res);
});
afterAll(async () => {
  await server.stop();
});

describe('servers and placeholders', () => {
  it('serves its own address as the server and renders {api_url} / {connect_url}', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: server.url })]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('{api_url}');
    expect(text).not.toContain('{connect_url}');
    expect(text).toContain(`${server.url}/connect`);
  });
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

function patternsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => patternsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') out.push(value);
      else patternsOf(value, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('lints without errors (Redocly recommended rules)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId an SDK can expose as a method name', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter((o) => typeof o.operation.operationId !== 'string').map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(missing, 'operations without an operationId: add `operationId` to their routes.add({...})').toEqual([]);
    const malformed = all.map((o) => o.operation.operationId as string).filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id));
    expect(malformed).toEqual([]);
    const ids = all.map((o) => o.operation.operationId as string);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'duplicated operationIds').toEqual([]);
    expect(doc.paths['/api/events/{slug}'].get.operationId).toBe('getEvent');
    expect(doc.paths['/connect/livefeed/messages'].get.operationId).toBe('listFeedMessages');
    expect(doc.paths['/connect/livefeed/messages/{message_id}'].delete.operationId).toBe('deleteFeedMessage');
    expect(doc.paths['/connect/users/{user_id}/messages'].post.operationId).toBe('sendChatMessage');
  });

  it('declares every tag it uses, with a description, and tags every operation', () => {
    const declared = new Map((doc.tags as Array<{ name: string; description?: string }>).map((t) => [t.name, t.description]));
    expect(declared.size).toBeGreaterThan(10);
    expect([...declared.values()].every((d) => typeof d === 'string' && d.length > 10)).toBe(true);
    const untagged = operations().filter((o) => !Array.isArray(o.operation.tags) || o.operation.tags.length === 0).map((o) => `${o.method} ${o.path}`);
    expect(untagged).toEqual([]);
    const undeclared = operations().flatMap((o) => (o.operation.tags as string[]).filter((t) => !declared.has(t)).map((t) => `${o.method} ${o.path}: ${t}`));
    expect(undeclared, 'tags missing from API_TAGS in gateway/openapi.ts').toEqual([]);
    const unused = [...declared.keys()].filter((t) => !operations().some((o) => o.operation.tags.includes(t)));
    expect(unused).toEqual([]);
  });

  it('writes every pattern as an ECMA-262 expression without flags that accepts what the server accepts', () => {
    const patterns = patternsOf(doc);
    expect(patterns.length).toBeGreaterThan(3);
    for (const p of patterns) {
      expect(() => new RegExp(p, 'u'), p).not.toThrow();
      expect(p, p).not.toMatch(/[^\\]\/[a-z]+$/);
    }
    const slug = patterns.find((p) => p.includes('\\p{Ll}'))!;
    expect(new RegExp(slug, 'u').test('tehran-tech-2026')).toBe(true);
    expect(new RegExp(slug, 'u').test('همایش-۱۴۰۵')).toBe(true);
    const url = patterns.find((p) => p.includes('[Hh][Tt]'))!;
    expect(new RegExp(url, 'u').test('https://cdn.example.com/logo.png')).toBe(true);
    expect(new RegExp(url, 'u').test('HTTP://EXAMPLE.COM/A')).toBe(true);
    expect(new RegExp(url, 'u').test('ftp://example.com')).toBe(false);
  });

  it('documents the headers of 301, 401 and 429, and the JSON errors of bodies the app-wide parser reads', () => {
    const v2 = doc.paths['/api/v2/events/{slug}'].get.responses;
    expect(v2['301'].headers.Location).toBeDefined();
    for (const { operation } of operations()) {
      if (operation.responses['401']) expect(operation.responses['401'].headers['WWW-Authenticate']).toBeDefined();
      if (operation.responses['429']) expect(operation.responses['429'].headers['Retry-After']).toBeDefined();
      if (operation.responses['503']) expect(operation.responses['503'].headers['Retry-After']).toBeDefined();
    }
    // A database outage answers 503 `service_unavailable` with Retry-After (issue 14): every operation lists it.
    const without503 = operations().filter(({ operation }) => !operation.responses['503']).map(({ method, path }) => `${method} ${path}`);
    expect(without503.every((op) => op.includes('/oauth2/token') || op.includes('/oauth2/revoke'))).toBe(true);
    for (const path of ['/connect/livefeed/messages', '/connect/users/{user_id}/messages']) {
      expect(Object.keys(doc.paths[path].post.responses)).toEqual(expect.arrayContaining(['400', '413', '415', '422', '429']));
    }
  });

  it('lets the token request authenticate by HTTP Basic (client_id not required) and a chat have no last message', () => {
    const token = doc.paths['/connect/oauth2/token'].post;
    expect(token.security).toEqual([{}, { clientBasic: [] }]);
    expect(doc.components.securitySchemes.clientBasic).toMatchObject({ type: 'http', scheme: 'basic' });
    for (const variant of doc.components.schemas.TokenRequest.oneOf) {
      expect(variant.required).not.toContain('client_id');
      expect(variant.required).not.toContain('client_secret');
    }
    expect(doc.components.schemas.Chat.properties.last_message).toEqual({ anyOf: [{ $ref: '#/components/schemas/ChatMessage' }, { type: 'null' }] });
  });
});

describe('real responses match the document', () => {
  it('on a tour of both families (successes, 301, 401, 404, 422, 429)', async () => {
    const http = server.http;
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const slug = world.event.slug;
    const organizer = world.organizer;

    // {api_url}: public reads, the organizer's changes, the slug history's 301.
    expect((await http.get('/api/events')).status).toBe(200);
    expect((await http.get(`/api/events/${slug}`)).status).toBe(200);
    expect((await http.get('/api/events/no-such-event-here')).status).toBe(404);
    expect((await http.get('/api/events?sort=sideways')).status).toBe(422);
    const orgOwner = await createUser(server.ctx);
    const ownerToken = await tokenFor(server.ctx, orgOwner);
    const created = await http.post('/api/organizations', { name: 'Logo Co', logo: 'https://cdn.example.com/logo.png', cover: null }, { token: ownerToken });
    expect(created.status).toBe(201);
    expect((await http.post('/api/organizations', { name: 'Bad Logo', logo: 'ftp://x' }, { token: ownerToken })).status).toBe(422);
    await createOrganization(server.ctx);
    const renamed = await http.patch(`/api/events/${slug}`, { slug: `${slug}-renamed` }, { token: organizer.token });
    expect(renamed.status).toBe(200);
    const moved = await http.get(`/api/v2/events/${slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(new RegExp(`/api/v2/events/${slug}-renamed$`));

    // {connect_url}: feed, chat (201 and a retry's 200), chats list, own profile, public user.
    expect((await http.post('/connect/livefeed/messages', { message: 'hello' }, { token: alice!.token })).status).toBe(204);
    expect((await http.get('/connect/livefeed/messages', { token: bob!.token })).status).toBe(200);
    const sent = await http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'hi', client_message_id: 'c-1' }, { token: alice!.token });
    expect(sent.status).toBe(201);
    expect((await http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'hi', client_message_id: 'c-1' }, { token: alice!.token })).status).toBe(200);
    expect((await http.post(`/connect/users/${bob!.user.id}/messages`, '{"message":', { token: alice!.token, raw: '{"message":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await http.post(`/connect/users/${bob!.user.id}/messages`, undefined, { token: alice!.token, raw: JSON.stringify({ message: 'x'.repeat(200_000) }), headers: { 'content-type': 'application/json' } })).status).toBe(413);
    expect((await http.post('/connect/livefeed/messages', undefined, { token: alice!.token, raw: '[', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await http.get('/connect/chats', { token: bob!.token })).status).toBe(200);
    expect((await http.get('/connect/users/me', { token: alice!.token })).status).toBe(200);
    expect((await http.get(`/connect/users/${bob!.user.id}`, { token: alice!.token })).status).toBe(200);
    expect((await http.get('/connect/users/2147483648', { token: alice!.token })).status).toBe(422);
    expect((await http.get('/connect/event/attendees', { token: alice!.token })).status).toBe(200);

    // 401 without and with a (bad) token, each with its challenge.
    const none = await http.get('/connect/users/me');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const bad = await http.get('/connect/users/me', { token: 'not.a.token' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');

    // Identity: a code (201), too soon again (429 with Retry-After), the token endpoint with HTTP Basic.
    const mobile = uniqueMobile();
    expect((await http.post('/connect/mobile/verification-codes', { mobile })).status).toBe(201);
    const again = await http.post('/connect/mobile/verification-codes', { mobile });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const client = await createClient(server.ctx);
    const basic = `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`;
    const granted = await http.post(
      '/connect/oauth2/token',
      { grant_type: 'mobile_verification', mobile, mobile_verification_code: server.sms.lastCode(mobile) },
      { headers: { authorization: basic } },
    );
    expect(granted.status).toBe(200);
    expect((await http.post('/connect/oauth2/token', { grant_type: 'refresh_token', refresh_token: 'nope' }, { headers: { authorization: basic } })).status).toBe(400);
    expect((await http.get('/connect/.well-known/oauth-authorization-server')).status).toBe(200);
    expect((await http.get('/.well-known/oauth-authorization-server/connect')).status).toBe(200);
    expect((await http.get('/connect/asyncapi.json')).status).toBe(200);

    expect(validator.problems).toEqual([]);
    expect(validator.seen.size).toBeGreaterThan(25);
  });

  it('catches drift: an undocumented status, a missing header, a body off its schema, an undeclared error code', () => {
    const fresh = new OpenApiValidator(doc);
    const json = new Headers({ 'content-type': 'application/json' });
    expect(fresh.check('GET', '/api/events/x', { status: 200, headers: json, body: { data: 5 }, text: '{"data":5}' })[0]).toMatch(/body does not match/);
    expect(fresh.check('GET', '/api/events/x', { status: 418, headers: json, body: {}, text: '{}' })[0]).toMatch(/status not documented/);
    const noChallenge = fresh.check('GET', '/connect/users/me', { status: 401, headers: json, body: { errors: [{ code: 'unauthorized', message: 'm' }] }, text: '{}' });
    expect(noChallenge).toEqual(['GET /connect/users/me 401: documented header WWW-Authenticate is missing']);
    // A catalogued 404 code that this operation does not declare (the event page answers `not_found` or `slug_changed`).
    const undeclared = fresh.check('GET', '/api/events/x', { status: 404, headers: json, body: { errors: [{ code: 'meeting_not_found', message: 'm' }] }, text: '{}' });
    expect(undeclared).toContain('GET /api/events/{slug} 404: error code meeting_not_found is not declared by the operation for this status (declared: not_found, slug_changed)');
    expect(fresh.check('GET', '/api/events/x', { status: 404, headers: json, body: { errors: [{ code: 'not_found', message: 'm' }] }, text: '{}' })).toEqual([]);
  });
});
