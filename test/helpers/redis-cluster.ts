/**
 * The local Redis Cluster (three masters with a replica each, node timeout 1 s) lives in scripts/lib/redis-cluster.mjs,
 * shared with `npm run cluster -- --redis-cluster` and the scale bench.
 */
export { LocalRedisCluster, redisClusterMissing } from '../../scripts/lib/redis-cluster.mjs';
