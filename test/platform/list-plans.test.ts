import { CompiledQuery, sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import type { DB } from '../../storage/database.js';
import { listEventAttendees, SEARCH_COUNT_CAP } from '../../storage/repositories/attendees.js';
import { checkinStats, listAttendeePage, streamAttendees } from '../../storage/repositories/organizer-ops.js';
import { listLivefeed, livefeedPagesAfter } from '../../storage/repositories/livefeed.js';
import { listChatMessages, listChats, userMessagesAfterMany, userMessageUpdatesAfterMany } from '../../storage/repositories/chat.js';
import { listReports } from '../../storage/repositories/safety.js';
import { networkingProfiles } from '../../storage/repositories/tags.js';
import { MEETING_COUNT_CAP, meetingPage, organizerMeetingPage } from '../../storage/repositories/meetings.js';

// The plan guard of issue 22 (docs/catalogue.md "Query plans"): every statement the growing lists run (the attendee directory,
// the organizer's attendee list and export, the live feed, chat messages and the chat list, the organizers' report
// queue, check-in stats, a member's meetings and the organizers' meeting list) is captured from the repositories as they
// run, then EXPLAINed on a database with a few thousand rows, with sequential scans priced out. A "Seq Scan" on users,
// tickets or messages then means no index answers that statement, which at platform size is seconds (issue 22's
// figures). The directory and the organizer list must also never read users for rows outside their page.

let test: TestDatabase;
let db: DB;
let bigEvent: number;
let viewer: number;

const USERS = 6_000;
/** Tickets in all; one in six is the big event's, interleaved with 20 other events' (ids do not follow the event). */
const TICKETS = 18_000;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
  const org = await db.insertInto('organizations').values({ slug: 'plans-org', name: 'Plans' }).returning('id').executeTakeFirstOrThrow();
  const at = (h: number) => new Date(Date.now() + h * 3600_000);
  await sql`insert into users (mobile, name, surname, job_title, organization, directory_visible)
    select '+98930' || lpad(i::text, 7, '0'), (array['Sara','Ali','Maryam','Reza','Neda'])[1 + i % 5], 'Plan' || (i % 97), 'Job ' || (i % 13), 'Org ' || (i % 17), i % 15 <> 0
    from generate_series(1, ${USERS}) i`.execute(db);
  const events = await db
    .insertInto('events')
    .values(Array.from({ length: 21 }, (_, i) => ({ organization_id: org.id, slug: `plans-${i}`, name: `Plans ${i}`, city_name: 'Tehran', starts_at: at(-2), ends_at: at(5) })))
    .returning('id')
    .execute();
  bigEvent = events[0]!.id;
  const first = (await sql<{ id: number }>`select min(id)::int as id from users where mobile like '+98930%'`.execute(db)).rows[0]!.id;
  viewer = first;
  // 3 % void, half checked in; a holder has at most one ticket per event.
  await sql`insert into attendee_tickets (code, event_id, user_id, status, checked_in_at)
    select 'PLAN' || i, ${bigEvent} + (i % 21), ${first} + (i / 21) % ${USERS},
      case when i % 33 = 0 then 'void' else 'valid' end, case when i % 2 = 0 then now() end
    from generate_series(0, ${TICKETS - 1}) i`.execute(db);
  // The big event's 6,000 posts interleaved with 6,000 of the 20 others (ids do not follow the event).
  await sql`insert into livefeed_messages (event_id, user_id, message)
    select case when i % 2 = 0 then ${bigEvent} else ${bigEvent} + 1 + i % 20 end, ${first} + (i % 500), 'post ' || i from generate_series(1, 12000) i`.execute(db);
  await sql`insert into user_blocks (user_id, blocked_user_id) select ${viewer}, ${first} + i from generate_series(1, 30) i`.execute(db);
  // Chats: 3,000 pairs (the viewer in 3 of them) with 20 messages each, written in turns so that a chat's messages are
  // spread over the id range; one in ten edited (update_seq).
  await sql`insert into chats (user_low, user_high) select ${first} + 2 * i, ${first} + 2 * i + 1 from generate_series(1, 2997) i`.execute(db);
  await sql`insert into chats (user_low, user_high) select ${viewer}, ${first} + 6000 - i from generate_series(1, 3) i`.execute(db);
  await sql`insert into chat_members (chat_id, user_id, peer_id) select id, user_low, user_high from chats union all select id, user_high, user_low from chats`.execute(db);
  await sql`insert into chat_messages (chat_id, sender_id, recipient_id, message, update_seq)
    select c.id, c.user_low, c.user_high, 'm ' || n, case when (c.id + n) % 10 = 0 then nextval('chat_message_update_seq') end
    from generate_series(1, 20) n cross join chats c order by n, c.id`.execute(db);
  // Reports: 6,000, the big event's 3,000 interleaved with the 20 others' (ids do not follow the event); a third resolved.
  await sql`insert into reports (event_id, reporter_id, target_type, target_id, target_user_id, snapshot, reason, status)
    select case when i % 2 = 0 then ${bigEvent} else ${bigEvent} + 1 + i % 20 end, ${first} + (i % 500), 'livefeed_message', i, ${first} + (i % 300), 'post ' || i, 'spam',
      case when i % 3 = 0 then 'resolved' else 'open' end
    from generate_series(1, 6000) i`.execute(db);
  // Meetings: 12,000, the big event's 6,000 interleaved with the 20 others' (ids do not follow the event or the time),
  // over 200 slot starts (many meetings per start: ties broken by id; none pending, which allows one per pair and start); the viewer in 240 of the big event's, both ways.
  await sql`insert into meetings (event_id, from_user_id, to_user_id, starts_at, ends_at, status)
    select case when i % 2 = 0 then ${bigEvent} else ${bigEvent} + 1 + i % 20 end,
      case when i % 50 = 0 then ${viewer} else ${first} + 1 + (i % 500) end,
      case when i % 50 = 25 then ${viewer} else ${first} + 501 + (i % 700) end,
      now() + ((i * 37) % 200) * interval '30 minutes', now() + ((i * 37) % 200 + 1) * interval '30 minutes',
      (array['accepted', 'declined', 'cancelled'])[1 + i % 3]
    from generate_series(1, 12000) i`.execute(db);
  for (const table of ['users', 'attendee_tickets', 'event_directory', 'livefeed_messages', 'user_blocks', 'chats', 'chat_members', 'chat_messages', 'reports', 'meetings']) await sql`analyze ${sql.table(table)}`.execute(db);
}, 180_000);

afterAll(async () => {
  await test?.handle.close();
});

/**
 * The statements `run` sends, compiled as sent, in the order their results came back. A builder embedded in another
 * (a CTE, a raw template) is transformed too but never executed on its own: only nodes whose results come back are
 * statements. Statements compiled once (storage/prepared.ts) reach the database already compiled, through
 * `executeQuery`, and are captured there.
 */
async function statementsOf(run: (db: DB) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen = new Map<QueryId, RootOperationNode>();
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      seen.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      const node = seen.get(args.queryId);
      if (node) sent.push(db.getExecutor().compileQuery(node, args.queryId));
      return args.result;
    },
  };
  const capturing = db.withPlugin(capture);
  const executeQuery = capturing.executeQuery.bind(capturing);
  capturing.executeQuery = (async (query: Parameters<typeof executeQuery>[0], ...rest: unknown[]) => {
    const result = await (executeQuery as (...args: unknown[]) => Promise<unknown>)(query, ...rest);
    if (!('compile' in query)) sent.push(query);
    return result;
  }) as typeof capturing.executeQuery;
  await run(capturing);
  return sent;
}

/**
 * The plan of one captured statement with sequential scans priced out; `generic`: the plan PostgreSQL keeps for a
 * statement prepared on the server once it stops planning per call (storage/prepared.ts), made without the values.
 */
async function planOf(query: CompiledQuery, generic = false): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    if (generic) await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** What `fn` answers, in a transaction that is then rolled back (its statistics and settings with it). */
async function rolledBack<T>(fn: (trx: DB) => Promise<T>): Promise<T> {
  class Undo {
    constructor(readonly value: T) {}
  }
  try {
    await db.transaction().execute(async (trx) => {
      throw new Undo(await fn(trx as unknown as DB));
    });
  } catch (err) {
    if (err instanceof Undo) return err.value;
    throw err;
  }
  throw new Error('unreachable');
}

const SCANNED = /Seq Scan on (users|attendee_tickets|livefeed_messages|chat_messages|chat_members|event_directory|reports|meetings)\b/;

/** A sort node over the meeting lists' keys (a Merge Append of presorted index ranges is not one). */
const SORTED_KEYS = /Sort {2}\(cost[^\n]*\n\s*Sort Key: k(_\d+)?\.starts_at/;

async function expectIndexed(name: string, run: (db: DB) => Promise<unknown>, generic = false): Promise<string[]> {
  const statements = await statementsOf(run);
  expect(statements.length, name).toBeGreaterThan(0);
  const plans = [];
  for (const statement of statements) {
    const plan = await planOf(statement, generic);
    expect(plan, `${name}\n${statement.sql}\n${plan}`).not.toMatch(SCANNED);
    plans.push(plan);
  }
  return plans;
}

describe('list plans at size (no sequential scan of users, tickets or messages)', () => {
  const directory = { limit: 20, offset: 0 };

  it('the attendee directory: first page, an offset, a cursor, q, a tag filter and the count', async () => {
    const sizes = await expectIndexed('directory page 1', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory }));
    // The page is read from event_directory's order index; users are joined by primary key for the page only.
    expect(sizes.join('\n')).toContain('event_directory_order_idx');
    await expectIndexed('directory offset', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, limit: 20, offset: 2_000 }));
    await expectIndexed('directory cursor', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory, after: ['Reza', 'Plan50', viewer + 10] }));
    // A common q fills its page from a bounded walk of the order index (one statement for the rows, one for the
    // count); a rare one walks, then finds its matches from the trigram index (a second rows statement).
    const common = await expectIndexed('directory common q', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory, q: 'mar' }));
    expect(common).toHaveLength(2);
    expect(common[0]).toContain('event_directory_order_idx');
    const rare = await expectIndexed('directory rare q', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory, q: 'zqxj' }));
    // (Walk, every match with the capped count, and the count alone when no row carried it. At platform size the
    // matches come from event_directory_search_idx: docs/catalogue.md "Query plans: the attendee lists"; with this event's 858
    // holders the planner may read them by event_directory_pk.)
    expect(rare).toHaveLength(3);
    expect(rare[1]).not.toContain('event_directory_order_idx');
    // The same search again (and its offset pages) skips the walk that just fell short: the matches and the count.
    const again = await expectIndexed('directory rare q again', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory, q: 'ZQXJ' }));
    expect(again).toHaveLength(2);
    expect(again[0]).not.toContain('event_directory_order_idx');
    await expectIndexed('directory q and a cursor', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory, q: 'plan5', after: ['Reza', 'Plan50', viewer + 10] }));
    await expectIndexed('directory tag', (d) => listEventAttendees(d, bigEvent, { viewerId: viewer, ...directory, tags: [{ kind: 'interest', slug: 'ai' }] }));
    // The page's networking fields: one statement, each profile a probe of networking_profiles_pk (never every
    // profile of the event).
    const page = await listEventAttendees(db, bigEvent, { viewerId: viewer, limit: 100, offset: 0 });
    const fields = await expectIndexed('directory networking fields', (d) => networkingProfiles(d, bigEvent, page.rows.map((r) => r.id)));
    expect(fields).toHaveLength(1);
    expect(fields[0]).toContain('networking_profiles_pk');
    expect(fields[0]).not.toMatch(/Seq Scan on networking_profiles/);
  });

  it('the directory returns what sorting every holder returns, through offsets and cursors alike', async () => {
    const all = await sql<{ id: number }>`select u.id from users u where (u.directory_visible and u.deleted_at is null or u.id = ${viewer})
      and exists (select 1 from attendee_tickets t where t.event_id = ${bigEvent} and t.user_id = u.id and t.status = 'valid')
      and not exists (select 1 from user_blocks b where b.user_id = ${viewer} and b.blocked_user_id = u.id)
      order by u.name, u.surname, u.id`.execute(db);
    const expected = all.rows.map((r) => r.id);
    const viaCursor: number[] = [];
    let after: readonly [string, string, number] | undefined;
    let total = -1;
    for (;;) {
      const page = await listEventAttendees(db, bigEvent, { viewerId: viewer, limit: 500, offset: 0, after });
      total = page.total;
      viaCursor.push(...page.rows.map((r) => r.id));
      if (page.rows.length < 500) break;
      after = page.rows.at(-1)!.key;
    }
    expect(total).toBe(expected.length);
    expect(viaCursor).toEqual(expected);
    const viaOffset = (await listEventAttendees(db, bigEvent, { viewerId: viewer, limit: 100, offset: 1_000 })).rows.map((r) => r.id);
    expect(viaOffset).toEqual(expected.slice(1_000, 1_100));
  });

  it('a search returns what ILIKE over every holder returns, from the walk and from the trigram index alike', async () => {
    // Upper case, a surname, a job title, an organization, a field boundary, and no match at all.
    for (const q of ['SARA', 'plan5', 'job 1', 'org 16', 'a plan', 'zqxj']) {
      const all = await sql<{ id: number }>`select u.id from users u where (u.directory_visible and u.deleted_at is null or u.id = ${viewer})
        and exists (select 1 from attendee_tickets t where t.event_id = ${bigEvent} and t.user_id = u.id and t.status = 'valid')
        and not exists (select 1 from user_blocks b where b.user_id = ${viewer} and b.blocked_user_id = u.id)
        and (u.name || ' ' || u.surname ilike ${`%${q}%`} or u.job_title ilike ${`%${q}%`} or u.organization ilike ${`%${q}%`})
        order by u.name, u.surname, u.id`.execute(db);
      const expected = all.rows.map((r) => r.id);
      // Pages of 7 (a common q fills them from the walk) and of 500 (larger than its matches: the trigram index).
      for (const limit of [7, 500]) {
        const seen: number[] = [];
        let after: readonly [string, string, number] | undefined;
        for (;;) {
          const page = await listEventAttendees(db, bigEvent, { viewerId: viewer, q, limit, offset: 0, after });
          expect(page.total, q).toBe(Math.min(expected.length, SEARCH_COUNT_CAP));
          seen.push(...page.rows.map((r) => r.id));
          if (page.rows.length < limit) break;
          after = page.rows.at(-1)!.key;
        }
        expect(seen, `${q} by ${limit}`).toEqual(expected);
      }
      const viaOffset = (await listEventAttendees(db, bigEvent, { viewerId: viewer, q, limit: 5, offset: 10 })).rows.map((r) => r.id);
      expect(viaOffset, q).toEqual(expected.slice(10, 15));
    }
  });

  it('the organizer list: page 1, filters, q, a cursor, the export batches and check-in stats', async () => {
    const plans = await expectIndexed('organizer page 1', (d) => listAttendeePage(d, bigEvent, {}, { limit: 20, offset: 0 }));
    // Walks the event's tickets in id order from (event_id, id), never the primary key across every event (the
    // primary key only fetches the page's own rows).
    expect(plans[0]).toContain('attendee_tickets_event_id_idx');
    const lines = plans[0]!.split('\n');
    lines.forEach((line, i) => {
      if (line.includes('using attendee_tickets_pkey')) expect(lines[i + 1], plans[0]).toMatch(/Index Cond: \(id = /);
    });
    await expectIndexed('organizer filtered', (d) => listAttendeePage(d, bigEvent, { status: 'valid', checkedIn: true }, { limit: 20, offset: 400 }));
    // A search: its capped count (the matching holders from event_directory's trigram indexes), then a common q's
    // page from a walk of the event's tickets in id order, a rarer one's from every match through the trigram indexes.
    const common = await expectIndexed('organizer common q', (d) => listAttendeePage(d, bigEvent, { q: 'sara' }, { limit: 20, offset: 0 }));
    // (At platform size the count reads event_directory_search_idx; with this event's 858 holders the planner may read
    // them by event_directory_pk.)
    expect(common).toHaveLength(2);
    expect(common[1]).toContain('attendee_tickets_event_id_idx');
    expect(common[1]).not.toContain('event_directory_search_idx');
    const rarer = await expectIndexed('organizer rarer q', (d) => listAttendeePage(d, bigEvent, { q: 'plan55' }, { limit: 20, offset: 0 }));
    expect(rarer).toHaveLength(2);
    expect(rarer[1]).not.toContain('attendee_tickets_event_id_idx');
    await expectIndexed('organizer q and a cursor', (d) => listAttendeePage(d, bigEvent, { q: 'sara' }, { limit: 20, offset: 0, after: 1_000 }));
    await expectIndexed('organizer q filtered', (d) => listAttendeePage(d, bigEvent, { q: 'sara', status: 'valid', checkedIn: false }, { limit: 20, offset: 0 }));
    // No match: the count alone.
    expect(await expectIndexed('organizer q without a match', (d) => listAttendeePage(d, bigEvent, { q: 'zqxj' }, { limit: 20, offset: 0 }))).toHaveLength(1);
    await expectIndexed('organizer cursor', (d) => listAttendeePage(d, bigEvent, {}, { limit: 20, offset: 0, after: 1_000 }));
    await expectIndexed('organizer export', async (d) => {
      for await (const row of streamAttendees(d, bigEvent, {}, 500)) if (row.id < 0) break;
    });
    // Filtered on status=valid: the event's valid tickets in id order from the covering partial index alone; the
    // total from the event's counters.
    const filtered = await expectIndexed('organizer valid and checked in', (d) => listAttendeePage(d, bigEvent, { status: 'valid', checkedIn: true }, { limit: 20, offset: 400 }));
    expect(filtered[0]).toContain('attendee_tickets_valid_idx');
    expect(filtered[1]).toContain('event_ticket_counts');
    expect(filtered[1]).not.toContain('attendee_tickets');
    // Check-in stats read the event's counters and its ticket types, never its tickets.
    const stats = await expectIndexed('check-in stats', (d) => checkinStats(d, bigEvent));
    expect(stats[0]).toContain('event_ticket_counts');
    expect(stats[0]).not.toContain('attendee_tickets');
  });

  // Two dozen searches over the big fixture, each checked page by page: minutes on a loaded machine's embedded
  // database, hence its own timeout. A correctness check, not a timing one (npm run bench times the searches).
  it('an organizer search returns what ILIKE over every ticket returns, from the walk and from the trigram indexes alike', async () => {
    // A common name (the walk), a surname, a mobile, a code and a surname at once, a field boundary, no match; with and
    // without filters.
    const mobile = (await sql<{ mobile: string }>`select mobile from users where id = ${viewer + 7}`.execute(db)).rows[0]!.mobile.slice(-6);
    for (const filters of [{}, { status: 'valid' as const, checkedIn: true }]) {
      for (const q of ['SARA', 'plan5', mobile, 'plan12', 'a plan', 'zqxj']) {
        const all = await sql<{ id: number }>`select t.id from attendee_tickets t join users u on u.id = t.user_id where t.event_id = ${bigEvent}
          and (u.name || ' ' || u.surname ilike ${`%${q}%`} or u.mobile ilike ${`%${q}%`} or coalesce(u.email, '') ilike ${`%${q}%`} or t.code ilike ${`%${q}%`})
          and (${'status' in filters ? sql`t.status = 'valid' and t.checked_in_at is not null` : sql`true`})
          order by t.id`.execute(db);
        const expected = all.rows.map((r) => r.id);
        // Pages of 7 (a common q fills them from the walk) and of 100, by cursor; an offset page.
        for (const limit of [7, 100]) {
          const seen: number[] = [];
          let after: number | undefined;
          for (;;) {
            const page = await listAttendeePage(db, bigEvent, { q, ...filters }, { limit, offset: 0, after });
            expect(page.total, q).toBe(Math.min(expected.length, SEARCH_COUNT_CAP));
            expect(page.capped).toBe(expected.length >= SEARCH_COUNT_CAP);
            seen.push(...page.rows.map((r) => r.id));
            if (page.rows.length < limit) break;
            after = page.rows.at(-1)!.id;
          }
          expect(seen, `${q} by ${limit}`).toEqual(expected);
        }
        const viaOffset = (await listAttendeePage(db, bigEvent, { q, ...filters }, { limit: 5, offset: 10 })).rows.map((r) => r.id);
        expect(viaOffset, q).toEqual(expected.slice(10, 15));
      }
    }
  }, 180_000);

  it('the live feed: page 1, a keyset page and the capped count', async () => {
    await expectIndexed('feed page 1', (d) => listLivefeed(d, bigEvent, { viewerId: viewer, limit: 20, offset: 0 }));
    await expectIndexed('feed before', (d) => listLivefeed(d, bigEvent, { viewerId: viewer, limit: 20, offset: 0, before: 3_000 }));
    await expectIndexed('feed after', (d) => listLivefeed(d, bigEvent, { viewerId: viewer, limit: 20, offset: 0, after: 100 }));
    // (The big event holds half the posts: walking them all by primary key is a fair plan for it.) A small event's
    // pages come from its (event_id, id) index, never every event's posts walked by primary key.
    const small = [
      ...(await expectIndexed('small feed page 1', (d) => listLivefeed(d, bigEvent + 5, { viewerId: viewer, limit: 20, offset: 0 }))),
      ...(await expectIndexed('small feed after', (d) => listLivefeed(d, bigEvent + 5, { viewerId: viewer, limit: 20, offset: 0, after: 100 }))),
    ];
    for (const plan of small) expect(plan).not.toMatch(/using livefeed_messages_pkey on livefeed_messages f_1/);
  });

  it('chat messages: page 1, an offset, a keyset page (before), after, and the capped count', async () => {
    const chat = (await sql<{ id: number }>`select min(chat_id)::int as id from chat_members where user_id = ${viewer}`.execute(db)).rows[0]!.id;
    const last = (await sql<{ id: number }>`select max(id)::int as id from chat_messages where chat_id = ${chat}`.execute(db)).rows[0]!.id;
    const plans = [
      ...(await expectIndexed('chat messages page 1', (d) => listChatMessages(d, chat, { limit: 20, offset: 0 }))),
      ...(await expectIndexed('chat messages offset', (d) => listChatMessages(d, chat, { limit: 5, offset: 10 }))),
      ...(await expectIndexed('chat messages before', (d) => listChatMessages(d, chat, { limit: 5, offset: 0, before: last }))),
      ...(await expectIndexed('chat messages after', (d) => listChatMessages(d, chat, { limit: 5, offset: 0, after: 100 }))),
    ];
    // Rows and count, each from the chat's (chat_id, id) index, never every chat's messages walked by primary key.
    expect(plans).toHaveLength(8);
    for (const plan of plans) {
      expect(plan).toContain('chat_messages_chat_id_idx');
      expect(plan).not.toMatch(/using chat_messages_pkey/);
    }
    const before = await listChatMessages(db, chat, { limit: 5, offset: 0, before: last });
    const offset = await listChatMessages(db, chat, { limit: 5, offset: 1 });
    expect(before.rows.map((r) => r.id)).toEqual(offset.rows.map((r) => r.id));
    expect(before.total).toBe(20);
  });

  it('the chat list: page 1, an offset and a cursor from the (user_id, last_message_id) index', async () => {
    await sql`update chat_members m set last_message_id = (select max(x.id) from chat_messages x where x.chat_id = m.chat_id)`.execute(db);
    await sql`analyze chat_members`.execute(db);
    const page1 = await expectIndexed('chat list page 1', (d) => listChats(d, viewer, { limit: 2, offset: 0 }));
    const rows = (await listChats(db, viewer, { limit: 2, offset: 0 })).rows;
    const after = [rows[1]!.last_message_id, rows[1]!.chat_id] as const;
    const cursor = await expectIndexed('chat list cursor', (d) => listChats(d, viewer, { limit: 2, offset: 0, after }));
    await expectIndexed('chat list offset', (d) => listChats(d, viewer, { limit: 2, offset: 2 }));
    expect(page1[0]).toContain('chat_members_user_activity_idx');
    expect(cursor[0]).toContain('chat_members_user_activity_idx');
    const all = (await listChats(db, viewer, { limit: 10, offset: 0 })).rows.map((r) => r.chat_id);
    expect(all).toHaveLength(3);
    expect((await listChats(db, viewer, { limit: 2, offset: 0, after })).rows.map((r) => r.chat_id)).toEqual(all.slice(2));
  });

  it('the organizers’ report queue: page 1, an offset, a cursor, a status and the capped count', async () => {
    const plans = [
      ...(await expectIndexed('reports page 1', (d) => listReports(d, bigEvent, { limit: 20, offset: 0 }))),
      ...(await expectIndexed('reports offset', (d) => listReports(d, bigEvent, { limit: 20, offset: 400 }))),
      ...(await expectIndexed('reports cursor', (d) => listReports(d, bigEvent, { limit: 20, offset: 0, before: 3_000 }))),
      ...(await expectIndexed('small event reports', (d) => listReports(d, bigEvent + 5, { limit: 20, offset: 0 }))),
    ];
    // The page's ids from (event_id, id) in order (no sort of the event's reports, no walk of every event's by primary
    // key: the primary key only fetches the page's own rows); users joined for the page.
    for (const i of [0, 2, 4, 6]) expect(plans[i]).toContain('reports_event_id_idx');
    for (const plan of plans) {
      const lines = plan.split('\n');
      lines.forEach((line, i) => {
        if (line.includes('using reports_pkey')) expect(lines[i + 1], plan).toMatch(/Index Cond: \(id = /);
      });
    }
    for (const before of [undefined, 3_000]) {
      const status = await expectIndexed('reports of a status', (d) => listReports(d, bigEvent, { status: 'resolved', limit: 20, offset: 0, before }));
      expect(status[0]).toContain('reports_event_status_idx');
      expect(status[0]).not.toMatch(/Sort Key: k\.id/);
    }
    // The cursor continues where the offset would.
    const page = await listReports(db, bigEvent, { limit: 20, offset: 0 });
    const next = await listReports(db, bigEvent, { limit: 20, offset: 0, before: page.rows.at(-1)!.id });
    expect(next.rows.map((r) => r.id)).toEqual((await listReports(db, bigEvent, { limit: 20, offset: 20 })).rows.map((r) => r.id));
    expect(page.total).toBe(1_000);
    const resolved = await listReports(db, bigEvent, { status: 'resolved', limit: 7, offset: 0 });
    const resolvedNext = await listReports(db, bigEvent, { status: 'resolved', limit: 7, offset: 0, before: resolved.rows.at(-1)!.id });
    const expected = (await sql<{ id: number }>`select id from reports where event_id = ${bigEvent} and status = 'resolved' order by id desc limit 14`.execute(db)).rows.map((r) => r.id);
    expect([...resolved.rows, ...resolvedNext.rows].map((r) => r.id)).toEqual(expected);
  });

  it('a member’s meetings: page 1, an offset, a cursor, a role and a status, each role from its (member, event, starts_at, id) index', async () => {
    const window = { limit: 20, offset: 0 };
    const page = await meetingPage(db, bigEvent, viewer, {}, window);
    const last = page.rows.at(-1)!;
    const after = [last.cursor_at, last.id] as const;
    const plans = [
      ...(await expectIndexed('meetings page 1', (d) => meetingPage(d, bigEvent, viewer, {}, window))),
      ...(await expectIndexed('meetings offset', (d) => meetingPage(d, bigEvent, viewer, {}, { limit: 20, offset: 40 }))),
      ...(await expectIndexed('meetings cursor', (d) => meetingPage(d, bigEvent, viewer, {}, { ...window, after }))),
      ...(await expectIndexed('meetings of a status, cursor', (d) => meetingPage(d, bigEvent, viewer, { status: 'accepted' }, { ...window, after }))),
    ];
    // Rows, then the exact count: each role's range of its own index in the list's order (no sort of the member's
    // meetings by id within a slot start), the primary key only for the page's own rows.
    for (const i of [0, 2, 4, 6]) {
      expect(plans[i]).toContain('meetings_from_order_idx');
      expect(plans[i]).toContain('meetings_to_order_idx');
      expect(plans[i]).toContain('Merge Append');
      expect(plans[i]).not.toMatch(SORTED_KEYS);
    }
    for (const [role, index] of [['incoming', 'meetings_to_order_idx'], ['outgoing', 'meetings_from_order_idx']] as const) {
      const one = await expectIndexed(`meetings ${role}`, (d) => meetingPage(d, bigEvent, viewer, { role }, { ...window, after }));
      expect(one[0]).toContain(index);
    }
    // The cursor continues where the offset would; the total is exact.
    const all = await sql<{ id: number }>`select id from meetings where event_id = ${bigEvent} and (from_user_id = ${viewer} or to_user_id = ${viewer}) order by starts_at, id`.execute(db);
    expect(page.total).toBe(all.rows.length);
    expect((await meetingPage(db, bigEvent, viewer, {}, { ...window, after })).rows.map((r) => r.id)).toEqual(all.rows.slice(20, 40).map((r) => r.id));
    expect((await meetingPage(db, bigEvent, viewer, {}, { limit: 20, offset: 20 })).rows.map((r) => r.id)).toEqual(all.rows.slice(20, 40).map((r) => r.id));
  });

  it('the organizers’ meeting list: page 1, an offset, a cursor, a status and the capped count', async () => {
    const page = await organizerMeetingPage(db, bigEvent, undefined, { limit: 20, offset: 0 });
    const last = page.rows.at(-1)!;
    const after = [last.cursor_at, last.id] as const;
    const plans = [
      ...(await expectIndexed('organizer meetings page 1', (d) => organizerMeetingPage(d, bigEvent, undefined, { limit: 20, offset: 0 }))),
      ...(await expectIndexed('organizer meetings offset', (d) => organizerMeetingPage(d, bigEvent, undefined, { limit: 20, offset: 400 }))),
      ...(await expectIndexed('organizer meetings cursor', (d) => organizerMeetingPage(d, bigEvent, undefined, { limit: 20, offset: 0, after }))),
      ...(await expectIndexed('small event meetings', (d) => organizerMeetingPage(d, bigEvent + 5, undefined, { limit: 20, offset: 0 }))),
    ];
    // The page's ids from (event_id, starts_at, id) in order (no sort of the event's meetings); members, location and
    // event joined for the page.
    for (const i of [0, 2, 4, 6]) {
      expect(plans[i]).toContain('meetings_event_order_idx');
      expect(plans[i]).not.toMatch(SORTED_KEYS);
    }
    for (const cursor of [undefined, after]) {
      const status = await expectIndexed('organizer meetings of a status', (d) => organizerMeetingPage(d, bigEvent, 'accepted', { limit: 20, offset: 0, after: cursor }));
      expect(status[0]).toContain('meetings_event_status_order_idx');
      expect(status[0]).not.toMatch(SORTED_KEYS);
    }
    const all = await sql<{ id: number }>`select id from meetings where event_id = ${bigEvent} order by starts_at, id limit 40`.execute(db);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 20).map((r) => r.id));
    expect((await organizerMeetingPage(db, bigEvent, undefined, { limit: 20, offset: 0, after })).rows.map((r) => r.id)).toEqual(all.rows.slice(20).map((r) => r.id));
    expect(page.total).toBe(MEETING_COUNT_CAP);
  });

  it('sync pages of many sockets in one statement each: the feed, the chats and the chats’ updates', async () => {
    const peers = (await sql<{ id: number }>`select ${viewer}::int as id union all select user_high from chats where user_low = ${viewer}`.execute(db)).rows.map((r) => r.id);
    const feed = await expectIndexed('sync feed pages', (d) => livefeedPagesAfter(d, peers.map((userId, i) => ({ eventId: bigEvent, userId, after: i * 1_000, limit: 101 }))));
    const chat = await expectIndexed('sync chat pages', (d) => userMessagesAfterMany(d, peers.map((userId) => ({ userId, after: 0, limit: 101 }))));
    const updates = await expectIndexed('sync chat updates', (d) => userMessageUpdatesAfterMany(d, peers.map((userId) => ({ userId, after: 0, limit: 101 }))));
    // Each viewer's page from its own event's (event_id, id) index and its own chats' (chat_id, id) index, never a
    // walk of every event's or every chat's messages from the cursor on.
    expect(feed[0]).toContain('livefeed_messages_event_feed_idx');
    expect(chat[0]).toContain('chat_messages_chat_id_idx');
    expect(updates[0]).toContain('chat_messages_chat_update_seq_idx');
    for (const plan of [...feed, ...chat, ...updates]) expect(plan).not.toMatch(/using (livefeed|chat)_messages_pkey/);
  });

  it('sync chat pages read the asking users’ own chats, also in the plan kept for the prepared statement', async () => {
    // A user with chats and one without (a new arrival, chat_after 0): in the generic plan, each user's chats come
    // from chat_members and each chat's messages from its own index. The other way round (every message in cursor
    // order, kept when its chat is the user's) walked the whole table for a user with few or no chats.
    const lonely = (await sql<{ id: number }>`select u.id from users u where not exists (select 1 from chat_members cm where cm.user_id = u.id) limit 1`.execute(db)).rows[0]!.id;
    for (const generic of [false, true]) {
      const chat = await expectIndexed('sync chat pages', (d) => userMessagesAfterMany(d, [viewer, lonely].map((userId) => ({ userId, after: 0, limit: 101 }))), generic);
      const updates = await expectIndexed('sync chat updates', (d) => userMessageUpdatesAfterMany(d, [viewer, lonely].map((userId) => ({ userId, after: 0, limit: 101 }))), generic);
      expect(chat[0]).toMatch(/chat_members_\w+ on chat_members/);
      expect(chat[0]).toContain('chat_messages_chat_id_idx');
      expect(updates[0]).toContain('chat_messages_chat_update_seq_idx');
      for (const plan of [...chat, ...updates]) expect(plan).not.toMatch(/using chat_messages_pkey/);
    }
    // Run for the user without chats alone, in the generic plan: no message is read at all.
    for (const run of [userMessagesAfterMany, userMessageUpdatesAfterMany]) {
      const [statement] = await statementsOf((d) => run(d, [{ userId: lonely, after: 0, limit: 1001 }]));
      const analyzed = await rolledBack(async (trx) => {
        await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
        // Statistics from when few users chatted (an event's first hour, before autovacuum analyzes again): the
        // planner then expects a user's chats to hold a large share of all messages.
        await sql`alter table chat_members alter column user_id set (n_distinct = 1)`.execute(trx);
        await sql`alter table chat_messages alter column chat_id set (n_distinct = 1)`.execute(trx);
        await sql`analyze chat_members`.execute(trx);
        await sql`analyze chat_messages`.execute(trx);
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, costs off, timing off) ${statement!.sql}`, [...statement!.parameters]));
        return result.rows.map((r) => r['QUERY PLAN']);
      });
      const messageScans = analyzed.filter((line) => / on chat_messages /.test(line));
      expect(messageScans.length, analyzed.join('\n')).toBeGreaterThan(0);
      for (const line of messageScans) expect(line, analyzed.join('\n')).toContain('never executed');
    }
    // The pages themselves: the viewer's messages in id order, none for the user without chats.
    const [mine, none] = await userMessagesAfterMany(db, [viewer, lonely].map((userId) => ({ userId, after: 0, limit: 101 })));
    const expected = await sql<{ id: number }>`select m.id from chat_messages m join chat_members cm on cm.chat_id = m.chat_id and cm.user_id = ${viewer} order by m.id limit 101`.execute(db);
    expect(mine!.map((m) => m.id)).toEqual(expected.rows.map((r) => r.id));
    expect(none).toEqual([]);
  });
});
