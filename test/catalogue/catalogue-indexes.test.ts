import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import type { DB } from '../../storage/database.js';
import { listEventRecords, type EventFilters, type EventSort } from '../../storage/repositories/events.js';

// The catalogue audit (docs/catalogue.md "Query plans"): the indexes of migration 20261122T1400 exist and are usable by the
// queries they were made for, and the sliced list queries return exactly what sorting the whole set returns.

let test: TestDatabase;
let db: DB;
let viewerId: number;
let categoryId: number;
const hours = (h: number) => new Date(Date.now() + h * 3600_000);

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
  const user = await db.insertInto('users').values({ mobile: '+989120009001', name: 'Viewer', surname: 'Audit' }).returning('id').executeTakeFirstOrThrow();
  viewerId = user.id;
  const org = await db.insertInto('organizations').values({ slug: 'audit-org', name: 'Audit org' }).returning('id').executeTakeFirstOrThrow();
  const cat = await db.insertInto('categories').values({ slug: 'audit-cat', title: 'Audit' }).returning('id').executeTakeFirstOrThrow();
  categoryId = cat.id;
  // Running, future and past events, with ties on starts_at, some canceled, sold out or past their sales deadline.
  const shared = hours(30);
  const rows = Array.from({ length: 48 }, (_, i) => {
    const kind = i % 4; // 0 running, 1 future, 2 past, 3 future sharing one start time
    const starts = kind === 0 ? hours(-1 - i) : kind === 1 ? hours(2 + i) : kind === 2 ? hours(-200 - i) : shared;
    const ends = kind === 0 ? hours(5 + i) : new Date(starts.getTime() + 3 * 3600_000);
    return {
      organization_id: org.id,
      category_id: i % 3 === 0 ? cat.id : null,
      slug: `audit-${i}`,
      name: i % 5 === 0 ? `Jazz night ${i}` : `Talk ${i}`,
      city_name: 'Tehran',
      starts_at: starts,
      ends_at: ends,
      sales_deadline: i % 7 === 0 && kind !== 2 ? hours(-0.5) : null,
      capacity: i % 6 === 0 ? 0 : null,
      sales_count: i % 9,
      canceled_at: i % 11 === 0 ? hours(-300) : null,
    };
  });
  const events = await db.insertInto('events').values(rows).returning('id').execute();
  const ids = events.map((e) => e.id);
  await db.insertInto('event_trends').values([ids[1]!, ids[2]!, ids[8]!, ids[13]!].map((event_id) => ({ event_id }))).execute();
  // Scored special events, one listed twice (max wins), one without a score (sorted with the rest).
  const special = [[ids[5], 2.5], [ids[9], 7], [ids[2], 1], [ids[5], 4], [ids[20], 7], [ids[30]]];
  await db.insertInto('user_special_event').values({ user_id: viewerId, events: JSON.stringify(special) }).execute();
  await sql`analyze events`.execute(db);
}, 60_000);

afterAll(async () => {
  await test?.handle.close();
});

/** The whole filtered set sorted by the catalogue's order as first written (one sort over every row). */
async function reference(sort: EventSort, viewer: number | null, filter: RawBuilder<unknown>): Promise<number[]> {
  const upcomingFirst = sql`(ev.ends_at < now()), case when ev.ends_at >= now() then ev.starts_at end asc, ev.starts_at desc, ev.id asc`;
  const scores =
    viewer === null
      ? sql`select null::int as event_id, null::float8 as score where false`
      : sql`select (x.value->>0)::int as event_id, max((x.value->>1)::float8) as score
          from user_special_event u cross join lateral json_array_elements(u.events) as x(value) where u.user_id = ${viewer} group by 1`;
  const order =
    sort === '-sales'
      ? sql`ev.sales_count desc, ev.id desc`
      : sort === 'user-special-events'
        ? sql`sp.score desc nulls last, (tr.event_id is not null) desc, ${upcomingFirst}`
        : upcomingFirst;
  const result = await sql<{ id: number }>`select ev.id from events ev
    left join event_trends tr on tr.event_id = ev.id left join (${scores}) sp on sp.event_id = ev.id
    where ${filter} order by ${order}`.execute(db);
  return result.rows.map((r) => r.id);
}

const stateSql = (state: string) => sql`(case when ev.canceled_at is not null then 'canceled' when ev.ends_at < now() then 'ended'
  when ev.sales_deadline is not null and ev.sales_deadline < now() then 'sales_ended'
  when ev.capacity is not null and ev.sales_count >= ev.capacity then 'sold_out' else 'active' end) = ${state}`;

describe('sliced list orders', () => {
  // Each case: the list filter and the same condition written out for the reference query.
  const cases: Array<[string, () => [EventFilters, RawBuilder<unknown>]]> = [
    ['no filter', () => [{}, sql`true`]],
    ['category', () => [{ category: String(categoryId) }, sql`ev.category_id = ${categoryId}`]],
    ['q', () => [{ q: 'jazz' }, sql`ev.name ilike '%jazz%'`]],
    ['state ended', () => [{ state: 'ended' }, stateSql('ended')]],
    ['state active', () => [{ state: 'active' }, stateSql('active')]],
    ['state canceled', () => [{ state: 'canceled' }, stateSql('canceled')]],
  ];
  for (const sort of ['starts_at', 'user-special-events', '-sales'] as const) {
    for (const [label, make] of cases) {
      it(`${sort}, ${label}: every page equals the whole set sorted once (guest and viewer)`, async () => {
        const [f, fs] = make();
        for (const viewer of [null, viewerId]) {
          const expected = await reference(sort, viewer, fs);
          expect(expected.length).toBeGreaterThan(0);
          const got: number[] = [];
          for (let offset = 0; offset < expected.length + 7; offset += 7) {
            const page = await listEventRecords(db, { viewerId: viewer, filters: f, sort, limit: 7, offset });
            expect(page.total).toBe(expected.length);
            got.push(...page.rows.map((r) => r.id));
          }
          expect(got).toEqual(expected);
        }
      });
    }
  }
});

describe('catalogue indexes', () => {
  async function indexNames(): Promise<Set<string>> {
    const rows = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'events'`.execute(db);
    return new Set(rows.rows.map((r) => r.indexname));
  }
  async function trigramInstalled(): Promise<boolean> {
    const rows = await sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
    return rows.rows[0]?.ok === true;
  }
  /** The plan of `query` with sequential scans priced out (the test tables are tiny, so costs alone pick scans). */
  async function plan(query: RawBuilder<unknown>): Promise<string> {
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('the migration created them (the trigram one wherever pg_trgm is installed)', async () => {
    const names = await indexNames();
    for (const name of ['events_running_idx', 'events_starts_desc_idx', 'events_category_top_idx']) expect(names).toContain(name);
    expect(names.has('events_name_trgm_idx')).toBe(await trigramInstalled());
  });

  it('pg_trgm is installed on PostgreSQL when the server ships it, and in PGlite (loaded by storage/database.ts)', async () => {
    const available = await sql<{ ok: boolean }>`select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as ok`.execute(db);
    if (available.rows[0]?.ok) expect(await trigramInstalled()).toBe(true);
    if (test.handle.kind === 'pglite') expect(await trigramInstalled()).toBe(true);
  });

  it('q (name contains) uses the trigram index', async (t) => {
    if (!(await trigramInstalled())) t.skip();
    expect(await plan(sql`select ev.id from events ev where ev.name ilike ${'%jazz%'} escape '\\'`)).toContain('events_name_trgm_idx');
  });

  it('running events are a GiST range lookup, past events come from the descending index', async () => {
    expect(await plan(sql`select ev.id from events ev where tstzrange(ev.starts_at, ev.ends_at, '(]') @> now()`)).toContain('events_running_idx');
    expect(
      await plan(sql`select ev.id from events ev where ev.starts_at < now() and ev.ends_at < now() order by ev.starts_at desc, ev.id asc limit 5`),
    ).toContain('events_starts_desc_idx');
  });

  it("a followed category's top 4 is read from the partial index in order", async () => {
    const text = await plan(sql`select ev.id from events ev where ev.category_id = ${categoryId} and ev.canceled_at is null
      order by ev.sales_count desc, ev.starts_at desc, ev.id desc limit 4`);
    expect(text).toContain('events_category_top_idx');
    expect(text).not.toContain('Sort');
  });
});
