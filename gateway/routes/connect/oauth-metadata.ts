import type { Request } from 'express';
import type { Routes } from '../../route.js';
import { issuerOf, publicBase } from '../../envelopes.js';
import { oauthServerMetadata as metadata, SUPPORTED_GRANTS, type OAuthServerMetadata } from '../../../server/identity/schemas.js';

const AUTH_METHODS = ['client_secret_basic', 'client_secret_post'];

/** RFC 8414 authorization server metadata of the `{connect_url}` issuer (what `openid-client`'s discovery reads). */
function describe(routes: Routes, req: Request): OAuthServerMetadata {
  const base = publicBase(routes.ctx.config, req);
  const connect = `${base}/connect`;
  return {
    issuer: issuerOf(routes.ctx.config, req),
    token_endpoint: `${connect}/oauth2/token`,
    revocation_endpoint: `${connect}/oauth2/revoke`,
    jwks_uri: `${connect}/.well-known/jwks.json`,
    grant_types_supported: [...SUPPORTED_GRANTS],
    token_endpoint_auth_methods_supported: AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: AUTH_METHODS,
    // No authorization endpoint: every grant is a direct token request.
    response_types_supported: [],
    service_documentation: `${base}/api/docs`,
  };
}

function metadataRoute(routes: Routes, path: string, summary: string, operationId: string): void {
  routes.add({
    method: 'get',
    path,
    summary,
    description:
      'OAuth 2.0 authorization server metadata (RFC 8414) for the issuer `{connect_url}`: token, revocation and key endpoints, the grants ' +
      '(`event_mobile_verification`, `mobile_verification`, `refresh_token`) and client authentication by `client_secret_basic` or `client_secret_post`.',
    operationId,
    tags: ['Identity'],
    auth: 'none',
    responses: { 200: { description: 'The metadata document', schema: metadata } },
    handler: ({ req }) => ({ body: describe(routes, req), headers: { 'Cache-Control': 'public, max-age=300' } }),
  });
}

/** `GET {connect_url}/.well-known/oauth-authorization-server` */
export function oauthMetadataRoutes(routes: Routes): void {
  metadataRoute(routes, '/.well-known/oauth-authorization-server', 'OAuth 2.0 authorization server metadata', 'getOAuthMetadata');
}

/** `GET /.well-known/oauth-authorization-server/connect`: where RFC 8414 clients look for the issuer `{connect_url}`. */
export function rootWellKnownRoutes(routes: Routes): void {
  metadataRoute(routes, '/.well-known/oauth-authorization-server/connect', 'OAuth 2.0 authorization server metadata (RFC 8414 location)', 'getOAuthMetadataAtRoot');
}
