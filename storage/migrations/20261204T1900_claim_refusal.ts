import { sql, type Kysely } from 'kysely';

// Issue 49: an order's claim ends its transaction in the same round trip on PostgreSQL (storage/repositories/sales.ts
// `claimPlaces` with `last`): the claim statement and the COMMIT go in one message, so the hot counter rows (the
// quota's, the ticket type's, the event's, the voucher's) are locked only while PostgreSQL runs the two, never while
// the reply waits for a busy node's event loop. The COMMIT must not run when the claim matched nothing: the claim
// then raises through this function (SQLSTATE CV409, the failing step in DETAIL), PostgreSQL skips the rest of the
// message and the caller rolls back. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function convene_claim_refused(step integer) returns integer language plpgsql as $$
    begin
      raise exception using errcode = 'CV409', message = 'convene: the claim found no places', detail = step::text;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists convene_claim_refused(integer)`.execute(db);
}
