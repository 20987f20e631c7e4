// Meetings (CONTRACT 11, issue 24): 1,000 attendees of one event request meetings of one another at once, then every
// recipient accepts at once. Throughput and latency of both, what the accepts answered, and the double-bookings
// read back from the database (must be 0: the exclusion constraints decide).
import pg from 'pg';
import { startConvene } from '../lib/infra.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from '../lib/seed.mjs';
import { nowMs, round, summarize } from '../lib/util.mjs';

/** Runs `tasks` with at most `concurrency` in flight; latencies in ms and the wall time. */
async function pool(tasks, concurrency) {
  const latencies = [];
  const answers = [];
  let next = 0;
  const t0 = nowMs();
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      const s = nowMs();
      // By task, not by completion: callers pair each answer with what was asked.
      answers[index] = await tasks[index]();
      latencies.push(nowMs() - s);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, answers, seconds: (nowMs() - t0) / 1000 };
}

async function call(url, method, token, body) {
  const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json };
}

export async function run(env) {
  const attendees = env.smoke ? 60 : env.quick ? 400 : 1000;
  const tables = env.smoke ? 5 : 50;
  const concurrency = env.smoke ? 10 : 50;
  // The node migrates the fresh bench database as it starts; the rows are seeded after.
  const node = await startConvene({ databaseUrl: env.databaseUrl, redisUrl: env.redisUrl, smsUrl: env.smsUrl, label: 'convene-meetings', extraEnv: { MEETING_PENDING_LIMIT: '100', DATABASE_POOL_SIZE: '20' } });
  const { eventId } = await seedCatalogue(env.databaseUrl);
  const ids = await seedAttendees(env.databaseUrl, eventId, attendees, 7);
  const c = new pg.Client({ connectionString: env.databaseUrl });
  await c.connect();
  let slots;
  try {
    const ev = await c.query('select starts_at from events where id = $1', [eventId]);
    const start = new Date(ev.rows[0].starts_at);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    await c.query(`insert into meeting_settings (event_id, enabled, slot_minutes) values ($1, true, 30) on conflict (event_id) do update set enabled = true, slot_minutes = 30`, [eventId]);
    await c.query('delete from meeting_windows where event_id = $1', [eventId]);
    await c.query('insert into meeting_windows (event_id, starts_at, ends_at) values ($1, $2, $3)', [eventId, start, end]);
    await c.query(`update meeting_locations set removed_at = now() where event_id = $1 and removed_at is null`, [eventId]);
    await c.query(`insert into meeting_locations (event_id, name, position) select $1, 'Table ' || g, g from generate_series(1, $2::int) g`, [eventId, tables]);
    slots = Array.from({ length: 6 }, (_, i) => new Date(start.getTime() + i * 30 * 60_000).toISOString());
  } finally {
    await c.end();
  }
  const tokens = await mintTokens(env.databaseUrl, ids, eventId);
  try {
    // Each attendee asks one other (a fixed pseudo-random pairing) for one of the 6 slots: many people are asked
    // several times, and many pairs share slots, so accepts contend for people and tables.
    let seed = 42;
    // The LCG's high bits (its low bits cycle with a short period).
    const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor(seed / 65_536) % n);
    const asks = ids.map((from, i) => {
      let j = rand(attendees);
      if (j === i) j = (j + 1) % attendees;
      return { from: i, to: j, slot: slots[rand(slots.length)] };
    });
    const requested = await pool(
      asks.map((a) => () => call(`${node.url}/connect/meetings`, 'POST', tokens[a.from], { with: ids[a.to], starts_at: a.slot })),
      concurrency,
    );
    const created = requested.answers.map((r, i) => ({ ...r, ask: asks[i] })).filter((r) => r.status === 201);
    const requestCodes = countCodes(requested.answers);
    const accepted = await pool(
      created.map((r) => () => call(`${node.url}/connect/meetings/${r.body.id}/accept`, 'POST', tokens[r.ask.to])),
      concurrency,
    );
    const acceptCodes = countCodes(accepted.answers);
    const doubles = await doubleBookings(env.databaseUrl, eventId);
    const req = summarize(requested.latencies);
    const acc = summarize(accepted.latencies);
    const table = [
      { figure: `${asks.length} requests (${concurrency} in flight): per s`, convene: round(asks.length / requested.seconds, 0) },
      { figure: 'requests: p50 / p99 ms', convene: `${round(req.p50, 1)} / ${round(req.p99, 1)}` },
      { figure: `${created.length} accepts at once (${concurrency} in flight): per s`, convene: round(created.length / accepted.seconds, 0) },
      { figure: 'accepts: p50 / p99 ms', convene: `${round(acc.p50, 1)} / ${round(acc.p99, 1)}` },
      { figure: 'accept answers', convene: Object.entries(acceptCodes).map(([k, v]) => `${k} ${v}`).join(', ') },
      { figure: 'double-bookings (people / tables)', convene: `${doubles.people} / ${doubles.tables}`, target: '0 / 0' },
    ];
    env.log(`  meetings: ${table.map((r) => `${r.figure}: ${r.convene}`).join('; ')}`);
    return {
      scenario: 'meetings',
      attendees,
      tables,
      slots: slots.length,
      request_answers: requestCodes,
      accept_answers: acceptCodes,
      request_latency_ms: req,
      accept_latency_ms: acc,
      double_bookings: doubles,
      table,
      notes: [`${attendees} attendees, ${tables} tables, 6 slots of 30 minutes; one Convene node on PostgreSQL; the load runs in the bench process (${concurrency} requests in flight)`],
    };
  } finally {
    await node.stop();
  }
}

function countCodes(answers) {
  const out = {};
  for (const a of answers) {
    const key = a.status < 300 ? String(a.status) : `${a.status} ${a.body?.errors?.[0]?.code ?? ''}`.trim();
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

async function doubleBookings(databaseUrl, eventId) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const people = await c.query(
      `select count(*)::int as n from (select u, starts_at from (
         select from_user_id as u, starts_at from meetings where event_id = $1 and status = 'accepted'
         union all select to_user_id, starts_at from meetings where event_id = $1 and status = 'accepted') x group by u, starts_at having count(*) > 1) d`,
      [eventId],
    );
    const tables = await c.query(
      `select count(*)::int as n from (select location_id, starts_at from meetings where event_id = $1 and status = 'accepted' group by location_id, starts_at having count(*) > 1) d`,
      [eventId],
    );
    return { people: people.rows[0].n, tables: tables.rows[0].n };
  } finally {
    await c.end();
  }
}
