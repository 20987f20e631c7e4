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
