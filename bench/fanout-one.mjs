// node bench/fanout-one.mjs [--nodes=2] [--kind=convene|socketio] [--size=2000] [--idle=5] [--warm=2] (diagnosis, issue 44): one
// configuration of the fan-out scenario (bench/scenarios/fanout.mjs, quick mode: 10 posts/s for 4 s after a 2 s
// warm-up) against this checkout's dist/ as built, with `idle` seconds of the same nodes and sockets with nothing
// posted first (the nodes' cost while the hall is quiet). With BENCH_CPU_PROF=<dir> every node writes a CPU profile
// (bench/cpu-profile-summary.mjs). Prints the configuration's result as one JSON line.
import { conveneEntry, createBenchDatabase, CPUS, ensurePostgres, forkScript, killAll, startConvene, startRedis, stopChild } from './lib/infra.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from './lib/seed.mjs';
import { measure } from './scenarios/fanout.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const nodes = Number(arg('nodes', '2'));
const kind = arg('kind', 'convene');
const size = Number(arg('size', '2000'));
const idleSeconds = Number(arg('idle', '5'));
// --warm=<s>: posts at the measured rate for that long first (the scenario's quick mode: 2 s), so each node's JIT has
// compiled the per-post path before the measured window.
const warmSeconds = Number(arg('warm', '2'));
process.on('exit', killAll);
const log = (msg) => process.stderr.write(`fanout-one: ${msg}\n`);
conveneEntry();
await ensurePostgres();
const database = await createBenchDatabase();
const redis = await startRedis();
const sink = await forkScript('lib/sms-sink.mjs', { cpus: CPUS.load, label: 'sms-sink' });
const env = { quick: true, sizes: [size], databaseUrl: database.url, redisUrl: redis.url, redisPid: redis.pid, smsUrl: `http://127.0.0.1:${sink.ready.port}/sms`, log };
try {
  const first = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-setup' });
  await first.stop();
  const { eventId } = await seedCatalogue(env.databaseUrl);
  const userIds = await seedAttendees(env.databaseUrl, eventId, size, 1);
  const tokens = kind === 'convene' ? await mintTokens(env.databaseUrl, userIds, eventId) : undefined;
  const result = await measure({ kind, nodes, size, tokens, userIds: kind === 'convene' ? userIds : undefined, rate: 10, seconds: 4, posters: 40, env, warmSeconds, idleSeconds });
  const { label, cpu_us_per_delivery, server_cpu_s, idle_cpu_s, deliveries, server_cpu_s_by_thread, latency_ms } = result;
  console.log(JSON.stringify({ label, load: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100), cpu_us_per_delivery, server_cpu_s, idle_cpu_s, deliveries, threads: server_cpu_s_by_thread, p50: latency_ms.p50, p99: latency_ms.p99 }));
} finally {
  await sink.stop();
  await stopChild(redis.child);
  await database.drop().catch(() => undefined);
}
process.exit(0);
