// Small helpers shared by the runner, the load generators and the baselines. No dependencies beyond node.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `fn` until it returns a truthy value; throws after `timeoutMs` (every wait in the bench is bounded). */
export async function waitFor(fn, { timeoutMs = 15_000, intervalMs = 100, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${lastError.message}` : ''}`);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Wall time in ms with sub-ms precision, comparable across processes on one machine. */
export const nowMs = () => performance.timeOrigin + performance.now();

/** Percentiles of an array of numbers (sorted copy), nearest-rank. */
export function summarize(values) {
  const n = values.length;
  if (n === 0) return { count: 0, p50: null, p90: null, p99: null, max: null, mean: null };
  const sorted = Float64Array.from(values).sort();
  const at = (q) => sorted[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))];
  let sum = 0;
  for (const v of sorted) sum += v;
  return { count: n, p50: round(at(0.5)), p90: round(at(0.9)), p99: round(at(0.99)), max: round(sorted[n - 1]), mean: round(sum / n) };
}

export const round = (v, digits = 3) => (v === null || v === undefined || !Number.isFinite(v) ? v : Math.round(v * 10 ** digits) / 10 ** digits);

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system, all threads) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may contain spaces; fields after the closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / CLK_TCK;
}

/** Resident memory of a process in bytes, from /proc/<pid>/status. */
export function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : null;
}

/** Pins every thread of a process to a CPU list (e.g. "0"); a no-op when taskset is missing or pinning is off. */
export function pin(pid, cpus) {
  if (!cpus || process.env.BENCH_NO_PIN === '1') return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Loopback addresses to spread client connections over (each pair of addresses has its own ephemeral ports). */
export const loopbackHost = (i) => `127.0.0.${1 + (i % 8)}`;

/** Whether the process itself listens on the TCP port (not some other process that took a just-freed port). */
export function listensOn(pid, port) {
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[3] === '0A' && parseInt(f[1].split(':')[1], 16) === port) inodes.add(f[9]);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        return m !== null && inodes.has(m[1]);
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}
