// Diagnosis (issue 26): what one Convene node with Redis costs while its sockets are idle. Starts a private
// redis-server and a database, one node with `--sockets` (default 1250) connected attendees, then measures the node's
// CPU over `--seconds` (default 20) of silence, optionally under `perf record` (`--perf=<file>`, with
// BENCH_NODE_FLAGS=--perf-basic-prof for JavaScript names). Not part of the bench's scenarios.
import { spawn } from 'node:child_process';
import { buildConvene, createBenchDatabase, ensurePostgres, forkScript, killAll, startConvene, startRedis, CPUS } from './lib/infra.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from './lib/seed.mjs';
import { cpuSeconds, sleep } from './lib/util.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const sockets = Number(arg('sockets', 1250));
const seconds = Number(arg('seconds', 20));
const perfFile = arg('perf', undefined);
const withRedis = arg('redis', '1') === '1';

buildConvene();
await ensurePostgres();
const database = await createBenchDatabase();
const redis = withRedis ? await startRedis() : undefined;
try {
  const first = await startConvene({ databaseUrl: database.url, smsUrl: 'http://127.0.0.1:9/sms', label: 'idle-setup' });
  await first.stop();
  const { eventId } = await seedCatalogue(database.url);
  const userIds = await seedAttendees(database.url, eventId, sockets, 7);
  const tokens = await mintTokens(database.url, userIds, eventId);
  const node = await startConvene({ databaseUrl: database.url, redisUrl: redis?.url, smsUrl: 'http://127.0.0.1:9/sms', label: 'idle-node' });
  const worker = await forkScript('load/socket-clients.mjs', { cpus: CPUS.load, label: 'idle-clients' });
  const connected = await worker.request({ type: 'connect', kind: 'socketio', urls: [`${node.url}/connect/socket.io`], tokens, userIds, count: sockets, offset: 0 }, 300_000);
  await sleep(3000);
  const perf = perfFile ? spawn('perf', ['record', '-F', '999', '-g', '-o', perfFile, '-p', String(node.pid)], { stdio: 'ignore' }) : undefined;
  const cpu0 = cpuSeconds(node.pid);
  await sleep(seconds * 1000);
  const cpu = cpuSeconds(node.pid) - cpu0;
  if (perf) {
    const exited = new Promise((resolve) => perf.once('exit', resolve));
    perf.kill('SIGINT');
    await exited;
  }
  console.log(JSON.stringify({ sockets: connected.connected, redis: withRedis, seconds, cpu_s: Math.round(cpu * 1000) / 1000, ms_per_s: Math.round((cpu * 1e6) / seconds) / 1000 }));
  await worker.request({ type: 'close' }, 30_000).catch(() => undefined);
  await worker.stop();
  await node.stop();
} finally {
  redis?.child.kill();
  await database.drop?.();
  killAll();
}
