// Heap snapshot diff (diagnosis): self size per socket by object kind between two snapshots of one server, e.g. before
// and after connecting N sockets. Snapshots: start the bench with BENCH_HEAP_SNAPSHOT_DIR=<dir> (bench/lib/gc-on-signal.mjs
// writes one per SIGUSR2, after a full GC). Usage: node --max-old-space-size=8000 bench/heap-diff.mjs <before> <after> <N> [rows]
import { readFileSync } from 'node:fs';
function agg(file) {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  const f = snap.snapshot.meta.node_fields; const types = snap.snapshot.meta.node_types[0];
  const nf = f.length; const iType = f.indexOf('type'), iName = f.indexOf('name'), iSize = f.indexOf('self_size');
  const nodes = snap.nodes; const strings = snap.strings;
  const m = new Map();
  for (let i = 0; i < nodes.length; i += nf) {
    const t = types[nodes[i + iType]];
    let name = t === 'string' || t === 'concatenated string' || t === 'sliced string' ? '(string)' : strings[nodes[i + iName]];
    if (t === 'code' || t === 'hidden' || t === 'array') name = `${t}:${String(name).slice(0, 40)}`;
    const key = `${t}|${String(name).slice(0, 60)}`;
    const e = m.get(key) ?? { n: 0, size: 0 };
    e.n++; e.size += nodes[i + iSize];
    m.set(key, e);
  }
  return m;
}
const [a, b, N] = [agg(process.argv[2]), agg(process.argv[3]), Number(process.argv[4] ?? 1000)];
const rows = [];
let total = 0;
for (const [k, e] of b) {
  const o = a.get(k) ?? { n: 0, size: 0 };
  const d = e.size - o.size; total += d;
  rows.push([k, (e.n - o.n) / N, d / N]);
}
for (const [k, o] of a) if (!b.has(k)) { total -= o.size; rows.push([k, -o.n / N, -o.size / N]); }
rows.sort((x, y) => y[2] - x[2]);
console.log('total bytes per socket', (total / N).toFixed(0));
for (const [k, n, s] of rows.slice(0, Number(process.argv[5] ?? 45))) console.log(s.toFixed(0).padStart(7), n.toFixed(2).padStart(7), k);
