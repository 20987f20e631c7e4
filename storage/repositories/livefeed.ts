import type { DB } from '../database.js';
import { sql } from 'kysely';
import { prefixedUserColumns } from './user-columns.js';
import { bannedSql, blockedWithViewerSql, participantSql } from './access.js';
import { streamLocksSql } from './stream-order.js';
import { preparedStatement } from '../prepared.js';

const itemColumns = ['f.id', 'f.message', 'f.created_at', ...prefixedUserColumns('u', 'u_')] as const;

function itemsQuery(db: DB) {
  return db.selectFrom('livefeed_messages as f').innerJoin('users as u', 'u.id', 'f.user_id').select(itemColumns);
}

export type LivefeedRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['executeTakeFirstOrThrow']>>;

/** What postLivefeedMessage found and did. */
export interface LivefeedPostOutcome {
  participant: boolean;
  banned: boolean;
  /** The checks passed and an insert was tried (false for a retry and for a refusal). */
  attempted: boolean;
  /** The item as listed: the new one (`created`), or this user's earlier one with the client id (a retry). */
  row: LivefeedRow | undefined;
  created: boolean;
}

/**
 * Posts to an event's feed in one statement (one round trip, its own transaction): answers whether the user takes
 * part in the event, whether they are banned from it, and the item they already posted with the client id (a
 * retry); and only when they take part, are not banned and it is not a retry, takes the event's feed stream lock
 * (ids follow commit order, see stream-order.ts) and inserts the message, returning it with its author. A
 * concurrent retry that won the insert leaves `attempted` with no row (the caller reads the winner).
 */
export async function postLivefeedMessage(
  db: DB,
  args: { eventId: number; userId: number; message: string; clientMessageId: string | null },
): Promise<LivefeedPostOutcome> {
  const result = await postStatement(db, args);
  const { participant, banned, attempted, created, ...row } = result.rows[0]!;
  return {
    participant: participant === true,
    banned: banned === true,
    attempted: attempted === true,
    row: row.id === null || row.id === undefined ? undefined : row,
    created: created === true,
  };
}

/** The statement of postLivefeedMessage, compiled once (and prepared on the server, like the chat send). */
const postStatement = preparedStatement(['eventId', 'userId', 'message', 'clientMessageId'], (p) => {
  const userId = p.userId as number;
  return sql<LivefeedRow & { participant: boolean; banned: boolean; attempted: boolean; created: boolean | null }>`with checks as (
      select ${participantSql('e', userId)} as participant, ${bannedSql('e', userId)} as banned
      from (select 1) as one left join events e on e.id = ${p.eventId}::int
    ), existing as (
      select f.id, f.message, f.created_at, f.user_id from livefeed_messages f
      where f.event_id = ${p.eventId}::int and f.user_id = ${userId}::int and f.client_message_id = ${p.clientMessageId}::text
    ), go as (
      select 1 from checks c where c.participant and not c.banned and not exists (select 1 from existing)
    ), locks as (${streamLocksSql('livefeed', [p.eventId], sql`go`)}), inserted as (
      insert into livefeed_messages (event_id, user_id, message, client_message_id)
      select ${p.eventId}::int, ${userId}::int, ${p.message}::text, ${p.clientMessageId}::text from go, (select count(*) from locks) as locked
      on conflict (event_id, user_id, client_message_id) do nothing
      returning id, message, created_at, user_id
    ), f as (
      select i.*, true as created from inserted i union all select x.*, false as created from existing x
    )
    select c.participant, c.banned, exists (select 1 from go) as attempted, f.created, ${sql.raw(itemColumns.join(', '))}
    from checks c left join f on true left join users u on u.id = f.user_id`;
}, { serverName: 'livefeed_post' });

/**
 * What posting needs to know before it stores anything, in one query: whether the user takes part in the event,
 * whether an organizer banned them from it, and (with a client id) the item this user already posted with it.
 */
export async function livefeedPostCheck(
  db: DB,
  args: { eventId: number; userId: number; clientMessageId: string | null },
): Promise<{ participant: boolean; banned: boolean; existing: LivefeedRow | undefined }> {
  const { eventId, userId, clientMessageId } = args;
  const existing =
    clientMessageId === null
      ? sql`left join livefeed_messages f on false`
      : sql`left join livefeed_messages f on f.event_id = ${eventId} and f.user_id = ${userId} and f.client_message_id = ${clientMessageId}`;
  const result = await sql<LivefeedRow & { participant: boolean; banned: boolean }>`select ${participantSql('e', userId)} as participant,
      ${bannedSql('e', userId)} as banned,
      ${sql.raw(itemColumns.join(', '))}
    from (select 1) as one left join events e on e.id = ${eventId}
    ${existing} left join users u on u.id = f.user_id`.execute(db);
  const { participant, banned, ...item } = result.rows[0]!;
  return { participant: participant === true, banned: banned === true, existing: item.id === null || item.id === undefined ? undefined : item };
}

export async function findLivefeedIdByClientId(db: DB, eventId: number, userId: number, clientMessageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('livefeed_messages')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
  return row?.id;
}

export function findLivefeedItem(db: DB, id: number): Promise<LivefeedRow | undefined> {
  return itemsQuery(db).where('f.id', '=', id).executeTakeFirst();
}

/** Totals above this are not counted (a count walks every visible row): `total` is then this number, a floor. */
// 1,000 (10,000 until issue 22's measurement): a count walks up to this many index entries of the event's feed on
// every page read, 18 ms at 10,000 on the 1.5-million-post feed against about 2 at 1,000; the next links (keyset)
// read past it.
export const FEED_COUNT_CAP = 1_000;

/**
 * One page of an event's feed as `viewerId` sees it (without the posts of users either side blocked): newest
 * first (with `before`, the ones before that id: a keyset page read from the (event_id, id) index), or (with
 * `after`) the ones after that id, oldest first. `count: false` skips the total (sync needs none); otherwise it is
 * exact up to FEED_COUNT_CAP and that cap beyond. Rows and count run one after the other on one connection.
 */
export async function listLivefeed(
  db: DB,
  eventId: number,
  options: { viewerId: number; after?: number | undefined; before?: number | undefined; limit: number; offset: number; count?: boolean },
): Promise<{ rows: LivefeedRow[]; total: number }> {
  const visible = sql<boolean>`not ${blockedWithViewerSql(options.viewerId, sql.ref('f.user_id'))}`;
  // The page's ids first (the (event_id, id) index, its offset or keyset start, the limit), then the rows with their
  // authors for those ids only: an offset never joins the messages it skips.
  let keys = db.selectFrom('livefeed_messages as f').select('f.id').where('f.event_id', '=', eventId).where(visible);
  let countQuery = db.selectFrom('livefeed_messages as f').select(sql<number>`1`.as('one')).where('f.event_id', '=', eventId).where(visible);
  const direction = options.after !== undefined ? 'asc' : 'desc';
  if (options.after !== undefined) {
    keys = keys.where('f.id', '>', options.after);
    countQuery = countQuery.where('f.id', '>', options.after);
  } else if (options.before !== undefined) {
    keys = keys.where('f.id', '<', options.before);
  }
  // A keyset page starts at its cursor: no offset to walk.
  const offset = options.before !== undefined ? 0 : options.offset;
  keys = keys.orderBy('f.id', direction).limit(options.limit).offset(offset);
  const rows = await db
    .selectFrom(keys.as('k'))
    .innerJoin('livefeed_messages as f', 'f.id', 'k.id')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(itemColumns)
    .orderBy('f.id', direction)
    .execute();
  if (options.count === false) return { rows, total: rows.length };
  const counted = await db
    .selectFrom(countQuery.limit(FEED_COUNT_CAP).as('capped'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}

/** One viewer's ask of `livefeedPagesAfter`: the feed of `eventId` after `after` as `userId` sees it, at most `limit`. */
export interface FeedPageAsk {
  eventId: number;
  userId: number;
  after: number;
  limit: number;
}

type FeedPageRow = LivefeedRow & { __i: number; __participant: boolean | null };

/**
 * The statement of livefeedPagesAfter, compiled once (and prepared on the server: a storm runs it tens of times).
 * Each page's cursor is a row comparison on (event_id, id): a range of the (event_id, id) index, which the primary key
 * cannot bound, so the planner (which cannot see the events inside the arrays) never walks every event's posts from
 * the cursor on by primary key (test/platform/list-plans.test.ts).
 */
const feedPagesStatement = preparedStatement(
  ['events', 'users', 'afters', 'limits'],
  (p) => {
    const viewer = sql.ref('q.user_id');
    return sql<FeedPageRow>`select q.i::int as __i, p.ok as __participant, x.*
    from unnest(${p.events}::int[], ${p.users}::int[], ${p.afters}::int[], ${p.limits}::int[]) with ordinality as q(event_id, user_id, after_id, lim, i)
    cross join lateral (select ${participantSql('e', viewer)} as ok from (select 1) as one left join events e on e.id = q.event_id) p
    left join lateral (
      select ${sql.raw(itemColumns.join(', '))}
      from livefeed_messages f join users u on u.id = f.user_id
      where f.event_id = q.event_id and (f.event_id, f.id) > (q.event_id, q.after_id) and not ${blockedWithViewerSql(viewer, sql.ref('f.user_id'))}
      order by f.id limit q.lim
    ) x on p.ok
    order by q.i, x.id`;
  },
  { serverName: 'livefeed_pages_after' },
);

/**
 * The feed pages of `sync` for many viewers in ONE statement (issue 21: a hall reconnecting at once sends thousands
 * of syncs; they share statements instead of queueing for the pool one each). Per ask, the participation check and
 * the page together: participation in the ask's event (participantSql: a valid ticket or its organization; false for a missing
 * event, and then no rows), the feed after its cursor, oldest first, without the posts of users on either side of a
 * block with that viewer, at most its limit. Answers in the order asked.
 */
export async function livefeedPagesAfter(db: DB, asks: readonly FeedPageAsk[]): Promise<Array<{ participant: boolean; rows: LivefeedRow[] }>> {
  if (asks.length === 0) return [];
  const { rows } = await feedPagesStatement(db, {
    events: asks.map((a) => a.eventId),
    users: asks.map((a) => a.userId),
    afters: asks.map((a) => a.after),
    limits: asks.map((a) => a.limit),
  });
  const out = asks.map(() => ({ participant: false, rows: [] as LivefeedRow[] }));
  for (const { __i, __participant, ...row } of rows) {
    const page = out[__i - 1]!;
    page.participant = __participant === true;
    if (page.participant && row.id !== null) page.rows.push(row as LivefeedRow);
  }
  return out;
}

/** A feed message's event and author (for moderation and reports). */
export function findLivefeedMessageMeta(db: DB, id: number) {
  return db.selectFrom('livefeed_messages').select(['id', 'event_id', 'user_id', 'message']).where('id', '=', id).executeTakeFirst();
}

/** Deletes a feed message of the event (and, when given, of that author); returns whether one was deleted. */
export async function deleteLivefeedMessage(db: DB, id: number, where: { eventId?: number; userId?: number }): Promise<{ event_id: number } | undefined> {
  let query = db.deleteFrom('livefeed_messages').where('id', '=', id);
  if (where.eventId !== undefined) query = query.where('event_id', '=', where.eventId);
  if (where.userId !== undefined) query = query.where('user_id', '=', where.userId);
  return query.returning('event_id').executeTakeFirst();
}
