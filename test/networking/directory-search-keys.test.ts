// A slow directory search of a big event keeps its matches' ids on the node for a while (storage/repositories/
// attendees.ts, searchKeys; issue 22): its next pages read only their candidates, each checked live. These tests run
// the repository on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with an event big enough for the
// walk to fall short, and check the kept pages against sorting every match, and that voids, blocks and leaving the
// directory show at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import type { DB } from '../../storage/database.js';
import { listEventAttendees, SEARCH_WALK, type DirectoryKey } from '../../storage/repositories/attendees.js';

let test: TestDatabase;
let db: DB;
let eventId: number;
let viewer: number;
let first: number;

/** Holders in all: more than the walk reads, so a search matching only late names falls short of a page. */
const HOLDERS = SEARCH_WALK + 300;
/** Holders named "Zoya" (they sort last; "zoy" matches only them): every seventh of the last 210. */
const ZOYAS = 30;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
  const org = await db.insertInto('organizations').values({ slug: 'keys-org', name: 'Keys' }).returning('id').executeTakeFirstOrThrow();
  const event = await db
    .insertInto('events')
    .values({ organization_id: org.id, slug: 'keys-event', name: 'Keys', city_name: 'Tehran', starts_at: new Date(Date.now() - 3600_000), ends_at: new Date(Date.now() + 3600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  await sql`insert into users (mobile, name, surname, directory_visible)
    select '+98931' || lpad(i::text, 7, '0'), case when i > ${HOLDERS - 210} and i % 7 = 0 then 'Zoya' else (array['Ali','Maryam','Reza'])[1 + i % 3] end,
      'Keys' || lpad(i::text, 5, '0'), true
    from generate_series(1, ${HOLDERS}) i`.execute(db);
  first = (await sql<{ id: number }>`select min(id)::int as id from users where mobile like '+98931%'`.execute(db)).rows[0]!.id;
  viewer = first;
  await sql`insert into attendee_tickets (code, event_id, user_id, status)
    select 'KEYS' || i, ${eventId}, ${first} + i, 'valid' from generate_series(0, ${HOLDERS - 1}) i`.execute(db);
  for (const table of ['users', 'attendee_tickets', 'event_directory']) await sql`analyze ${sql.table(table)}`.execute(db);
}, 180_000);

afterAll(async () => {
  await test?.handle.close();
});

/** What sorting every visible match returns for the viewer (no cache, no index tricks). */
async function everyMatch(): Promise<number[]> {
  const rows = await sql<{ id: number }>`select u.id from users u
    join attendee_tickets t on t.user_id = u.id and t.event_id = ${eventId} and t.status = 'valid'
    where u.name ilike '%zoy%' and (u.directory_visible or u.id = ${viewer}) and u.deleted_at is null
      and not exists (select 1 from user_blocks b where (b.user_id = ${viewer} and b.blocked_user_id = u.id) or (b.user_id = u.id and b.blocked_user_id = ${viewer}))
    order by u.name, u.surname, u.id`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Every page of the search by cursor, `limit` at a time. */
async function allPages(limit: number): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let after: DirectoryKey | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = await listEventAttendees(db, eventId, { viewerId: viewer, q: 'zoy', limit, offset: 0, after });
    ids.push(...page.rows.map((r) => r.id));
    totals.push(page.total);
    if (page.rows.length < limit) break;
    after = page.rows.at(-1)!.key;
  }
  return { ids, totals };
}

/** The keys are read after the first page is answered; wait until a page comes from them (one statement). */
async function untilKept(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    let statements = 0;
    const counting = db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => ((statements += 1), a.result) });
    await listEventAttendees(counting, eventId, { viewerId: viewer, q: 'zoy', limit: 10, offset: 0 });
    if (statements === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the search keys were never kept');
}

describe('a slow search of a big event keeps its keys on the node', () => {
  it('answers the same pages from its kept keys as sorting every match, through cursors', async () => {
    const expected = await everyMatch();
    expect(expected).toHaveLength(ZOYAS);
    // The first page: the walk falls short (every Zoya sorts after the first SEARCH_WALK holders), the trigram index answers.
    const firstPage = await listEventAttendees(db, eventId, { viewerId: viewer, q: 'zoy', limit: 10, offset: 0 });
    expect(firstPage.rows.map((r) => r.id)).toEqual(expected.slice(0, 10));
    await untilKept();
    const kept = await allPages(7);
    expect(kept.ids).toEqual(expected);
    expect(new Set(kept.totals)).toEqual(new Set([ZOYAS]));
  });

  it('shows a void, a block and leaving the directory at once, while the keys are still kept', async () => {
    await untilKept();
    const [a, b, c, d] = await everyMatch();
    await db.updateTable('attendee_tickets').set({ status: 'void' }).where('event_id', '=', eventId).where('user_id', '=', a!).execute();
    await db.insertInto('user_blocks').values({ user_id: b!, blocked_user_id: viewer }).execute();
    await db.updateTable('users').set({ directory_visible: false }).where('id', '=', c!).execute();
    const after = await allPages(4);
    expect(after.ids).toEqual(await everyMatch());
    expect(after.ids).not.toContain(a);
    expect(after.ids).not.toContain(b);
    expect(after.ids).not.toContain(c);
    expect(after.ids).toContain(d);
    // Still from the kept keys (one statement per page), not a fresh read.
    let statements = 0;
    const counting = db.withPlugin({ transformQuery: (x) => x.node, transformResult: async (x) => ((statements += 1), x.result) });
    await listEventAttendees(counting, eventId, { viewerId: viewer, q: 'zoy', limit: 4, offset: 0 });
    expect(statements).toBe(1);
  });

  it('keeps showing the viewer to themselves when they left the directory', async () => {
    // The viewer renamed into the search would appear only when the keys expire; one already matching stays visible.
    const zoya = (await everyMatch())[0]!;
    const page = await listEventAttendees(db, eventId, { viewerId: zoya, q: 'zoy', limit: 50, offset: 0 });
    expect(page.rows.map((r) => r.id)).toContain(zoya);
    await db.updateTable('users').set({ directory_visible: false }).where('id', '=', zoya).execute();
    const own = await listEventAttendees(db, eventId, { viewerId: zoya, q: 'zoy', limit: 50, offset: 0 });
    expect(own.rows.map((r) => r.id)).toContain(zoya);
    const others = await listEventAttendees(db, eventId, { viewerId: viewer, q: 'zoy', limit: 50, offset: 0 });
    expect(others.rows.map((r) => r.id)).not.toContain(zoya);
  });
});
