import { describe, expect, it } from 'vitest';
import { sessionTimesAllowed } from '../../server/access/rules.js';

const event = { starts_at: new Date('2026-12-01T09:00:00Z'), ends_at: new Date('2026-12-02T18:00:00Z') };
const s = (a: string, b: string) => ({ starts_at: new Date(a), ends_at: new Date(b) });

describe('sessionTimesAllowed', () => {
  it('accepts a session within the event, edges included', () => {
    expect(sessionTimesAllowed(s('2026-12-01T09:00:00Z', '2026-12-02T18:00:00Z'), event)).toBe('ok');
    expect(sessionTimesAllowed(s('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z'), event)).toBe('ok');
  });
  it('refuses an empty or reversed session, and one outside the event', () => {
    expect(sessionTimesAllowed(s('2026-12-01T10:00:00Z', '2026-12-01T10:00:00Z'), event)).toBe('order');
    expect(sessionTimesAllowed(s('2026-12-01T11:00:00Z', '2026-12-01T10:00:00Z'), event)).toBe('order');
    expect(sessionTimesAllowed(s('2026-12-01T08:59:59Z', '2026-12-01T10:00:00Z'), event)).toBe('outside');
    expect(sessionTimesAllowed(s('2026-12-02T17:00:00Z', '2026-12-02T18:00:01Z'), event)).toBe('outside');
  });
});
