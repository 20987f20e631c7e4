// `npm run bench -- --data=large`: the large-data bench of issue 22 instead (bench/large/run.mjs).
// `npm run bench [-- --quick] [-- --only=token,rest,fanout,chat,keynote,scale,qa,recommendations,meetings,venue,drop]`: starts PostgreSQL (a fresh database), a private
// Redis, Convene nodes and baselines, runs each scenario with its baseline in the same run, and writes
// bench/results/<scenario>.json and bench/results/README.md. Servers are pinned to CPU 0, load generators to CPU 1.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, buildConvene, conveneEntry, createBenchDatabase, CPUS, ensurePostgres, forkScript, killAll, settlePostgres, startRedis, stopChild } from './lib/infra.mjs';
import { machine, otherLoad, writeReport } from './lib/report.mjs';

const argv = process.argv.slice(2);
// --smoke: tiny sizes, results to a temporary directory (checks the bench works; its numbers mean nothing).
const smoke = argv.includes('--smoke');
const quick = argv.includes('--quick') || smoke;
const only = argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
// --sizes=1000,5000: the fan-out socket counts instead of the mode's own (keynote: the first one is its socket count;
// drop: buyers,places).
const sizes = argv.find((a) => a.startsWith('--sizes='))?.slice(8).split(',').map(Number).filter((n) => n > 0);
const ALL = ['token', 'rest', 'fanout', 'chat', 'keynote', 'scale', 'qa', 'recommendations', 'meetings', 'venue', 'drop'];
const selected = ALL.filter((s) => !only || only.includes(s));
// --out=<dir>: write the results there instead (e.g. a trial run that must not replace bench/results).
const out = argv.find((a) => a.startsWith('--out='))?.slice(6);
const resultsDir = out ?? (smoke ? mkdtempSync(join(tmpdir(), 'convene-bench-smoke-')) : join(BENCH, 'results'));
mkdirSync(resultsDir, { recursive: true });

let database;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAll();
    // Best effort, bounded: drop the bench database before leaving.
    const timer = setTimeout(() => process.exit(130), 5000);
    Promise.resolve(database?.drop())
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        process.exit(130);
      });
  });
}
process.on('exit', killAll);

const log = (msg) => process.stderr.write(`bench: ${msg}\n`);

async function main() {
  const started = Date.now();
  log(`mode ${smoke ? 'smoke' : quick ? 'quick' : 'full'}; scenarios ${selected.join(', ')}`);
  const built = buildConvene(log);
  conveneEntry();
  log(`Convene under test: ${built.source}, started as ${built.entry}`);
  await ensurePostgres();
  database = await createBenchDatabase();
  const redis = await startRedis();
  const sink = await forkScript('lib/sms-sink.mjs', { cpus: CPUS.load, label: 'sms-sink' });
  const sinkUrl = `http://127.0.0.1:${sink.ready.port}`;
  const env = { quick, smoke, sizes, databaseUrl: database.url, redisUrl: redis.url, redisPid: redis.pid, sinkUrl, sinkPid: sink.pid, smsUrl: `${sinkUrl}/sms`, log };
  const meta = { ...machine(), mode: smoke ? 'smoke' : quick ? 'quick' : 'full', convene_build: built.source, convene_entry: built.entry, other_load: otherLoad(), started_at: new Date(started).toISOString(), cpu_sharing: `servers, baselines and Redis pinned to CPU ${CPUS.server}; load generators (forked processes) to CPU ${CPUS.load}; PostgreSQL unpinned` };
  let failures = 0;
  try {
    for (const name of selected) {
      // Each scenario starts on a settled PostgreSQL (no vacuum or checkpoint left over from the one before).
      const settled = await settlePostgres(database.url);
      log(`PostgreSQL ${settled.settled ? 'settled' : 'still busy'} after ${settled.waited_s} s${settled.settled ? '' : `: ${settled.still_active.join('; ')}`}`);
      const t0 = Date.now();
      log(`scenario ${name}…`);
      let result;
      try {
        const mod = await import(`./scenarios/${name}.mjs`);
        result = await mod.run(env);
      } catch (err) {
        failures++;
        log(`scenario ${name} failed: ${err.stack ?? err}`);
        result = { scenario: name, error: String(err.message ?? err) };
      }
      result.meta = { ...meta, postgres_settled_before: settled, seconds: Math.round((Date.now() - t0) / 100) / 10, load_avg_at_end: machine().load_avg };
      writeFileSync(join(resultsDir, `${name}.json`), JSON.stringify(result, null, 2) + '\n');
      log(`scenario ${name} done in ${result.meta.seconds} s`);
    }
  } finally {
    await sink.stop();
    await stopChild(redis.child);
    await database.drop().catch((err) => log(`could not drop ${database.name}: ${err.message}`));
  }
  writeReport(resultsDir);
  log(`done in ${Math.round((Date.now() - started) / 1000)} s; table in ${join(resultsDir, 'README.md')}`);
  return failures;
}

const large = argv.includes('--data=large');
if (!large && argv.some((a) => a.startsWith('--data='))) {
  log(`unknown ${argv.find((a) => a.startsWith('--data='))}: the only data set is --data=large`);
  process.exit(2);
}
(large ? import('./large/run.mjs').then((m) => m.runLarge(argv)) : main()).then(
  (failures) => process.exit(failures ? 1 : 0),
  (err) => {
    log(err.stack ?? String(err));
    process.exit(1);
  },
);
