import { codesOfKind, type AppError, type ErrorCode, type ErrorKind, type OAuthError } from '../server/errors.js';

/** The one mapping from the domain's error kinds to HTTP (CONTRACT 1; the seed's odd statuses included). */
const STATUS: Record<ErrorKind, number> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  invalid: 422,
  rate_limited: 429,
  seed_server_error: 500,
  internal: 500,
  unavailable: 503,
  bad_gateway: 502,
};

export const httpStatus = (err: AppError): number => STATUS[err.kind];

/** The catalogued codes answered with an HTTP status (through their kinds): what the document enumerates per status. */
export const codesOfStatus = (status: number): ErrorCode[] =>
  (Object.keys(STATUS) as ErrorKind[]).filter((kind) => STATUS[kind] === status).flatMap((kind) => codesOfKind(kind));

/** Every status an error kind maps to. */
export const ERROR_STATUSES: readonly number[] = [...new Set(Object.values(STATUS))];

/** `bearerSent`: the request carried a bearer token, so a 401 means that token is bad (RFC 6750 3.1). */
export function httpHeaders(err: AppError, bearerSent = false): Record<string, string> {
  const headers: Record<string, string> = {};
  if (err.kind === 'unauthenticated') headers['WWW-Authenticate'] = bearerSent ? 'Bearer error="invalid_token"' : 'Bearer';
  if (err.retryAfter !== undefined) headers['Retry-After'] = String(err.retryAfter);
  return headers;
}

/** RFC 6749 5.2: 401 for a client that failed authentication, 400 otherwise; 429 when throttled. */
export const oauthStatus = (err: OAuthError): number => (err.retryAfter !== undefined ? 429 : err.error === 'invalid_client' ? 401 : 400);

export function oauthHeaders(err: OAuthError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (err.basicChallenge) headers['WWW-Authenticate'] = 'Basic realm="convene"';
  if (err.retryAfter !== undefined) headers['Retry-After'] = String(err.retryAfter);
  return headers;
}
