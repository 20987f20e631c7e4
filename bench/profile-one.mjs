// node bench/profile-one.mjs <path> [--auth] [seconds]: one Convene node, autocannon on one path, CPU profile in
// $BENCH_CPU_PROF (a profiling aid, not part of `npm run bench`).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { buildConvene, createBenchDatabase, ensurePostgres, startConvene } from './lib/infra.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from './lib/seed.mjs';
import { cpuSeconds } from './lib/util.mjs';

const args = process.argv.slice(2);
const auth = args.includes('--auth');
const [pathArg = '/api/events/{slug}', secondsArg = '8'] = args.filter((a) => !a.startsWith('--'));
buildConvene(() => undefined);
await ensurePostgres();
const database = await createBenchDatabase();
const smsUrl = 'http://127.0.0.1:9/sms';
const first = await startConvene({ databaseUrl: database.url, smsUrl, label: 'setup' });
await first.stop();
const { eventSlug, eventId } = await seedCatalogue(database.url);
const [userId] = await seedAttendees(database.url, eventId, 1, 3);
const [token] = await mintTokens(database.url, [userId], null);
// BASELINE=express|http: profile that baseline instead, replaying the SQL captured in bench/results/rest.json (REST_JSON: another rest.json).
let node;
if (process.env.BASELINE) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const sqlFile = '/tmp/profile-one-sql.json';
  writeFileSync(sqlFile, JSON.stringify(JSON.parse(readFileSync(process.env.REST_JSON ?? new URL('./results/rest.json', import.meta.url), 'utf8')).sql));
  const { forkScript, CPUS } = await import('./lib/infra.mjs');
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = await forkScript(`baselines/rest-${process.env.BASELINE}.mjs`, { cpus: CPUS.server, execArgv: prof, env: { DATABASE_URL: database.url, BENCH_SQL_FILE: sqlFile, DATABASE_POOL_SIZE: '10' }, label: 'baseline' });
  node = { url: `http://127.0.0.1:${child.ready.port}`, pid: child.pid, stop: child.stop };
} else node = await startConvene({ databaseUrl: database.url, smsUrl, label: 'profiled', extraEnv: { CATALOGUE_CACHE_ENTRIES: process.env.CATALOGUE_CACHE_ENTRIES ?? '2000' } });
const url = node.url + pathArg.replace('{slug}', eventSlug);
const headers = auth ? { authorization: `Bearer ${token}` } : {};
await autocannon({ url, connections: 10, duration: 1, headers });
// STRACE=1: count the node's system calls during the measured run.
const tracer = process.env.STRACE ? spawn('strace', ['-c', '-f', '-p', String(node.pid)], { stdio: ['ignore', 'inherit', 'inherit'] }) : undefined;
const cpu0 = cpuSeconds(node.pid);
const res = await autocannon({ url, connections: 10, duration: Number(secondsArg), headers });
const cpu = cpuSeconds(node.pid) - cpu0;
console.log('requests per CPU-second', Math.round(res.requests.total / cpu), 'CPU µs per request', Math.round((cpu / res.requests.total) * 1e6));
if (tracer) {
  tracer.kill('SIGINT');
  await new Promise((r) => tracer.once('exit', r));
}
console.log('requests', res.requests.total);
console.log(url, 'req/s', res.requests.average, 'non2xx', res.non2xx);
await node.stop();
await database.drop();
