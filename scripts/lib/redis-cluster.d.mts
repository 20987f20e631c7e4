import type { ChildProcess } from 'node:child_process';

/** Why a local Redis Cluster cannot be started here, or undefined when it can (redis-server 7+ and redis-cli). */
export function redisClusterMissing(): string | undefined;

export interface LocalRedisClusterOptions {
  /** Six client and cluster-bus ports (default: free ports). */
  ports?: Array<{ port: number; bus: number }>;
  /** Where the nodes keep their files (default: a temporary directory that stop() removes). */
  dir?: string;
  /** cluster-node-timeout (default 1000 ms). */
  nodeTimeoutMs?: number;
  /** Called for each redis-server as it is spawned. */
  onSpawn?: (child: ChildProcess) => void;
}

/** A local Redis Cluster of three masters with a replica each (scripts/lib/redis-cluster.mjs). */
export class LocalRedisCluster {
  private constructor();
  readonly ports: number[];
  /** REDIS_CLUSTER_NODES: the three first nodes (the client learns the rest). */
  get seeds(): string;
  static start(options?: LocalRedisClusterOptions): Promise<LocalRedisCluster>;
  pid(port: number): number | undefined;
  masters(): Promise<number[]>;
  shardChannels(port: number): Promise<number>;
  waitReplicaAttached(master: number): Promise<void>;
  kill(port: number): void;
  waitHealthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}
