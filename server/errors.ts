/**
 * Typed errors thrown anywhere and mapped once: by the HTTP error handler into the contract's error body
 * `{"errors": [{code, message, field?}]}`, and by socket handlers into `{ok: false, error: {code, message}}`.
 */
export interface ErrorDetail {
  code: string;
  message: string;
  field?: string;
  [extra: string]: unknown;
}

export class AppError extends Error {
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, options: { field?: string; extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    const detail: ErrorDetail = { code, message };
    if (options.field !== undefined) detail.field = options.field;
    Object.assign(detail, options.extra);
    this.details = [detail];
    this.headers = options.headers ?? {};
  }

  get code(): string {
    return this.details[0]?.code ?? 'error';
  }

  static many(status: number, details: ErrorDetail[]): AppError {
    const first = details[0] ?? { code: 'error', message: 'error' };
    const err = new AppError(status, first.code, first.message);
    (err as { details: ErrorDetail[] }).details = details;
    return err;
  }
}

export const badRequest = (code: string, message: string, field?: string) => new AppError(400, code, message, { field });
export const unauthorized = (message = 'Authentication required: send Authorization: Bearer <access token>.') =>
  new AppError(401, 'unauthorized', message, { headers: { 'WWW-Authenticate': 'Bearer' } });
export const forbidden = (message = 'You are not allowed to do this.', code = 'forbidden') => new AppError(403, code, message);
export const notFound = (what = 'Resource', code = 'not_found') => new AppError(404, code, `${what} not found.`);
export const conflict = (code: string, message: string, field?: string) => new AppError(409, code, message, { field });
export const tooLarge = (message: string, field?: string) => new AppError(413, 'too_large', message, { field });
export const unsupportedMedia = (message: string, field?: string) => new AppError(415, 'unsupported_media_type', message, { field });
export const invalid = (field: string, message: string, code = 'invalid') => new AppError(422, code, message, { field });
export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests; try again later.') =>
  new AppError(429, 'rate_limited', message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/** OAuth 2.0 token endpoint errors (RFC 6749 section 5.2). */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope';

export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(error: OAuthErrorCode, description: string, options: { status?: number; headers?: Record<string, string> } = {}) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
    this.status = options.status ?? (error === 'invalid_client' ? 401 : 400);
    this.headers = options.headers ?? {};
  }
}
