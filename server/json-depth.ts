/**
 * Free-form JSON fields (widget `content`, seating `data`) are stored and re-serialised; a value nested thousands
 * of levels deep overflows the call stack there (JSON.stringify, the database's json parser) and would be a 500.
 * Such values are refused as bad input instead. 64 levels is far beyond any real layout.
 */
export const JSON_MAX_DEPTH = 64;

/** Whether `value` nests arrays/objects deeper than `max` levels (a scalar is depth 0). Iterative: never recurses. */
export function jsonDepthExceeds(value: unknown, max = JSON_MAX_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const inner of Object.values(current)) if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
  }
  return false;
}

export const jsonDepthMessage = (max = JSON_MAX_DEPTH) => `must not nest arrays or objects more than ${max} levels deep`;
