import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../database.js';
import { findOrCreateUserByMobile } from '../repositories/users.js';

/**
 * The demo catalogue: organizations (the demo admin owns the first), categories, 50 events across every state
 * (Persian and English names, online and in cities), widgets, ticket types and attendees (the demo admin holds
 * tickets, so the event-bound login works). Batched inserts in one transaction.
 */
const ORGS = [
  { slug: 'tehran-tech-hub', name: 'Tehran Tech Hub' },
  { slug: 'هنر-اصفهان', name: 'خانه هنر اصفهان' },
  { slug: 'startup-weekend-iran', name: 'Startup Weekend Iran' },
  { slug: 'کانون-ورزش', name: 'کانون ورزش شیراز' },
];

const CATEGORIES = [
  { slug: 'technology', title: 'فناوری' },
  { slug: 'music', title: 'Music' },
  { slug: 'business', title: 'کسب‌وکار' },
  { slug: 'art', title: 'Art & Culture' },
  { slug: 'education', title: 'آموزش' },
  { slug: 'sports', title: 'Sports' },
];

const NAMES = [
  'همایش فناوری‌های نوین',
  'Node.js Meetup',
  'کنسرت موسیقی سنتی',
  'Jazz Night',
  'رویداد استارتاپی',
  'Product Management Summit',
  'نمایشگاه نقاشی معاصر',
  'Photography Walk',
  'کارگاه برنامه‌نویسی پایتون',
  'Data Science Bootcamp',
  'ماراتن شیراز',
  'Futsal Cup',
  'شب شعر',
  'DevOps Days',
  'جشنواره فیلم کوتاه',
  'AI Conference',
  'کارگاه عکاسی',
];
const CITIES = ['Tehran', 'تهران', 'Isfahan', 'اصفهان', 'Shiraz', 'Tabriz', 'مشهد'];
const FIRST = ['Sara', 'علی', 'Maryam', 'رضا', 'Neda', 'حسین', 'Arash', 'فاطمه', 'Kaveh', 'زهرا'];
const LAST = ['Ahmadi', 'کریمی', 'Hosseini', 'رضایی', 'Moradi', 'محمدی'];

const HOUR = 3600_000;
const code = () => {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let out = '';
  for (const b of randomBytes(12)) out += alphabet[b % alphabet.length];
  return out;
};

type State = 'active' | 'sold_out' | 'sales_ended' | 'ended' | 'canceled';
const PLAN: State[] = [
  ...Array<State>(26).fill('active'),
  ...Array<State>(6).fill('sold_out'),
  ...Array<State>(5).fill('sales_ended'),
  ...Array<State>(9).fill('ended'),
  ...Array<State>(4).fill('canceled'),
];

export async function seedDemoEvents(db: DB, adminMobile: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const admin = await findOrCreateUserByMobile(trx, adminMobile, { name: 'Demo', surname: 'Admin' });
    const people = await trx
      .insertInto('users')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          mobile: `+98912100${String(i).padStart(4, '0')}`,
          name: FIRST[i % FIRST.length]!,
          surname: LAST[i % LAST.length]!,
          job_title: i % 3 === 0 ? 'Software engineer' : i % 3 === 1 ? 'طراح محصول' : null,
        })),
      )
      .onConflict((oc) => oc.column('mobile').doNothing())
      .returning('id')
      .execute();
    const orgs = await trx
      .insertInto('organizations')
      .values(ORGS.map((o) => ({ ...o })))
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .execute();
    if (!orgs.length) return; // already there
    await trx
      .insertInto('organization_members')
      .values([{ organization_id: orgs[0]!.id, user_id: admin.id, role: 'owner' }, ...(people[0] && orgs[1] ? [{ organization_id: orgs[1].id, user_id: people[0].id, role: 'owner' as const }] : [])])
      .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
      .execute();
    const cats = await trx
      .insertInto('categories')
      .values(CATEGORIES.map((c) => ({ ...c })))
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .execute();

    const now = Date.now();
    const events = PLAN.map((state, i) => {
      const name = `${NAMES[i % NAMES.length]!} ${1405 + Math.floor(i / NAMES.length)}`;
      const online = i % 5 === 2;
      const startOffset = state === 'ended' ? -(10 + i) * 24 * HOUR : (2 + i) * 24 * HOUR;
      const startsAt = new Date(now + startOffset);
      const endsAt = new Date(startsAt.getTime() + 4 * HOUR);
      const capacity = state === 'sold_out' ? 3 : i % 3 === 0 ? null : 50 + i;
      return {
        organization_id: orgs[i % orgs.length]!.id,
        category_id: cats.length ? cats[i % cats.length]!.id : null,
        slug: `demo-${i + 1}-${name
          .toLowerCase()
          .replace(/\u200c|\p{M}/gu, '')
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-+|-+$/g, '')}`,
        name,
        city_name: online ? '' : CITIES[i % CITIES.length]!,
        online,
        starts_at: startsAt,
        ends_at: endsAt,
        sales_deadline: state === 'sales_ended' ? new Date(now - 24 * HOUR) : null,
        capacity,
        cover: null,
        canceled_at: state === 'canceled' ? new Date(now - 48 * HOUR) : null,
      };
    });
    const inserted = await trx.insertInto('events').values(events).returning(['id', 'capacity']).execute();

    await trx
      .insertInto('event_widgets')
      .values(
        inserted.flatMap((e, i) => [
          { event_id: e.id, position: 0, type: 'description', title: i % 2 ? 'About' : 'درباره رویداد', description: `<p>${events[i]!.name}</p>`, content: JSON.stringify('') },
          { event_id: e.id, position: 1, type: 'speakers', title: i % 2 ? 'Speakers' : 'سخنرانان', description: null, content: JSON.stringify([{ name: 'Sara Ahmadi' }, { name: 'علی کریمی' }]) },
          { event_id: e.id, position: 2, type: 'organizers', title: 'Organizers', description: null, content: JSON.stringify([{ name: ORGS[i % ORGS.length]!.name }]) },
        ]),
      )
      .execute();

    const types = await trx
      .insertInto('ticket_types')
      .values(inserted.flatMap((e) => [{ event_id: e.id, name: 'Standard', price: 250000, capacity: null }, { event_id: e.id, name: 'VIP', price: 900000, capacity: 10 }]))
      .returning(['id', 'event_id'])
      .execute();
    const standardOf = new Map<number, number>();
    for (const t of types) if (!standardOf.has(t.event_id)) standardOf.set(t.event_id, t.id);

    // Tickets: sold-out events fill their capacity; others get a few; the demo admin holds tickets to 6 events.
    const holders = [admin.id, ...people.map((p) => p.id)];
    const tickets: Array<{ code: string; event_id: number; user_id: number; ticket_type_id: number | null }> = [];
    inserted.forEach((e, i) => {
      const n = e.capacity !== null && e.capacity <= 3 ? e.capacity : (i * 7) % 12;
      for (let k = 0; k < n; k++) {
        const holder = holders[1 + ((i + k) % (holders.length - 1))]!;
        tickets.push({ code: code(), event_id: e.id, user_id: holder, ticket_type_id: standardOf.get(e.id) ?? null });
      }
    });
    for (const e of inserted.filter((_, i) => PLAN[i] === 'active').slice(0, 6)) {
      tickets.push({ code: code(), event_id: e.id, user_id: admin.id, ticket_type_id: standardOf.get(e.id) ?? null });
    }
    // A sold-out event must not be pushed over capacity by the admin's ticket: those are all on active events.
    await trx.insertInto('attendee_tickets').values(tickets).execute();
    await sql`update events set sales_count = t.n
      from (select event_id, count(*)::int as n from attendee_tickets where event_id = any(${inserted.map((e) => e.id)}::int[]) group by event_id) t
      where events.id = t.event_id`.execute(trx);
    // The ticket types' counters too (CONTRACT 15: capacity is decided by them).
    await sql`update ticket_types set sold = t.n
      from (select ticket_type_id, count(*)::int as n from attendee_tickets where event_id = any(${inserted.map((e) => e.id)}::int[]) and ticket_type_id is not null group by ticket_type_id) t
      where ticket_types.id = t.ticket_type_id`.execute(trx);

    await trx.insertInto('event_trends').values(inserted.slice(3, 8).map((e) => ({ event_id: e.id }))).execute();
    await trx
      .insertInto('user_special_event')
      .values({ user_id: admin.id, events: JSON.stringify(inserted.slice(10, 14).map((e, i) => [e.id, Number((0.95 - i * 0.1).toFixed(2))])) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    if (cats.length) {
      await trx
        .insertInto('category_follows')
        .values(cats.slice(0, 3).map((c) => ({ user_id: admin.id, category_id: c.id })))
        .onConflict((oc) => oc.columns(['user_id', 'category_id']).doNothing())
        .execute();
    }
    await trx
      .insertInto('event_visits')
      .values(inserted.slice(0, 3).map((e, i) => ({ user_id: admin.id, event_id: e.id, visited_at: new Date(now - i * HOUR) })))
      .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
      .execute();
  });
}
