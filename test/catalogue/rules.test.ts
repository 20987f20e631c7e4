// Unit tests of the catalogue's pure rules: no database, no server. The behaviour around them (HTTP, SQL) is covered
// by the surface tests beside them; these pin the decisions themselves and run in milliseconds.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../helpers/unit.js';
import { checkDates, newTicketCode } from '../../server/catalogue/manage.js';
import { slugCandidates, slugify, SLUG_MAX, SLUG_PATTERN } from '../../server/catalogue/slugs.js';

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
