// node bench/cpu-profile-summary.mjs <file.cpuprofile> [top]: what a V8 CPU profile of a Convene node (BENCH_CPU_PROF)
// spent its samples on, as Markdown: the functions with the most self time, and the kernel writes (`writev`, the
// syscall every socket write ends in) by whom they were for (PostgreSQL, Redis, Socket.IO frames, HTTP answers).
// A sample falls in a write also while the process waits for the core it gave to the peer that write woke (on a
// core shared with that peer): the figure is the write's wall time in the loop, not CPU alone.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const [file, topArg = '25'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [top]\n');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

const timeOf = new Map();
profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...timeOf.values()].reduce((a, b) => a + b, 0);

const label = (id) => {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
};
const urlsAbove = (id) => {
  const urls = [];
  for (let at = parent.get(id); at !== undefined; at = parent.get(at)) urls.push(nodes.get(at).callFrame.url);
  return urls;
};
/** Whom a write was for, from the first library its stack passes through. */
const WRITERS = [
  ['PostgreSQL (pg)', /node_modules\/pg\//],
  ['Redis (node-redis)', /node_modules\/@redis\//],
  ['Socket.IO frames (ws, engine.io)', /node_modules\/(ws|engine\.io)\/|sliced-delivery/],
  ['HTTP answers', /node:_http_outgoing|_http_outgoing/],
];

const self = new Map();
const writes = new Map();
for (const [id, t] of timeOf) {
  const name = label(id);
  self.set(name, (self.get(name) ?? 0) + t);
  if (nodes.get(id).callFrame.functionName === 'writev' || nodes.get(id).callFrame.functionName === 'writeBuffer' || nodes.get(id).callFrame.functionName === 'writeUtf8String') {
    const urls = urlsAbove(id);
    const who = WRITERS.find(([, re]) => urls.some((u) => re.test(u)))?.[0] ?? 'other';
    writes.set(who, (writes.get(who) ?? 0) + t);
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1)} %`;
const lines = [`## ${basename(file)}`, '', `${(total / 1e6).toFixed(1)} s of samples (idle included).`, '', '| self time | function |', '|---:|---|'];
for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) lines.push(`| ${pct(t)} | \`${name}\` |`);
lines.push('', '| kernel writes for | share of samples |', '|---|---:|');
for (const [who, t] of [...writes].sort((a, b) => b[1] - a[1])) lines.push(`| ${who} | ${pct(t)} |`);
process.stdout.write(lines.join('\n') + '\n');
