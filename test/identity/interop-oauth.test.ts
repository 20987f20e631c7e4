import * as oidc from 'openid-client';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, uniqueMobile } from '../helpers/factories.js';

/** RFC 8414 metadata, RFC 9068 claims and RFC 6750 challenges, driven by a real OAuth client library (CONTRACT 9). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('OAuth 2.0 authorization server metadata', () => {
  it('is served at both RFC 8414 locations with issuer {connect_url}', async () => {
    const a = await server.http.get('/.well-known/oauth-authorization-server/connect');
    const b = await server.http.get('/connect/.well-known/oauth-authorization-server');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const issuer = `${server.url}/connect`;
    expect(a.body).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/oauth2/token`,
      revocation_endpoint: `${issuer}/oauth2/revoke`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      grant_types_supported: ['event_mobile_verification', 'mobile_verification', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
    expect((await server.http.get(a.body.jwks_uri.slice(server.url.length))).body.keys).toHaveLength(1);
  });

  it('uses PUBLIC_URL for the issuer when it is set', async () => {
    const other = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
    try {
      const res = await other.http.get('/.well-known/oauth-authorization-server/connect');
      expect(res.body.issuer).toBe('https://events.example.com/connect');
      expect(res.body.token_endpoint).toBe('https://events.example.com/connect/oauth2/token');
    } finally {
      await other.stop();
    }
  });
});

describe('openid-client', () => {
  it('discovers the server and obtains tokens with client_secret_basic and client_secret_post', async () => {
    const client = await createClient(server.ctx);
    for (const auth of [oidc.ClientSecretBasic(client.client_secret), oidc.ClientSecretPost(client.client_secret)]) {
      const config = await oidc.discovery(new URL(`${server.url}/connect`), client.client_id, undefined, auth, { execute: [oidc.allowInsecureRequests], algorithm: 'oauth2' });
      expect(config.serverMetadata().issuer).toBe(`${server.url}/connect`);
      const mobile = uniqueMobile();
      expect((await server.http.post('/connect/mobile/verification-codes', { mobile })).status).toBe(201);
      const tokens = await oidc.genericGrantRequest(config, 'mobile_verification', { mobile, mobile_verification_code: server.sms.lastCode(mobile)! });
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      const claims = decodeJwt(tokens.access_token);
      expect(claims.client_id).toBe(client.client_id);
      const me = await server.http.get('/connect/users/me', { token: tokens.access_token });
      expect(me.status).toBe(200);
      expect(me.body.mobile).toBe(mobile);
      const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
      expect(decodeJwt(refreshed.access_token).client_id).toBe(client.client_id);
    }
  });

  it('is refused with a wrong secret (invalid_client)', async () => {
    const client = await createClient(server.ctx);
    const config = await oidc.discovery(new URL(`${server.url}/connect`), client.client_id, undefined, oidc.ClientSecretBasic('wrong'), { execute: [oidc.allowInsecureRequests], algorithm: 'oauth2' });
    // A 401 with the Basic challenge: openid-client reports it as a WWW-Authenticate challenge of the failed request.
    const err = await oidc.genericGrantRequest(config, 'refresh_token', { refresh_token: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
    expect((err as oidc.WWWAuthenticateChallengeError).response.status).toBe(401);
    expect((err as oidc.WWWAuthenticateChallengeError).cause[0]?.scheme).toBe('basic');
  });
});

describe('issuer and revocation (RFC 9068, RFC 7009)', () => {
  async function login(base: TestServer) {
    const client = await createClient(base.ctx);
    const mobile = uniqueMobile();
    expect((await base.http.post('/connect/mobile/verification-codes', { mobile })).status).toBe(201);
    const res = await base.http.post('/connect/oauth2/token', {
      grant_type: 'mobile_verification',
      client_id: client.client_id,
      client_secret: client.client_secret,
      mobile,
      mobile_verification_code: base.sms.lastCode(mobile)!,
    });
    expect(res.status).toBe(200);
    return { client, tokens: res.body as { access_token: string; refresh_token: string } };
  }

  it("the access token's iss is the metadata's issuer, so jose verifies it against the published keys", async () => {
    const meta = (await server.http.get('/.well-known/oauth-authorization-server/connect')).body;
    const { tokens } = await login(server);
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(meta.jwks_uri)), { issuer: meta.issuer, audience: 'convene' });
    expect(payload.iss).toBe(`${server.url}/connect`);
    expect((await server.http.get('/connect/users/me', { token: tokens.access_token })).status).toBe(200);
  });

  it('with PUBLIC_URL every token carries PUBLIC_URL/connect whatever host it was asked at, and tokens of another issuer are refused', async () => {
    const other = await startTestServer({ env: { PUBLIC_URL: 'https://events.example.com' } });
    try {
      const { tokens } = await login(other);
      expect(decodeJwt(tokens.access_token).iss).toBe('https://events.example.com/connect');
      expect((await other.http.get('/connect/users/me', { token: tokens.access_token })).status).toBe(200);
      // A token of the first server (issuer = its own host) is not this one's, even if the keys were shared.
      const { tokens: foreign } = await login(server);
      expect((await other.http.get('/connect/users/me', { token: foreign.access_token })).status).toBe(401);
    } finally {
      await other.stop();
    }
  });

  it('revoke answers errors in the RFC 7009 / RFC 6749 shape, never the REST one', async () => {
    const { client } = await login(server);
    const raw = await fetch(`${server.url}/connect/oauth2/revoke`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token":' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: 'invalid_request' });
    const missing = await server.http.post('/connect/oauth2/revoke', { client_id: client.client_id, client_secret: client.client_secret });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request' });
    expect(missing.body.errors).toBeUndefined();
    const wrong = await server.http.post('/connect/oauth2/revoke', { token: 'x', client_id: client.client_id, client_secret: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_client' });
  });
});

describe('bearer challenges (RFC 6750)', () => {
  it('answers a bad or expired token with error="invalid_token", a missing one with a bare challenge', async () => {
    expect((await server.http.get('/connect/chats')).headers.get('www-authenticate')).toBe('Bearer');
    const bad = await server.http.get('/connect/chats', { token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const optional = await server.http.get('/api/events', { token: 'garbage' });
    expect(optional.status).toBe(401);
    expect(optional.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });
});
