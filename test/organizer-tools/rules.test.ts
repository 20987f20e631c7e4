// Unit tests of the organizer tools' pure rules (survey answers, discounts): no database, no server. The behaviour
// around them (HTTP, SQL) is covered by the surface tests beside them; these pin the decisions themselves.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../helpers/unit.js';
import { checkDiscountUsable, discountAmount, normalizeDiscountCode } from '../../server/organizer-tools/advertising.js';
import { checkAnswer } from '../../server/organizer-tools/surveys.js';
import type { DiscountRow } from '../../storage/repositories/advertising.js';
import type { SurveyQuestionRow } from '../../storage/repositories/surveys.js';

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
