import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * LISTEN_BACKLOG (issue 21, reconnect storms): the node listens with a deep accept queue, so thousands of sockets
 * reconnecting in the same second are queued by the kernel instead of having their SYNs dropped (and retried by the
 * clients 1, 3, 7 s later). The kernel caps the queue at net.core.somaxconn; `ss` shows a listening socket's queue
 * size in its Send-Q column.
 */
const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8').trim());

function listenQueue(port: number): number {
  const line = execFileSync('ss', ['-Hltn', `sport = :${port}`]).toString().trim().split('\n')[0] ?? '';
  // State Recv-Q Send-Q Local Peer: Send-Q of a listening socket is its backlog.
  return Number(line.trim().split(/\s+/)[2]);
}

describe('LISTEN_BACKLOG', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('defaults to 8192 and refuses what is not a positive integer up to 65535', () => {
    expect(loadConfig({}).listenBacklog).toBe(8192);
    expect(loadConfig({ LISTEN_BACKLOG: '300' }).listenBacklog).toBe(300);
    expect(() => loadConfig({ LISTEN_BACKLOG: '0' })).toThrow(/LISTEN_BACKLOG/);
    expect(() => loadConfig({ LISTEN_BACKLOG: '70000' })).toThrow(/LISTEN_BACKLOG/);
    expect(() => loadConfig({ LISTEN_BACKLOG: 'deep' })).toThrow(/LISTEN_BACKLOG/);
  });

  it('the node listens with it (the kernel caps it at somaxconn), not with Node’s default of 511', async () => {
    const deep = await startTestServer();
    servers.push(deep);
    expect(listenQueue(deep.running.port)).toBe(Math.min(8192, somaxconn));
    expect(listenQueue(deep.running.port)).toBeGreaterThan(511);

    const shallow = await startTestServer({ env: { LISTEN_BACKLOG: '100' } });
    servers.push(shallow);
    expect(listenQueue(shallow.running.port)).toBe(100);
  });
});
