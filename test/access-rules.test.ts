import { describe, expect, it } from 'vitest';
import { bannable, profileVisible, type ProfileFacts } from '../server/access/rules.js';

const none: ProfileFacts = { exists: true, deleted: false, sharesChat: false, sharesEvent: false, blocked: false };
const user = { userId: 1, role: 'user' as const };

describe('profileVisible (CONTRACT 7 privacy)', () => {
  it('shows a profile to the user, admins, chat partners and people sharing an event', () => {
    expect(profileVisible(user, 1, none)).toBe(true);
    expect(profileVisible({ userId: 1, role: 'admin' }, 2, none)).toBe(true);
    expect(profileVisible(user, 2, { ...none, sharesChat: true })).toBe(true);
    expect(profileVisible(user, 2, { ...none, sharesEvent: true })).toBe(true);
    expect(profileVisible(user, 2, none)).toBe(false);
  });

  it('hides it across a block (but not from admins), and hides unknown and deleted accounts from everyone', () => {
    expect(profileVisible(user, 2, { ...none, sharesChat: true, sharesEvent: true, blocked: true })).toBe(false);
    expect(profileVisible({ userId: 1, role: 'admin' }, 2, { ...none, blocked: true })).toBe(true);
    expect(profileVisible(user, 1, { ...none, deleted: true })).toBe(false);
    expect(profileVisible({ userId: 1, role: 'admin' }, 2, { ...none, exists: false })).toBe(false);
  });
});

describe('bannable', () => {
  it('refuses organizers of the event', () => {
    expect(bannable(true)).toBe(false);
    expect(bannable(false)).toBe(true);
  });
});
