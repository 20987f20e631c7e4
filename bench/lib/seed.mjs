import { existsSync } from 'node:fs';
// Bench data written straight into the bench database (one organization, category, events, users holding
// tickets), and access tokens minted by Convene's own token service with the key the nodes share. The login
// path itself is measured in the token scenario; thousands of socket users need tokens without thousands of SMS.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { build } from './infra.mjs';

const day = 86_400_000;

/**
 * Creates the catalogue the REST and socket scenarios read. Idempotent per run (fixed slugs). Answers with
 * `bench-event-<own>`: the scenarios that fill a feed take their own (the venue's arrivals must not inherit the
 * keynote's feed when both run in one sequence).
 */
export async function seedCatalogue(databaseUrl, { events = 60, own = 0 } = {}) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const org = await c.query(`insert into organizations (slug, name) values ('bench-org', 'Bench Organization') on conflict (slug) do update set name = excluded.name returning id`);
    const cat = await c.query(`insert into categories (title, slug) values ('Bench', 'bench') on conflict (slug) do update set title = excluded.title returning id`);
    const orgId = org.rows[0].id;
    const catId = cat.rows[0].id;
    const now = Date.now();
    for (let i = 0; i < events; i++) {
      const starts = new Date(now + (i + 1) * day);
      await c.query(
        `insert into events (organization_id, category_id, slug, name, city_name, online, starts_at, ends_at, sales_deadline, capacity, sales_count, cover)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1000, $10, $11) on conflict (slug) do nothing`,
        [orgId, catId, `bench-event-${i}`, `Bench event ${i}`, i % 2 ? 'Tehran' : 'Shiraz', i % 3 === 0, starts, new Date(starts.getTime() + 3 * 3_600_000), starts, i * 3, `https://cdn.example.com/bench/${i}.jpg`],
      );
    }
    const ev = await c.query(`select id, slug from events where slug = $1`, [`bench-event-${own}`]);
    return { organizationId: orgId, categoryId: catId, eventId: ev.rows[0].id, eventSlug: ev.rows[0].slug };
  } finally {
    await c.end();
  }
}

/** `count` users with a ticket for the event each; returns their ids in order. */
export async function seedAttendees(databaseUrl, eventId, count, prefix) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const ids = [];
    const batch = 1000;
    for (let start = 0; start < count; start += batch) {
      const n = Math.min(batch, count - start);
      const mobiles = Array.from({ length: n }, (_, k) => `+98936${String(prefix * 100_000 + start + k).padStart(7, '0')}`);
      const users = await c.query(
        `insert into users (mobile, name, surname, job_title) select m, 'Bench', 'User ' || m, 'Tester' from unnest($1::text[]) as m
         on conflict (mobile) do update set name = excluded.name returning id`,
        [mobiles],
      );
      const userIds = users.rows.map((r) => r.id);
      await c.query(
        `insert into attendee_tickets (code, event_id, user_id) select 'B' || $1::int || '-' || u, $1, u from unnest($2::int[]) as u on conflict (code) do nothing`,
        [eventId, userIds],
      );
      ids.push(...userIds);
    }
    return ids;
  } finally {
    await c.end();
  }
}

/**
 * Users with the given E.164 mobile numbers, each with a ticket for the event (the venue scenario logs them in through
 * the real code request and token endpoint). Returns their ids in the order of `mobiles`.
 */
export async function seedAttendeesByMobile(databaseUrl, eventId, mobiles) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const ids = [];
    for (let start = 0; start < mobiles.length; start += 1000) {
      const batch = mobiles.slice(start, start + 1000);
      const users = await c.query(
        `insert into users (mobile, name, surname, job_title) select m, 'Venue', 'Attendee ' || o, 'Guest' from unnest($1::text[]) with ordinality as t(m, o)
         on conflict (mobile) do update set name = excluded.name returning id, mobile`,
        [batch],
      );
      const byMobile = new Map(users.rows.map((r) => [r.mobile, r.id]));
      const userIds = batch.map((m) => byMobile.get(m));
      await c.query(`insert into attendee_tickets (code, event_id, user_id) select 'V' || $1::int || '-' || u, $1, u from unnest($2::int[]) as u on conflict (code) do nothing`, [eventId, userIds]);
      ids.push(...userIds);
    }
    return ids;
  } finally {
    await c.end();
  }
}

/** Event-bound access tokens for the users, signed by Convene's token service (the key in the bench database). */
export async function mintTokens(databaseUrl, userIds, eventId) {
  // The first path that exists: builds of commits before the process moved to app/ have the old layout.
  const dist = (...paths) => pathToFileURL(paths.map((p) => join(build.root, 'dist', p)).find((p) => existsSync(p)) ?? join(build.root, 'dist', paths[0])).href;
  const { loadConfig } = await import(dist('infra/config.js', 'server/app/config.js', 'server/config.js'));
  const { openDatabase } = await import(dist('storage/database.js'));
  const { createTokenService } = await import(dist('server/identity/tokens.js', 'server/auth/tokens.js'));
  const config = loadConfig({ DATABASE_URL: databaseUrl, ACCESS_TOKEN_TTL: '3600', SMS_DRIVER: 'log' });
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const tokens = await createTokenService({ config, db: database.db });
    const out = [];
    for (const userId of userIds) out.push((await tokens.issueAccessToken({ userId, role: 'user', eventId })).token);
    return out;
  } finally {
    await database.close();
  }
}

/**
 * `count` blocks inside the room (issue 11): attendees past the posters each block one poster, so every post is sent
 * to the event room except the sockets that hide its author. Returns a function that removes them again.
 */
export async function seedBlocks(databaseUrl, userIds, posters, count) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const pairs = [];
    for (let i = 0; i < count; i++) pairs.push([userIds[posters + i], userIds[i % posters]]);
    await c.query('insert into user_blocks (user_id, blocked_user_id) select * from unnest($1::int[], $2::int[]) on conflict do nothing', [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
  } finally {
    await c.end();
  }
  return async () => {
    const d = new pg.Client({ connectionString: databaseUrl });
    await d.connect();
    try {
      await d.query('delete from user_blocks');
    } finally {
      await d.end();
    }
  };
}
