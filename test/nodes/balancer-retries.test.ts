import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Haproxy, haproxyMissing } from '../helpers/haproxy.js';

/**
 * What the shipped deploy/haproxy.cfg replays, through a real HAProxy (issue 44): a request that may have reached a
 * node is sent again only when its method is safe (GET, HEAD, OPTIONS); a POST is never replayed once sent (the
 * node may have stored it), a node's 503 is never replayed (it may be `outcome_unknown`), and a connection that
 * failed before anything was sent is retried on another node for every method. `/metrics` is not served on the
 * public port. The backends are plain HTTP servers that count what reaches them, so every replay shows.
 */
const missing = haproxyMissing();

interface Backend {
  name: string;
  server: Server;
  port: number;
  /** `METHOD path` of every request that reached this backend (health checks left out). */
  seen: string[];
  sockets: Set<Socket>;
}

async function backend(name: string): Promise<Backend> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/readyz') {
      res.end('{"status":"ok"}');
      return;
    }
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      // The node took the request and dies (or times out) before it answers: HAProxy sees an empty response.
      if (req.url === '/drop') req.socket.destroy();
      else if (req.url === '/unavailable') res.writeHead(503, { 'retry-after': '5' }).end('{"errors":[{"code":"outcome_unknown"}]}');
      else res.end(`served by ${name}`);
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { name, server, port: (server.address() as AddressInfo).port, seen, sockets };
}

describe.skipIf(missing)(`deploy/haproxy.cfg retries${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let one: Backend;
  let two: Backend;
  let proxy: Haproxy;
  const all = () => [...one.seen, ...two.seen];
  const reset = () => {
    one.seen.length = 0;
    two.seen.length = 0;
  };

  beforeAll(async () => {
    [one, two] = [await backend('node1'), await backend('node2')];
    proxy = await Haproxy.start([
      { name: 'node1', port: one.port },
      { name: 'node2', port: two.port },
    ]);
    await proxy.waitFor('node1', 'UP');
    await proxy.waitFor('node2', 'UP');
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const b of [one, two]) {
      if (!b) continue;
      for (const s of b.sockets) s.destroy();
      await new Promise((r) => b.server.close(r));
    }
  });

  it('never replays a POST that reached a node and got no answer: the client gets 502, the nodes saw it once', async () => {
    reset();
    const res = await fetch(`${proxy.url}/drop`, { method: 'POST', body: '{"message":"once"}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(502);
    expect(all()).toEqual(['POST /drop']);
  });

  it('replays a GET that got no answer on another node (safe to repeat)', async () => {
    reset();
    const res = await fetch(`${proxy.url}/drop`);
    expect(res.status).toBe(502);
    // `retries 3`: the first attempt and three more, spread over both nodes by `option redispatch`.
    expect(all()).toEqual(['GET /drop', 'GET /drop', 'GET /drop', 'GET /drop']);
    expect(one.seen.length).toBeGreaterThan(0);
    expect(two.seen.length).toBeGreaterThan(0);
  });

  it("never replays a node's 503, whatever the method (it may be a write whose outcome is unknown)", async () => {
    for (const method of ['POST', 'GET']) {
      reset();
      const res = await fetch(`${proxy.url}/unavailable`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('outcome_unknown');
      expect(all()).toEqual([`${method} /unavailable`]);
    }
  });

  it('does not serve /metrics on the public port, however the path is spelled', async () => {
    reset();
    for (const path of ['/metrics', '/METRICS', '/%6Detrics', '/metrics?x=1']) {
      expect((await fetch(`${proxy.url}${path}`)).status, path).toBe(404);
    }
    expect(all()).toEqual([]);
    // Everything else passes.
    expect((await fetch(`${proxy.url}/api/events`)).status).toBe(200);
  });

  it('retries a POST on the other node when the connection failed before it was sent (node down, not yet marked)', async () => {
    // node1 stops listening: connections to it are refused until the checks mark it down.
    for (const s of one.sockets) s.destroy();
    await new Promise((r) => one.server.close(r));
    reset();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${proxy.url}/post-${i}`, { method: 'POST', body: '{}' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // Each POST reached a node exactly once: the refused attempts were never sent.
    expect(two.seen.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `POST /post-${i}`).sort());
  });
});
