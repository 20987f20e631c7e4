import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeVcardText, foldLine, leadsVcard } from '../../server/exhibitors/export.js';
import { checkLeadAnswers, newBadgeCode, parseOfflineScan } from '../../server/exhibitors/rules.js';
import type { LeadItem } from '../../server/exhibitors/schemas.js';

const questions = [
  { id: 1, title: 'Budget', type: 'single' as const, options: ['a', 'b'], required: true },
  { id: 2, title: 'Notes', type: 'text' as const, options: null, required: false },
];

describe('exhibitor rules', () => {
  it('makes badge codes that are random and never of the ticket form', () => {
    const codes = new Set(Array.from({ length: 1000 }, newBadgeCode));
    expect(codes.size).toBe(1000);
    for (const c of codes) expect(c).toMatch(/^B-[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('checks answers like survey answers', () => {
    expect(checkLeadAnswers(questions, [{ question_id: 1, answer: 'a' }])).toEqual([]);
    expect(checkLeadAnswers(questions, [{ question_id: 1, answer: ['a'] }]).map((e) => e.code)).toEqual(['wrong_type']);
    expect(checkLeadAnswers(questions, [{ question_id: 1, answer: 'c' }, { question_id: 1, answer: 'a' }]).map((e) => e.code)).toEqual(['unknown_option', 'duplicate_question']);
    expect(checkLeadAnswers(questions, [], 'answers', true).map((e) => e.code)).toEqual(['required']);
  });

  it('parses offline scans and refuses malformed ones with a message', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(parseOfflineScan({ badge: 'B-1', captured_at: '2026-12-02T09:00:00Z', rating: 'hot' }, now, questions)).toMatchObject({ badge: 'B-1', rating: 'hot' });
    expect(parseOfflineScan({ badge: 'B-1', captured_at: '2026-12-02T11:00:00Z' }, now, questions)).toMatchObject({ invalid: 'captured_at is in the future.' });
    expect(parseOfflineScan({ badge: 'B-1', captured_at: '2026-12-02T09:00:00Z', rating: 'x' }, now, questions)).toHaveProperty('invalid');
    expect(parseOfflineScan({ badge: 'B-1', captured_at: '2026-12-02T09:00:00Z', answers: [{ question_id: 1, answer: 'z' }] }, now, questions)).toHaveProperty('invalid');
    expect(parseOfflineScan({ badge: 'B-1', captured_at: '2026-12-02T09:00:00Z', other: 1 }, now, questions)).toHaveProperty('invalid');
    expect(parseOfflineScan(null, now, questions)).toEqual({ invalid: expect.any(String), badge: null });
  });

  it('writes vCards that escape their fields and fold long lines, and ical.js reads them back', () => {
    expect(escapeVcardText('a,b\\c\nd;e')).toBe('a\\,b\\\\c\\nd;e');
    expect(escapeVcardText('a;b', true)).toBe('a\\;b');
    const long = 'x'.repeat(70) + 'ü'.repeat(40);
    const folded = foldLine(`NOTE:${long}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lead: LeadItem = {
      id: 7,
      exhibitor_id: 1,
      person: { id: 3, name: 'Sara', surname: 'Ahmadi, Jr', avatar: null, biography: null, jobTitle: 'CTO', organization: 'A;B', website: null, telegram: null, linkedin: null, email: 'sara@example.com', mobile: '+989121234567' },
      source: 'scan',
      rating: 'hot',
      notes: `${long}\nEND:VCARD\nBEGIN:VCARD`,
      answers: [],
      captured_by: 2,
      captured_at: '2026-12-02T09:00:00.000Z',
      updated_at: '2026-12-02T09:05:00.000Z',
    };
    const card = new ICAL.Component(ICAL.parse(leadsVcard([lead])) as never);
    expect(card.getFirstPropertyValue('fn')).toBe('Sara Ahmadi, Jr');
    expect(card.getFirstPropertyValue('note')).toBe(`Rating: hot\n${long}\nEND:VCARD\nBEGIN:VCARD`);
    expect(card.getFirstPropertyValue('org')).toBe('A;B');
    expect(String(card.getFirstPropertyValue('tel'))).toBe('tel:+989121234567');
    expect(card.getFirstPropertyValue('uid')).toBe('urn:convene:lead:7');
  });
});

describe('exhibitorStaffOnly (server/access/rules.ts)', () => {
  it('is 404 for an unknown or another event’s exhibitor and 403 for anyone but its staff', async () => {
    const { exhibitorStaffOnly } = await import('../../server/access/rules.js');
    expect(() => exhibitorStaffOnly({ event_id: 1, staff: true }, 1)).not.toThrow();
    expect(() => exhibitorStaffOnly(undefined, 1)).toThrow(expect.objectContaining({ code: 'exhibitor_not_found' }));
    expect(() => exhibitorStaffOnly({ event_id: 2, staff: true }, 1)).toThrow(expect.objectContaining({ code: 'exhibitor_not_found' }));
    expect(() => exhibitorStaffOnly({ event_id: 1, staff: false }, 1)).toThrow(expect.objectContaining({ code: 'not_exhibitor_staff' }));
  });
});
