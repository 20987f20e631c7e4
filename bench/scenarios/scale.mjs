// Cost of scale (CONTRACT 14): the same feed fan-out and the same cross-node chat on 1, 2, 4 (and, in full mode,
// 8) Convene nodes sharing one Redis, every node pinned to the server core as the other scenarios do. On one core
// the total server CPU per delivery and per chat message is the coordination tax of each extra node (Redis
// publishes, adapter fan-in, per-node bookkeeping): 1.0 means adding nodes costs nothing beyond the work itself.
import { LocalRedisCluster } from '../../scripts/lib/redis-cluster.mjs';
import { CPUS, startConvene } from '../lib/infra.mjs';
import { chatRound } from '../lib/chat-round.mjs';
import { mintTokens, seedAttendees, seedCatalogue } from '../lib/seed.mjs';
import { pin, round } from '../lib/util.mjs';
import { measure as fanout } from './fanout.mjs';

/**
 * A local Redis Cluster for the sharded-adapter runs (scripts/lib/redis-cluster.mjs: three masters with a replica
 * each), every server pinned to the server core like the single redis-server, with redis-server's default node
 * timeout (15 s: no failover because a starved server answered late). Returns REDIS_CLUSTER_NODES, the masters' pids
 * (their CPU is summed) and a stopper.
 */
async function startRedisCluster() {
  const cluster = await LocalRedisCluster.start({ nodeTimeoutMs: 15_000, onSpawn: (child) => pin(child.pid, CPUS.server) });
  const masters = (await cluster.masters()).map((port) => cluster.pid(port));
  return { seeds: cluster.seeds, masters, stop: () => cluster.stop() };
}

/** Chat pairs whose two members sit on different nodes (socket i on node i mod n, partner i^1): CPU per message. */
async function chat({ nodes: count, pairs, seconds, tokens, userIds, env, extraEnv = {} }) {
  const nodes = [];
  try {
    for (let n = 0; n < count; n++) {
      // Every node's pool within PostgreSQL's default max_connections (100): 8 nodes × 20 were refused "too many clients".
      const pool = { DATABASE_POOL_SIZE: String(Math.min(20, Math.floor(80 / count))) };
      nodes.push(await startConvene({ databaseUrl: env.databaseUrl, redisUrl: count > 1 ? env.redisUrl : undefined, smsUrl: env.smsUrl, label: `convene-scale-chat-${n}`, extraEnv: { ...pool, ...extraEnv } }));
    }
    const redisPids = count > 1 ? (env.redisPids ?? [env.redisPid]) : [];
    const r = await chatRound({ nodes, tokens, userIds, pairs, seconds, waitMs: 15_000, extraPids: redisPids, label: 'scale-chat' });
    return {
      nodes: count,
      sockets: r.connected,
      acknowledged: r.acked,
      received: r.received,
      messages_per_s: round(r.acked / r.elapsed, 1),
      server_cpu_s: round(r.cpu),
      redis_cpu_s: count > 1 ? round(r.extraCpu) : null,
      cpu_us_per_message: r.acked ? round((r.cpu / r.acked) * 1e6, 1) : null,
    };
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
  }
}

export async function run(env) {
  // BENCH_SCALE_NODES=1,4 (diagnosis): only those node counts, and no Redis Cluster round.
  const chosen = process.env.BENCH_SCALE_NODES?.split(',').map(Number).filter((n) => n > 0);
  const counts = chosen?.length ? chosen : env.smoke ? [1, 2] : env.quick ? [1, 2, 4] : [1, 2, 4, 8];
  const size = env.sizes?.[0] ?? (env.smoke ? 100 : env.quick ? 1000 : 5000);
  // Full mode measures 25 s windows: Socket.IO pings each socket every 25 s (its default pingInterval), and sockets
  // connected together are pinged together, so a 10 s window held a wave of 5,000 pings or none depending on its
  // phase (the one-node baseline varied 12.95–19.15 µs per delivery between runs). A 25 s window holds each socket's
  // ping exactly once, whatever the phase.
  const seconds = env.smoke ? 2 : env.quick ? 4 : 25;
  const rate = env.quick || env.smoke ? 10 : Math.max(1, Math.round(20_000 / size));
  const posters = Math.max(4, rate * 4);
  // A warm-up round of posts before each measured window (fanout.mjs `warmSeconds`): the tax of an extra node in steady state, not its JIT warm-up.
  const warmSeconds = env.smoke ? 0 : env.quick ? 2 : 5;
  const pairs = env.smoke ? 10 : env.quick ? 100 : 250;
  const first = await startConvene({ databaseUrl: env.databaseUrl, smsUrl: env.smsUrl, label: 'convene-setup' });
  await first.stop();
  const { eventId } = await seedCatalogue(env.databaseUrl);
  // Chat users are the last ones, a fresh set for each node count: the load clients number their client_message_ids
  // from 0, so the same pairs again would be taken for retries (answered with the stored message, not sent again).
  const userIds = await seedAttendees(env.databaseUrl, eventId, size + pairs * 2 * (counts.length + 2), 1);
  const tokens = await mintTokens(env.databaseUrl, userIds, eventId);
  const fan = [];
  const chats = [];
  for (const [j, nodes] of counts.entries()) {
    env.log(`  scale: ${nodes} node${nodes > 1 ? 's' : ''}`);
    fan.push(await fanout({ kind: 'convene', nodes, size, tokens, userIds, rate, seconds, posters, env, warmSeconds, idleSeconds: seconds }).catch((err) => ({ nodes, error: err.message })));
    const from = size + j * pairs * 2;
    const set = { tokens: tokens.slice(from, from + pairs * 2), userIds: userIds.slice(from, from + pairs * 2) };
    chats.push(await chat({ nodes, pairs, seconds, ...set, env }).catch((err) => ({ nodes, error: err.message })));
  }
  // The same on a Redis Cluster (the sharded adapter), 2 and 4 nodes, with fresh chat pairs.
  const clusterCounts = env.smoke || chosen?.length ? [] : [2, 4];
  const clusterFan = [];
  const clusterChats = [];
  if (clusterCounts.length) {
    const cluster = await startRedisCluster().catch((err) => ({ error: err.message }));
    try {
      for (const [j, nodes] of clusterCounts.entries()) {
        if (cluster.error) {
          clusterFan.push({ nodes, error: cluster.error });
          clusterChats.push({ nodes, error: cluster.error });
          continue;
        }
        env.log(`  scale: ${nodes} nodes on a Redis Cluster`);
        // No REDIS_URL (the cluster replaces it); Redis CPU is the three masters' (fanout reads one pid: the first).
        const clusterEnv = { ...env, redisUrl: undefined, redisPid: cluster.masters[0], redisPids: cluster.masters };
        const serverEnv = { REDIS_CLUSTER_NODES: cluster.seeds, REDIS_KEY_PREFIX: `benchc${process.pid}:` };
        clusterFan.push(await fanout({ kind: 'convene', nodes, size, tokens, userIds, rate, seconds, posters, env: clusterEnv, suffix: ', Redis Cluster', serverEnv, warmSeconds }).catch((err) => ({ nodes, error: err.message })));
        const from = size + (counts.length + j) * pairs * 2;
        const set = { tokens: tokens.slice(from, from + pairs * 2), userIds: userIds.slice(from, from + pairs * 2) };
        clusterChats.push(await chat({ nodes, pairs, seconds, ...set, env: clusterEnv, extraEnv: serverEnv }).catch((err) => ({ nodes, error: err.message })));
      }
    } finally {
      if (!cluster.error) await cluster.stop();
    }
  }
  const base = fan[0]?.cpu_us_per_delivery;
  const chatBase = chats[0]?.cpu_us_per_message;
  const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b ? round(a / b, 2) : null);
  const table = [];
  for (let i = 0; i < counts.length; i++) {
    const f = fan[i];
    const c = chats[i];
    const n = counts[i];
    table.push({
      figure: `${n} node${n > 1 ? 's' : ''}: server CPU µs per delivery (${size} sockets); × one node`,
      convene: f.error ? `failed: ${f.error}` : `${f.cpu_us_per_delivery} (${f.deliveries}/${f.deliveries_expected} delivered, p99 ${f.latency_ms?.p99} ms, redis ${f.redis_cpu_s ?? '-'} s)`,
      ratio: ratio(f.cpu_us_per_delivery, base),
      target: n === 4 ? '≤ 1.15' : undefined,
    });
    table.push({
      figure: `${n} node${n > 1 ? 's' : ''}: server CPU µs per chat message (${pairs} pairs across nodes); × one node`,
      convene: c.error ? `failed: ${c.error}` : `${c.cpu_us_per_message} (${c.received}/${c.acknowledged} received, redis ${c.redis_cpu_s ?? '-'} s)`,
      ratio: ratio(c.cpu_us_per_message, chatBase),
    });
  }
  for (let i = 0; i < clusterCounts.length; i++) {
    const f = clusterFan[i];
    const c = clusterChats[i];
    const n = clusterCounts[i];
    table.push({
      figure: `${n} nodes on a Redis Cluster (3 masters, sharded adapter): server CPU µs per delivery; × one node`,
      convene: f.error ? `failed: ${f.error}` : `${f.cpu_us_per_delivery} (${f.deliveries}/${f.deliveries_expected} delivered, p99 ${f.latency_ms?.p99} ms)`,
      ratio: ratio(f.cpu_us_per_delivery, base),
    });
    table.push({
      figure: `${n} nodes on a Redis Cluster: server CPU µs per chat message; × one node`,
      convene: c.error ? `failed: ${c.error}` : `${c.cpu_us_per_message} (${c.received}/${c.acknowledged} received, redis masters ${c.redis_cpu_s} s)`,
      ratio: ratio(c.cpu_us_per_message, chatBase),
    });
  }
  return {
    scenario: 'scale',
    setup: { node_counts: counts, fanout_sockets: size, posts_per_s: rate, chat_pairs: pairs, seconds, fanout_warm_seconds: warmSeconds, note: 'every node pinned to the server core; one node runs without Redis (in-memory adapter), more share one private redis-server' },
    fanout: fan,
    chat: chats,
    redis_cluster: { node_counts: clusterCounts, fanout: clusterFan, chat: clusterChats },
    table,
    notes: ['All nodes share one server core, so the ratios are the coordination tax of each extra node, not a throughput gain; a real deployment gives each node its own core.'],
  };
}
