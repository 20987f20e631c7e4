// Recommendations (CONTRACT 11, issue 24): an event of 50,000 attendees with 10 tags each (40 tags in the event);
// page 1 of GET /connect/event/recommendations for 200 different viewers, 10 in flight. Target: p99 ≤ 50 ms.
import pg from 'pg';
import { startConvene } from '../lib/infra.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from '../lib/seed.mjs';
import { nowMs, round, summarize } from '../lib/util.mjs';

export async function run(env) {
  const attendees = env.smoke ? 2_000 : env.quick ? 20_000 : 50_000;
  const viewers = env.smoke ? 20 : 200;
  const seconds = env.smoke ? 2 : env.quick ? 5 : 15;
  const concurrency = 10;
  // The node migrates the fresh bench database as it starts; the rows are seeded after.
  const node = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-recommendations' });
  const { eventId } = await seedCatalogue(env.databaseUrl);
  // A second event of the bench organization, so the attendees of other scenarios do not mix in.
  const c = new pg.Client({ connectionString: env.databaseUrl });
  await c.connect();
  let ids;
  try {
    const ev = await c.query(
      `insert into events (organization_id, slug, name, city_name, starts_at, ends_at)
       select organization_id, 'bench-recommendations', 'Bench recommendations', city_name, starts_at, ends_at from events where id = $1
       on conflict (slug) do update set name = excluded.name returning id`,
      [eventId],
    );
    const recEvent = ev.rows[0].id;
    ids = { event: recEvent, users: await seedAttendees(env.databaseUrl, recEvent, attendees, 8) };
    await c.query(`insert into event_tags (event_id, slug, title, position) select $1, 't' || g, 'Tag ' || g, g from generate_series(0, 39) g on conflict do nothing`, [recEvent]);
    await c.query(`insert into networking_profiles (event_id, user_id) select $1, u from unnest($2::int[]) u on conflict do nothing`, [recEvent, ids.users]);
    // 10 tags per person: 4 interests, 3 looking for, 3 offering, spread over the 40 tags.
    await c.query(
      `insert into profile_tags (event_id, user_id, kind, slug)
       select $1, u, case when g < 4 then 'interest' when g < 7 then 'looking_for' else 'offering' end, 't' || ((u * 31 + g * 7 + (u / 40)) % 40)
       from unnest($2::int[]) u cross join generate_series(0, 9) g on conflict do nothing`,
      [recEvent, ids.users],
    );
    await c.query('analyze profile_tags; analyze networking_profiles; analyze attendee_tickets; analyze users');
  } finally {
    await c.end();
  }
  const viewerIds = ids.users.filter((_, i) => i % Math.floor(attendees / viewers) === 0).slice(0, viewers);
  const tokens = await mintTokens(env.databaseUrl, viewerIds, ids.event);
  try {
    const url = `${node.url}/connect/event/recommendations?page=1&page_size=20`;
    const get = async (token) => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`recommendations answered ${res.status}`);
      return res.json();
    };
    // Warm-up: every viewer once.
    const first = [];
    for (const t of tokens) first.push(await get(t));
    const latencies = [];
    let n = 0;
    const deadline = nowMs() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (nowMs() < deadline) {
          const token = tokens[n++ % tokens.length];
          const s = nowMs();
          await get(token);
          latencies.push(nowMs() - s);
        }
      }),
    );
    const lat = summarize(latencies);
    const totals = summarize(first.map((p) => p._total_items));
    const table = [
      { figure: `page 1 of ${attendees.toLocaleString('en')} attendees × 10 tags: requests/s (${concurrency} in flight)`, convene: round(latencies.length / seconds, 0) },
      { figure: 'page 1: p50 / p99 ms', convene: `${round(lat.p50, 1)} / ${round(lat.p99, 1)}`, target: 'p99 ≤ 50 ms' },
      { figure: 'people recommended per viewer (median)', convene: totals.p50 },
    ];
    env.log(`  recommendations: ${table.map((r) => `${r.figure}: ${r.convene}`).join('; ')}`);
    return { scenario: 'recommendations', attendees, viewers, latency_ms: lat, recommended_per_viewer: totals, table, notes: [`${viewers} viewers in turn, ${concurrency} requests in flight for ${seconds} s after a warm-up; one Convene node on PostgreSQL; the load runs in the bench process`] };
  } finally {
    await node.stop();
  }
}
