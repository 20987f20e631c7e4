import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './redis-server.js';
import { requiredTool } from './require-node-tests.js';

const TEMPLATE = new URL('../../deploy/haproxy.cfg', import.meta.url);

/**
 * Why HAProxy tests cannot run here (no `haproxy` binary), or undefined when they can. CI installs it (.ci/run) and
 * sets REQUIRE_NODE_TESTS=1, which makes a missing haproxy throw (the test file fails) instead of skipping.
 */
export function haproxyMissing(): string | undefined {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return requiredTool('haproxy is not installed (apt-get install haproxy; .ci/run installs it)');
  }
}

export interface Backend {
  name: string;
  port: number;
}

/** deploy/haproxy.cfg with its placeholders filled (the same rendering as scripts/cluster.mjs). */
export async function renderHaproxyConfig(values: { bind: string; statsBind: string; checkInter: string; servers: Backend[]; maxconn?: number }): Promise<string> {
  const template = await readFile(TEMPLATE, 'utf8');
  const servers = values.servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port} check cookie ${s.name}`).join('\n');
  return template
    .replaceAll('{{BIND}}', values.bind)
    .replaceAll('{{STATS_BIND}}', values.statsBind)
    .replaceAll('{{CHECK_INTER}}', values.checkInter)
    .replaceAll('{{MAXCONN}}', String(values.maxconn ?? 2000))
    .replaceAll('{{SERVERS}}', servers);
}

/** A real HAProxy in front of test nodes, from deploy/haproxy.cfg, on free ports; its status page tells server states. */
export class Haproxy {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
    readonly statsPort: number,
    readonly output: string[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(servers: Backend[], checkInter = '300ms'): Promise<Haproxy> {
    const [port, statsPort] = [await freePort(), await freePort()];
    const dir = await mkdtemp(join(tmpdir(), 'convene-haproxy-'));
    const file = join(dir, 'haproxy.cfg');
    await writeFile(file, await renderHaproxyConfig({ bind: `127.0.0.1:${port}`, statsBind: `127.0.0.1:${statsPort}`, checkInter, servers }));
    const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    // A test killed on a timeout never reaches its afterAll: HAProxy goes with the test process anyway.
    process.once('exit', () => child.kill('SIGKILL'));
    const output: string[] = [];
    child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    const proxy = new Haproxy(child, dir, port, statsPort, output);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${output.join('')}`);
      try {
        await proxy.states();
        return proxy;
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  /** Each backend server's state as HAProxy sees it ('UP', 'DOWN', 'MAINT', 'UP 1/2', ...). */
  async states(): Promise<Record<string, string>> {
    const res = await fetch(`http://127.0.0.1:${this.statsPort}/;csv`);
    const lines = (await res.text()).split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((h) => header.indexOf(h)) as [number, number, number];
    const out: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const cols = line.split(',');
      if (cols[px] === 'nodes' && cols[sv] !== 'BACKEND' && cols[sv]) out[cols[sv]!] = cols[status]!;
    }
    return out;
  }

  /** Waits until HAProxy's health checks put `server` in `state` ('UP' or 'DOWN'). */
  async waitFor(server: string, state: 'UP' | 'DOWN', timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const now = (await this.states())[server];
      if (now === state) return;
      if (Date.now() > deadline) throw new Error(`haproxy: ${server} is ${now}, not ${state}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise<void>((resolve) => {
        this.child.once('exit', () => resolve());
        this.child.kill('SIGTERM');
      });
    }
    await rm(this.dir, { recursive: true, force: true });
  }
}
