import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'cut' | 'blackhole' | 'drop-replies';

/**
 * A TCP proxy on 127.0.0.1 between the nodes and a dependency, for fault tests:
 * - `pass`: bytes flow both ways;
 * - `cut`: every connection is closed and new ones are refused at once (a database that refuses connections);
 * - `blackhole`: connections are accepted and kept, but every byte is dropped both ways (a network partition);
 * - `drop-replies`: bytes still reach the dependency, but its replies are dropped (a write is done, its answer lost).
 */
export class TcpProxy {
  private mode: ProxyMode = 'pass';
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private target: { host: string; port: number };
  private constructor(
    private readonly server: Server,
    readonly port: number,
    target: { host: string; port: number },
  ) {
    this.target = target;
  }

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const ready: { proxy?: TcpProxy } = {};
    const server = createServer((client) => ready.proxy!.accept(client, ready.proxy!.target.host, ready.proxy!.target.port));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ready.proxy = new TcpProxy(server, (server.address() as AddressInfo).port, { host: targetHost, port: targetPort });
    return ready.proxy;
  }

  /** New connections go to another upstream (a node taking over behind one address); open ones stay as they are. */
  retarget(host: string, port: number): void {
    this.target = { host, port };
  }

  private accept(client: Socket, host: string, port: number): void {
    client.on('error', () => undefined);
    if (this.mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, host);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    const pair = { client, upstream };
    this.pairs.add(pair);
    const forget = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget);
    upstream.on('close', forget);
    client.on('data', (chunk) => {
      if (this.mode === 'pass' || this.mode === 'drop-replies') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.mode === 'pass') client.write(chunk);
    });
  }

  /** Connections made and still open through the proxy. */
  get connections(): number {
    return this.pairs.size;
  }

  /** Closes every connection (reset) and refuses new ones until `restore()`. */
  cut(): void {
    this.mode = 'cut';
    for (const { client, upstream } of [...this.pairs]) {
      client.resetAndDestroy();
      upstream.destroy();
    }
  }

  /** Keeps connections open but drops every byte, and accepts new ones that never get an answer. */
  blackhole(): void {
    this.mode = 'blackhole';
  }

  /**
   * Lets requests through and drops every reply: PostgreSQL commits what it is sent and the node never hears.
   * New connections never finish their handshake.
   */
  dropReplies(): void {
    this.mode = 'drop-replies';
  }

  /**
   * Back to passing bytes. Connections that lived through a blackhole lost bytes, so they are closed (as a
   * partition that outlasts TCP's patience ends); new ones work.
   */
  restore(): void {
    if (this.mode === 'blackhole' || this.mode === 'drop-replies') {
      for (const { client, upstream } of [...this.pairs]) {
        client.destroy();
        upstream.destroy();
      }
    }
    this.mode = 'pass';
  }

  async close(): Promise<void> {
    for (const { client, upstream } of [...this.pairs]) {
      client.destroy();
      upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
