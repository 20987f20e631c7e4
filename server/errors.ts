/**
 * The domain's error catalogue. Services throw `AppError` with a `kind` (what went wrong, in the domain's words)
 * and a `code` (the stable string clients switch on); transports map them once: the gateway turns kinds into HTTP
 * statuses and headers (gateway/http-errors.ts), realtime into acknowledgements (realtime/acks.ts). Nothing in the
 * domain knows a status code.
 */
export interface ErrorDetail {
  code: string;
  message: string;
  field?: string;
  [extra: string]: unknown;
}

/** What went wrong, independent of the transport. */
export const ERROR_KINDS = {
  malformed: 'The request could not be read (bad JSON, bad encoding, wrong shape of payload).',
  unauthenticated: 'No credentials, or credentials that are invalid or expired.',
  forbidden: 'The caller is known but may not do this.',
  not_found: 'No such thing, or none the caller may see.',
  method_not_allowed: 'The address exists but not for this method.',
  conflict: 'The change clashes with the current state.',
  too_large: 'Over a size limit.',
  unsupported_media: 'A body or file of a type the server does not take.',
  invalid: 'Well-formed but breaks a rule (a field is missing, out of range, of the wrong type).',
  rate_limited: 'Over a budget; try again after `retryAfter` seconds.',
  unavailable: 'A dependency (database, SMS gateway, package) cannot serve right now; try again after `retryAfter`.',
  /** The seed keeps two 500s for client mistakes (feed post without `message`, bookmarking oneself). */
  seed_server_error: 'A client mistake the seed answers as a server error.',
  internal: 'A fault on the server side.',
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;

/** Codes used in more than one place, with their kind and default message (one wording everywhere). */
export const ERROR_CODES = {
  unauthorized: { kind: 'unauthenticated', message: 'Authentication required: send Authorization: Bearer <access token>.' },
  forbidden: { kind: 'forbidden', message: 'You are not allowed to do this.' },
  not_found: { kind: 'not_found', message: 'Resource not found.' },
  invalid: { kind: 'invalid', message: 'The value is not valid.' },
  too_large: { kind: 'too_large', message: 'Too large.' },
  unsupported_media_type: { kind: 'unsupported_media', message: 'Send the body as JSON with Content-Type: application/json.' },
  rate_limited: { kind: 'rate_limited', message: 'Too many requests; try again later.' },
  internal_error: { kind: 'internal', message: 'Something went wrong on our side; try again.' },
  not_organizer: { kind: 'forbidden', message: 'Only members of the event’s organization may do this.' },
  not_member: { kind: 'forbidden', message: 'Only members of the organization may do this.' },
  not_owner: { kind: 'forbidden', message: 'Only the organization’s owner may do this.' },
  event_token_required: { kind: 'forbidden', message: 'This call needs an access token bound to an event (grant_type=event_mobile_verification).' },
  not_event_participant: { kind: 'forbidden', message: 'You no longer hold a ticket for this event or belong to its organization.' },
  slug_taken: { kind: 'conflict', message: 'The slug is taken.' },
  slug_changed: { kind: 'not_found', message: 'This event’s address changed.' },
  /** Every database connection stayed busy for the pool wait while the database is up: pressure, not an outage. */
  overloaded: { kind: 'unavailable', message: 'The server is busy right now; try again after Retry-After seconds.' },
} as const satisfies Record<string, { kind: ErrorKind; message: string }>;
export type KnownErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly details: ErrorDetail[];
  /** Seconds to wait before trying again (rate limits, outages); the gateway sends it as Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(kind: ErrorKind, code: string, message: string, options: { field?: string | undefined; extra?: Record<string, unknown>; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    const detail: ErrorDetail = { code, message };
    if (options.field !== undefined) detail.field = options.field;
    Object.assign(detail, options.extra);
    this.details = [detail];
    this.retryAfter = options.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfter));
  }

  get code(): string {
    return this.details[0]?.code ?? 'error';
  }

  /** An error of a catalogued code, with its default message unless one is given. */
  static of(code: KnownErrorCode, message?: string, options: { field?: string } = {}): AppError {
    const entry = ERROR_CODES[code];
    return new AppError(entry.kind, code, message ?? entry.message, options);
  }

  static many(kind: ErrorKind, details: ErrorDetail[]): AppError {
    const first = details[0] ?? { code: 'error', message: 'error' };
    const err = new AppError(kind, first.code, first.message);
    (err as { details: ErrorDetail[] }).details = details;
    return err;
  }
}

export const badRequest = (code: string, message: string, field?: string) => new AppError('malformed', code, message, { field });
export const unauthorized = (message: string = ERROR_CODES.unauthorized.message) => new AppError('unauthenticated', 'unauthorized', message);
export const forbidden = (message: string = ERROR_CODES.forbidden.message, code = 'forbidden') => new AppError('forbidden', code, message);
export const notFound = (what = 'Resource', code = 'not_found') => new AppError('not_found', code, `${what} not found.`);
export const conflict = (code: string, message: string, field?: string) => new AppError('conflict', code, message, { field });
export const tooLarge = (message: string, field?: string, code = 'too_large') => new AppError('too_large', code, message, { field });
export const unsupportedMedia = (message: string, field?: string, code = 'unsupported_media_type') => new AppError('unsupported_media', code, message, { field });
export const invalid = (field: string, message: string, code = 'invalid') => new AppError('invalid', code, message, { field });
export const rateLimited = (retryAfterSeconds: number, message: string = ERROR_CODES.rate_limited.message) =>
  new AppError('rate_limited', 'rate_limited', message, { retryAfter: retryAfterSeconds });
export const unavailable = (code: string, message: string, retryAfterSeconds: number) => new AppError('unavailable', code, message, { retryAfter: retryAfterSeconds });
/** The seed's two 500s for client mistakes: a clear body, and not a server fault in the logs. */
export const seedServerError = (code: string, message: string, field?: string) => new AppError('seed_server_error', code, message, { field });

/** OAuth 2.0 token endpoint errors (RFC 6749 section 5.2). */
/**
 * RFC 6749 5.2 codes, plus `slow_down` (the RFC 8628 3.5 name) for a throttled grant: a rate limit, answered with 429
 * and Retry-After, so a client never reads a throttle as a wrong code (`invalid_grant` is for wrong/expired grants only).
 */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope' | 'slow_down';

export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  /** The client failed HTTP Basic authentication: the gateway answers with a Basic challenge. */
  readonly basicChallenge: boolean;
  /** Set when the error is a throttle (too many failures): seconds until the next try. */
  readonly retryAfter: number | undefined;
  constructor(error: OAuthErrorCode, description: string, options: { basicChallenge?: boolean; retryAfter?: number } = {}) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
    this.basicChallenge = options.basicChallenge ?? false;
    this.retryAfter = options.retryAfter;
  }
}
