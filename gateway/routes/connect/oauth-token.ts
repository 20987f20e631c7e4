import express, { type Request } from 'express';
import type { Routes } from '../../route.js';
import { OAuthError } from '../../../server/errors.js';
import type { ClientCredentials, TokenParams } from '../../../server/identity/oauth.js';
import { jwks, oauthErrorBody, revokeRequest, tokenRequest, tokenResponse } from '../../../server/identity/schemas.js';
import { issuerOf } from '../../envelopes.js';

const formParser = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

export function tokenRoutes(routes: Routes): void {
  const { ctx, router } = routes;
  router.post('/oauth2/token', formParser);
  routes.add({
    method: 'post',
    path: '/oauth2/token',
    summary: 'OAuth 2.0 token endpoint',
    description:
      'Grants: `event_mobile_verification` (token bound to the event; the user must hold a ticket or belong to its organization), ' +
      '`mobile_verification` (creates the user on first login; not bound to an event) and `refresh_token` (rotates; reusing a rotated token revokes the whole login). ' +
      'Client authentication by `client_id`/`client_secret` in the body or HTTP Basic. Errors follow RFC 6749 5.2.',
    operationId: 'requestToken',
    tags: ['Identity'],
    auth: 'none',
    body: tokenRequest,
    rawBody: true,
    noDefaultErrors: true,
    // client_secret_post (no HTTP authentication) or client_secret_basic.
    security: [{}, { clientBasic: [] }],
    bodyContentTypes: ['application/x-www-form-urlencoded', 'application/json'],
    responses: {
      200: { description: 'A new token pair', schema: tokenResponse },
      400: { description: 'invalid_request, invalid_grant or unsupported_grant_type', schema: oauthErrorBody },
      401: { description: 'invalid_client', schema: oauthErrorBody },
      429: {
        description:
          'Rate limited (Retry-After): `slow_down` after too many wrong codes for the number (`TOKEN_FAILURE_LIMIT` per address and number, ' +
          '`GRANT_FAILURES_PER_NUMBER` per number, 10 minutes) or from the address across numbers (spraying: `OTP_SPRAY_SLOW_LIMIT` per 10 minutes, ' +
          '`OTP_SPRAY_DAILY_LIMIT` per day; not counted for `TRUSTED_NETWORKS` nor the venue networks of the `event_id` sent), or `invalid_client` after too many failed client authentications from the address',
        schema: oauthErrorBody,
      },
      503: { description: '`temporarily_unavailable`: the database is unreachable; try again after Retry-After', schema: oauthErrorBody },
    },
    async handler({ req }) {
      const params = readParams(req);
      const credentials = readClient(req, params);
      const tokens = await ctx.oauth.token(params, credentials, req.ip ?? 'unknown', issuerOf(ctx.config, req));
      return { status: 200, body: tokens, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } };
    },
  });

  router.post('/oauth2/revoke', formParser);
  routes.add({
    method: 'post',
    path: '/oauth2/revoke',
    summary: 'Log out: revoke a token (RFC 7009)',
    description:
      '`token` (a refresh or access token) and `token_type_hint?`, with client authentication as at the token endpoint. The whole login ends: its refresh ' +
      'tokens give `invalid_grant` and its access tokens are refused (401). 200 also for an unknown token, or one issued to another client (then nothing changes).',
    operationId: 'revokeToken',
    tags: ['Identity'],
    auth: 'none',
    body: revokeRequest,
    rawBody: true,
    noDefaultErrors: true,
    bodyContentTypes: ['application/x-www-form-urlencoded', 'application/json'],
    responses: {
      200: { description: 'Revoked (or nothing to revoke)' },
      400: { description: '`invalid_request` (no token, a malformed or non-object body, repeated parameters); RFC 7009 2.2.1', schema: oauthErrorBody },
      401: { description: 'invalid_client', schema: oauthErrorBody },
      429: { description: 'Too many failed client authentications from this address (Retry-After)', schema: oauthErrorBody },
      503: { description: '`temporarily_unavailable`: the database is unreachable; try again after Retry-After', schema: oauthErrorBody },
    },
    async handler({ req }) {
      const params = readParams(req);
      await ctx.oauth.revoke(params, readClient(req, params), req.ip ?? 'unknown');
      return { status: 200, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } };
    },
  });

  routes.add({
    method: 'get',
    path: '/.well-known/jwks.json',
    summary: 'Public keys that verify access tokens',
    description: 'The JSON Web Key Set whose public keys verify access tokens (`jwks_uri` of the metadata); shared by every node.',
    operationId: 'getJsonWebKeys',
    tags: ['Identity'],
    auth: 'none',
    responses: { 200: { description: 'JSON Web Key Set', schema: jwks } },
    handler: () => ({ body: ctx.tokens.jwks(), headers: { 'Cache-Control': 'public, max-age=300' } }),
  });
}

/** Body parameters as single strings; duplicates, nested values and parameters in the query are refused. */
function readParams(req: Request): TokenParams {
  if (!req.is(['application/x-www-form-urlencoded', 'application/json'])) {
    throw new OAuthError('invalid_request', 'Send the parameters as application/x-www-form-urlencoded or application/json.');
  }
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new OAuthError('invalid_request', 'The body must be an object of parameters.');
  }
  const params: TokenParams = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw new OAuthError('invalid_request', `The parameter ${key} is repeated.`);
    if (typeof value === 'string') {
      // PostgreSQL text cannot hold NUL: refuse it here instead of failing in the database (a 500).
      if (value.includes('\0')) throw new OAuthError('invalid_request', `The parameter ${key} must not contain NUL characters.`);
      params[key] = value;
    } else if (typeof value === 'number' && Number.isFinite(value)) params[key] = String(value);
    else throw new OAuthError('invalid_request', `The parameter ${key} must be a string.`);
  }
  for (const key of Object.keys(req.query)) {
    if (key in params) throw new OAuthError('invalid_request', `The parameter ${key} is repeated.`);
  }
  return params;
}

function readClient(req: Request, params: TokenParams): ClientCredentials | null {
  const header = req.headers.authorization;
  if (header && /^Basic /i.test(header)) {
    if (params.client_secret !== undefined) {
      throw new OAuthError('invalid_request', 'Use one client authentication method: HTTP Basic or client_secret in the body, not both.');
    }
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'Malformed HTTP Basic credentials.', { basicChallenge: true });
    let clientId: string;
    let clientSecret: string;
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      clientSecret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      throw new OAuthError('invalid_client', 'Malformed HTTP Basic credentials.', { basicChallenge: true });
    }
    if (clientId.includes('\0') || clientSecret.includes('\0')) {
      throw new OAuthError('invalid_client', 'Malformed HTTP Basic credentials.', { basicChallenge: true });
    }
    if (params.client_id !== undefined && params.client_id !== clientId) {
      throw new OAuthError('invalid_request', 'client_id in the body differs from the HTTP Basic one.');
    }
    return { clientId, clientSecret, via: 'basic' };
  }
  if (params.client_id === undefined) return null;
  // No secret: a public client (the web app); the domain accepts only the configured one.
  return { clientId: params.client_id, clientSecret: params.client_secret ?? '', via: 'body' };
}
