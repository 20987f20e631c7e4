import type { LimiterFactory } from '../../infra/rate-limits.js';
import type { Notifier } from '../ports.js';
import type { AccessClaims } from '../identity/tokens.js';
import {
  livefeedPagesAfter,
  findLivefeedIdByClientId,
  findLivefeedItem,
  listLivefeed,
  FEED_COUNT_CAP,
  livefeedPostCheck,
  postLivefeedMessage,
  type LivefeedRow,
} from '../../storage/repositories/livefeed.js';
import { presentPrefixedUser } from './public-user.js';
import { readClientMessageId, readCursor, readMessage } from './input.js';
import { errors, requireEvent } from '../access/rules.js';
import type { LivefeedItem, } from './types.js';
import { boundedPageWindow, trimPage, withLookahead } from '../paging.js';
import type { ServiceDeps } from '../service.js';
import type { Page, PageRequest } from '../paging.js';
import { createStreamPageLoader, type PageWait } from './stream-pages.js';
import type { FeedPageAsk } from '../../storage/repositories/livefeed.js';

/** Posts per user per minute (documented in the OpenAPI description of the route). */
export const LIVEFEED_POSTS_PER_MINUTE = 20;

export function presentLivefeedItem(row: LivefeedRow): LivefeedItem {
  return { id: row.id, message: row.message, created_at: row.created_at.toISOString(), user: presentPrefixedUser(row, 'u_') };
}

export interface LivefeedService {
  post(actor: AccessClaims, input: { message?: unknown; client_message_id?: unknown }): Promise<{ item: LivefeedItem; created: boolean }>;
  /**
   * Messages of actor's event with id > afterId, oldest first, at most `limit` (`sync`). Asks that arrive together
   * share statements; with `wait`, one whose turn comes too late or for nobody is refused `overloaded` unread.
   */
  listAfter(actor: AccessClaims, afterId: number, limit: number, wait?: PageWait): Promise<LivefeedItem[]>;
  /**
   * The REST list: newest first (with `before`, a keyset page of the ones before that id), or with `after` the ones
   * after that id, oldest first. `total` is exact up to FEED_COUNT_CAP (storage), that cap beyond. Without `before`,
   * `page` reaches MAX_PAGE_OFFSET items deep (422 naming `page` beyond).
   */
  list(actor: AccessClaims, options: PageRequest & { after?: number | undefined; before?: number | undefined }): Promise<Page<LivefeedItem>>;
}

export interface LivefeedServiceDeps extends ServiceDeps {
  limiter: LimiterFactory;
  notifier: Notifier;
}

/** The live feed of the token's event; REST and the socket handlers both call it. */
export function createLivefeedService(deps: LivefeedServiceDeps): LivefeedService {
  const { db, access, notifier } = deps;
  const limiter = deps.limiter('livefeed_post', {
    points: LIVEFEED_POSTS_PER_MINUTE,
    duration: 60,
    message: `At most ${LIVEFEED_POSTS_PER_MINUTE} live feed posts a minute; try again later.`,
  });

  // `sync` pages of many sockets in one statement each (issue 21: a hall reconnecting at once syncs together).
  const pageOf = createStreamPageLoader((asks: Array<FeedPageAsk & { wait?: PageWait | undefined }>) => livefeedPagesAfter(db, asks));

  async function load(id: number): Promise<LivefeedItem> {
    const row = await findLivefeedItem(db, id);
    if (!row) throw new Error(`livefeed message ${id} vanished`);
    return presentLivefeedItem(row);
  }

  return {
    async post(actor, input) {
      const eventId = requireEvent(actor);
      const message = readMessage(input.message, 'server_error');
      const clientMessageId = readClientMessageId(input.client_message_id);
      const budgetKey = String(actor.userId);
      // The budget is taken first and given back when nothing was posted (a retry or a refusal costs none).
      try {
        await limiter.consume(budgetKey);
      } catch (limited) {
        // Out of budget, a retry of a stored post is still answered with it (as long as the user takes part).
        if (clientMessageId !== null) {
          const check = await livefeedPostCheck(db, { eventId, userId: actor.userId, clientMessageId });
          if (!check.participant) throw errors.notParticipant();
          if (check.existing) return { item: presentLivefeedItem(check.existing), created: false };
        }
        throw limited;
      }
      // One statement answers whether the user still takes part (403 first), finds a retry's first message (it
      // was stored before any ban), whether they are banned; and when all pass, stores the post.
      const outcome = await postLivefeedMessage(db, { eventId, userId: actor.userId, message, clientMessageId });
      if (!outcome.created) await limiter.give(budgetKey);
      // A participant's retry is answered with its first post (stored before any ban); anything else not stored
      // goes through the interaction rule (server/access/rules.ts): not a participant (403), then banned (403).
      if (outcome.participant && outcome.row && !outcome.created) return { item: presentLivefeedItem(outcome.row), created: false };
      if (!outcome.attempted) access.requireInteractionFacts({ participant: outcome.participant, banned: outcome.banned });
      if (!outcome.row) {
        // Lost a race with a concurrent retry of the same post: the unique constraint kept one row.
        const first = await findLivefeedIdByClientId(db, eventId, actor.userId, clientMessageId!);
        if (first === undefined) throw new Error('livefeed insert conflicted but no row found');
        return { item: await load(first), created: false };
      }
      const item = presentLivefeedItem(outcome.row);
      notifier.push({ event: eventId, except: item.user.id }, 'livefeed:message', item);
      return { item, created: true };
    },

    async listAfter(actor: AccessClaims, afterId: number, limit: number, wait?: PageWait) {
      const after = readCursor(afterId, 'livefeed_after');
      const eventId = requireEvent(actor);
      // One statement for the asks that arrive together (a hall reconnecting sends thousands of syncs at once): per
      // ask, the rule's SQL form and the page. Up to 1,001 rows: sync's largest page (1,000) plus one that tells
      // whether there is more.
      const { participant, rows } = await pageOf({ eventId, userId: actor.userId, after, limit: Math.max(1, Math.min(limit, 1001)), wait });
      if (!participant) throw errors.notParticipant();
      return rows.map(presentLivefeedItem);
    },

    async list(actor, options) {
      const eventId = await access.requireParticipation(actor);
      // A keyset page (`before`) starts at its cursor; an offset page reaches MAX_PAGE_OFFSET deep (422 beyond).
      const window = options.before !== undefined ? { limit: options.size, offset: 0 } : boundedPageWindow(options);
      const read = await listLivefeed(db, eventId, { viewerId: actor.userId, after: options.after, before: options.before, ...withLookahead(window) });
      const { rows, more } = trimPage(read.rows, window.limit);
      return { items: rows.map(presentLivefeedItem), total: read.total, more };
    },
  };
}

export { FEED_COUNT_CAP };
