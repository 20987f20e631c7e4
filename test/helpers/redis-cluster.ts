import { LocalRedisCluster, redisClusterMissing as missing } from '../../scripts/lib/redis-cluster.mjs';
import { requiredTool } from './require-node-tests.js';

/**
 * The local Redis Cluster (three masters with a replica each, node timeout 1 s) lives in scripts/lib/redis-cluster.mjs,
 * shared with `npm run cluster -- --redis-cluster` and the scale bench.
 */
export { LocalRedisCluster };

/**
 * Why a local Redis Cluster cannot be started here (a skip message), or undefined when it can (redis-server 7+ and
 * redis-cli). With REQUIRE_NODE_TESTS=1 (CI) a missing tool throws instead: the test file fails rather than skips.
 */
export function redisClusterMissing(): string | undefined {
  return requiredTool(missing());
}
