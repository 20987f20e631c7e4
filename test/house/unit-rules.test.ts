// Unit tests of the pure rules: no database, no server. The behaviour around them (HTTP, sockets, SQL) is covered
// by the surface tests; these pin the decisions themselves and run in milliseconds.
import { describe, expect, it } from 'vitest';
import { requireEvent, requireMessageSender, roleAllows, ticketTakesPart, ticketVisible } from '../../server/access/rules.js';
import { checkDates, newTicketCode } from '../../server/catalogue/manage.js';
import { slugCandidates, slugify, SLUG_MAX, SLUG_PATTERN } from '../../server/catalogue/slugs.js';
import { AppError, ERROR_CODES, ERROR_KINDS, rateLimited } from '../../server/errors.js';
import { MAX_ID, readId } from '../../server/ids.js';
import { checkDiscountUsable, discountAmount, normalizeDiscountCode } from '../../server/organizer-tools/advertising.js';
import { checkAnswer } from '../../server/organizer-tools/surveys.js';
import { pageWindow } from '../../server/paging.js';
import { httpHeaders, httpStatus } from '../../gateway/http-errors.js';
import { rawMember, RawJson, stringifyWithRaw } from '../../gateway/raw-json.js';
import type { DiscountRow } from '../../storage/repositories/advertising.js';
import type { SurveyQuestionRow } from '../../storage/repositories/surveys.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return undefined;
};

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

describe('slugs', () => {
  it('keeps Persian words, drops zero-width joiners and punctuation, falls back when nothing is left', () => {
    expect(slugify('Node.js Meetup 2026!', 'event')).toBe('node-js-meetup-2026');
    expect(slugify('همایش\u200cفناوری نوین', 'event')).toBe('همایشفناوری-نوین');
    expect(slugify('!!!', 'event')).toBe('event');
    expect(slugify('x'.repeat(200), 'event')).toHaveLength(SLUG_MAX);
  });

  it('offers the base, numbered variants, then random ones, all valid slugs within the limit', () => {
    const base = 'a'.repeat(SLUG_MAX);
    const candidates = slugCandidates(base);
    expect(candidates[0]).toBe(base);
    expect(candidates[1]).toMatch(/-2$/);
    expect(new Set(candidates).size).toBe(candidates.length);
    for (const c of candidates) {
      expect(c.length).toBeLessThanOrEqual(SLUG_MAX);
      expect(c).toMatch(SLUG_PATTERN);
    }
  });
});

describe('event dates and ticket codes', () => {
  const d = (s: string) => new Date(s);
  it('starts_at ≤ ends_at and sales_deadline ≤ ends_at; past dates and equal dates are allowed', () => {
    expect(() => checkDates(d('2020-01-01'), d('2020-01-01'), d('2020-01-01'))).not.toThrow();
    expect(codeOf(() => checkDates(d('2026-02-02'), d('2026-02-01'), null))).toBe('invalid');
    expect(() => checkDates(d('2026-02-02'), d('2026-02-01'), null)).toThrow(/ends_at/);
    expect(() => checkDates(d('2026-01-01'), d('2026-02-01'), d('2026-03-01'))).toThrow(/sales_deadline/);
  });

  it('ticket codes are 12 characters of an unambiguous alphabet', () => {
    const codes = new Set(Array.from({ length: 200 }, newTicketCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
  });
});

describe('survey answers', () => {
  const q = (type: SurveyQuestionRow['type'], options: string[] | null, required = false): SurveyQuestionRow =>
    ({ id: 1, survey_id: 1, position: 0, title: 't', type, options, required }) as SurveyQuestionRow;

  it('text questions take a string; a required one must not be blank', () => {
    expect(checkAnswer(q('text', null), 'anything')).toBeNull();
    expect(checkAnswer(q('text', null), ['a'])?.code).toBe('wrong_type');
    expect(checkAnswer(q('text', null, true), '   ')?.code).toBe('required');
    expect(checkAnswer(q('text', null, false), '')).toBeNull();
  });

  it('single-choice questions take one offered option', () => {
    expect(checkAnswer(q('single', ['a', 'b']), 'b')).toBeNull();
    expect(checkAnswer(q('single', ['a', 'b']), 'c')?.code).toBe('unknown_option');
    expect(checkAnswer(q('single', ['a', 'b']), ['a'])?.code).toBe('wrong_type');
    expect(checkAnswer(q('single', ['a', 'b'], true), '')?.code).toBe('required');
  });

  it('multiple-choice questions take distinct offered options', () => {
    expect(checkAnswer(q('multiple', ['a', 'b']), ['a', 'b'])).toBeNull();
    expect(checkAnswer(q('multiple', ['a', 'b']), ['a', 'a'])?.code).toBe('duplicate_option');
    expect(checkAnswer(q('multiple', ['a', 'b']), ['z'])?.code).toBe('unknown_option');
    expect(checkAnswer(q('multiple', ['a', 'b']), 'a')?.code).toBe('wrong_type');
    expect(checkAnswer(q('multiple', ['a', 'b'], true), [])?.code).toBe('required');
  });
});

describe('discounts', () => {
  const discount = (over: Partial<DiscountRow>): DiscountRow =>
    ({ id: 1, code: 'X', percent: null, amount: null, expires_at: null, max_uses: null, uses: 0, created_at: new Date(), ...over }) as DiscountRow;

  it('a percentage rounds down; an amount never exceeds the subtotal', () => {
    expect(discountAmount(discount({ percent: 15 }), 999)).toBe(149);
    expect(discountAmount(discount({ amount: 500 }), 300)).toBe(300);
    expect(discountAmount(discount({ amount: 100 }), 300)).toBe(100);
  });

  it('unknown, expired and used-up codes are refused with their own codes', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(codeOf(() => checkDiscountUsable(undefined, now))).toBe('unknown_discount');
    expect(codeOf(() => checkDiscountUsable(discount({ expires_at: new Date('2026-06-01T00:00:00Z') }), now))).toBe('discount_expired');
    expect(codeOf(() => checkDiscountUsable(discount({ max_uses: 2, uses: 2 }), now))).toBe('discount_used_up');
    expect(codeOf(() => checkDiscountUsable(discount({ max_uses: 2, uses: 1, expires_at: new Date('2027-01-01') }), now))).toBeUndefined();
  });

  it('codes are compared trimmed and upper-case', () => {
    expect(normalizeDiscountCode('  spring26 ')).toBe('SPRING26');
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
