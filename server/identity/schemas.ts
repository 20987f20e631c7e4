import { z } from 'zod';
import { OAUTH_ERROR_CODES } from '../errors.js';
import { MAX_ID } from '../ids.js';

/**
 * Identity: login by SMS code and OAuth 2.0 tokens. The ONE source of the area's request and answer shapes: the
 * services' types are inferred from these, and the routes (gateway/routes/shared/verification-codes.ts,
 * gateway/routes/connect/oauth-token.ts, oauth-metadata.ts) use them, so the OpenAPI document shows them under
 * their ids. The token and revocation requests are read by the OAuth service from the decoded parameters (RFC 6749
 * rules: `invalid_request`, not 422), so their schemas document the form rather than parse it.
 */

// ---- Verification codes -------------------------------------------------------------------------------------------

/** `POST /mobile/verification-codes` ({api_url} and {connect_url}). The number itself is checked by the service. */
export const verificationCodeRequest = z
  .object({
    mobile: z.string().max(32).meta({ example: '09121234567', description: 'Also accepted: 9121234567, +989121234567, 00989121234567.' }),
    event_id: z
      .number()
      .int()
      .min(1)
      .max(MAX_ID)
      .optional()
      .meta({
        description:
          'The event the code is for (the `event_id` of the `event_mobile_verification` grant that follows). From an address in that event’s `venue_networks` the request is not counted against `OTP_IP_LIMIT`; every other limit applies.',
      }),
  })
  .meta({ id: 'VerificationCodeRequest' });

export const verificationCodeSent = z
  .object({
    mobile: z.string().meta({ example: '+98912***4567' }),
    expires_in: z.number().int().meta({ example: 120 }),
    retry_after: z.number().int().meta({ example: 60 }),
  })
  .meta({ id: 'VerificationCodeSent' });

export type VerificationCodeRequest = z.infer<typeof verificationCodeRequest>;
export type VerificationCodeSent = z.infer<typeof verificationCodeSent>;

// ---- OAuth 2.0 ----------------------------------------------------------------------------------------------------

export const SUPPORTED_GRANTS = ['event_mobile_verification', 'mobile_verification', 'refresh_token'] as const;

const client = {
  client_id: z.string().optional().meta({ description: 'Required unless the client authenticates by HTTP Basic (then it may be left out, or must equal the Basic one).' }),
  client_secret: z
    .string()
    .optional()
    .meta({
      description:
        'Required unless the client authenticates by HTTP Basic (then it must be left out), or is the public client of the web app (`WEB_CLIENT_ID`, default `convene-web`), which sends only `client_id`.',
    }),
};

/** `POST {connect_url}/oauth2/token` (form or JSON). */
export const tokenRequest = z
  .discriminatedUnion('grant_type', [
    z.object({
      grant_type: z.literal('event_mobile_verification'),
      ...client,
      mobile: z.string().meta({ example: '9121234567' }),
      mobile_verification_code: z.string().meta({ example: '12345' }),
      event_id: z.union([z.number().int(), z.string()]).meta({ example: 1 }),
    }),
    z.object({
      grant_type: z.literal('mobile_verification'),
      ...client,
      mobile: z.string(),
      mobile_verification_code: z.string(),
    }),
    z.object({ grant_type: z.literal('refresh_token'), ...client, refresh_token: z.string() }),
  ])
  .meta({ id: 'TokenRequest' });

/** `POST {connect_url}/oauth2/revoke` (RFC 7009). */
export const revokeRequest = z
  .object({ token: z.string(), token_type_hint: z.enum(['refresh_token', 'access_token']).optional(), ...client })
  .meta({ id: 'RevokeRequest' });

export const tokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().meta({ example: 900 }),
    refresh_token: z.string(),
  })
  .meta({ id: 'TokenResponse' });


/** The token and revocation endpoints' error body (RFC 6749 5.2), not the `{errors}` of the other routes. */
export const oauthErrorBody = z
  .object({
    error: z
      .enum(OAUTH_ERROR_CODES)
      .meta({
        description:
          '`slow_down` (with 429 and Retry-After) is a rate limit on wrong codes for one number; `invalid_grant` is only a wrong or expired grant; `temporarily_unavailable` (503, with Retry-After) an outage (the database unreachable); `server_error` any other failure on our side.',
      }),
    error_description: z.string(),
  })
  .meta({ id: 'OAuthError' });

export const jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).meta({ id: 'JWKS' });

/** RFC 8414 authorization server metadata of the `{connect_url}` issuer. */
export const oauthServerMetadata = z
  .object({
    issuer: z.string().meta({ description: '{connect_url}', example: 'https://events.example.com/connect' }),
    token_endpoint: z.string(),
    revocation_endpoint: z.string(),
    jwks_uri: z.string(),
    grant_types_supported: z.array(z.string()),
    token_endpoint_auth_methods_supported: z.array(z.string()),
    revocation_endpoint_auth_methods_supported: z.array(z.string()),
    response_types_supported: z.array(z.string()),
    service_documentation: z.string(),
  })
  .meta({ id: 'OAuthServerMetadata' });

export type TokenResponse = z.infer<typeof tokenResponse>;
export type OAuthServerMetadata = z.infer<typeof oauthServerMetadata>;
