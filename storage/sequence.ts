/**
 * Runs a list's statements one after the other (rows, then count), so a request holds at most one pooled
 * connection at a time: with `Promise.all` each paged list wanted two connections at once and 10 concurrent
 * requests queued for 20 connections of a pool of 10 (issue 22). The round trips stay the same.
 */
export async function inSequence<A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const a = await first();
  const b = await second();
  return [a, b];
}

/**
 * Runs a batch of writes in rounds, one after the other, in the batch's order, so that no round names the same key
 * twice (one statement cannot act twice on one row: a vote and its unvote, a ballot and its replacement, sent
 * together). Almost every batch is one round.
 */
export async function inRounds<T, R>(items: readonly T[], keyOf: (item: T) => string, run: (round: readonly T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  let rest = items;
  while (rest.length > 0) {
    const seen = new Set<string>();
    let end = 0;
    for (; end < rest.length; end++) {
      const key = keyOf(rest[end]!);
      if (seen.has(key)) break;
      seen.add(key);
    }
    out.push(...(await run(rest.slice(0, end))));
    rest = rest.slice(end);
  }
  return out;
}
