// Manual check of WORKERS=2 (run `npm run build` first): starts the built server with two workers on a fresh
// PostgreSQL database and Redis, connects four clients from four local addresses (half over long-polling only,
// which needs the sticky hand-over), posts one feed message from each, and prints what every client received
// (all four messages each), then stops the cluster with SIGTERM and drops the database.
// SMOKE_DATABASE_URL (a PostgreSQL server URL, default postgres://postgres@127.0.0.1:5432/postgres), SMOKE_REDIS_URL.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SignJWT, importPKCS8 } from 'jose';
import { io } from 'socket.io-client';

const base = process.env.SMOKE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.SMOKE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `convene_smoke_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const url = base.replace(/\/postgres$/, `/${dbName}`);
const port = 38000 + Math.floor(Math.random() * 1000);
const child = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `smoke${port}:`, DEMO_DATA: '0', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (d) => (out += d));
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
for (let i = 0; i < 100 && !out.includes('cluster.started'); i++) await wait(200);
if (!out.includes('cluster.started')) throw new Error('the cluster did not start');
console.log('started:', out.includes('cluster.started'), 'workers started:', (out.match(/server.started/g) || []).length);

const db = new pg.Client({ connectionString: url });
await db.connect();
const { rows: [secret] } = await db.query(`select value from app_secrets where name = 'jwt_private_key_ES256'`);
const key = await importPKCS8(secret.value, 'ES256');
const org = (await db.query(`insert into organizations (name, slug) values ('o','o') returning id`)).rows[0].id;
const ev = (await db.query(`insert into events (organization_id, slug, name, city_name, starts_at, ends_at) values ($1,'e','E','T',now(),now()+interval '1 day') returning id`, [org])).rows[0].id;
const users = [];
for (let i = 0; i < 4; i++) {
  const id = (await db.query(`insert into users (mobile, name, surname) values ($1,'U',$2) returning id`, [`+98912000${1000 + i}`, `S${i}`])).rows[0].id;
  await db.query(`insert into attendee_tickets (code, event_id, user_id) values ($1,$2,$3)`, [`T${i}x${port}`, ev, id]);
  const token = await new SignJWT({ role: 'user', event_id: ev }).setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' }).setSubject(String(id)).setIssuer('convene').setAudience('convene').setIssuedAt().setExpirationTime('10m').setJti(randomUUID()).sign(key);
  users.push({ id, token });
}
// Four clients from four local addresses (sticky by address), half over long-polling only.
const sockets = await Promise.all(users.map((u, i) => new Promise((resolve, reject) => {
  const s = io(`http://127.0.0.1:${port}`, { path: '/connect/socket.io', auth: { token: u.token }, transports: i % 2 ? ['polling'] : ['polling', 'websocket'], localAddress: `127.0.0.${i + 1}`, reconnection: false, forceNew: true });
  s.once('connect', () => resolve(s));
  s.once('connect_error', reject);
})));
const got = sockets.map(() => []);
sockets.forEach((s, i) => s.on('livefeed:message', (m) => got[i].push(m.message)));
for (let i = 0; i < 4; i++) {
  const ack = await sockets[i].timeout(5000).emitWithAck('livefeed:post', { message: `from ${i}` });
  if (!ack.ok) throw new Error(JSON.stringify(ack));
}
await wait(1000);
console.log('received:', JSON.stringify(got));
const pids = new Set([...out.matchAll(/"pid":(\d+)[^\n]*"msg":"server.started"/g)].map((m) => m[1]));
console.log('worker pids:', [...pids].join(','));
for (const s of sockets) s.close();
child.kill('SIGTERM');
const code = await new Promise((r) => child.once('exit', (c, sig) => r(c ?? sig)));
console.log('exit:', code, out.includes('server.stopped') ? 'workers stopped gracefully' : 'no graceful stop');
await db.end();
const a2 = new pg.Client({ connectionString: base });
await a2.connect();
await a2.query(`drop database ${dbName} with (force)`);
await a2.end();
