/**
 * A node's memory of keys marked recently (at most `max` of them, each for `ttlMs`; the oldest mark goes first when
 * full). The large-data lists use it to remember a plan choice, never a row: which statement a search needs
 * (attendees.ts) or that its count reached the cap (organizer-ops.ts).
 */
export interface RecentMarks {
  /** Whether `key` was marked within the last `ttlMs` (an expired mark is dropped). */
  has(key: string, now?: number): boolean;
  /** Marks `key` now (again: moves it to the newest). */
  mark(key: string, now?: number): void;
  unmark(key: string): void;
}

export function recentMarks(ttlMs: number, max: number): RecentMarks {
  const marks = new Map<string, number>();
  return {
    has(key, now = Date.now()) {
      const at = marks.get(key);
      if (at === undefined) return false;
      if (now - at < ttlMs) return true;
      marks.delete(key);
      return false;
    },
    mark(key, now = Date.now()) {
      marks.delete(key);
      marks.set(key, now);
      // The oldest mark out first (a Map iterates in insertion order).
      if (marks.size > max) marks.delete(marks.keys().next().value!);
    },
    unmark(key) {
      marks.delete(key);
    },
  };
}
