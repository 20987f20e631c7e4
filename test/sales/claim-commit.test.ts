import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitsInStatement, openDatabase, type DB } from '../../storage/database.js';
import { claimPlaces } from '../../storage/repositories/sales.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

// Issue 49: a pending order's claim is its transaction's last statement, and on PostgreSQL the COMMIT travels with it
// (storage/database.ts COMMIT_IN_STATEMENT), so a drop's hot counter rows are locked for PostgreSQL's time alone. A
// claim that finds no places must never commit what the transaction wrote before it.

let test: TestDatabase;
let db: DB;
const postgres = () => test.handle.kind === 'postgres';
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
}, 120_000);
afterAll(async () => {
  await test?.handle.close();
});

let n = 0;
/** An event with one ticket type in a quota of `size`, and a voucher of `maxUses` for it. */
async function sale(size: number, maxUses = 5) {
  n++;
  const org = await db.insertInto('organizations').values({ slug: `claim-org-${n}`, name: 'Claim' }).returning('id').executeTakeFirstOrThrow();
  const at = new Date(Date.now() + 86_400_000);
  const event = await db.insertInto('events').values({ organization_id: org.id, slug: `claim-${n}`, name: 'Claim', city_name: 'Tehran', starts_at: at, ends_at: at }).returning('id').executeTakeFirstOrThrow();
  const type = await db.insertInto('ticket_types').values({ event_id: event.id, name: 'Standard', price: 1000 }).returning('id').executeTakeFirstOrThrow();
  const quota = await db.insertInto('quotas').values({ event_id: event.id, name: 'Hall', size }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('quota_ticket_types').values({ quota_id: quota.id, ticket_type_id: type.id }).execute();
  const voucher = await db
    .insertInto('vouchers')
    .values({ event_id: event.id, code: `V${n}`, code_key: `V${n}`, discount_kind: 'percent', discount_value: 10, max_uses: maxUses })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { eventId: event.id, typeId: type.id, quotaId: quota.id, voucherId: voucher.id, marker: `claim-marker-${n}` };
}

/** The counters the claim moves, and whether the transaction's other write (an organization named `marker`) stayed. */
async function state(s: Awaited<ReturnType<typeof sale>>, on: DB = db) {
  const row = await sql<{ type_held: number; quota_held: number; event_held: number; used: number; marker: boolean }>`select
      (select held from ticket_types where id = ${s.typeId}) as type_held,
      (select held from quotas where id = ${s.quotaId}) as quota_held,
      (select held from events where id = ${s.eventId}) as event_held,
      (select used from vouchers where id = ${s.voucherId}) as used,
      exists (select 1 from organizations where slug = ${s.marker}) as marker`.execute(on);
  return row.rows[0]!;
}

const writeMarker = (trx: DB, marker: string) => trx.insertInto('organizations').values({ slug: marker, name: 'Marker' }).execute();

describe('claimPlaces with `last`', () => {
  it('commits the transaction with the claim on PostgreSQL (seen from another connection before the callback returns); counts exactly on both', async () => {
    expect(commitsInStatement(db)).toBe(postgres());
    const s = await sale(3);
    let seenDuring: boolean | undefined;
    const claim = await db.transaction().execute(async (trx) => {
      expect(commitsInStatement(trx)).toBe(postgres());
      await writeMarker(trx, s.marker);
      const got = await claimPlaces(trx, s.eventId, [{ ticketTypeId: s.typeId, quantity: 2 }], 'hold', { id: s.voucherId, uses: 2 }, [], { last: true });
      // Another connection of the pool sees the transaction's writes already: the claim's round trip committed them.
      if (postgres()) seenDuring = (await state(s)).marker;
      return got;
    });
    expect(claim).toEqual({ ok: true });
    if (postgres()) expect(seenDuring).toBe(true);
    expect(await state(s)).toEqual({ type_held: 2, quota_held: 2, event_held: 2, used: 2, marker: true });
  });

  it('a claim that finds too few places commits nothing: the refusal names the quota and the rollback takes the other writes', async () => {
    const s = await sale(1);
    let refused: unknown;
    await expect(
      db.transaction().execute(async (trx) => {
        await writeMarker(trx, s.marker);
        refused = await claimPlaces(trx, s.eventId, [{ ticketTypeId: s.typeId, quantity: 2 }], 'hold', undefined, [], { last: true });
        throw new Error('refused: roll back');
      }),
    ).rejects.toThrow('refused: roll back');
    expect(refused).toEqual({ ok: false, ticketTypeId: s.typeId, where: 'quota' });
    expect(await state(s)).toEqual({ type_held: 0, quota_held: 0, event_held: 0, used: 0, marker: false });
  });

  it('a voucher without enough uses left is refused as `voucher`, and nothing is held', async () => {
    const s = await sale(10, 1);
    let refused: unknown;
    await expect(
      db.transaction().execute(async (trx) => {
        await writeMarker(trx, s.marker);
        refused = await claimPlaces(trx, s.eventId, [{ ticketTypeId: s.typeId, quantity: 2 }], 'hold', { id: s.voucherId, uses: 2 }, [], { last: true });
        throw new Error('refused: roll back');
      }),
    ).rejects.toThrow('refused: roll back');
    expect(refused).toEqual({ ok: false, ticketTypeId: s.typeId, where: 'voucher' });
    expect(await state(s)).toEqual({ type_held: 0, quota_held: 0, event_held: 0, used: 0, marker: false });
  });

  it('with `open`, a canceled event is refused at its step (`event`), committing or not, and nothing is held', async () => {
    const s = await sale(10);
    await db.updateTable('events').set({ canceled_at: new Date() }).where('id', '=', s.eventId).execute();
    for (const last of [true, false]) {
      let refused: unknown;
      await expect(
        db.transaction().execute(async (trx) => {
          await writeMarker(trx, s.marker);
          refused = await claimPlaces(trx, s.eventId, [{ ticketTypeId: s.typeId, quantity: 1 }], 'hold', undefined, [], { last, open: true });
          throw new Error('refused: roll back');
        }),
      ).rejects.toThrow('refused: roll back');
      expect(refused).toEqual({ ok: false, ticketTypeId: s.typeId, where: 'event' });
      expect(await state(s)).toEqual({ type_held: 0, quota_held: 0, event_held: 0, used: 0, marker: false });
    }
    // Without `open` the counters alone decide (the caller checked the event itself).
    const held = await db.transaction().execute((trx) => claimPlaces(trx, s.eventId, [{ ticketTypeId: s.typeId, quantity: 1 }], 'hold'));
    expect(held).toEqual({ ok: true });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: the connection serves the next transactions as usual, whose COMMIT and ROLLBACK are really sent', async () => {
    // One connection, so every transaction below runs on the one whose claim committed itself.
    const single = await openDatabase({ databaseUrl: test.url!, poolSize: 1 });
    try {
      const s = await sale(5);
      const refusedFirst = await sale(0);
      await single.db
        .transaction()
        .execute(async (trx) => {
          await writeMarker(trx, refusedFirst.marker);
          const got = await claimPlaces(trx, refusedFirst.eventId, [{ ticketTypeId: refusedFirst.typeId, quantity: 1 }], 'hold', undefined, [], { last: true });
          if (!got.ok) throw new Error('sold out');
        })
        .catch(() => undefined);
      expect((await state(refusedFirst)).marker).toBe(false);
      await single.db.transaction().execute(async (trx) => {
        expect((await claimPlaces(trx, s.eventId, [{ ticketTypeId: s.typeId, quantity: 1 }], 'hold', undefined, [], { last: true })).ok).toBe(true);
      });
      // A transaction after it commits for real (its COMMIT is sent, not answered by the connection) …
      await single.db.transaction().execute((trx) => writeMarker(trx, s.marker));
      expect((await state(s)).marker).toBe(true);
      // … and one that fails rolls back.
      const other = `${s.marker}-rolled-back`;
      await single.db
        .transaction()
        .execute(async (trx) => {
          await writeMarker(trx, other);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect((await db.selectFrom('organizations').select('id').where('slug', '=', other).execute()).length).toBe(0);
      expect(await state(s)).toMatchObject({ type_held: 1, quota_held: 1, event_held: 1 });
    } finally {
      await single.close();
    }
  });
});
