import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';

/**
 * Accepting is decided by the database (CONTRACT 11): concurrent accepts, spread over two server instances on one
 * database, never give a person two meetings in one slot or a table two meetings. On PostgreSQL the accepts really
 * run at once (a pool of connections, two nodes); on the embedded database they are serialized by its one connection.
 */
let nodes: TestServer[] = [];
const RACERS = 20;
beforeAll(async () => {
  const first = await startTestServer({ env: { MEETING_PENDING_LIMIT: '100', DATABASE_POOL_SIZE: '25' } });
  nodes = [first, await startTestServer({ shareDatabaseWith: first, env: { MEETING_PENDING_LIMIT: '100' } })];
});
afterAll(async () => {
  for (const node of nodes.reverse()) await node.stop();
});

async function world(people: number, tables: number) {
  const server = nodes[0]!;
  const w = await eventWorld(server.ctx, people);
  const start = new Date(w.event.starts_at);
  const res = await server.http.put(
    `/api/events/${w.event.slug}/meetings/settings`,
    {
      enabled: true,
      slot_minutes: 30,
      windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3600_000).toISOString() }],
      locations: Array.from({ length: tables }, (_, i) => ({ name: `T${i + 1}` })),
    },
    { token: await tokenFor(server.ctx, w.organizer.user) },
  );
  expect(res.status).toBe(200);
  return { ...w, people: w.attendees as Participant[], slot: start.toISOString() };
}

async function requestAll(pairs: Array<[Participant, Participant]>, slot: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [from, to] of pairs) {
    const res = await nodes[0]!.http.post('/connect/meetings', { with: to.user.id, starts_at: slot }, { token: from.token });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

/** Every accept at once, alternating between the two nodes. */
async function acceptAll(pairs: Array<[Participant, Participant]>, ids: number[]) {
  return Promise.all(ids.map((id, i) => nodes[i % nodes.length]!.http.post(`/connect/meetings/${id}/accept`, undefined, { token: pairs[i]![1].token })));
}

/** The invariants, read from the database: nobody and no table twice in the event's accepted meetings. */
async function doubleBookings(eventId: number) {
  const db = nodes[0]!.ctx.db;
  const people = await sql<{ n: number }>`select count(*)::int as n from (
      select u, starts_at from (select from_user_id as u, starts_at from meetings where event_id = ${eventId} and status = 'accepted'
        union all select to_user_id, starts_at from meetings where event_id = ${eventId} and status = 'accepted') x
      group by u, starts_at having count(*) > 1) d`.execute(db);
  const tables = await sql<{ n: number }>`select count(*)::int as n from (
      select location_id, starts_at from meetings where event_id = ${eventId} and status = 'accepted' group by location_id, starts_at having count(*) > 1) d`.execute(db);
  return { people: people.rows[0]!.n, tables: tables.rows[0]!.n };
}

describe('concurrent accepts (CONTRACT 11)', () => {
  it(`${RACERS} accepts of one person in one slot: exactly one succeeds, the others 409 slot_taken`, async () => {
    const w = await world(RACERS + 1, RACERS);
    const [recipient, ...senders] = w.people as [Participant, ...Participant[]];
    const pairs = senders.map((s) => [s, recipient] as [Participant, Participant]);
    const ids = await requestAll(pairs, w.slot);
    const answers = await acceptAll(pairs, ids);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(RACERS - 1);
    for (const r of refused) expect([r.status, r.body.errors[0].code]).toEqual([409, 'slot_taken']);
    expect(await doubleBookings(w.event.id)).toEqual({ people: 0, tables: 0 });
    // The losers are still pending (nothing else changed).
    const states = await nodes[0]!.ctx.db.selectFrom('meetings').select(['status']).where('id', 'in', ids).execute();
    expect(states.filter((s) => s.status === 'pending')).toHaveLength(RACERS - 1);
  });

  it(`${RACERS} accepts of different pairs for 3 tables: exactly 3 succeed on 3 different tables, the others 409 no_location_free`, async () => {
    const w = await world(RACERS * 2, 3);
    const pairs = Array.from({ length: RACERS }, (_, i) => [w.people[2 * i]!, w.people[2 * i + 1]!] as [Participant, Participant]);
    const ids = await requestAll(pairs, w.slot);
    const answers = await acceptAll(pairs, ids);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(new Set(ok.map((r) => r.body.location.id)).size).toBe(3);
    for (const r of answers.filter((a) => a.status !== 200)) expect([r.status, r.body.errors[0].code]).toEqual([409, 'no_location_free']);
    expect(await doubleBookings(w.event.id)).toEqual({ people: 0, tables: 0 });
  });

  it(`${RACERS} accepts among 6 people and 4 tables in one slot: nobody and no table is double-booked`, async () => {
    const w = await world(6, 4);
    const pairs: Array<[Participant, Participant]> = [];
    for (let i = 0; pairs.length < RACERS; i++) {
      const a = w.people[i % 6]!;
      const b = w.people[(i * 5 + 1 + Math.floor(i / 6)) % 6]!;
      if (a !== b && !pairs.some(([x, y]) => x === a && y === b)) pairs.push([a, b]);
    }
    const ids = await requestAll(pairs, w.slot);
    const answers = await acceptAll(pairs, ids);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(3); // 6 people: at most 3 meetings at once
    for (const r of answers.filter((a) => a.status !== 200)) expect(['slot_taken', 'no_location_free']).toContain(r.body.errors[0].code);
    expect(await doubleBookings(w.event.id)).toEqual({ people: 0, tables: 0 });
  });

  // Two transactions at once need a pool of connections: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)('an accept waits for a removal of its table that is committing, and then does not keep the table', async () => {
    const w = await world(2, 1);
    const [a, b] = w.people as [Participant, Participant];
    const [id] = await requestAll([[a, b]], w.slot);
    const db = nodes[0]!.ctx.db;
    const table = await db.selectFrom('meeting_locations').select('id').where('event_id', '=', w.event.id).executeTakeFirstOrThrow();
    // The removal (what saving settings without the table writes first) holds its row until we let it commit.
    let commit!: () => void;
    let removed!: () => void;
    const release = new Promise<void>((resolve) => (commit = resolve));
    const rowTaken = new Promise<void>((resolve) => (removed = resolve));
    const removal = db.transaction().execute(async (trx) => {
      await sql`update meeting_locations set removed_at = now() where id = ${table.id}`.execute(trx);
      removed();
      await release;
    });
    await rowTaken;
    let answered = false;
    const accepting = nodes[1]!.http.post(`/connect/meetings/${id}/accept`, undefined, { token: b.token }).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    commit();
    await removal;
    const res = await accepting;
    expect([res.status, res.body.errors?.[0]?.code]).toEqual([409, 'no_location_free']);
    const stored = await db.selectFrom('meetings').select(['status', 'location_id']).where('id', '=', id!).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', location_id: null });
  });
});
