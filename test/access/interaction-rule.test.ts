import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.js';
import { interactionRefusal, requireInteractionAllowed, type InteractionFacts } from '../../server/access/rules.js';

// The one interaction rule (server/access/rules.ts) that chat, meetings, Q&A and the live feed apply: its order of
// refusals is participant → banned → recipient → block, whatever else is also true.

const allowed: InteractionFacts = { participant: true, banned: false, recipient: true, blocked: false };

/** The `kind:code` the rule throws for these facts, or null when it lets the act through. */
function thrown(facts: InteractionFacts): string | null {
  try {
    requireInteractionAllowed(facts);
    return null;
  } catch (err) {
    if (err instanceof AppError) return `${err.kind}:${err.code}`;
    throw err;
  }
}

describe('interactionRefusal', () => {
  it('lets a participant act towards a reachable user with no block, and acts without another user', () => {
    expect(interactionRefusal(allowed)).toBeNull();
    expect(interactionRefusal({ participant: true, banned: false })).toBeNull();
    expect(thrown(allowed)).toBeNull();
  });

  it('refuses each failing fact on its own with its code', () => {
    expect(thrown({ ...allowed, participant: false })).toBe('forbidden:not_event_participant');
    expect(thrown({ ...allowed, banned: true })).toBe('forbidden:banned');
    expect(thrown({ ...allowed, recipient: false })).toBe('not_found:user_not_found');
    expect(thrown({ ...allowed, blocked: true })).toBe('forbidden:blocked');
  });

  it('answers combined cases in one order: participant, then banned, then recipient, then block', () => {
    // Every combination of the four facts: the first failing one in the documented order is the answer.
    const order = ['participant', 'banned', 'recipient', 'blocked'] as const;
    const codes = { participant: 'not_event_participant', banned: 'banned', recipient: 'user_not_found', blocked: 'blocked' } as const;
    for (let mask = 0; mask < 16; mask++) {
      const failing = order.filter((_, i) => (mask >> i) & 1);
      const facts: InteractionFacts = {
        participant: !failing.includes('participant'),
        banned: failing.includes('banned'),
        recipient: !failing.includes('recipient'),
        blocked: failing.includes('blocked'),
      };
      const first = order.find((f) => failing.includes(f));
      expect(interactionRefusal(facts), JSON.stringify(facts)).toBe(first ? codes[first] : null);
    }
  });

  it('does not ask about a recipient or a block the act does not have', () => {
    expect(interactionRefusal({ participant: true, banned: false, blocked: true })).toBe('blocked');
    expect(interactionRefusal({ participant: true, banned: false, recipient: false })).toBe('user_not_found');
    expect(interactionRefusal({ participant: false, banned: true })).toBe('not_event_participant');
    expect(interactionRefusal({ participant: true, banned: true })).toBe('banned');
  });
});
