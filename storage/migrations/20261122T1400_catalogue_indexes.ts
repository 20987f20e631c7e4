import { sql, type Kysely } from 'kysely';

// Catalogue indexes from the query audit (README "Query plans"): the upcoming-first list walks three slices in
// index order (running, future, past), followed categories read a top 4 per category, and `q` (name contains,
// ILIKE '%…%') uses a trigram index where pg_trgm is available. Never edit this file once landed.
export async function up(db: Kysely<any>): Promise<void> {
  // Running events (started, not ended): "now() inside (starts_at, ends_at]" is a GiST range lookup.
  await sql`create index events_running_idx on events using gist (tstzrange(starts_at, ends_at, '(]'))`.execute(db);
  // Past events: latest first, ties by id ascending, straight from the index.
  await sql`create index events_starts_desc_idx on events (starts_at desc, id asc)`.execute(db);
  // Followed categories: a category's best sellers that are not canceled, in the list's order.
  await sql`create index events_category_top_idx on events (category_id, sales_count desc, starts_at desc, id desc)
    where canceled_at is null`.execute(db);

  // pg_trgm is shipped with PostgreSQL (contrib, trusted since 13) and loaded into PGlite by storage/database.ts;
  // a server without it still migrates, and `q` falls back to a scan.
  const available = await sql<{ ok: boolean }>`select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as ok`.execute(db);
  if (available.rows[0]?.ok) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index events_name_trgm_idx on events using gin (name gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['events_name_trgm_idx', 'events_category_top_idx', 'events_starts_desc_idx', 'events_running_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
