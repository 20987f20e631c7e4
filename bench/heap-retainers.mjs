// Heap snapshot retainers (diagnosis): what keeps the first object of a kind alive, a few levels up. Kinds:
// 'obj:<first six property names, comma-joined>' (a plain object) or 'fn:<name or (anon)>@<script id>:<line>' (a closure).
// Usage: node --max-old-space-size=8000 bench/heap-retainers.mjs <snapshot> <kind> [depth]. See bench/heap-diff.mjs.
import { readFileSync } from 'node:fs';
const snap = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const want = process.argv[3]; // e.g. "obj:chatPeers,blockPartners" or "fn:run@1068:131"
const m = snap.snapshot.meta; const nf = m.node_fields.length; const ef = m.edge_fields.length;
const types = m.node_types[0]; const etypes = m.edge_types[0];
const iType = m.node_fields.indexOf('type'), iName = m.node_fields.indexOf('name'), iEC = m.node_fields.indexOf('edge_count');
const eType = m.edge_fields.indexOf('type'), eName = m.edge_fields.indexOf('name_or_index'), eTo = m.edge_fields.indexOf('to_node');
const nodes = snap.nodes, edges = snap.edges, S = snap.strings;
const N = nodes.length / nf;
const firstEdge = new Uint32Array(N + 1);
for (let i = 0, e = 0; i <= N; i++) { firstEdge[i] = e; if (i < N) e += nodes[i * nf + iEC] * ef; }
const loc = new Map(); const L = snap.locations ?? []; const lf = m.location_fields?.length ?? 4;
for (let i = 0; i < L.length; i += lf) loc.set(L[i] / nf, `${L[i + 1]}:${L[i + 2]}`);
const rev = Array.from({ length: N }, () => []);
for (let i = 0; i < N; i++) for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += ef) { const t = edges[e + eTo] / nf; const et = etypes[edges[e + eType]]; if (et === 'weak') continue; rev[t].push([i, et === 'element' || et === 'hidden' ? String(edges[e + eName]) : S[edges[e + eName]], et]); }
const desc = (i) => { const t = types[nodes[i * nf + iType]]; const n = S[nodes[i * nf + iName]]; return `${t}:${(n || '').slice(0, 50)}${loc.has(i) ? '@' + loc.get(i) : ''}`; };
const props = (i) => { const p = []; for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += ef) if (etypes[edges[e + eType]] === 'property') p.push(S[edges[e + eName]]); return p; };
let found = -1;
for (let i = 0; i < N && found < 0; i++) {
  const t = types[nodes[i * nf + iType]]; const n = S[nodes[i * nf + iName]];
  if (want.startsWith('obj:') && t === 'object' && n === 'Object' && props(i).slice(0, 6).join(',') === want.slice(4)) found = i;
  if (want.startsWith('fn:') && t === 'closure' && `${n || '(anon)'}@${loc.get(i)}` === want.slice(3)) found = i;
}
console.log('node', found, desc(found));
let frontier = [[found, '']];
const seen = new Set([found]);
for (let depth = 0; depth < Number(process.argv[4] ?? 6); depth++) {
  const next = [];
  for (const [i, path] of frontier) for (const [r, en, et] of rev[i].slice(0, 4)) {
    if (seen.has(r)) continue; seen.add(r);
    const p = `${desc(r)} -[${et}:${en}]-> ${path || desc(found)}`;
    console.log('  '.repeat(depth) + p.slice(0, 260));
    next.push([r, `${desc(r)}.${en}`]);
  }
  frontier = next.slice(0, 6);
}
