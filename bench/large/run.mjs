// `npm run bench -- --data=large [--seconds=10] [--scale=1] [--fill-only] [--out=<dir>]`: fills (or keeps) the large
// database of issue 22 (bench/large/fill.mjs), then measures the issue's endpoints on a fresh demo database and on
// the large one (bench/large/measure.mjs), and writes <out>/large-data.json and large-data.md (out: bench/results).
// Not part of `npm test` nor of .ci/run: the fill writes about 8 million rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH, build, buildConvene, createBenchDatabase, ensurePostgres, startConvene, stopChild } from '../lib/infra.mjs';
import { machine, otherLoad } from '../lib/report.mjs';
import { fillLarge } from './fill.mjs';
import { measureDataSet, table } from './measure.mjs';

async function rows(url, text, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

/** The demo data's counterparts: the demo admin, the demo networking event, and the admin's best-selling event. */
async function demoTarget(url) {
  const [admin] = await rows(url, `select id from users where mobile = '+989120000000'`);
  const [event] = await rows(
    url,
    `select t.event_id from attendee_tickets t where t.user_id = $1
       and exists (select 1 from attendee_tickets o where o.event_id = t.event_id and o.user_id <> $1) order by t.event_id limit 1`,
    [admin.id],
  );
  const [own] = await rows(
    url,
    `select e.slug from events e join organization_members m on m.organization_id = e.organization_id and m.user_id = $1
     order by (select count(*) from attendee_tickets t where t.event_id = e.id) desc, e.id limit 1`,
    [admin.id],
  );
  return {
    label: 'demo',
    databaseUrl: url,
    attendeeId: admin.id,
    eventId: event.event_id,
    organizerId: admin.id,
    organizerSlug: own.slug,
    // The demo feed holds 3 items: 10,000 more (by the event's attendees) so `sync` catches up as many as on the
    // large data. Added after the REST measurements, which see the demo data as shipped.
    async beforeSync(dbUrl) {
      await rows(
        dbUrl,
        `insert into livefeed_messages (event_id, user_id, message)
         select $1, (array(select distinct user_id from attendee_tickets where event_id = $1))[1 + g % (select count(distinct user_id) from attendee_tickets where event_id = $1)::int], 'catch-up ' || g
         from generate_series(1, 10000) g`,
        [event.event_id],
      );
    },
  };
}

async function largeTarget(url) {
  // The big event's first generated ticket (its code is that of g = 1 in fill.mjs): its holder blocks ten posters.
  const [t] = await rows(url, `select t.user_id, t.event_id, e.slug from attendee_tickets t join events e on e.id = t.event_id
    where t.code = 'T' || upper(lpad(to_hex((1::bigint * 2654435761) % 4294967296), 8, '0'))`);
  const [organizer] = await rows(url, `select id from users where mobile = '+989360000001'`);
  return { label: 'large', databaseUrl: url, attendeeId: t.user_id, eventId: t.event_id, organizerId: organizer.id, organizerSlug: t.slug, extraEnv: { DEMO_DATA: '0' } };
}

export async function runLarge(argv) {
  const log = (m) => process.stderr.write(`bench: ${m}\n`);
  const seconds = Number(argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 10);
  const scale = Number(argv.find((a) => a.startsWith('--scale='))?.slice(8) ?? 1);
  const out = argv.find((a) => a.startsWith('--out='))?.slice(6) ?? join(BENCH, 'results');
  const started = Date.now();
  // Read before the measurement pins this process to one core (nproc would then say 1).
  const host = machine();
  buildConvene(log);
  log(`Convene under test: ${build.source}`);
  await ensurePostgres();
  const name = scale === 1 ? 'convene_bench_large' : `convene_bench_large_s${String(scale).replace(/\W/g, '_')}`;
  const fill = await fillLarge({ name, scale, force: argv.includes('--refill'), log });
  log(`fill: ${fill.filled ? `filled in ${fill.seconds} s` : `kept (filled earlier in ${fill.seconds} s)`}`);
  if (argv.includes('--fill-only')) return 0;

  // The demo data: a fresh database, demo loaded by a first start of Convene (DEMO_DATA=1), dropped at the end.
  const demoDb = await createBenchDatabase();
  let demo;
  let large;
  try {
    const setup = await startConvene({ databaseUrl: demoDb.url, smsUrl: 'http://127.0.0.1:9/sms', label: 'demo-setup' });
    await stopChild(setup.child);
    demo = await measureDataSet(await demoTarget(demoDb.url), { seconds, log });
  } finally {
    await demoDb.drop().catch((err) => log(`could not drop ${demoDb.name}: ${err.message}`));
  }
  large = await measureDataSet(await largeTarget(fill.url), { seconds, log });

  const md = table(demo, large);
  const meta = {
    ...host,
    load_avg_at_end: machine().load_avg,
    started_at: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    convene_build: build.source,
    other_load: otherLoad(),
    window_s: seconds,
    connections: 10,
    fill: { database: fill.name, filled_now: fill.filled, seconds: fill.seconds, version: fill.version, scale: fill.scale, counts: fill.counts },
  };
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'large-data.json'), JSON.stringify({ scenario: 'large-data', meta, demo, large, table: md }, null, 2) + '\n');
  const header = `# Large data (issue 22)\n\nGenerated by \`npm run bench -- --data=large\` on ${meta.started_at}: ${meta.nproc} × ${meta.cpu_model}, Node ${meta.node}; Convene ${meta.convene_build}; ` +
    `autocannon, 10 connections, ${seconds} s per endpoint; fill ${fill.filled ? 'made in this run' : 'kept from an earlier run'} (${fill.seconds} s): ${JSON.stringify(fill.counts)}.\n\n`;
  writeFileSync(join(out, 'large-data.md'), header + md + '\n');
  console.log(md);
  log(`done in ${meta.seconds} s; ${join(out, 'large-data.json')}`);
  return 0;
}
