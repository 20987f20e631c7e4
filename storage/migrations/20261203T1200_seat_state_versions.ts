import { sql, type Kysely } from 'kysely';

// Issue 50 leftovers: a cheap version of an event's seat states, so `GET /events/{slug}/seats` answers a matching
// `If-None-Match` with 304 from one primary-key read instead of reading and hashing every seat's state.
// `seat_state_versions.version` counts the committed transactions that changed the event's `seats` or `seat_claims`
// rows (a plan upload, a block, a claim, a sale, a release, a move, a cascade from a deleted order or ticket type:
// whichever code path writes them). The bump is a deferred constraint trigger: it runs at commit, once per event and
// transaction (a transaction-local setting remembers the events already bumped), so the version row is locked only
// from the commit's start to its end, after every other lock the transaction takes: it adds no lock-order edge and
// no wait before the commit. The row appears with the event's first change (no row reads as version 0).
// The best-seat pick walks a type's seats in plan order in the database (storage/repositories/seating.ts
// `pickFreeSeats`): `seats_type_idx (ticket_type_id, position)` becomes covering (event_id, seat_id, section, row,
// blocked included), so the walk is an index-only scan where the seats' pages are all-visible (seats change only on
// plan uploads and blocks; claims are another table). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seat_state_versions')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index seats_type_pick_idx on seats (ticket_type_id, position) include (event_id, seat_id, section, row, blocked)`.execute(db);
  await sql`drop index seats_type_idx`.execute(db);
  await sql`create function seat_state_bump() returns trigger language plpgsql as $$
    declare
      e integer := case when tg_op = 'DELETE' then old.event_id else new.event_id end;
      done text := coalesce(current_setting('convene.seat_state_bumped', true), '');
    begin
      if position(',' || e || ',' in done) > 0 then return null; end if;
      perform set_config('convene.seat_state_bumped', done || ',' || e || ',', true);
      -- An event deleted in this transaction has nothing left to version (its row went with it).
      insert into seat_state_versions as v (event_id, version) select e, 1 where exists (select 1 from events where id = e)
        on conflict (event_id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger seats_state_version after insert or update or delete on seats
    deferrable initially deferred for each row execute function seat_state_bump()`.execute(db);
  await sql`create constraint trigger seat_claims_state_version after insert or update or delete on seat_claims
    deferrable initially deferred for each row execute function seat_state_bump()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists seat_claims_state_version on seat_claims`.execute(db);
  await sql`drop trigger if exists seats_state_version on seats`.execute(db);
  await sql`drop function if exists seat_state_bump()`.execute(db);
  await db.schema.dropTable('seat_state_versions').ifExists().execute();
  await sql`create index if not exists seats_type_idx on seats (ticket_type_id, position)`.execute(db);
  await sql`drop index if exists seats_type_pick_idx`.execute(db);
}
