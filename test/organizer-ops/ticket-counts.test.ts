import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import type { DB } from '../../storage/database.js';
import { checkinStats, listAttendeePage, type AttendeeFilters } from '../../storage/repositories/organizer-ops.js';

// Issue 22: check-in stats and the organizer list's filtered totals come from event_ticket_counts, which a statement
// trigger keeps in step with attendee_tickets (migration 20261127T1300). After every kind of write the counters must
// equal a count of the tickets themselves.

let test: TestDatabase;
let db: DB;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.handle.db;
}, 120_000);
afterAll(async () => {
  await test?.handle.close();
});

/** The counters of an event, and the same figures counted from its tickets. */
async function both(eventId: number) {
  const counters = await sql<{ k: string; n: number }>`select ticket_type_id || '/' || status || '/' || checked_in as k, tickets as n
    from event_ticket_counts where event_id = ${eventId} and tickets <> 0 order by 1`.execute(db);
  const counted = await sql<{ k: string; n: number }>`select coalesce(ticket_type_id, 0) || '/' || status || '/' || (checked_in_at is not null) as k, count(*)::int as n
    from attendee_tickets where event_id = ${eventId} group by 1 order by 1`.execute(db);
  return { counters: counters.rows, counted: counted.rows };
}

describe('event_ticket_counts', () => {
  it('follows issues, check-ins, voids, moves, deletions and a deleted ticket type', async () => {
    const org = await db.insertInto('organizations').values({ slug: 'counts-org', name: 'Counts' }).returning('id').executeTakeFirstOrThrow();
    const at = new Date(Date.now() + 86400_000);
    const [a, b] = await db
      .insertInto('events')
      .values([0, 1].map((i) => ({ organization_id: org.id, slug: `counts-${i}`, name: `Counts ${i}`, city_name: 'Tehran', starts_at: at, ends_at: at })))
      .returning('id')
      .execute();
    const types = await db.insertInto('ticket_types').values(['Standard', 'VIP', 'Unsold'].map((name) => ({ event_id: a!.id, name, price: 0 }))).returning('id').execute();
    const users = await sql<{ id: number }>`insert into users (mobile, name, surname) select '+98937' || lpad(i::text, 7, '0'), 'Count', 'U' || i
      from generate_series(1, 40) i returning id`.execute(db);
    const first = users.rows[0]!.id;
    // 40 tickets in one statement: standard, VIP and none.
    await sql`insert into attendee_tickets (code, event_id, user_id, ticket_type_id)
      select 'CNT' || i, ${a!.id}, ${first} + i, (array[${types[0]!.id}, ${types[1]!.id}, null]::int[])[1 + i % 3] from generate_series(0, 39) i`.execute(db);
    expect((await both(a!.id)).counters).toEqual((await both(a!.id)).counted);

    // Check-ins one by one and in bulk; a later scan moving the time back changes no counter.
    await sql`update attendee_tickets set checked_in_at = now() where code = 'CNT0'`.execute(db);
    await sql`update attendee_tickets set checked_in_at = now() where event_id = ${a!.id} and code like 'CNT1%'`.execute(db);
    await sql`update attendee_tickets set checked_in_at = checked_in_at - interval '1 minute' where event_id = ${a!.id} and checked_in_at is not null`.execute(db);
    // Voids (one checked in), a ticket moved to the other event, deletions, a type deleted (its tickets: no type).
    await sql`update attendee_tickets set status = 'void' where code in ('CNT2', 'CNT10', 'CNT11')`.execute(db);
    await sql`update attendee_tickets set event_id = ${b!.id}, ticket_type_id = null where code = 'CNT3'`.execute(db);
    await sql`delete from attendee_tickets where code in ('CNT4', 'CNT12')`.execute(db);
    await sql`delete from ticket_types where id = ${types[1]!.id}`.execute(db);
    await sql`delete from users where id = ${first + 5}`.execute(db);
    for (const event of [a!.id, b!.id]) {
      const { counters, counted } = await both(event);
      expect(counters, `event ${event}`).toEqual(counted);
    }

    // What the organizer sees: stats per type (the unsold one with zeros, a row without a type) and exact totals.
    const stats = await checkinStats(db, a!.id);
    const valid = await sql<{ t: number | null; n: number; c: number }>`select ticket_type_id as t, count(*)::int as n, count(checked_in_at)::int as c
      from attendee_tickets where event_id = ${a!.id} and status = 'valid' group by 1`.execute(db);
    const of = (t: number | null) => valid.rows.find((r) => r.t === t) ?? { n: 0, c: 0 };
    expect(stats).toEqual([
      { ticket_id: types[0]!.id, name: 'Standard', tickets: of(types[0]!.id).n, checked_in: of(types[0]!.id).c },
      { ticket_id: types[2]!.id, name: 'Unsold', tickets: 0, checked_in: 0 },
      { ticket_id: null, name: null, tickets: of(null).n, checked_in: of(null).c },
    ]);
    const filterSets: AttendeeFilters[] = [{}, { status: 'valid' }, { status: 'void' }, { checkedIn: true }, { checkedIn: false }, { status: 'valid', checkedIn: true }];
    for (const filters of filterSets) {
      const page = await listAttendeePage(db, a!.id, filters, { limit: 5, offset: 0 });
      let count = db.selectFrom('attendee_tickets').select(sql<number>`count(*)::int`.as('n')).where('event_id', '=', a!.id);
      if (filters.status) count = count.where('status', '=', filters.status);
      if (filters.checkedIn !== undefined) count = count.where('checked_in_at', filters.checkedIn ? 'is not' : 'is', null);
      expect(page.total, JSON.stringify(filters)).toBe((await count.executeTakeFirstOrThrow()).n);
    }

    // Deleting the event takes its counters with it (the cascade's trigger records nothing for it).
    await db.deleteFrom('events').where('id', '=', a!.id).execute();
    expect((await both(a!.id)).counters).toEqual([]);
    expect((await both(b!.id)).counters).toEqual((await both(b!.id)).counted);
  });
});
