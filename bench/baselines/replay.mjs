// Runs the statements captured from Convene for one request (bench/lib/pg-capture.mjs) with node-postgres: the
// statements Convene ran on one pooled connection run in order on one connection; statements it ran on different
// connections at the same time run in parallel, as Convene ran them.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export function loadCaptured() {
  return JSON.parse(readFileSync(process.env.BENCH_SQL_FILE, 'utf8'));
}

export function createPool() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', () => undefined);
  return pool;
}

function groups(statements) {
  const byConn = new Map();
  for (const s of statements) {
    if (!byConn.has(s.conn)) byConn.set(s.conn, []);
    // A statement Convene prepared on the server (named) is prepared here too: parsed once per connection.
    byConn.get(s.conn).push({ name: s.name, sql: s.sql, params: s.params.map((p) => (p && typeof p === 'object' ? Buffer.from(p.binary, 'base64') : p)) });
  }
  return [...byConn.values()];
}

/** Returns a function that replays one request's statements and resolves with the rows of each. */
export function replayer(pool, statements) {
  const plan = groups(statements);
  return async () => {
    const parts = await Promise.all(
      plan.map(async (group) => {
        const client = await pool.connect();
        try {
          const rows = [];
          for (const s of group) rows.push((await client.query(s.name ? { name: s.name, text: s.sql, values: s.params } : { text: s.sql, values: s.params })).rows);
          return rows;
        } finally {
          client.release();
        }
      }),
    );
    return parts.flat();
  };
}
