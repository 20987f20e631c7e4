/**
 * The pure rules of meeting times (CONTRACT 11), unit-tested on their own (test/meetings/slots.test.ts):
 * windows are cut from their `starts_at` into `slot_minutes` pieces; a last piece shorter than that is no slot.
 */

export interface TimeRange {
  starts_at: Date;
  ends_at: Date;
}

/** Every slot of the windows, soonest first. */
export function slotsOf(windows: readonly TimeRange[], slotMinutes: number): TimeRange[] {
  const step = slotMinutes * 60_000;
  const out: TimeRange[] = [];
  for (const w of [...windows].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())) {
    for (let t = w.starts_at.getTime(); t + step <= w.ends_at.getTime(); t += step) out.push({ starts_at: new Date(t), ends_at: new Date(t + step) });
  }
  return out;
}

/** The slot that starts exactly at `at`, or undefined when `at` is not a slot's start. */
export function slotAt(windows: readonly TimeRange[], slotMinutes: number, at: Date): TimeRange | undefined {
  const step = slotMinutes * 60_000;
  const t = at.getTime();
  for (const w of windows) {
    const offset = t - w.starts_at.getTime();
    if (offset >= 0 && offset % step === 0 && t + step <= w.ends_at.getTime()) return { starts_at: new Date(t), ends_at: new Date(t + step) };
  }
  return undefined;
}

/** Why a list of windows is refused: a window that does not end after it starts, lies outside the event, or overlaps another. */
export function windowsProblem(windows: readonly TimeRange[], event: TimeRange): { index: number; problem: 'order' | 'outside' | 'overlap' } | undefined {
  for (const [index, w] of windows.entries()) {
    if (!(w.starts_at.getTime() < w.ends_at.getTime())) return { index, problem: 'order' };
    if (w.starts_at.getTime() < event.starts_at.getTime() || w.ends_at.getTime() > event.ends_at.getTime()) return { index, problem: 'outside' };
  }
  const order = windows.map((w, index) => ({ w, index })).sort((a, b) => a.w.starts_at.getTime() - b.w.starts_at.getTime());
  for (let i = 1; i < order.length; i++) {
    if (order[i]!.w.starts_at.getTime() < order[i - 1]!.w.ends_at.getTime()) return { index: order[i]!.index, problem: 'overlap' };
  }
  return undefined;
}

/** Whether two ranges overlap (touching ends do not). */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.starts_at.getTime() < b.ends_at.getTime() && b.starts_at.getTime() < a.ends_at.getTime();
}

export type MeetingAction = 'accept' | 'decline' | 'cancel';

/**
 * The state machine: the recipient accepts or declines a pending meeting; either member cancels a pending or
 * accepted one; nothing changes once it has started. 'ok', 'invalid_transition' or 'meeting_past'.
 */
export function transitionAllowed(
  meeting: { status: string; from_user_id: number; to_user_id: number; starts_at: Date },
  userId: number,
  action: MeetingAction,
  now: Date,
): 'ok' | 'invalid_transition' | 'meeting_past' {
  const recipient = meeting.to_user_id === userId;
  const allowed =
    action === 'cancel' ? meeting.status === 'pending' || meeting.status === 'accepted' : recipient && meeting.status === 'pending';
  if (!allowed) return 'invalid_transition';
  if (meeting.starts_at.getTime() <= now.getTime()) return 'meeting_past';
  return 'ok';
}
