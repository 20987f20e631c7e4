import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, base64url, createLocalJWKSet, decodeJwt, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, createEvent, createOrganization, createUser, issueTicket, localMobile, login, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { Routes } from '../../gateway/route.js';
import { z } from '../../gateway/zod.js';
import { createRegistry } from '../../gateway/openapi.js';
import { errorHandler } from '../../gateway/middleware/errors.js';
import { Http } from '../helpers/http.js';

let server: TestServer;
let client: { client_id: string; client_secret: string };

beforeAll(async () => {
  server = await startTestServer({ env: { OTP_IP_LIMIT: '100000' } });
  client = await createClient(server.ctx);
});
afterAll(async () => {
  await server.stop();
});

const token = (body: Record<string, unknown>, headers?: Record<string, string>) => server.http.post('/connect/oauth2/token', body, { headers });
const form = (params: string, headers: Record<string, string> = {}) =>
  server.http.post('/connect/oauth2/token', undefined, { raw: params, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

async function codeFor(mobile: string): Promise<string> {
  const res = await server.http.post('/connect/mobile/verification-codes', { mobile });
  expect(res.status).toBe(201);
  return server.sms.lastCode(mobile)!;
}

describe('grant mobile_verification', () => {
  it('creates the user on first login and returns a token pair (JSON body)', async () => {
    const mobile = uniqueMobile();
    const res = await login(server, client, localMobile(mobile));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900, refresh_token: expect.any(String) });
    const claims = await server.ctx.tokens.verifyAccessToken(res.body.access_token);
    const user = await server.ctx.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(claims).toMatchObject({ userId: user.id, role: 'user', eventId: null });
    const jwt = decodeJwt(res.body.access_token);
    expect(jwt).toMatchObject({ sub: String(user.id), role: 'user', iss: `${server.url}/connect`, aud: 'convene' });
    expect(jwt.event_id).toBeUndefined();
    expect(jwt.exp! - jwt.iat!).toBe(900);
    expect(jwt.jti).toEqual(expect.any(String));
  });

  it('accepts a form-encoded body and HTTP Basic client authentication', async () => {
    const mobile = uniqueMobile();
    const code = await codeFor(mobile);
    const basic = Buffer.from(`${encodeURIComponent(client.client_id)}:${encodeURIComponent(client.client_secret)}`).toString('base64');
    const res = await form(`grant_type=mobile_verification&mobile=${encodeURIComponent(mobile)}&mobile_verification_code=${code}`, { authorization: `Basic ${basic}` });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
  });
});

describe('grant event_mobile_verification', () => {
  it('binds the token to the event for a ticket holder and for an organizer', async () => {
    const organizer = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, organizer);
    const event = await createEvent(server.ctx, org.id);
    const attendee = await createUser(server.ctx);
    await issueTicket(server.ctx, event.id, attendee.id);
    for (const user of [attendee, organizer]) {
      const res = await login(server, client, localMobile(user.mobile).slice(1), { eventId: event.id });
      expect(res.status, res.text).toBe(200);
      expect(decodeJwt(res.body.access_token).event_id).toBe(event.id);
      const refreshed = await token({ grant_type: 'refresh_token', client_id: client.client_id, client_secret: client.client_secret, refresh_token: res.body.refresh_token });
      expect(decodeJwt(refreshed.body.access_token).event_id).toBe(event.id);
    }
  });

  it('stops refreshing an event-bound login once the user no longer takes part in the event', async () => {
    const org = await createOrganization(server.ctx);
    const event = await createEvent(server.ctx, org.id);
    const attendee = await createUser(server.ctx);
    const ticket = await issueTicket(server.ctx, event.id, attendee.id);
    const pair = await login(server, client, attendee.mobile, { eventId: event.id });
    expect(pair.status).toBe(200);
    await server.ctx.db.deleteFrom('attendee_tickets').where('id', '=', ticket.id).execute();
    const refreshed = await token({ grant_type: 'refresh_token', client_id: client.client_id, client_secret: client.client_secret, refresh_token: pair.body.refresh_token });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('refuses a user without a ticket or membership, and an unknown event', async () => {
    const org = await createOrganization(server.ctx);
    const event = await createEvent(server.ctx, org.id);
    const stranger = await createUser(server.ctx);
    const res = await login(server, client, stranger.mobile, { eventId: event.id });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    const unknown = await login(server, client, (await createUser(server.ctx)).mobile, { eventId: 99_999_999 });
    expect(unknown.body.error).toBe('invalid_grant');
  });

  it('requires an integer event_id', async () => {
    const user = await createUser(server.ctx);
    const code = await codeFor(user.mobile);
    const res = await token({ grant_type: 'event_mobile_verification', client_id: client.client_id, client_secret: client.client_secret, mobile: user.mobile, mobile_verification_code: code, event_id: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    const missing = await token({ grant_type: 'event_mobile_verification', client_id: client.client_id, client_secret: client.client_secret, mobile: user.mobile, mobile_verification_code: code });
    expect(missing.body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('event_id') });
  });
});

describe('token endpoint errors (RFC 6749 5.2)', () => {
  const base = () => ({ client_id: client.client_id, client_secret: client.client_secret });

  it('unsupported and missing grant types', async () => {
    expect((await token({ ...base(), grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
    expect((await token({ ...base(), grant_type: 'discovery_app' })).body.error).toBe('unsupported_grant_type');
    const missing = await token(base());
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
  });

  it('invalid_client with 401, and WWW-Authenticate for Basic', async () => {
    const wrong = await token({ grant_type: 'refresh_token', client_id: client.client_id, client_secret: 'nope', refresh_token: 'x' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const none = await token({ grant_type: 'refresh_token', refresh_token: 'x' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic/);
    const basic = Buffer.from(`${client.client_id}:wrong`).toString('base64');
    const viaBasic = await token({ grant_type: 'refresh_token', refresh_token: 'x' }, { authorization: `Basic ${basic}` });
    expect(viaBasic.status).toBe(401);
    expect(viaBasic.headers.get('www-authenticate')).toMatch(/^Basic/);
    const unknownClient = await token({ grant_type: 'refresh_token', client_id: 'nobody', client_secret: 'x', refresh_token: 'x' });
    expect(unknownClient.body).toEqual(wrong.body);
  });

  it('budgets failed client authentications per address', async () => {
    const other = await startTestServer({ shareDatabaseWith: server, env: { REDIS_KEY_PREFIX: `iso-${Date.now()}:` } });
    try {
      let last;
      for (let i = 0; i < 21; i++) {
        last = await other.http.post('/connect/oauth2/token', { grant_type: 'refresh_token', client_id: client.client_id, client_secret: `bad${i}`, refresh_token: 'x' });
      }
      expect(last!.status).toBe(429);
      expect(last!.headers.get('retry-after')).toBeTruthy();
      // The budget is per client and address: another client from the same address is not locked out.
      const other2 = await createClient(server.ctx);
      const fine = await other.http.post('/connect/oauth2/token', { grant_type: 'refresh_token', client_id: other2.client_id, client_secret: other2.client_secret, refresh_token: 'x' });
      expect(fine.body.error).toBe('invalid_grant');
    } finally {
      await other.stop();
    }
  });

  it('invalid_request for duplicate parameters, two client auth methods, nested values and other media types', async () => {
    const dup = await form(`grant_type=refresh_token&grant_type=refresh_token&client_id=${client.client_id}&client_secret=${client.client_secret}&refresh_token=x`);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe('invalid_request');
    const basic = Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64');
    const both = await token({ ...base(), grant_type: 'refresh_token', refresh_token: 'x' }, { authorization: `Basic ${basic}` });
    expect(both.body.error).toBe('invalid_request');
    const nested = await token({ ...base(), grant_type: 'refresh_token', refresh_token: { a: 1 } });
    expect(nested.body.error).toBe('invalid_request');
    const text = await server.http.post('/connect/oauth2/token', undefined, { raw: 'grant_type=refresh_token', headers: { 'content-type': 'text/plain' } });
    expect(text.body.error).toBe('invalid_request');
    const malformed = await server.http.post('/connect/oauth2/token', undefined, { raw: '{"grant_type":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('invalid_request');
    const inQuery = await server.http.post(`/connect/oauth2/token?refresh_token=y`, { ...base(), grant_type: 'refresh_token', refresh_token: 'x' });
    expect(inQuery.body.error).toBe('invalid_request');
  });
});

describe('grant refresh_token', () => {
  async function freshPair() {
    const res = await login(server, client, uniqueMobile());
    expect(res.status).toBe(200);
    return res.body as { access_token: string; refresh_token: string };
  }
  const userOf = async (access: string) => (await server.ctx.tokens.verifyAccessToken(access)).userId;
  const refresh = (refresh_token: string, c = client) => token({ grant_type: 'refresh_token', client_id: c.client_id, client_secret: c.client_secret, refresh_token });

  it('rotates: the new pair works, the old refresh token is dead', async () => {
    const pair = await freshPair();
    const next = await refresh(pair.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(pair.refresh_token);
    expect(next.headers.get('cache-control')).toBe('no-store');
    const third = await refresh(next.body.refresh_token);
    expect(third.status).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const pair = await freshPair();
    const next = await refresh(pair.refresh_token);
    const reuse = await refresh(pair.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    const afterRevoke = await refresh(next.body.refresh_token);
    expect(afterRevoke.body.error).toBe('invalid_grant');
  });

  it('of 20 parallel refreshes with one token exactly one succeeds', async () => {
    const pair = await freshPair();
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(pair.refresh_token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.error === 'invalid_grant')).toHaveLength(19);
  });

  it('is bound to its client', async () => {
    const pair = await freshPair();
    const other = await createClient(server.ctx);
    const stolen = await refresh(pair.refresh_token, other);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('invalid_grant');
    expect((await refresh(pair.refresh_token)).status).toBe(200);
  });

  it('refuses expired, unknown and access tokens', async () => {
    const pair = await freshPair();
    await server.ctx.db.updateTable('refresh_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', await userOf(pair.access_token)).execute();
    expect((await refresh(pair.refresh_token)).body.error).toBe('invalid_grant');
    expect((await refresh('not-a-token')).body.error).toBe('invalid_grant');
    expect((await refresh(pair.access_token)).body.error).toBe('invalid_grant');
  });
});

describe('access tokens', () => {
  let probe: Http;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // A tiny app with one route per auth mode, built with the real route builder and middleware.
    const router = express.Router();
    const routes = new Routes(server.ctx, router, createRegistry(), '/probe');
    routes.add({ method: 'get', path: '/required', summary: 'probe', tags: ['t'], auth: 'required', responses: { 200: { description: 'ok', schema: z.unknown() } }, handler: ({ auth }) => ({ body: auth }) });
    routes.add({ method: 'get', path: '/optional', summary: 'probe', tags: ['t'], auth: 'optional', responses: { 200: { description: 'ok', schema: z.unknown() } }, handler: ({ auth }) => ({ body: { auth } }) });
    routes.add({ method: 'get', path: '/admin', summary: 'probe', tags: ['t'], auth: 'admin', responses: { 200: { description: 'ok', schema: z.unknown() } }, handler: () => ({ body: { ok: true } }) });
    const app = express().use(router).use(errorHandler(server.ctx.logger));
    const http = createServer(app);
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    probe = new Http(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    close = () => new Promise((r) => http.close(() => r()));
  });
  afterAll(async () => {
    await close();
  });

  async function forge(options: { alg?: string; key?: Parameters<SignJWT['sign']>[0]; claims?: Record<string, unknown>; typ?: string; exp?: number; iss?: string; aud?: string }) {
    const user = await createUser(server.ctx);
    const { privateKey } = await generateKeyPair('ES256');
    const jwt = new SignJWT({ role: 'admin', ...options.claims })
      .setProtectedHeader({ alg: options.alg ?? 'ES256', typ: options.typ ?? 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer(options.iss ?? 'http://localhost/connect')
      .setAudience(options.aud ?? 'convene')
      .setIssuedAt()
      .setJti('x')
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600);
    return jwt.sign(options.key ?? privateKey);
  }

  it('required: no token → 401 with the error body, a valid one passes', async () => {
    const none = await probe.get('/required');
    expect(none.status).toBe(401);
    expect(none.body.errors[0].code).toBe('unauthorized');
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const user = await createUser(server.ctx);
    const ok = await probe.get('/required', { token: await tokenFor(server.ctx, user) });
    expect(ok.status).toBe(200);
    expect(ok.body.userId).toBe(user.id);
  });

  it('rejects forged, alg:none, wrongly addressed, expired and non-bearer tokens with 401', async () => {
    const user = await createUser(server.ctx);
    const valid = await tokenFor(server.ctx, user);
    const [header, payload] = valid.split('.');
    const adminPayload = base64url.encode(JSON.stringify({ ...decodeJwt(valid), role: 'admin' }));
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${payload}.`;
    const hsKey = new TextEncoder().encode('x'.repeat(32));
    const cases: Record<string, string> = {
      otherKey: await forge({}),
      algNone: none,
      tamperedPayload: `${header}.${adminPayload}.${valid.split('.')[2]}`,
      hs256: await forge({ alg: 'HS256', key: hsKey }),
      wrongIssuer: await forge({ iss: 'someone-else' }),
      wrongAudience: await forge({ aud: 'someone-else' }),
      garbage: 'abc.def.ghi',
    };
    for (const [name, bad] of Object.entries(cases)) {
      const res = await probe.get('/required', { token: bad });
      expect(res.status, name).toBe(401);
      expect(res.body.errors[0].code, name).toBe('unauthorized');
    }
    const basic = await probe.get('/required', { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
    const pair = await login(server, client, uniqueMobile());
    const refreshAsAccess = await probe.get('/required', { token: pair.body.refresh_token });
    expect(refreshAsAccess.status).toBe(401);
    expect((await probe.get('/required', { token: pair.body.access_token })).status).toBe(200);
  });

  it('checks issuer, audience, typ and expiry on tokens signed with the real key', async () => {
    const pem = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
    const keyed = await startTestServer({ env: { JWT_PRIVATE_KEY: pem }, shareDatabaseWith: server });
    try {
      const { importPKCS8 } = await import('jose');
      const key = await importPKCS8(pem, 'ES256');
      const user = await createUser(server.ctx);
      const sign = (opts: { typ?: string; iss?: string; aud?: string; exp?: number; alg?: string }) =>
        new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'ES256', typ: opts.typ ?? 'at+jwt' })
          .setSubject(String(user.id))
          .setIssuer(opts.iss ?? 'http://localhost/connect')
          .setAudience(opts.aud ?? 'convene')
          .setJti('j')
          .setIssuedAt()
          .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
          .sign(key);
      await expect(keyed.ctx.tokens.verifyAccessToken(await sign({}))).resolves.toMatchObject({ userId: user.id });
      for (const opts of [{ typ: 'JWT' }, { iss: 'x' }, { aud: 'x' }, { exp: Math.floor(Date.now() / 1000) - 60 }]) {
        await expect(keyed.ctx.tokens.verifyAccessToken(await sign(opts)), JSON.stringify(opts)).rejects.toMatchObject({ kind: 'unauthenticated' });
      }
      // Within the small clock tolerance a just-expired token still passes.
      await expect(keyed.ctx.tokens.verifyAccessToken(await sign({ exp: Math.floor(Date.now() / 1000) - 1 }))).resolves.toBeTruthy();
    } finally {
      await keyed.stop();
    }
  });

  it('optional: guests pass, a bad token is still 401', async () => {
    expect((await probe.get('/optional')).body).toEqual({ auth: null });
    expect((await probe.get('/optional', { token: 'bad.token.here' })).status).toBe(401);
  });

  it('admin: 403 for users, 200 for admins', async () => {
    const user = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const denied = await probe.get('/admin', { token: await tokenFor(server.ctx, user) });
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].code).toBe('admin_required');
    expect((await probe.get('/admin', { token: await tokenFor(server.ctx, admin) })).status).toBe(200);
  });

  it('publishes the verification key at /connect/.well-known/jwks.json', async () => {
    const jwks = await server.http.get('/connect/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(jwks.body.keys[0].d).toBeUndefined();
    const user = await createUser(server.ctx);
    const access = await tokenFor(server.ctx, user);
    const { payload } = await jwtVerify(access, createLocalJWKSet(jwks.body), { issuer: 'http://localhost/connect', audience: 'convene' });
    expect(payload.sub).toBe(String(user.id));
  });

  it('every node sharing the database verifies every other node’s tokens', async () => {
    const other = await startTestServer({ shareDatabaseWith: server });
    try {
      const user = await createUser(server.ctx);
      await expect(other.ctx.tokens.verifyAccessToken(await tokenFor(server.ctx, user))).resolves.toMatchObject({ userId: user.id });
    } finally {
      await other.stop();
    }
  });
});
