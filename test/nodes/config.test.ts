import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../infra/config.js';
import { addressBehind, trustedProxies } from '../../infra/trusted-proxies.js';

describe('several-node settings', () => {
  it('reads TRUSTED_PROXIES, SOCKET_IO_COOKIE, SHUTDOWN_NOTICE_MS/DRAIN_MS and REDIS_CLUSTER_NODES', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,loopback,fd00::/8',
      SOCKET_IO_COOKIE: '1',
      SHUTDOWN_NOTICE_MS: '3000',
      SHUTDOWN_DRAIN_MS: '2000',
      REDIS_CLUSTER_NODES: 'r1:7000, r2:7001,[::1]:7002',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback', 'fd00::/8']);
    expect(config.socketCookie).toBe(true);
    expect(config.shutdown).toEqual({ noticeMs: 3000, drainMs: 2000 });
    expect(config.redisClusterNodes).toBe('r1:7000,r2:7001,[::1]:7002');
    expect(loadConfig({}).shutdown).toEqual({ noticeMs: 0, drainMs: 0 });
  });

  it('refuses a bad proxy range, a node without a port, and a cluster together with REDIS_URL', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'balancer.local' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'r1' })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'r1:7000', REDIS_URL: 'redis://r:6379' })).toThrow(/not both/);
  });

  it('reads DATABASE_READ_URL with its lag limit, and refuses a bad one or one without a primary', () => {
    const primary = 'postgres://db-primary/convene';
    expect(loadConfig({ DATABASE_URL: primary }).readReplica).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://db-replica/convene' }).readReplica).toEqual({
      url: 'postgres://db-replica/convene',
      maxLagMs: 2000,
      checkMs: 500,
    });
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgresql://r/c', READ_REPLICA_MAX_LAG_MS: '500', READ_REPLICA_CHECK_MS: '100' }).readReplica).toMatchObject({
      maxLagMs: 500,
      checkMs: 100,
    });
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://r/c' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/c' })).toThrow(/DATABASE_READ_URL: a read replica needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://r/c', READ_REPLICA_MAX_LAG_MS: 'soon' })).toThrow(/READ_REPLICA_MAX_LAG_MS/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://r/c', READ_REPLICA_CHECK_MS: '0' })).toThrow(/READ_REPLICA_CHECK_MS/);
  });

  it('takes the rightmost address that is not a trusted proxy, and ignores the header from anyone else', () => {
    const trusted = trustedProxies(['10.0.0.0/8', 'loopback']);
    // Through the balancer (10.0.0.5): the address it appended, not what the client wrote before it.
    expect(addressBehind('10.0.0.5', '6.6.6.6, 203.0.113.7', trusted)).toBe('203.0.113.7');
    // Two trusted hops (a CDN edge on loopback, then the balancer).
    expect(addressBehind('10.0.0.5', '203.0.113.7, 127.0.0.1', trusted)).toBe('203.0.113.7');
    // A dual-stack socket's view of an IPv4 balancer.
    expect(addressBehind('::ffff:10.0.0.5', '203.0.113.8', trusted)).toBe('203.0.113.8');
    // Straight to the node from outside: the header is not believed.
    expect(addressBehind('198.51.100.1', '6.6.6.6', trusted)).toBe('198.51.100.1');
    // Everything trusted: the leftmost.
    expect(addressBehind('10.0.0.5', '10.1.1.1', trusted)).toBe('10.1.1.1');
  });
});
