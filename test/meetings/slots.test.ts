import { describe, expect, it } from 'vitest';
import { slotAt, slotsOf, transitionAllowed, windowsProblem } from '../../server/meetings/slots.js';

const t = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00.000Z`);
const w = (a: string, b: string) => ({ starts_at: t(a), ends_at: t(b) });

describe('meeting slots (pure rules, CONTRACT 11)', () => {
  it('cuts each window from its start; a short last piece is no slot; soonest first', () => {
    const slots = slotsOf([w('14:00', '15:10'), w('09:00', '10:00')], 30);
    expect(slots.map((s) => [s.starts_at.toISOString().slice(11, 16), s.ends_at.toISOString().slice(11, 16)])).toEqual([
      ['09:00', '09:30'],
      ['09:30', '10:00'],
      ['14:00', '14:30'],
      ['14:30', '15:00'],
    ]);
    expect(slotsOf([w('09:00', '09:20')], 30)).toEqual([]);
  });

  it('knows a slot by its start only', () => {
    const windows = [w('09:00', '10:10')];
    expect(slotAt(windows, 30, t('09:30'))).toEqual(w('09:30', '10:00'));
    expect(slotAt(windows, 30, t('09:15'))).toBeUndefined();
    expect(slotAt(windows, 30, t('10:00'))).toBeUndefined(); // 10:00–10:30 does not fit
    expect(slotAt(windows, 30, t('08:30'))).toBeUndefined();
  });

  it('refuses windows out of order, outside the event, overlapping (touching is fine)', () => {
    const event = w('08:00', '18:00');
    expect(windowsProblem([w('09:00', '10:00'), w('10:00', '11:00')], event)).toBeUndefined();
    expect(windowsProblem([w('10:00', '09:00')], event)).toEqual({ index: 0, problem: 'order' });
    expect(windowsProblem([w('07:00', '09:00')], event)).toEqual({ index: 0, problem: 'outside' });
    expect(windowsProblem([w('17:00', '18:30')], event)).toEqual({ index: 0, problem: 'outside' });
    expect(windowsProblem([w('12:00', '13:00'), w('09:00', '12:30')], event)).toEqual({ index: 0, problem: 'overlap' });
  });

  it('the state machine: recipient accepts/declines pending; either cancels pending/accepted; nothing after the start', () => {
    const now = t('08:00');
    const m = (status: string, startsAt = t('09:00')) => ({ status, from_user_id: 1, to_user_id: 2, starts_at: startsAt });
    expect(transitionAllowed(m('pending'), 2, 'accept', now)).toBe('ok');
    expect(transitionAllowed(m('pending'), 1, 'accept', now)).toBe('invalid_transition');
    expect(transitionAllowed(m('pending'), 2, 'decline', now)).toBe('ok');
    expect(transitionAllowed(m('accepted'), 2, 'decline', now)).toBe('invalid_transition');
    expect(transitionAllowed(m('accepted'), 1, 'cancel', now)).toBe('ok');
    expect(transitionAllowed(m('pending'), 1, 'cancel', now)).toBe('ok');
    expect(transitionAllowed(m('declined'), 1, 'cancel', now)).toBe('invalid_transition');
    expect(transitionAllowed(m('cancelled'), 2, 'accept', now)).toBe('invalid_transition');
    expect(transitionAllowed(m('accepted', t('07:59')), 1, 'cancel', now)).toBe('meeting_past');
    expect(transitionAllowed(m('pending', t('08:00')), 2, 'accept', now)).toBe('meeting_past');
  });
});
