import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.js';
import { bannable, chatMemberOnly, meetingMemberOnly, ownFeedMessageOnly, profileVisible, questionAuthorOrOrganizerOnly, requireMessageSender, seesUnpublishedSeating, type ProfileFacts } from '../../server/access/rules.js';

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

/** The code an access rule throws (or null when it lets the caller through). */
function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof AppError) return `${err.kind}:${err.code}`;
    throw err;
  }
}

describe('chat and feed ownership rules (moved into server/access by issue 20)', () => {
  it('chatMemberOnly: a member passes with their membership; anyone else gets 404 chat_not_found', () => {
    const membership = { chat_id: 7, peer_id: 2 };
    expect(chatMemberOnly(membership)).toBe(membership);
    expect(refusal(() => chatMemberOnly(undefined))).toBe('not_found:chat_not_found');
    expect(refusal(() => chatMemberOnly(null))).toBe('not_found:chat_not_found');
  });

  it('requireMessageSender: only the sender may change a message (403 not_message_sender)', () => {
    expect(refusal(() => requireMessageSender({ sender_id: 1 }, 1))).toBeNull();
    expect(refusal(() => requireMessageSender({ sender_id: 1 }, 2))).toBe('forbidden:not_message_sender');
  });

  it('ownFeedMessageOnly: the author passes; another user’s post and a missing post are the same 404', () => {
    const post = { id: 3, event_id: 9, user_id: 1 };
    expect(ownFeedMessageOnly(post, 1)).toBe(post);
    expect(refusal(() => ownFeedMessageOnly(post, 2))).toBe('not_found:message_not_found');
    expect(refusal(() => ownFeedMessageOnly(undefined, 1))).toBe('not_found:message_not_found');
  });

  it('seesUnpublishedSeating: administrators only', () => {
    expect(seesUnpublishedSeating({ role: 'admin' })).toBe(true);
    expect(seesUnpublishedSeating({ role: 'user' })).toBe(false);
  });
});

describe('questionAuthorOrOrganizerOnly (deleting a question, CONTRACT 12)', () => {
  const open = { id: 5, user_id: 1, status: 'open' };
  const hidden = { ...open, status: 'hidden' };
  it('the author and organizers pass; anyone else gets 403 not_author', () => {
    expect(questionAuthorOrOrganizerOnly(open, 1, false)).toBe(open);
    expect(questionAuthorOrOrganizerOnly(open, 2, true)).toBe(open);
    expect(refusal(() => questionAuthorOrOrganizerOnly(open, 2, false))).toBe('forbidden:not_author');
  });

  it('a hidden question does not exist for other attendees (404), but does for its author and organizers; a missing one is 404', () => {
    expect(refusal(() => questionAuthorOrOrganizerOnly(hidden, 2, false))).toBe('not_found:not_found');
    expect(questionAuthorOrOrganizerOnly(hidden, 1, false)).toBe(hidden);
    expect(questionAuthorOrOrganizerOnly(hidden, 2, true)).toBe(hidden);
    expect(refusal(() => questionAuthorOrOrganizerOnly(undefined, 1, true))).toBe('not_found:not_found');
  });
});

describe('meetingMemberOnly (CONTRACT 11)', () => {
  const meeting = { id: 5, event_id: 9, from_user_id: 1, to_user_id: 2 };

  it('lets either member of a meeting of the event through, with the meeting', () => {
    expect(meetingMemberOnly(meeting, 9, 1)).toBe(meeting);
    expect(meetingMemberOnly(meeting, 9, 2)).toBe(meeting);
  });

  it('answers 404 meeting_not_found alike for someone else, another event and a missing meeting', () => {
    expect(refusal(() => meetingMemberOnly(meeting, 9, 3))).toBe('not_found:meeting_not_found');
    expect(refusal(() => meetingMemberOnly(meeting, 8, 1))).toBe('not_found:meeting_not_found');
    expect(refusal(() => meetingMemberOnly(undefined, 9, 1))).toBe('not_found:meeting_not_found');
    expect(refusal(() => meetingMemberOnly(null, 9, 1))).toBe('not_found:meeting_not_found');
  });
});
