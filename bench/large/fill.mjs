// The large data set of issue 22, written straight into its own PostgreSQL database (`convene_bench_large` unless
// BENCH_LARGE_DB names another) with generate_series: 1,000,000 users, 20,000 events, about 2,066,000 tickets (one
// running event of 50,000 attendees, ten of 15,000, the rest small and skewed), 2,000,000 feed messages (1.5 million
// in the big event), 2.9 million chat messages, 50,000 blocks, with the skew of real use (a few names very common,
// 3 % voided tickets, most of a running event checked in, 7 % of profiles out of the directory, deleted accounts).
//
// Schema: the project's own migrations (dist/storage/migrations) up to FILL_BASE_MIGRATION, then the fill, then every
// later migration, so a migration added after this script (an index, a backfilled table) runs over filled data as it
// would on a real platform. Idempotent: a database already filled at FILL_VERSION and the same scale is only brought
// to the latest migration. Anything else (no marker, other version, half a fill) is dropped and filled again.
//
// `node bench/large/fill.mjs [--scale=0.01] [--force]` alone, or through `npm run bench -- --data=large`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { Migrator, sql } from 'kysely';
import { PG_ADMIN_URL, build } from '../lib/infra.mjs';

/** Bump when the generated rows change shape, so an old fill is replaced. */
export const FILL_VERSION = 3;
/** The last migration the fill writes rows for; later ones run over the filled data. */
export const FILL_BASE_MIGRATION = '20261125T1402_questions';

export const SIZES = {
  users: 1_000_000,
  events: 20_000,
  bigEventTickets: 50_000,
  tenEventTickets: 15_000,
  smallEventTickets: 1_866_000,
  bigEventFeed: 1_500_000,
  tenEventFeed: 30_000,
  smallFeed: 200_000,
  chats: 290_000,
  chatMessages: 2_900_000,
  blocks: 50_000,
  organizations: 2_000,
};

export function scaled(scale) {
  const out = {};
  for (const [k, v] of Object.entries(SIZES)) out[k] = Math.max(k === 'events' ? 20 : 10, Math.round(v * scale));
  return out;
}

/** The database's URL on the bench's PostgreSQL server. */
export function largeDatabaseUrl(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const FIRST = ['Sara', 'Ali', 'Maryam', 'Reza', 'Neda', 'Hossein', 'Arash', 'Fatemeh', 'Kaveh', 'Zahra', 'Mohammad', 'Narges', 'Amir', 'Leila', 'Mehdi', 'Shirin', 'Hamid', 'Parisa', 'Saeed', 'Mina',
  'علی', 'سارا', 'محمد', 'فاطمه', 'رضا', 'زهرا', 'حسین', 'مریم', 'امیر', 'نرگس', 'مهدی', 'لیلا', 'John', 'Anna', 'David', 'Elena', 'Omid', 'Roya', 'Babak', 'Yasmin'];
const LAST = ['Ahmadi', 'Karimi', 'Hosseini', 'Rezaei', 'Moradi', 'Mohammadi', 'Rahimi', 'Jafari', 'Hashemi', 'Sadeghi', 'Ghorbani', 'Mousavi', 'Kazemi', 'Ebrahimi', 'Akbari', 'Nazari', 'Salehi', 'Azizi',
  'احمدی', 'کریمی', 'حسینی', 'رضایی', 'مرادی', 'محمدی', 'رحیمی', 'جعفری', 'هاشمی', 'صادقی', 'قربانی', 'موسوی', 'Smith', 'Müller', 'Rossi', 'Tehrani', 'Shirazi', 'Esfahani', 'Tabrizi', 'Kermani'];
const JOBS = ['Software engineer', 'Product manager', 'Designer', 'طراح محصول', 'مهندس نرم‌افزار', 'Data scientist', 'Founder', 'CTO', 'Student', 'دانشجو', 'Marketing lead', 'Sales', 'Researcher', 'مدیر محصول', 'DevOps engineer', 'Investor'];
const ORGS = ['Digikala', 'Cafe Bazaar', 'Snapp', 'دیجی‌کالا', 'اسنپ', 'Tapsi', 'Divar', 'University of Tehran', 'دانشگاه شریف', 'Freelance', 'Alibaba', 'Torob', 'Balad', 'Hamrah Aval', 'Irancell', 'Sharif University'];
const POSTS = ['Where is hall B?', 'سلام! کسی برای ناهار هم‌گروه می‌خواهد؟', 'Slides of the first talk, anyone?', 'Great keynote!', 'The Wi-Fi password is on the badge', 'Coffee is served in the lobby',
  'کسی شارژر تایپ سی داره؟', 'Who is going to the workshop at 3?', 'Mic in room 2 is not working', 'Thanks to the organizers 👏', 'ارائه بعدی کی شروع میشه؟', 'Looking for a co-founder, DM me',
  'Is the session recorded?', 'Parking is full, use the north gate', 'Amazing demo 🔥', 'Queue at registration is short now', 'Anyone from Isfahan here?', 'خیلی عالی بود', 'Q&A link please', 'See you at the after party'];
const CHATS = ['Hi! Nice to meet you', 'سلام، خوبی؟', 'Shall we meet at the coffee break?', 'Sure', 'Sending you the deck', 'Thanks!', 'Where are you sitting?', 'Row 5', 'ممنون', 'Let us talk after the session', 'OK 👍', 'Can you share your LinkedIn?'];

const arr = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A pick from a list skewed towards its first entries (a few names are very common). */
const skewed = (list, power = 2) => `(${arr(list)})[1 + floor(${list.length} * power(random(), ${power}))::int]`;

/**
 * Fills (or keeps) the large database. Returns `{name, url, filled, seconds, version, counts}`; `filled` false when an
 * earlier fill at the same version and scale was kept.
 */
export async function fillLarge({ name = process.env.BENCH_LARGE_DB ?? 'convene_bench_large', scale = 1, force = false, log = () => undefined } = {}) {
  const url = largeDatabaseUrl(name);
  const sizes = scaled(scale);
  const wanted = { version: FILL_VERSION, scale };
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  let exists = false;
  try {
    exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && !force) {
      const marker = await readMarker(url);
      if (marker && marker.version === wanted.version && Number(marker.scale) === scale) {
        log(`${name}: filled at version ${marker.version}, scale ${scale} on ${marker.filled_at.toISOString()} in ${marker.seconds} s; kept`);
        await migrateLatest(url, log);
        return { name, url, filled: false, seconds: Number(marker.seconds), version: FILL_VERSION, scale, counts: marker.counts };
      }
      log(`${name}: ${marker ? `filled at version ${marker.version}, scale ${marker.scale}` : 'no complete fill'}; filling again`);
    }
    if (exists) await admin.query(`drop database "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  await migrateBase(url, log);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const step = async (what, text) => {
    const t0 = Date.now();
    const res = await c.query(text);
    log(`  ${what}: ${res.rowCount ?? ''} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return res;
  };
  try {
    await c.query(`set statement_timeout = 0; set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB';
      set session_replication_role = replica; select setseed(0.22)`);
    // Plain (non-constraint) indexes of the big tables are dropped and built again after the fill: faster than
    // maintaining them row by row. Their definitions come from the migrations, so they are exactly the project's.
    const big = ['users', 'attendee_tickets', 'livefeed_messages', 'chats', 'chat_members', 'chat_messages', 'user_blocks', 'networking_profiles', 'profile_tags', 'reports'];
    const { rows: indexes } = await c.query(
      `select i.indexname, i.indexdef from pg_indexes i where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      [big],
    );
    for (const ix of indexes) await c.query(`drop index "${ix.indexname}"`);
    log(`  dropped ${indexes.length} plain indexes for the fill`);
    const s = sizes;
    const N = s.users;
    // Ticket g's holder: a bijection of g onto 1..N (7919 is prime, N a power of ten), so one event's tickets are
    // distinct users and people hold about two tickets each across the platform.
    const holder = (g) => `((((${g})::bigint * 7919) % ${N}) + 1)::int`;

    await step('users', `insert into users (id, mobile, email, name, surname, avatar, biography, job_title, organization, website, telegram, linkedin, created_at, updated_at, directory_visible)
      select g, '+98935' || lpad(g::text, 7, '0'),
        case when random() < 0.5 then 'user' || g || '@example.com' end,
        ${skewed(FIRST)}, ${skewed(LAST)},
        case when random() < 0.3 then 'https://cdn.example.com/avatars/' || g || '.jpg' end,
        case when random() < 0.2 then 'Building things at events; ' || g end,
        case when random() < 0.6 then ${skewed(JOBS, 1.5)} end,
        case when random() < 0.4 then ${skewed(ORGS, 1.5)} end,
        case when random() < 0.1 then 'https://example.com/' || g end,
        case when random() < 0.15 then 'tg' || g end,
        case when random() < 0.2 then 'https://linkedin.com/in/u' || g end,
        now() - (random() * interval '1000 days'), now() - (random() * interval '100 days'),
        random() >= 0.07
      from generate_series(1, ${N}) g`);
    // 0.5 % of accounts deleted (CONTRACT 7: the row stays, blanked; storage/repositories/safety.ts eraseUser).
    await step('deleted accounts', `update users set mobile = 'deleted:' || id, email = null, name = '', surname = '', avatar = null, biography = null, job_title = null,
      organization = null, website = null, telegram = null, linkedin = null, directory_visible = false, deleted_at = now() - random() * interval '300 days'
      where id % 200 = 199 and id > 20`);
    // The organizer of the big event: a user of their own, owner of its organization, holding no ticket.
    await c.query(`insert into users (id, mobile, name, surname, email) values (${N + 1}, '+989360000001', 'Bench', 'Organizer', 'organizer@example.com')`);

    await step('categories, organizations', `with c as (insert into categories (id, title, slug) select g, 'Category ' || g, 'category-' || g from generate_series(1, 12) g)
      insert into organizations (id, slug, name) select g, 'org-' || g, 'Organization ' || g from generate_series(1, ${s.organizations}) g`);
    await step('organization owners', `insert into organization_members (organization_id, user_id, role)
      select g, case when g = 1 then ${N + 1} else ((g::bigint * 104729) % ${N}) + 1 end, 'owner' from generate_series(1, ${s.organizations}) g`);

    // Event sizes: 1 is the running 50,000-attendee event, 2..11 the ten of 15,000, the rest small and skewed
    // (exponential) scaled to the total. `start` is the first ticket id of the event.
    await step('event sizes', `create temp table ev as
      with raw as (select e, -ln(1 - random()) as w from generate_series(12, ${s.events}) e),
      sized as (
        select 1 as e, ${s.bigEventTickets}::int as n union all
        select e, ${s.tenEventTickets} from generate_series(2, 11) e union all
        select e, greatest(1, round(w * ${s.smallEventTickets} / sum(w) over ()))::int from raw)
      select e, n, (sum(n) over (order by e) - n + 1)::int as start from sized`);
    await c.query('create index on ev (e); analyze ev');
    await step('events', `insert into events (id, organization_id, category_id, slug, name, city_name, online, starts_at, ends_at, sales_deadline, capacity, sales_count, cover, canceled_at, created_at)
      select e, case when e = 1 then 1 else 1 + (e % ${s.organizations}) end, 1 + (e % 12),
        case when e = 1 then 'bench-big-event' when e <= 11 then 'bench-event-' || e else 'event-' || e end,
        case when e = 1 then 'Tehran Tech Summit 1405' when e <= 11 then 'Big conference ' || e else ${skewed(['Node.js Meetup', 'همایش فناوری', 'Jazz Night', 'کارگاه پایتون', 'AI Conference', 'DevOps Days', 'شب شعر', 'Startup Weekend', 'Photography Walk', 'Futsal Cup'], 1)} || ' ' || e end,
        case when e % 5 = 2 then '' else (array['Tehran', 'تهران', 'Isfahan', 'Shiraz', 'Tabriz', 'مشهد', 'Karaj'])[1 + e % 7] end,
        e % 5 = 2, st, st + case when e <= 11 then interval '3 days' else interval '4 hours' * (1 + e % 12) end, null,
        case when e = 1 then ${Math.round(s.bigEventTickets * 1.2)} when e % 3 = 0 then null else n + (e % 50) end,
        0, 'https://cdn.example.com/events/' || e || '.jpg',
        case when e > 11 and e % 100 = 7 then st - interval '10 days' end, st - interval '60 days'
      from (select e, n, case
          when e = 1 then now() - interval '1 day'
          when e between 2 and 4 then now() - interval '1 day' * (e - 1) / 2
          when e between 5 and 8 then now() + interval '10 days' * (e - 4)
          when e between 9 and 11 then now() - interval '30 days' * (e - 8)
          else now() - interval '1100 days' + interval '1440 days' * random() end as st from ev) x`);
    await step('ticket types', `insert into ticket_types (id, event_id, name, price, capacity)
      select 2 * e - 1 + k, e, case k when 0 then 'Standard' else 'VIP' end, case k when 0 then 250000 else 900000 end, case k when 0 then null else greatest(10, n / 10 + 1) end
      from ev, generate_series(0, 1) k`);
    // 3 % voided; a running or past event has most of its valid tickets checked in. Ids follow the time of sale,
    // so an event's tickets are spread over the id range among other events' (as the issue's planner saw them).
    await step('tickets', `insert into attendee_tickets (id, code, event_id, user_id, ticket_type_id, created_at, status, voided_at, checked_in_at)
      select row_number() over (order by x.created, g), 'T' || upper(lpad(to_hex((g::bigint * 2654435761) % 4294967296), 8, '0')), x.e, ${holder('g')},
        case when g % 10 = 0 then 2 * x.e else 2 * x.e - 1 end, x.created,
        case when x.void then 'void' else 'valid' end, case when x.void then x.created + interval '1 day' end,
        case when not x.void and x.starts_at < now() and random() < case when x.e = 1 then 0.6 else 0.75 end
          then x.starts_at + random() * interval '3 hours' end
      from (select g, ev.e, events.starts_at, events.starts_at - random() * interval '50 days' as created, random() < 0.03 as void
            from ev join events on events.id = ev.e, generate_series(ev.start, ev.start + ev.n - 1) g) x`);
    // The bench attendee (g = 1's holder) must hold a valid ticket of the big event.
    await c.query(`update attendee_tickets set status = 'valid', voided_at = null where code = 'T' || upper(lpad(to_hex((1::bigint * 2654435761) % 4294967296), 8, '0'))`);
    await step('sales counters', `update events set sales_count = t.n from (select event_id, count(*)::int as n from attendee_tickets where status = 'valid' group by event_id) t
      where events.id = t.event_id`);

    // Feed: 1.5 million in the big event, 30,000 in each of the ten, the rest spread over small events; posters
    // are ticket holders, a few of them very active (skewed pick of the event's tickets). Ids follow time.
    const feedCols = `insert into livefeed_messages (id, event_id, user_id, message, client_message_id, created_at)`;
    // Ids follow time roughly: the small (mostly past) events first, then the ten, then the running big event.
    const bigBase = s.smallFeed + 10 * s.tenEventFeed;
    await step('feed, big event', `${feedCols}
      select ${bigBase} + g, 1, ${holder(`1 + floor(${s.bigEventTickets} * power(random(), 3))::int`)}, ${skewed(POSTS, 1.3)},
        case when random() < 0.3 then 'c' || g end, now() - interval '1 day' + interval '1 day' * g / ${s.bigEventFeed}
      from generate_series(1, ${s.bigEventFeed}) g`);
    await step('feed, ten events', `${feedCols}
      select ${s.smallFeed} + (x.e - 2) * ${s.tenEventFeed} + k, x.e, ${holder(`x.start + floor(x.n * power(random(), 2))::int`)}, ${skewed(POSTS, 1.3)},
        case when random() < 0.3 then 'c' || x.e || '-' || k end, least(now(), ev2.starts_at + interval '2 days' * k / ${s.tenEventFeed})
      from ev x join events ev2 on ev2.id = x.e, generate_series(1, ${s.tenEventFeed}) k where x.e between 2 and 11`);
    await step('feed, small events', `${feedCols}
      select k, x.e, ${holder('x.start + floor(x.n * random())::int')}, ${skewed(POSTS, 1.3)}, null, least(now(), ev2.starts_at + interval '1 minute' * (k % 240))
      from (select k, 12 + floor(${s.events - 11} * power(random(), 2))::int as e from generate_series(1, ${s.smallFeed}) k) p
      join ev x on x.e = p.e join events ev2 on ev2.id = x.e`);

    // Chats: pairs (a, a + d) with a = c·P mod N (P coprime to N) and 1 ≤ d ≤ 997, distinct by construction.
    await step('chats', `insert into chats (id, user_low, user_high, created_at)
      select c, least(a, b), greatest(a, b), now() - interval '400 days' + interval '400 days' * c / ${s.chats}
      from (select c, ((c::bigint * 15485863) % ${N}) + 1 as a, (((c::bigint * 15485863) + 1 + c % 997) % ${N}) + 1 as b from generate_series(1, ${s.chats}) c) p`);
    // Messages: busy chats and quiet ones (skewed pick), interleaved in time; 1 % edited (update_seq, live chat).
    await step('chat messages', `insert into chat_messages (id, chat_id, sender_id, recipient_id, message, client_message_id, created_at, edited_at, update_seq)
      select m, ch.id, case when m.low then ch.user_low else ch.user_high end, case when m.low then ch.user_high else ch.user_low end,
        ${skewed(CHATS, 1.2)}, case when random() < 0.3 then 'm' || m end,
        greatest(ch.created_at, now() - interval '400 days' + interval '400 days' * m / ${s.chatMessages}),
        case when m.edited then now() - interval '1 day' end, case when m.edited then nextval('chat_message_update_seq') end
      from (select m, 1 + floor(${s.chats} * power(random(), 1.5))::int as chat, random() < 0.5 as low, random() < 0.01 as edited from generate_series(1, ${s.chatMessages}) m) m
      join chats ch on ch.id = m.chat`);
    await step('chat members', `insert into chat_members (chat_id, user_id, peer_id, last_message_id, last_read_id)
      select ch.id, u, p, coalesce(x.last, 0), case when random() < 0.8 then coalesce(x.last, 0) else coalesce(x.prev, 0) end
      from chats ch left join (select chat_id, max(id) as last, min(id) as prev from chat_messages group by chat_id) x on x.chat_id = ch.id,
        lateral (values (ch.user_low, ch.user_high), (ch.user_high, ch.user_low)) v(u, p)`);

    // Blocks: 40 % among the big event's attendees (frequent posters blocked most), the rest anywhere; the bench
    // attendee (ticket 1's holder) blocks ten of the big event's most active posters.
    await step('blocks', `insert into user_blocks (user_id, blocked_user_id, created_at)
      select a, b, now() - random() * interval '300 days' from (
        select ${holder(`1 + floor(${s.bigEventTickets} * random())::int`)} as a, ${holder(`2 + floor(${s.bigEventTickets - 1} * power(random(), 3))::int`)} as b
          from generate_series(1, ${Math.round(s.blocks * 0.4)})
        union all select 1 + floor(${N} * random())::int, 1 + floor(${N} * random())::int from generate_series(1, ${Math.round(s.blocks * 0.6) + 1000})
        union all select ${holder('1')}, ${holder('t')} from generate_series(2, 11) t) x
      join users ua on ua.id = x.a and ua.deleted_at is null join users ub on ub.id = x.b and ub.deleted_at is null
      where a <> b on conflict do nothing`);
    await c.query(`delete from user_blocks where ctid in (select ctid from user_blocks where user_id <> ${holder('1')} offset ${s.blocks - 10})`);

    // Matchmaking of the big event: 12 tags, 20 % of attendees with a profile and one to three tags.
    await step('event tags', `insert into event_tags (event_id, slug, title, position)
      select 1, t, initcap(replace(t, '-', ' ')), i from unnest(array['ai', 'fintech', 'devops', 'design', 'startups', 'hiring', 'data', 'mobile', 'security', 'cloud', 'marketing', 'web']) with ordinality as x(t, i)`);
    await step('networking profiles', `insert into networking_profiles (event_id, user_id, available_for_meetings)
      select 1, ${holder('g')}, random() < 0.8 from generate_series(1, ${s.bigEventTickets}, 5) g`);
    await step('profile tags', `insert into profile_tags (event_id, user_id, kind, slug)
      select distinct 1, p.user_id, (array['interest', 'looking_for', 'offering'])[1 + floor(3 * random())::int],
        (array['ai', 'fintech', 'devops', 'design', 'startups', 'hiring', 'data', 'mobile', 'security', 'cloud', 'marketing', 'web'])[1 + floor(12 * power(random(), 2))::int]
      from networking_profiles p, generate_series(1, 3) k where p.event_id = 1 and random() < 0.6`);
    await step('bans, reports', `with b as (insert into event_bans (event_id, user_id, reason, created_by)
        select 1, ${holder('g')}, 'spam', ${N + 1} from generate_series(${s.bigEventTickets - 99}, ${s.bigEventTickets}) g)
      insert into reports (event_id, reporter_id, target_type, target_id, target_user_id, snapshot, reason, status)
      select distinct on (r, f.id) 1, r, 'livefeed_message', f.id, f.user_id, f.message, 'spam', case when random() < 0.7 then 'open' else 'resolved' end
      from (select ${holder(`1 + floor(${s.bigEventTickets} * random())::int`)} as r, ${bigBase} + 1 + floor(${s.bigEventFeed} * random())::int as m from generate_series(1, 2000)) x
      join livefeed_messages f on f.id = x.m`);

    await c.query('set session_replication_role = origin');
    for (const ix of indexes) {
      const t0 = Date.now();
      await c.query(ix.indexdef);
      log(`  index ${ix.indexname}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    for (const seq of ['users', 'events', 'organizations', 'categories', 'ticket_types', 'attendee_tickets', 'livefeed_messages', 'chats', 'chat_messages', 'reports']) {
      await c.query(`select setval(pg_get_serial_sequence('${seq}', 'id'), (select coalesce(max(id), 1) from ${seq}))`);
    }
    const t0 = Date.now();
    await c.query('vacuum (analyze)');
    log(`  vacuum analyze: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const counts = {};
    for (const t of ['users', 'events', 'attendee_tickets', 'livefeed_messages', 'chats', 'chat_messages', 'user_blocks']) {
      counts[t] = Number((await c.query(`select count(*)::int as n from ${t}`)).rows[0].n);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    await c.query(`create table bench_large_fill (version int not null, scale float8 not null, seconds float8 not null, counts jsonb not null, filled_at timestamptz not null default now())`);
    await c.query('insert into bench_large_fill (version, scale, seconds, counts) values ($1, $2, $3, $4)', [FILL_VERSION, scale, seconds, JSON.stringify(counts)]);
    log(`${name}: filled in ${seconds} s: ${JSON.stringify(counts)}`);
    await migrateLatest(url, log);
    return { name, url, filled: true, seconds, version: FILL_VERSION, scale, counts };
  } finally {
    await c.end();
  }
}

async function readMarker(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const res = await c.query(`select * from bench_large_fill order by filled_at desc limit 1`).catch(() => ({ rows: [] }));
    return res.rows[0];
  } finally {
    await c.end();
  }
}

const dist = (p) => {
  const file = join(build.root, 'dist', p);
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx tsc -p tsconfig.build.json)`);
  return pathToFileURL(file).href;
};

async function openUnbounded(url) {
  const { openDatabase } = await import(dist('storage/database.js'));
  // Index builds over millions of rows outlast the server's statement timeout: none here.
  return openDatabase({ databaseUrl: url, poolSize: 1, timeouts: { statementMs: 0, queryMs: 0, idleInTransactionMs: 0 } });
}

async function migrateBase(url, log) {
  const { migrations } = await import(dist('storage/migrations/index.js'));
  if (!migrations[FILL_BASE_MIGRATION]) throw new Error(`migration ${FILL_BASE_MIGRATION} is not in the build`);
  const handle = await openUnbounded(url);
  try {
    const result = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).migrateTo(FILL_BASE_MIGRATION);
    if (result.error) throw result.error;
    log(`  migrated to ${FILL_BASE_MIGRATION}`);
  } finally {
    await handle.close();
  }
}

async function migrateLatest(url, log) {
  const { migrateToLatest } = await import(dist('storage/migrate.js'));
  const handle = await openUnbounded(url);
  try {
    const t0 = Date.now();
    const result = await migrateToLatest(handle);
    const applied = result.results?.map((r) => r.migrationName) ?? [];
    if (applied.length) {
      log(`  later migrations over the filled data: ${applied.join(', ')} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      // What autovacuum does within minutes of a migration that rewrote rows on a real platform: without it the
      // rows' visibility map is not set yet, and every index-only walk of the measurement visits the heap too.
      const t1 = Date.now();
      await sql`vacuum (analyze)`.execute(handle.db);
      log(`  vacuum analyze after the migrations: ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const scale = Number(argv.find((a) => a.startsWith('--scale='))?.slice(8) ?? 1);
  const name = argv.find((a) => a.startsWith('--db='))?.slice(5);
  const { buildConvene } = await import('../lib/infra.mjs');
  buildConvene((m) => process.stderr.write(`fill: ${m}\n`));
  const res = await fillLarge({ scale, force: argv.includes('--force'), ...(name ? { name } : {}), log: (m) => process.stderr.write(`fill: ${m}\n`) });
  console.log(JSON.stringify(res));
}
