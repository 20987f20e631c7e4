import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import type { HttpResponse } from '../helpers/http.js';
import { MAX_PAGE_OFFSET } from '../../server/paging.js';
import { SEARCH_COUNT_CAP } from '../../storage/repositories/attendees.js';

// Issue 22: the attendee directory and the organizer's attendee list page by a cursor carried in their next links
// (keyset, cheap at any depth), keep `page` for seed clients up to a documented depth, and read the holders from
// event_directory, which triggers keep in step with tickets and profiles.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** The path and query of an absolute link the server gave. */
const pathOf = (href: string) => href.slice(server.url.length);

/** Every item of a {connect_url} list, following `_links.next` from `first`. */
async function walkHal(first: string, token: string, name: string) {
  const seen: any[] = [];
  let path: string | undefined = first;
  let pages = 0;
  while (path) {
    const res: HttpResponse = await server.http.get(path, { token });
    expect(res.status, res.text).toBe(200);
    seen.push(...res.body._embedded[name]);
    path = res.body._links.next ? pathOf(res.body._links.next.href) : undefined;
    if (++pages > 100) throw new Error('the next links never end');
  }
  return { seen, pages };
}

describe('GET /connect/event/attendees: cursor paging', () => {
  it('walks every listed holder once by name, surname, id through the next links, with the exact total', async () => {
    const world = await eventWorld(server.ctx, 0);
    // Ties on name and surname (order by id), names of several scripts, and a holder with two tickets.
    const specs = ['Sara Ahmadi', 'Sara Ahmadi', 'Ali Karimi', 'سارا احمدی', 'Zed Zed', 'Ali Ahmadi', 'Bahar Ahmadi'];
    const users = [];
    for (const spec of specs) {
      const [name, surname] = spec.split(' ');
      const user = await createUser(server.ctx, { name: name!, surname: surname! });
      await issueTicket(server.ctx, world.event.id, user.id);
      users.push(user);
    }
    await issueTicket(server.ctx, world.event.id, users[2]!.id);
    const token = await tokenFor(server.ctx, users[0]!, { eventId: world.event.id });

    const first = await server.http.get('/connect/event/attendees?page_size=3', { token });
    expect(first.body._total_items).toBe(7);
    expect(first.body._links.next.href).toMatch(/[?&]page=2&cursor=[A-Za-z0-9_-]+$/);
    const { seen, pages } = await walkHal('/connect/event/attendees?page_size=3', token, 'public_user');
    expect(pages).toBe(3);
    const expected = users
      .map((u) => ({ id: u.id, name: u.name, surname: u.surname }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.surname < b.surname ? -1 : a.surname > b.surname ? 1 : a.id - b.id));
    expect(seen.map((u) => u.id)).toEqual(expected.map((u) => u.id));
    // The same order through offsets.
    const byOffset = [];
    for (let page = 1; page <= 3; page++) byOffset.push(...(await server.http.get(`/connect/event/attendees?page_size=3&page=${page}`, { token })).body._embedded.public_user);
    expect(byOffset.map((u: any) => u.id)).toEqual(expected.map((u) => u.id));
  });

  it('keeps the filters in the next links (q and tags)', async () => {
    const world = await eventWorld(server.ctx, 0);
    for (let i = 0; i < 5; i++) {
      const user = await createUser(server.ctx, { name: `Nima${i}`, surname: 'Rad' });
      await issueTicket(server.ctx, world.event.id, user.id);
    }
    const other = await createUser(server.ctx, { name: 'Omid', surname: 'Other' });
    await issueTicket(server.ctx, world.event.id, other.id);
    const { seen } = await walkHal('/connect/event/attendees?page_size=2&q=nima', world.organizer.token, 'public_user');
    expect(seen.map((u) => u.name)).toEqual(['Nima0', 'Nima1', 'Nima2', 'Nima3', 'Nima4']);
  });

  it('follows tickets and profiles: a void, a rename, hiding, deletion and blocks', async () => {
    const world = await eventWorld(server.ctx, 3);
    const [a, b, c] = world.attendees;
    const viewer = world.attendees[0]!.token;
    // Each list's total must equal its items (the whole directory's total comes from a maintained counter).
    const ids = async (token = viewer) => {
      const body = (await server.http.get('/connect/event/attendees', { token })).body;
      expect(body._total_items).toBe(body._embedded.public_user.length);
      return body._embedded.public_user.map((u: any) => u.id).sort();
    };
    expect(await ids()).toEqual([a!.user.id, b!.user.id, c!.user.id].sort());

    // Voiding c's only ticket takes c out; a new valid ticket brings c back.
    await sql`update attendee_tickets set status = 'void' where event_id = ${world.event.id} and user_id = ${c!.user.id}`.execute(server.ctx.db);
    expect(await ids()).toEqual([a!.user.id, b!.user.id].sort());
    await issueTicket(server.ctx, world.event.id, c!.user.id);
    expect(await ids()).toEqual([a!.user.id, b!.user.id, c!.user.id].sort());

    // A rename moves the holder in the order and in `q`.
    const renamed = await server.http.patch('/connect/users/me', { name: 'Aaaron' }, { token: b!.token });
    expect(renamed.status, renamed.text).toBe(200);
    const list = (await server.http.get('/connect/event/attendees', { token: viewer })).body._embedded.public_user;
    expect(list[0]).toMatchObject({ id: b!.user.id, name: 'Aaaron' });
    expect((await server.http.get('/connect/event/attendees?q=aaaron', { token: viewer })).body._total_items).toBe(1);

    // Hiding from the directory: out for others, still there for themselves.
    expect((await server.http.patch('/connect/users/me', { directory_visible: false }, { token: b!.token })).status).toBe(200);
    expect(await ids()).toEqual([a!.user.id, c!.user.id].sort());
    expect(await ids(b!.token)).toEqual([a!.user.id, b!.user.id, c!.user.id].sort());
    expect((await server.http.get('/connect/event/attendees', { token: viewer })).body._total_items).toBe(2);

    // Blocks hide both ways, and a block each way counts once.
    expect((await server.http.put(`/connect/blocks/users/${c!.user.id}`, undefined, { token: viewer })).status).toBe(201);
    expect(await ids()).toEqual([a!.user.id]);
    expect(await ids(c!.token)).toEqual([c!.user.id]);
    expect((await server.http.put(`/connect/blocks/users/${a!.user.id}`, undefined, { token: c!.token })).status).toBe(201);
    expect(await ids()).toEqual([a!.user.id]);
    expect(await ids(c!.token)).toEqual([c!.user.id]);
    // Deleting the ticket row itself (not a void) and an unlisted viewer keep the counter right.
    await sql`delete from attendee_tickets where event_id = ${world.event.id} and user_id = ${c!.user.id}`.execute(server.ctx.db);
    expect(await ids(b!.token)).toEqual([a!.user.id, b!.user.id].sort());
    const counter = await sql<{ listed: number }>`select listed from event_directory_counts where event_id = ${world.event.id}`.execute(server.ctx.db);
    expect(counter.rows[0]!.listed).toBe(1);
  });

  it('counts search matches up to SEARCH_COUNT_CAP and still links past that floor', async () => {
    const world = await eventWorld(server.ctx, 0);
    const n = SEARCH_COUNT_CAP + 5;
    const tag = String(world.event.id).padStart(5, '0').slice(-5);
    await sql`insert into users (mobile, name, surname) select '+98935' || ${tag} || lpad(i::text, 5, '0'), 'Capped', 'Many' || lpad(i::text, 5, '0') from generate_series(1, ${n}) i`.execute(server.ctx.db);
    await sql`insert into attendee_tickets (code, event_id, user_id) select 'CAP' || u.id, ${world.event.id}, u.id from users u where u.mobile like ${`+98935${tag}%`}`.execute(server.ctx.db);
    const token = world.organizer.token;
    // The whole directory's total is exact (the maintained counter); a search's is a floor past the cap.
    expect((await server.http.get('/connect/event/attendees', { token })).body._total_items).toBe(n);
    const page10 = await server.http.get('/connect/event/attendees?q=capped&page_size=100&page=10', { token });
    expect(page10.body._total_items).toBe(SEARCH_COUNT_CAP);
    expect(page10.body._links.last).toBeUndefined();
    expect(page10.body._links.next.href).toMatch(/cursor=/);
    const page11 = await server.http.get(pathOf(page10.body._links.next.href), { token });
    expect(page11.body._embedded.public_user.map((u: any) => u.surname)).toEqual(['Many01001', 'Many01002', 'Many01003', 'Many01004', 'Many01005']);
    // Below the cap the count is exact.
    expect((await server.http.get('/connect/event/attendees?q=many0100', { token })).body._total_items).toBe(6);
  });

  it('refuses a cursor it did not give and an offset past the documented depth (422), and needs a participant', async () => {
    const world = await eventWorld(server.ctx, 2);
    const token = world.attendees[0]!.token;
    for (const cursor of ['nope!', 'WzFd', Buffer.from('["a","b","c"]').toString('base64url'), Buffer.from('{"x":1}').toString('base64url'), 'x'.repeat(1001)]) {
      const res = await server.http.get(`/connect/event/attendees?cursor=${encodeURIComponent(cursor)}`, { token });
      expect(res.status, cursor).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'cursor' });
    }
    const deepest = MAX_PAGE_OFFSET / 20;
    expect((await server.http.get(`/connect/event/attendees?page=${deepest}`, { token })).status).toBe(200);
    const deep = await server.http.get(`/connect/event/attendees?page=${deepest + 1}`, { token });
    expect(deep.status).toBe(422);
    expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
    // A cursor of one event read with a token of another only starts a page there: no one of the first event leaks.
    const other = await eventWorld(server.ctx, 1);
    const cursor = new URL((await server.http.get('/connect/event/attendees?page_size=1', { token: world.organizer.token })).body._links.next.href).searchParams.get('cursor')!;
    const cross = await server.http.get(`/connect/event/attendees?page_size=5&cursor=${cursor}`, { token: other.attendees[0]!.token });
    expect(cross.status).toBe(200);
    expect(cross.body._embedded.public_user.map((u: any) => u.id)).not.toContain(world.attendees[0]!.user.id);
    expect((await server.http.get(`/connect/event/attendees?cursor=${cursor}`)).status).toBe(401);
    expect((await server.http.get(`/connect/event/attendees?cursor=${cursor}`, { token: world.outsider.token })).status).toBe(403);
  });
});

describe('event_directory under concurrent writes (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('a new ticket and a void of another ticket of one holder at once leave them listed', async () => {
    const world = await eventWorld(server.ctx, 1);
    const holder = world.attendees[0]!.user;
    const listed = async () =>
      (await sql<{ valid: boolean }>`select valid from event_directory where event_id = ${world.event.id} and user_id = ${holder.id}`.execute(server.ctx.db)).rows[0]?.valid;
    // T1 issues a second ticket and stays open; T2 voids the first meanwhile (on another connection). Without the
    // holder's row lock, T2 would read no valid ticket (T1's is not committed) and mark the holder not valid.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const t1 = server.ctx.db.transaction().execute(async (trx) => {
      await sql`insert into attendee_tickets (code, event_id, user_id) values (${`RACE${holder.id}`}, ${world.event.id}, ${holder.id})`.execute(trx);
      await held;
    });
    await new Promise((r) => setTimeout(r, 200));
    const t2 = sql`update attendee_tickets set status = 'void' where event_id = ${world.event.id} and user_id = ${holder.id} and code <> ${`RACE${holder.id}`}`.execute(server.ctx.db);
    await new Promise((r) => setTimeout(r, 300));
    release();
    await Promise.all([t1, t2]);
    expect(await listed()).toBe(true);
    const body = (await server.http.get('/connect/event/attendees', { token: world.organizer.token })).body;
    expect(body._embedded.public_user.map((u: any) => u.id)).toEqual([holder.id]);
    expect(body._total_items).toBe(1);
  });
});

describe('GET /api/events/{slug}/attendees: cursor paging (organizers)', () => {
  async function organizerWorld(n: number) {
    const organizer = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, organizer);
    const event = await createEvent(server.ctx, org.id);
    const holders = [];
    for (let i = 0; i < n; i++) {
      const user = await createUser(server.ctx, { name: i % 2 ? 'Sara' : 'Reza', surname: `Holder${i}`, email: `holder${i}@example.org` });
      await issueTicket(server.ctx, event.id, user.id);
      holders.push(user);
    }
    return { event, holders, token: await tokenFor(server.ctx, organizer) };
  }

  async function walkData(first: string, token: string) {
    const seen: any[] = [];
    let path: string | undefined = first;
    while (path) {
      const res: HttpResponse = await server.http.get(path, { token });
      expect(res.status, res.text).toBe(200);
      seen.push(...res.body.data);
      path = res.body.meta.pagination.links.next ? pathOf(res.body.meta.pagination.links.next) : undefined;
    }
    return seen;
  }

  it('walks every ticket once, oldest first, through links.next (filters kept), with exact totals', async () => {
    const { event, holders, token } = await organizerWorld(7);
    await sql`update attendee_tickets set status = 'void' where event_id = ${event.id} and user_id = ${holders[3]!.id}`.execute(server.ctx.db);
    const all = await walkData(`/api/events/${event.slug}/attendees?per_page=3`, token);
    expect(all.map((t) => t.user.id)).toEqual(holders.map((h) => h.id));
    expect(new Set(all.map((t) => t.ticket_code)).size).toBe(7);
    const page1 = await server.http.get(`/api/events/${event.slug}/attendees?per_page=3`, { token });
    expect(page1.body.meta.pagination).toMatchObject({ total: 7, count: 3, total_pages: 3 });
    expect(page1.body.meta.pagination.links.next).toMatch(/[?&]page=2&cursor=/);
    const valid = await walkData(`/api/events/${event.slug}/attendees?per_page=2&status=valid`, token);
    expect(valid).toHaveLength(6);
    const byQ = await walkData(`/api/events/${event.slug}/attendees?per_page=1&q=sara`, token);
    expect(byQ).toHaveLength(3);
    // q reaches e-mail and the ticket code, not the job title.
    expect(await walkData(`/api/events/${event.slug}/attendees?q=holder5%40example`, token)).toHaveLength(1);
    const code = (await sql<{ code: string }>`select code from attendee_tickets where user_id = ${holders[4]!.id}`.execute(server.ctx.db)).rows[0]!.code;
    expect(await walkData(`/api/events/${event.slug}/attendees?q=${encodeURIComponent(code.toLowerCase())}`, token)).toHaveLength(1);
    await server.http.patch('/connect/users/me', { job_title: 'Sara Fan' }, { token: await tokenFor(server.ctx, holders[0]!) });
    expect(await walkData(`/api/events/${event.slug}/attendees?q=sara`, token)).toHaveLength(3);
  });

  it('refuses bad cursors and deep offsets (422) and anyone but the organizers (403)', async () => {
    const { event, token } = await organizerWorld(2);
    const bad = await server.http.get(`/api/events/${event.slug}/attendees?cursor=${Buffer.from('["x"]').toString('base64url')}`, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ code: 'invalid', field: 'cursor' });
    const deep = await server.http.get(`/api/events/${event.slug}/attendees?page=${MAX_PAGE_OFFSET / 20 + 1}`, { token });
    expect(deep.status).toBe(422);
    expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
    const outsider = await tokenFor(server.ctx, await createUser(server.ctx));
    expect((await server.http.get(`/api/events/${event.slug}/attendees?cursor=${Buffer.from('[1]').toString('base64url')}`, { token: outsider })).status).toBe(403);
    expect((await server.http.get(`/api/events/${event.slug}/attendees`)).status).toBe(401);
  });
});
