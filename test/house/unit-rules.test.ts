// Unit tests of the house's shared pure rules (access, raw JSON, ids, paging, the error catalogue): no database, no
// server. An area's own rules are unit-tested in its folder (test/catalogue/rules.test.ts,
// test/organizer-tools/rules.test.ts, ...).
import { describe, expect, it } from 'vitest';
import { codeOf } from '../helpers/unit.js';
import { requireEvent, requireMessageSender, roleAllows, ticketTakesPart, ticketVisible } from '../../server/access/rules.js';
import { AppError, ERROR_CODES, ERROR_KINDS, rateLimited } from '../../server/errors.js';
import { MAX_ID, readId } from '../../server/ids.js';
import { pageWindow } from '../../server/paging.js';
import { httpHeaders, httpStatus } from '../../gateway/http-errors.js';
import { rawMember, RawJson, stringifyWithRaw } from '../../gateway/raw-json.js';

describe('access rules', () => {
  it('an event-bound call needs a token bound to an event', () => {
    expect(requireEvent({ eventId: 7 })).toBe(7);
    expect(codeOf(() => requireEvent({ eventId: null }))).toBe('event_token_required');
  });

  it('owners may do what members may, members not what owners may, outsiders nothing', () => {
    expect(roleAllows('owner', 'owner')).toBe(true);
    expect(roleAllows('owner', 'member')).toBe(true);
    expect(roleAllows('member', 'member')).toBe(true);
    expect(roleAllows('member', 'owner')).toBe(false);
    expect(roleAllows(undefined, 'member')).toBe(false);
  });

  it('only the sender may change a chat message', () => {
    expect(codeOf(() => requireMessageSender({ sender_id: 3 }, 3))).toBeUndefined();
    expect(codeOf(() => requireMessageSender({ sender_id: 3 }, 4))).toBe('not_message_sender');
  });

  it('a ticket is shown to its holder and to organizers only', () => {
    expect(ticketVisible({ user_id: 1 }, 1, false)).toBe(true);
    expect(ticketVisible({ user_id: 1 }, 2, true)).toBe(true);
    expect(ticketVisible({ user_id: 1 }, 2, false)).toBe(false);
  });

  it('a ticket takes part in its event until it is voided', () => {
    expect(ticketTakesPart({ status: 'valid' })).toBe(true);
    expect(ticketTakesPart({ status: 'void' })).toBe(false);
  });
});

describe('raw JSON', () => {
  it('writes raw members verbatim (key order, integer-like keys, number spelling) inside ordinary JSON', () => {
    const raw = '{"b":1,"2":[1.50,1e3],"a":{"z":null}}';
    expect(stringifyWithRaw({ data: { id: 3, data: new RawJson(raw) } })).toBe(`{"data":{"id":3,"data":${raw}}}`);
    expect(stringifyWithRaw({ plain: 'x' })).toBe('{"plain":"x"}');
  });

  it('finds the text of a top-level member (the last of duplicates), or nothing', () => {
    expect(rawMember('{ "title": "t", "data" : {"k": [1, 2.0]} }', 'data')).toBe('{"k": [1, 2.0]}');
    expect(rawMember('{"data":1,"data":"second"}', 'data')).toBe('"second"');
    expect(rawMember('{"title":"t"}', 'data')).toBeUndefined();
    expect(rawMember('[1]', 'data')).toBeUndefined();
  });
});

describe('ids, paging and the error catalogue', () => {
  it('ids are positive int4 numbers, never strings', () => {
    expect(readId(5, 'to')).toBe(5);
    expect(codeOf(() => readId('5', 'to'))).toBe('invalid');
    expect(codeOf(() => readId(MAX_ID + 1, 'to'))).toBe('invalid');
    expect(codeOf(() => readId(0, 'to'))).toBe('invalid');
    expect(codeOf(() => readId(undefined, 'to'))).toBe('invalid');
  });

  it('a page is a LIMIT/OFFSET window', () => {
    expect(pageWindow({ page: 1, size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, size: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it('every catalogued code has a known kind, and every kind an HTTP status', () => {
    for (const [code, entry] of Object.entries(ERROR_CODES)) {
      expect(Object.keys(ERROR_KINDS), code).toContain(entry.kind);
      const err = AppError.of(code as keyof typeof ERROR_CODES);
      expect(httpStatus(err)).toBeGreaterThanOrEqual(400);
    }
    expect(httpStatus(AppError.of('not_organizer'))).toBe(403);
    expect(httpStatus(AppError.of('slug_changed'))).toBe(404);
    expect(httpStatus(new AppError('seed_server_error', 'cannot_bookmark_self', 'x'))).toBe(500);
    expect(httpHeaders(rateLimited(2.2))).toEqual({ 'Retry-After': '3' });
    expect(httpHeaders(AppError.of('unauthorized'))).toEqual({ 'WWW-Authenticate': 'Bearer' });
  });
});
