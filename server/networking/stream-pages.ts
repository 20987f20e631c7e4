import { unavailable } from '../errors.js';
import { createBatchLoader } from '../../infra/batch.js';

/** Pages of one stream's `sync` read together at most (one statement). */
export const STREAM_PAGE_BATCH_MAX = 128;
/** Statements of one stream's `sync` pages running at once per node (the asks arriving meanwhile go in the next). */
export const STREAM_PAGE_BATCHES_IN_FLIGHT = 2;

/**
 * How long a `sync` page may wait for its turn, and whether it is still wanted (issue 21): a page whose turn comes
 * after `until` is answered `overloaded` (retry after 1 s) instead of read, so a client never waits past its
 * acknowledgement timeout behind others; one no longer `wanted` (its socket left, or sent a newer `sync` meanwhile)
 * is not read for nobody.
 */
export interface PageWait {
  until: number;
  wanted: () => boolean;
}

/** The refusal of an ask whose turn came too late or for nobody (`createBatchLoader`'s `refuse`); undefined: read it. */
function pageWaitRefusal(wait: PageWait | undefined): unknown {
  if (!wait) return undefined;
  if (!wait.wanted()) return unavailable('overloaded', 'A newer sync of this connection (or its closing) replaced this one.', 1);
  if (Date.now() > wait.until) return unavailable('overloaded', 'Too many syncs are waiting on this node; try again in a moment.', 1);
  return undefined;
}

/**
 * One stream's `sync` pages (the feed's, the chats', the chat updates'): asks that arrive together are read by one
 * `load` statement, at most STREAM_PAGE_BATCH_MAX an ask and STREAM_PAGE_BATCHES_IN_FLIGHT statements at once per
 * node, and an ask whose `wait` ran out or is no longer wanted is refused `overloaded` at its turn, unread.
 */
export function createStreamPageLoader<Ask extends { wait?: PageWait | undefined }, Page>(load: (asks: Ask[]) => Promise<Page[]>): (ask: Ask) => Promise<Page> {
  return createBatchLoader(load, { maxBatch: STREAM_PAGE_BATCH_MAX, inFlight: STREAM_PAGE_BATCHES_IN_FLIGHT, refuse: (ask) => pageWaitRefusal(ask.wait) });
}
