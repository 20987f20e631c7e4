// Small helpers shared by the runner, the load generators and the baselines. No dependencies beyond node.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

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

export { freePort } from '../../scripts/lib/ports.mjs';

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

/**
 * CPU seconds of each thread of a process, summed by thread name (`node` is the main thread; V8's GC helpers,
 * libuv's pool and so on have names of their own). Subtract two readings for a window.
 */
export function cpuSecondsByThread(pid) {
  const out = {};
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[name] = (out[name] ?? 0) + (Number(f[11]) + Number(f[12])) / CLK_TCK;
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/**
 * CPU seconds of every process whose command name is `comm` (e.g. 'postgres': the postmaster and all its backends),
 * children they have reaped included (cutime + cstime), so a backend that exits between two readings still counts.
 * Subtract two readings for a window. Processes that vanish mid-read are skipped.
 */
export function cpuSecondsByComm(comm) {
  let total = 0;
  let processes = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== comm) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / CLK_TCK;
      processes++;
    } catch {
      // exited meanwhile
    }
  }
  return { seconds: total, processes };
}

/** Busy and total seconds of each CPU ("cpu0", "cpu1", …) from /proc/stat; busy = all but idle and iowait. */
export function cpuTimes() {
  const out = {};
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    const m = /^(cpu\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const v = m[2].trim().split(/\s+/).map(Number);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    out[m[1]] = { busy: (total - v[3] - v[4]) / CLK_TCK, total: total / CLK_TCK };
  }
  return out;
}

/** Per-CPU busy percentage between two `cpuTimes()` readings. */
export function cpuBusyPercent(before, after) {
  const out = {};
  for (const [cpu, a] of Object.entries(after)) {
    const b = before[cpu];
    if (!b || a.total === b.total) continue;
    out[cpu] = round((100 * (a.busy - b.busy)) / (a.total - b.total), 1);
  }
  return out;
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

/** The rows of the kernel's TCP tables (/proc/net/tcp and tcp6), each split into its fields. */
export function* tcpRows() {
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) yield line.trim().split(/\s+/);
  }
}

/** Whether the process itself listens on the TCP port (not some other process that took a just-freed port). */
export function listensOn(pid, port) {
  const inodes = new Set();
  for (const f of tcpRows()) {
    if (f.length > 9 && f[3] === '0A' && parseInt(f[1].split(':')[1], 16) === port) inodes.add(f[9]);
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
