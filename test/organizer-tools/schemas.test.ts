// Unit tests of the organizer tools' schemas (server/organizer-tools/schemas.ts): what a valid input parses to, and
// that each documented bad input is refused with the 422 entry the API answers. No database, no server.
import { describe, expect, it } from 'vitest';
import {
  discountInput,
  retargetingSelection,
  seatingTemplateInput,
  seatingTemplatePatch,
  surveyAnswerInput,
  surveyInput,
} from '../../server/organizer-tools/schemas.js';
import { refusals, refusalMessages } from '../helpers/unit.js';

describe('survey input', () => {
  it('takes text, single and multiple questions; `required` defaults to false, titles are trimmed', () => {
    const parsed = surveyInput.parse({
      title: ' Feedback ',
      questions: [
        { title: 'Anything else?', type: 'text' },
        { title: 'Which day?', type: 'single', options: ['Mon', 'Tue'], required: true },
        { title: 'Which talks?', type: 'multiple', options: ['A', 'B', 'C'] },
      ],
    });
    expect(parsed.title).toBe('Feedback');
    expect(parsed.questions.map((q) => q.required)).toEqual([false, true, false]);
    expect(refusals(surveyInput, { title: 'T', questions: [{ title: 'Q', type: 'text' }] })).toEqual([]);
  });

  it('refuses options on a text question, missing or repeated options on a choice question', () => {
    const one = (question: unknown) => refusals(surveyInput, { title: 'T', questions: [question] });
    expect(one({ title: 'Q', type: 'text', options: ['a', 'b'] })).toEqual([
      { code: 'invalid', field: 'questions.0.options', message: 'questions.0.options: a text question has no options' },
    ]);
    expect(one({ title: 'Q', type: 'single' })).toEqual([
      { code: 'invalid', field: 'questions.0.options', message: 'questions.0.options: a single question needs at least 2 options' },
    ]);
    expect(one({ title: 'Q', type: 'multiple', options: ['a', 'a'] })).toEqual([
      { code: 'invalid', field: 'questions.0.options', message: 'questions.0.options: options must be distinct' },
    ]);
  });

  it('refuses an empty survey, an unknown type, a blank title and unknown fields', () => {
    expect(refusalMessages(surveyInput, { title: 'T', questions: [] })).toEqual(['questions: Too small: expected array to have >=1 items']);
    expect(refusalMessages(surveyInput, { title: '  ', questions: [{ title: 'Q', type: 'scale' }], anonymous: true })).toEqual([
      'title: Too small: expected string to have >=1 characters',
      'questions.0.type: Invalid option: expected one of "text"|"single"|"multiple"',
      'body: unknown field(s): anonymous',
    ]);
  });
});

describe('survey answers', () => {
  it('takes a string or an array of strings per question', () => {
    expect(refusals(surveyAnswerInput, { attendee_id: 'T-4F2A9C', questions: [{ id: 1, answer: 'yes' }, { id: 2, answer: ['a', 'b'] }] })).toEqual([]);
  });

  it('refuses an empty attendee_id, a bad question id and answers of the wrong shape, naming each', () => {
    expect(
      refusals(surveyAnswerInput, { attendee_id: '', questions: [{ id: 0, answer: 5 }, { id: 1, answer: Array.from({ length: 51 }, () => 'a') }] }),
    ).toEqual([
      { code: 'invalid', field: 'attendee_id', message: 'attendee_id: Too small: expected string to have >=1 characters' },
      { code: 'invalid', field: 'questions.0.id', message: 'questions.0.id: Too small: expected number to be >0' },
      { code: 'invalid', field: 'questions.0.answer', message: 'questions.0.answer: must be a string or an array of strings' },
      { code: 'invalid', field: 'questions.1.answer', message: 'questions.1.answer: must be an array of at most 50 strings of at most 200 characters' },
    ]);
  });
});

describe('retargeting selection', () => {
  it('takes item codes and an optional discount code', () => {
    expect(retargetingSelection.parse({ retargeting: { list: ['150C_45KV', '250C_75KV'], discount_id: 'launch20' } })).toEqual({
      retargeting: { list: ['150C_45KV', '250C_75KV'], discount_id: 'launch20' },
    });
  });

  it('refuses an item listed twice, an empty list and the options the package does not have', () => {
    expect(refusals(retargetingSelection, { retargeting: { list: ['150C_45KV', '150C_45KV'], start_time: '2026-01-01T00:00:00Z' } })).toEqual([
      { code: 'invalid', field: 'retargeting.list.1', message: 'retargeting.list.1: "150C_45KV" is listed twice; each item can be chosen once' },
      { code: 'invalid', field: 'retargeting', message: 'retargeting: unknown field(s): start_time' },
    ]);
    expect(refusalMessages(retargetingSelection, { retargeting: { list: [] } })).toEqual(['retargeting.list: Too small: expected array to have >=1 items']);
  });
});

describe('discount input', () => {
  it('takes a code with exactly one of percent or amount; expires_at becomes a Date', () => {
    const parsed = discountInput.parse({ code: 'LAUNCH20', percent: 20, expires_at: '2099-01-01T00:00:00+03:30', max_uses: 10 });
    expect(parsed.expires_at).toEqual(new Date('2098-12-31T20:30:00Z'));
    expect(refusals(discountInput, { code: 'flat-5', amount: 5 })).toEqual([]);
  });

  it('refuses both or neither of percent and amount, a bad code, a past or unreadable expiry, a percent over 100', () => {
    expect(refusalMessages(discountInput, { code: 'LAUNCH20', percent: 20, amount: 5 })).toEqual(['percent: give exactly one of percent or amount']);
    expect(refusalMessages(discountInput, { code: 'x' })).toEqual(['code: must be 3 to 64 letters, digits, - or _', 'percent: give exactly one of percent or amount']);
    expect(refusalMessages(discountInput, { code: 'ABC', amount: 5, expires_at: '2000-01-01T00:00:00Z' })).toEqual(['expires_at: must be in the future']);
    expect(refusalMessages(discountInput, { code: 'ABC', amount: 5, expires_at: 'tomorrow' })).toEqual([
      'expires_at: must be an ISO 8601 date-time such as 2026-11-22T10:00:00.000Z (or with an offset, 2026-11-22T13:30:00+03:30)',
    ]);
    expect(refusalMessages(discountInput, { code: 'ABC', percent: 101 })).toEqual(['percent: Too big: expected number to be <=100']);
  });
});

describe('seating templates', () => {
  it('take any JSON as data; published defaults to false', () => {
    expect(seatingTemplateInput.parse({ title: ' Hall A ', data: [{ row: 'A', seats: 12 }] })).toEqual({ title: 'Hall A', data: [{ row: 'A', seats: 12 }], published: false });
    expect(refusals(seatingTemplateInput, { title: 'Hall', data: null })).toEqual([]);
    expect(refusals(seatingTemplatePatch, { published: true })).toEqual([]);
  });

  it('refuses a missing data, a blank title and data nested deeper than 64 levels', () => {
    expect(refusals(seatingTemplateInput, { title: 'Hall' })).toEqual([{ code: 'invalid', field: 'data', message: 'data: data is required (any JSON value)' }]);
    expect(refusalMessages(seatingTemplateInput, { title: '  ', data: 1 })).toEqual(['title: Too small: expected string to have >=1 characters']);
    const deep = JSON.parse('['.repeat(65) + ']'.repeat(65)) as unknown;
    expect(refusalMessages(seatingTemplateInput, { title: 'Hall', data: deep })).toEqual(['data: must not nest arrays or objects more than 64 levels deep']);
  });

  it('refuses an empty patch and unknown fields', () => {
    expect(refusalMessages(seatingTemplatePatch, {})).toEqual(['body: send at least one of title, data, published']);
    expect(refusalMessages(seatingTemplatePatch, { published: true, owner: 1 })).toEqual(['body: unknown field(s): owner']);
  });
});
