import type { NextFunction, Request, Response } from 'express';
import { AppError, OAuthError, tooLarge, unsupportedMedia } from '../../server/errors.js';
import { httpHeaders, httpStatus, oauthHeaders, oauthStatus } from '../http-errors.js';
import type { Logger } from '../../infra/logger.js';
import { asOutage } from '../../server/outages.js';
import { requestLogger } from './request-log.js';
import { localizeDetails, requestLocale, type Locale } from '../../server/locale.js';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

export const TOKEN_ENDPOINT = '/connect/oauth2/token';
/** Endpoints that answer every error in the RFC 6749 5.2 shape (`{error, error_description}`), RFC 7009 2.2.1 for revoke. */
const OAUTH_ENDPOINTS = new Set([TOKEN_ENDPOINT, '/connect/oauth2/revoke']);

export function notFoundHandler(req: Request, _res: Response, next: NextFunction) {
  next(new AppError('not_found', 'not_found', `No route for ${req.method} ${req.path}.`));
}

/**
 * The one place errors become responses. Typed errors keep their status and code; body-parser failures become
 * 400/413/415; anything else is a 500 with a generic message, its cause logged under the request id and never
 * sent. The token endpoint answers in RFC 6749 5.2 shape.
 */
export interface ErrorLanguage {
  /** DEFAULT_LOCALE. */
  defaultLocale: Locale;
  /** The saved locale of the authenticated user (res.locals.userId, set by gateway/route.ts). */
  userLocale?: (userId: number) => Promise<string | null>;
}

/** The language of the answer: the user's locale, else Accept-Language, else DEFAULT_LOCALE (CONTRACT 17). */
async function answerLocale(req: Request, res: Response, language: ErrorLanguage, appError: AppError | null): Promise<Locale> {
  const userId = res.locals.userId as number | undefined;
  let saved: string | null = null;
  // During a database outage the user's choice cannot be read: Accept-Language decides.
  if (userId !== undefined && language.userLocale && appError?.kind !== 'unavailable') saved = await language.userLocale(userId).catch(() => null);
  return requestLocale(saved, req.headers['accept-language'], language.defaultLocale);
}

export function errorHandler(logger: Logger, language: ErrorLanguage = { defaultLocale: 'en' }) {
  return async (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const log = requestLogger(res, logger);
    if (res.headersSent) {
      log.warn({ err }, 'request.error_after_headers');
      res.destroy();
      return;
    }
    let appError: AppError;
    const outage = asOutage(err);
    if (err instanceof OAuthError) {
      res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache', ...oauthHeaders(err) });
      // RFC 6749 5.2: error_description is ASCII-only, so it stays English whatever the language.
      res.status(oauthStatus(err)).json({ error: err.error, error_description: err.message });
      return;
    }
    if (outage) {
      // The outage itself is logged once by the context (database.unavailable / database.recovered).
      appError = outage;
      log.debug({ code: outage.code }, 'request.unavailable');
    } else if (err instanceof AppError) {
      appError = err;
      if (httpStatus(err) >= 500) log.info({ code: err.code }, 'request.declared_server_error');
    } else if (isBodyParserError(err)) {
      appError = fromBodyParser(err);
    } else if (err instanceof URIError) {
      // The router could not percent-decode a path parameter (e.g. `/api/events/%E0%A4%A`).
      appError = new AppError('malformed', 'malformed_path', 'The address is not valid percent-encoding.');
    } else {
      log.error({ err }, 'request.failed');
      appError = new AppError('internal', 'internal_error', 'Something went wrong on our side; the request id is in the X-Request-Id header.');
    }
    if (OAUTH_ENDPOINTS.has(req.originalUrl.split('?')[0] ?? '')) {
      const status = httpStatus(appError);
      const error = status === 503 ? 'temporarily_unavailable' : status >= 500 ? 'server_error' : 'invalid_request';
      res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache', ...(appError.retryAfter !== undefined ? { 'Retry-After': String(appError.retryAfter) } : {}) });
      res.status(status).json({ error, error_description: appError.message });
      return;
    }
    const locale = await answerLocale(req, res, language, appError);
    if (res.headersSent) return;
    res.vary('Accept-Language');
    res.set('Content-Language', locale);
    res.set(httpHeaders(appError, /^Bearer\s/i.test(req.headers.authorization ?? ''))).status(httpStatus(appError)).json({ errors: localizeDetails(appError.details, locale) });
  };
}

function isBodyParserError(err: unknown): err is BodyParserError {
  if (!(err instanceof Error) || typeof (err as BodyParserError).status !== 'number') return false;
  // body-parser wraps stream failures (a corrupt gzip/deflate/br body) as an exposed 400 without a `type`.
  return typeof (err as BodyParserError).type === 'string' || (err as BodyParserError).expose === true;
}

function fromBodyParser(err: BodyParserError): AppError {
  switch (err.type) {
    case 'entity.parse.failed':
      return new AppError('malformed', 'malformed_body', 'The request body is not valid JSON, or not a JSON object or array (a bare null, number or string is refused).');
    case 'entity.too.large':
      return tooLarge('The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return unsupportedMedia('Send the body as UTF-8.');
    case 'parameters.too.many':
      return tooLarge('The request has too many parameters.');
    default:
      return new AppError('malformed', 'bad_request', 'The request body could not be read.');
  }
}
