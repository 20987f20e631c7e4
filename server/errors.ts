/**
 * The domain's error catalogue. Services throw `AppError` with a `kind` (what went wrong, in the domain's words)
 * and a `code` (the stable string clients switch on); transports map them once: the gateway turns kinds into HTTP
 * statuses and headers (gateway/http-errors.ts), realtime into acknowledgements (realtime/acks.ts). Nothing in the
 * domain knows a status code.
 */
export interface ErrorDetail {
  code: ErrorCode;
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
  bad_gateway: 'An outside provider (a payment provider) failed or timed out; what Convene keeps is unharmed, try again.',
  /** The seed keeps two 500s for client mistakes (feed post without `message`, bookmarking oneself). */
  seed_server_error: 'A client mistake the seed answers as a server error.',
  internal: 'A fault on the server side.',
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;

/**
 * Every code the server sends in an error (REST `errors[].code`, socket acknowledgement `error.code`), with its kind:
 * the one source the OpenAPI and AsyncAPI documents enumerate (per HTTP status through the kind). `AppError` and the
 * helpers below take only these codes, so a new code fails the build until it is added here (with a description).
 */
export const ERROR_CATALOGUE = {
  // malformed (400)
  malformed_body: { kind: 'malformed', description: 'The body is not valid JSON, or not a JSON object or array.' },
  malformed_path: { kind: 'malformed', description: 'The address is not valid percent-encoding.' },
  malformed_multipart: { kind: 'malformed', description: 'The multipart body is malformed, truncated or has no boundary.' },
  malformed_payload: { kind: 'malformed', description: 'A socket payload that is not a JSON object.' },
  bad_request: { kind: 'malformed', description: 'The request or its body could not be read.' },
  file_required: { kind: 'malformed', description: 'No file in the expected multipart form field.' },
  too_many_parts: { kind: 'malformed', description: 'The multipart form has too many parts.' },
  too_many_files: { kind: 'malformed', description: 'More than one file was sent.' },
  upload_aborted: { kind: 'malformed', description: 'The upload ended before the body was complete.' },
  // unauthenticated (401)
  unauthorized: { kind: 'unauthenticated', description: 'No access token, or an invalid or expired one.' },
  // forbidden (403)
  not_author: { kind: 'forbidden', description: 'Only the question’s author (or an organizer) may delete it.' },
  forbidden: { kind: 'forbidden', description: 'The caller may not do this.' },
  admin_required: { kind: 'forbidden', description: 'Administrator rights are required.' },
  not_organizer: { kind: 'forbidden', description: 'Only members of the event’s organization may do this.' },
  not_member: { kind: 'forbidden', description: 'Only members of the organization may do this.' },
  not_owner: { kind: 'forbidden', description: 'Only the organization’s owner may do this.' },
  event_token_required: { kind: 'forbidden', description: 'The call needs a token bound to an event.' },
  not_event_participant: { kind: 'forbidden', description: 'The caller no longer holds a ticket for the event or belongs to its organization.' },
  not_message_sender: { kind: 'forbidden', description: 'Only the sender may change a message.' },
  message_deleted: { kind: 'forbidden', description: 'The message was deleted.' },
  edit_window_passed: { kind: 'forbidden', description: 'The message can no longer be edited.' },
  blocked: { kind: 'forbidden', description: 'One of the two users blocked the other.' },
  banned: { kind: 'forbidden', description: 'An organizer muted the caller in this event.' },
  not_exhibitor_staff: { kind: 'forbidden', description: 'Only the exhibitor’s booth staff may do this.' },
  // not_found (404)
  calendar_not_found: { kind: 'not_found', description: 'No such calendar link (unknown, or rotated away).' },
  meeting_not_found: { kind: 'not_found', description: 'No such meeting of yours (someone else’s meeting is the same 404).' },
  meetings_disabled: { kind: 'not_found', description: 'The event takes no meeting requests (no meeting settings).' },
  not_found: { kind: 'not_found', description: 'No such resource, or none the caller may see.' },
  slug_changed: { kind: 'not_found', description: 'The event’s slug changed; `new_slug` is the new one.' },
  user_not_found: { kind: 'not_found', description: 'No such user the caller may reach.' },
  chat_not_found: { kind: 'not_found', description: 'No such chat of the caller.' },
  message_not_found: { kind: 'not_found', description: 'No such message.' },
  file_not_found: { kind: 'not_found', description: 'No such file.' },
  report_not_found: { kind: 'not_found', description: 'No such report in the event.' },
  target_not_found: { kind: 'not_found', description: 'The reported user or message does not exist.' },
  survey_not_found: { kind: 'not_found', description: 'No such survey.' },
  seating_template_not_found: { kind: 'not_found', description: 'No such seating template.' },
  exhibitor_not_found: { kind: 'not_found', description: 'No such exhibitor in the event.' },
  badge_not_found: { kind: 'not_found', description: 'No badge of this event has that code.' },
  lead_not_found: { kind: 'not_found', description: 'No such lead of yours.' },
  // method_not_allowed (405)
  method_not_allowed: { kind: 'method_not_allowed', description: 'The address does not serve this method; `Allow` lists those it does.' },
  // conflict (409)
  invalid_transition: { kind: 'conflict', description: 'The meeting’s state does not allow this (CONTRACT 11 state machine).' },
  meeting_not_over: { kind: 'conflict', description: 'Attendance is recorded only after the meeting ends.' },
  meeting_past: { kind: 'conflict', description: 'The meeting has started; it can no longer change.' },
  no_location_free: { kind: 'conflict', description: 'Every table of that slot is booked.' },
  slot_taken: { kind: 'conflict', description: 'One of the two already has a meeting in that slot.' },
  not_available: { kind: 'conflict', description: 'The person does not take meeting requests.' },
  poll_closed: { kind: 'conflict', description: 'The poll is closed.' },
  poll_not_open: { kind: 'conflict', description: 'The poll is not open yet (a draft).' },
  too_many_sessions: { kind: 'conflict', description: 'A socket follows at most a few sessions at once; leave one first.' },
  slug_taken: { kind: 'conflict', description: 'The slug is taken.' },
  already_member: { kind: 'conflict', description: 'The user already belongs to the organization.' },
  owner_stays: { kind: 'conflict', description: 'The owner cannot be removed.' },
  organization_owner: { kind: 'conflict', description: 'The caller owns an organization and cannot delete the account.' },
  sold_out: { kind: 'conflict', description: 'The event’s capacity is reached.' },
  ticket_sold_out: { kind: 'conflict', description: 'The ticket type is sold out.' },
  event_canceled: { kind: 'conflict', description: 'The event is canceled.' },
  capacity_below_sold: { kind: 'conflict', description: 'A capacity or quota size below the places already sold and held.' },
  seat_taken: { kind: 'conflict', description: 'A seat asked for is held or sold to another order, or blocked; `seats` names them.' },
  seats_in_use: { kind: 'conflict', description: 'The change would remove, retype or block seats that are held or sold; `seats` names them.' },
  waiting_list_closed: { kind: 'conflict', description: 'The event has no open waiting list (`waiting_list_enabled` is false).' },
  order_pending: { kind: 'conflict', description: 'The buyer has as many pending orders for the event as allowed; `order_code` names one.' },
  order_not_pending: { kind: 'conflict', description: 'The order is not pending (paid, expired or canceled): this is only for a pending order.' },
  voucher_code_taken: { kind: 'conflict', description: 'The event has a voucher with this code (codes are case-insensitive).' },
  not_on_sale: { kind: 'invalid', description: 'The ticket type is outside its sale window.' },
  voucher_invalid: { kind: 'invalid', description: 'Unknown, expired, used-up or unsuitable voucher.' },
  idempotency_key_required: { kind: 'invalid', description: 'The request needs an `Idempotency-Key` header of 1-200 characters.' },
  idempotency_key_in_progress: { kind: 'conflict', description: 'A request with this `Idempotency-Key` is still being handled; send it again after `Retry-After`.' },
  idempotency_key_reused: { kind: 'invalid', description: 'The `Idempotency-Key` was used before with another body.' },
  payment_provider_unavailable: { kind: 'bad_gateway', description: 'The payment provider failed or timed out; the order stays pending, retry with POST /orders/{code}/payments.' },
  refund_exceeds_paid: { kind: 'conflict', description: 'The refund would bring the order’s refunds above what was paid.' },
  order_not_paid: { kind: 'conflict', description: 'The order is not paid: only a paid order is refunded.' },
  payment_not_manual: { kind: 'conflict', description: 'The order’s open payment attempt is not a `manual` one.' },
  concurrent_update: { kind: 'conflict', description: 'The resource changed while the update was applied; read it again.' },
  already_checked_in: { kind: 'conflict', description: 'The ticket is already checked in; `checked_in_at` says when.' },
  ticket_void: { kind: 'conflict', description: 'The ticket was voided.' },
  already_void: { kind: 'conflict', description: 'The ticket is already void.' },
  too_many_webhooks: { kind: 'conflict', description: 'The organization (or the exhibitor) has as many webhooks as it may.' },
  already_answered: { kind: 'conflict', description: 'The ticket already answered the survey.' },
  discount_exists: { kind: 'conflict', description: 'A discount with this code exists.' },
  client_message_id_reused: { kind: 'conflict', description: 'The `client_message_id` was used for a message to another user.' },
  qa_closed: { kind: 'conflict', description: 'Questions are closed for the session.' },
  // too_large (413)
  too_large: { kind: 'too_large', description: 'The body, a file or a field is over its size limit.' },
  image_too_large: { kind: 'too_large', description: 'The image has too many pixels.' },
  // unsupported_media (415)
  unsupported_media_type: { kind: 'unsupported_media', description: 'The body or file is of a type the server does not take.' },
  image_undecodable: { kind: 'unsupported_media', description: 'The file could not be decoded as an image.' },
  // invalid (422)
  bad_option: { kind: 'invalid', description: 'A poll option index that the poll does not have.' },
  single_choice: { kind: 'invalid', description: 'Several options for a single-choice poll.' },
  invalid: { kind: 'invalid', description: 'A parameter or field is invalid; `field` names it.' },
  required: { kind: 'invalid', description: 'A required survey question is not answered; `question_id` names it.' },
  wrong_type: { kind: 'invalid', description: 'A survey answer of the wrong type.' },
  unknown_option: { kind: 'invalid', description: 'A survey answer that is not an option of its question.' },
  duplicate_option: { kind: 'invalid', description: 'A survey option chosen twice.' },
  unknown_question: { kind: 'invalid', description: 'An answer to a question not in the survey.' },
  duplicate_question: { kind: 'invalid', description: 'A survey question answered twice.' },
  unknown_ticket: { kind: 'invalid', description: 'Not a ticket code of the survey’s event.' },
  unknown_item: { kind: 'invalid', description: 'Not an item of the advertising package.' },
  unknown_discount: { kind: 'invalid', description: 'Unknown discount code.' },
  discount_expired: { kind: 'invalid', description: 'The discount code expired.' },
  discount_used_up: { kind: 'invalid', description: 'The discount code has no uses left.' },
  own_question: { kind: 'invalid', description: 'A user cannot vote for their own question.' },
  organizer_not_bannable: { kind: 'invalid', description: 'Organizers of the event cannot be banned.' },
  unresolvable_host: { kind: 'invalid', description: 'The webhook URL’s host cannot be resolved.' },
  private_address: { kind: 'invalid', description: 'The webhook URL points at a loopback, private or reserved address.' },
  unknown_event: { kind: 'invalid', description: 'A socket event the server does not handle.' },
  link_invalid: { kind: 'invalid', description: 'A confirmation or unsubscribe link that is not ours, expired, already used, or for an address no longer the account’s.' },
  staff_not_participant: { kind: 'invalid', description: 'Booth staff must take part in the event (a valid ticket or an organizer).' },
  badge_not_ticket: { kind: 'invalid', description: 'A badge code offered at the door: badges admit no one.' },
  // rate_limited (429)
  too_many_invitations: { kind: 'rate_limited', description: 'Over the organization’s invitations per day; try again tomorrow.' },
  too_many_pending: { kind: 'rate_limited', description: 'Too many pending meeting requests in the event; wait for answers or cancel some.' },
  rate_limited: { kind: 'rate_limited', description: 'Over a rate limit; try again after `Retry-After` (REST) or `retry_after` (socket connect) seconds.' },
  too_many_sockets: { kind: 'rate_limited', description: 'Socket connect only: as many sockets are open for the user as may be, or as many token-less connections wait from the address.' },
  // seed_server_error (500: the seed answers these client mistakes as server errors)
  message_required: { kind: 'seed_server_error', description: 'A feed post without `message` (500, as the seed answers it).' },
  cannot_bookmark_self: { kind: 'seed_server_error', description: 'Bookmarking oneself (500, as the seed answers it).' },
  // internal (500)
  internal_error: { kind: 'internal', description: 'A fault on the server side; the request id is in `X-Request-Id`.' },
  // unavailable (503)
  overloaded: { kind: 'unavailable', description: 'The node is under pressure, not out: every database connection stayed busy for the pool wait, or the request waited its turn too long (a socket `sync` queued past 7 s in a reconnect storm); retry after Retry-After.' },
  service_unavailable: { kind: 'unavailable', description: 'The database cannot be reached; nothing was done. Try again after `Retry-After` seconds.' },
  outcome_unknown: {
    kind: 'unavailable',
    description:
      'A change whose outcome is unknown: the database stopped answering after the request may have reached it, so it may or may not be stored. After `Retry-After` seconds send the same request again with the same `client_message_id` (feed posts, chat messages): it answers with what was stored, or stores it once. A request without one: check whether it was stored before sending it again.',
  },
  sms_unavailable: { kind: 'unavailable', description: 'The SMS gateway cannot send the code right now.' },
  package_unavailable: { kind: 'unavailable', description: 'The advertising package is not available.' },
} as const satisfies Record<string, { kind: ErrorKind; description: string }>;
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Codes Node itself answers before any route sees the request (431, 408), outside every operation. */
export const TRANSPORT_ERROR_CODES = ['headers_too_large', 'request_timeout'] as const;

/** The catalogued codes of one kind (in catalogue order). */
export const codesOfKind = (kind: ErrorKind): ErrorCode[] =>
  (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => ERROR_CATALOGUE[code].kind === kind);

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
} as const satisfies Partial<Record<ErrorCode, { kind: ErrorKind; message: string }>>;
export type KnownErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly details: ErrorDetail[];
  /** Seconds to wait before trying again (rate limits, outages); the gateway sends it as Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(kind: ErrorKind, code: ErrorCode, message: string, options: { field?: string | undefined; extra?: Record<string, unknown>; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    const detail: ErrorDetail = { code, message };
    if (options.field !== undefined) detail.field = options.field;
    Object.assign(detail, options.extra);
    this.details = [detail];
    this.retryAfter = options.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfter));
  }

  get code(): ErrorCode {
    return this.details[0]?.code ?? 'internal_error';
  }

  /** An error of a catalogued code, with its default message unless one is given. */
  static of(code: KnownErrorCode, message?: string, options: { field?: string } = {}): AppError {
    const entry = ERROR_CODES[code];
    return new AppError(entry.kind, code, message ?? entry.message, options);
  }

  static many(kind: ErrorKind, details: ErrorDetail[]): AppError {
    const first = details[0] ?? { code: 'internal_error' as const, message: 'error' };
    const err = new AppError(kind, first.code, first.message);
    (err as { details: ErrorDetail[] }).details = details;
    return err;
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string) => new AppError('malformed', code, message, { field });
export const unauthorized = (message: string = ERROR_CODES.unauthorized.message) => new AppError('unauthenticated', 'unauthorized', message);
export const forbidden = (message: string = ERROR_CODES.forbidden.message, code: ErrorCode = 'forbidden') => new AppError('forbidden', code, message);
export const notFound = (what = 'Resource', code: ErrorCode = 'not_found') => new AppError('not_found', code, `${what} not found.`);
export const conflict = (code: ErrorCode, message: string, field?: string) => new AppError('conflict', code, message, { field });
export const tooLarge = (message: string, field?: string, code: ErrorCode = 'too_large') => new AppError('too_large', code, message, { field });
export const unsupportedMedia = (message: string, field?: string, code: ErrorCode = 'unsupported_media_type') => new AppError('unsupported_media', code, message, { field });
export const invalid = (field: string, message: string, code: ErrorCode = 'invalid') => new AppError('invalid', code, message, { field });
export const rateLimited = (retryAfterSeconds: number, message: string = ERROR_CODES.rate_limited.message) =>
  new AppError('rate_limited', 'rate_limited', message, { retryAfter: retryAfterSeconds });
export const unavailable = (code: ErrorCode, message: string, retryAfterSeconds: number) => new AppError('unavailable', code, message, { retryAfter: retryAfterSeconds });
/** The seed's two 500s for client mistakes: a clear body, and not a server fault in the logs. */
export const seedServerError = (code: ErrorCode, message: string, field?: string) => new AppError('seed_server_error', code, message, { field });

/** OAuth 2.0 token endpoint errors (RFC 6749 section 5.2). */
/**
 * RFC 6749 5.2 codes, plus `slow_down` (the RFC 8628 3.5 name) for a throttled grant: a rate limit, answered with 429
 * and Retry-After, so a client never reads a throttle as a wrong code (`invalid_grant` is for wrong/expired grants only).
 */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope' | 'slow_down';

/**
 * Every `error` the token and revocation endpoints answer: the domain's OAuthErrorCode, and the transport's for an
 * AppError reaching those endpoints (gateway/middleware/errors.ts): `temporarily_unavailable` (503, an outage) and
 * `server_error` (any other 5xx), as RFC 6749 4.1.2.1 names them, else `invalid_request`.
 */
export type OAuthTransportErrorCode = 'temporarily_unavailable' | 'server_error';
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'slow_down',
  'temporarily_unavailable',
  'server_error',
] as const satisfies ReadonlyArray<OAuthErrorCode | OAuthTransportErrorCode>;

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
