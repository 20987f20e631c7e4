import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, localMobile, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORTS_PER_HOUR } from '../../server/organizer-tools/attendee-import.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** An event of a fresh organization, its organizer's token, and a second user's (a member of another organization). */
async function setup(attrs: { capacity?: number | null } = {}) {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: attrs.capacity ?? null });
  const second = await createUser(ctx);
  await createOrganization(ctx, second);
  return { event, slug: event.slug, token: await tokenFor(ctx, organizer), secondToken: await tokenFor(ctx, second) };
}

async function addType(slug: string, token: string, body: Record<string, unknown>) {
  const res = await server.http.post(`/api/events/${slug}/tickets`, body, { token });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number; name: string };
}

function upload(slug: string, csv: string | Uint8Array, token?: string, type = 'text/csv') {
  return server.http.post(`/api/events/${slug}/attendees/import`, undefined, { token, raw: csv, headers: { 'content-type': type } });
}

async function ticketsOf(eventId: number) {
  return server.ctx.db.selectFrom('attendee_tickets').select(['code', 'user_id', 'ticket_type_id', 'status']).where('event_id', '=', eventId).orderBy('id').execute();
}

describe('POST /events/{slug}/attendees/import', () => {
  it('issues a ticket per row, answers a result per row, and is idempotent for people already holding one', async () => {
    const s = await setup();
    const standard = await addType(s.slug, s.token, { name: 'Standard', price: 0 });
    const vip = await addType(s.slug, s.token, { name: 'VIP', price: 0 });
    const known = await createUser(server.ctx, { email: `known-${Date.now()}@example.com` });
    const a = uniqueMobile();
    const b = uniqueMobile();
    const csv = [
      '\uFEFFMobile,Name,Surname,Email,Ticket_ID',
      `${localMobile(a)},Sara,Ahmadi,,${standard.id}`,
      `"${a.slice(0, 6)} ${a.slice(6)}",Sara,Ahmadi,,${vip.id}`,
      `,,,${known.email},${standard.id}`,
      `${b},"=HYPERLINK(""http://x"")",Evil,,${standard.id}`,
      `12345,Bad,Mobile,,${standard.id}`,
      `${uniqueMobile()},No,Type,,999999999`,
      ',Only,Name,,',
      `,,,nobody-${Date.now()}@example.com,`,
      `${uniqueMobile()},No,Ticket,,`,
    ].join('\r\n');
    const res = await upload(s.slug, csv, s.token);
    expect(res.status, res.text).toBe(200);
    const rows = res.body.data.rows as Array<{ row: number; status: string; attendee_id: string | null; ticket_id: number | null; code: string | null; message: string | null }>;
    expect(rows.map((r) => [r.row, r.status, r.code])).toEqual([
      [2, 'created', null],
      [3, 'created', null],
      [4, 'created', null],
      [5, 'refused', 'formula_cell'],
      [6, 'refused', 'mobile_invalid'],
      [7, 'refused', 'ticket_unknown'],
      [8, 'refused', 'contact_missing'],
      [9, 'refused', 'email_unknown'],
      [10, 'created', null],
    ]);
    expect(res.body.data).toMatchObject({ created: 4, present: 0, refused: 5 });
    for (const r of rows.filter((r) => r.status === 'refused')) expect(r.message).toMatch(/\w/);
    expect(rows[0]!.ticket_id).toBe(standard.id);
    expect(rows[8]!.ticket_id).toBeNull();
    // The response never carries the attendees' mobiles or e-mails.
    expect(res.text).not.toContain(a.slice(3));
    expect(res.text).not.toContain(known.email!);

    const issued = await ticketsOf(s.event.id);
    expect(issued).toHaveLength(4);
    expect(issued.map((t) => t.code).sort()).toEqual(rows.filter((r) => r.status === 'created').map((r) => r.attendee_id).sort());
    const sara = await server.ctx.db.selectFrom('users').select(['id', 'name', 'surname']).where('mobile', '=', a).executeTakeFirstOrThrow();
    expect(sara).toMatchObject({ name: 'Sara', surname: 'Ahmadi' });
    expect(issued.filter((t) => t.user_id === sara.id).map((t) => t.ticket_type_id)).toEqual([standard.id, vip.id]);
    expect(issued.find((t) => t.user_id === known.id)?.ticket_type_id).toBe(standard.id);
    // The formula row created nobody.
    expect(await server.ctx.db.selectFrom('users').select('id').where('mobile', '=', b).executeTakeFirst()).toBeUndefined();

    // The organizers' export of what was imported carries no formula.
    const exported = await server.http.get(`/api/events/${s.slug}/attendees?format=csv`, { token: s.token });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toMatch(/(^|,)=/m);

    // The same file again: the people holding a ticket of the row's type are `present`, with their ticket.
    const again = await upload(s.slug, csv, s.token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, present: 4, refused: 5 });
    expect(again.body.data.rows[0]).toMatchObject({ status: 'present', attendee_id: rows[0]!.attendee_id });
    expect(await ticketsOf(s.event.id)).toHaveLength(4);
  });

  it('picks ticket types by name, reads ; separated files, and refuses ambiguous, unknown and seated types row by row', async () => {
    const s = await setup();
    const standard = await addType(s.slug, s.token, { name: 'Standard', price: 0 });
    await addType(s.slug, s.token, { name: 'Twice', price: 0 });
    await addType(s.slug, s.token, { name: 'twice', price: 0 });
    // A seated type's places are its seats, sold through orders (CONTRACT 19).
    const seated = await addType(s.slug, s.token, { name: 'Balcony', price: 0 });
    await server.ctx.db.insertInto('seats').values({ event_id: s.event.id, seat_id: 'B-1', label: 'B1', section: null, row: null, ticket_type_id: seated.id, x: null, y: null, position: 1 }).execute();
    const csv = `mobile;name;ticket\n${uniqueMobile()};Ali;standard\n${uniqueMobile()};Reza;Twice\n${uniqueMobile()};Mina;Nope\n${uniqueMobile()};Sam;Balcony\n`;
    const res = await upload(s.slug, csv, s.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.rows.map((r: { status: string; code: string | null; ticket_id: number | null }) => [r.status, r.code, r.ticket_id])).toEqual([
      ['created', null, standard.id],
      ['refused', 'ticket_ambiguous', null],
      ['refused', 'ticket_unknown', null],
      ['refused', 'ticket_seated', seated.id],
    ]);
    expect(await ticketsOf(s.event.id)).toHaveLength(1);
  });

  it('issues through the same claim as organizer tickets: type, quota and event sizes are never exceeded, even concurrently', async () => {
    const s = await setup({ capacity: 5 });
    const small = await addType(s.slug, s.token, { name: 'Small', price: 0, capacity: 2 });
    const other = await addType(s.slug, s.token, { name: 'Other', price: 0 });
    const quota = await server.http.post(`/api/events/${s.slug}/quotas`, { name: 'Hall', size: 3, ticket_ids: [other.id] }, { token: s.token });
    expect(quota.status, quota.text).toBe(201);
    // One place of the event goes to an organizer-issued ticket first.
    const single = await server.http.post(`/api/events/${s.slug}/attendees`, { mobile: uniqueMobile(), ticket_id: other.id }, { token: s.token });
    expect(single.status, single.text).toBe(201);

    const file = (type: number, n: number) => ['mobile,ticket_id', ...Array.from({ length: n }, () => `${uniqueMobile()},${type}`)].join('\n');
    const [x, y] = await Promise.all([upload(s.slug, file(small.id, 4), s.token), upload(s.slug, file(other.id, 4), s.token)]);
    expect(x.status, x.text).toBe(200);
    expect(y.status, y.text).toBe(200);
    const smallRows = x.body.data.rows as Array<{ status: string; code: string | null }>;
    const otherRows = y.body.data.rows as Array<{ status: string; code: string | null }>;
    const created = (rows: Array<{ status: string }>) => rows.filter((r) => r.status === 'created').length;
    expect(created(smallRows)).toBeLessThanOrEqual(2);
    expect(created(otherRows)).toBeLessThanOrEqual(2); // the quota of 3 less the organizer's ticket
    expect(created(smallRows) + created(otherRows)).toBe(4); // the event's 5 less the organizer's ticket
    for (const r of [...smallRows, ...otherRows].filter((r) => r.status === 'refused')) expect(['sold_out', 'ticket_sold_out']).toContain(r.code);
    const issued = await ticketsOf(s.event.id);
    expect(issued).toHaveLength(5);
    expect(issued.filter((t) => t.ticket_type_id === small.id).length).toBeLessThanOrEqual(2);
    expect(issued.filter((t) => t.ticket_type_id === other.id).length).toBeLessThanOrEqual(3);
    const listed = await server.http.get(`/api/events/${s.slug}/quotas/${quota.body.data.id}`, { token: s.token });
    expect(listed.body.data.sold).toBe(issued.filter((t) => t.ticket_type_id === other.id).length);
  });

  it('issues one ticket per person and type when the same file is imported twice at once', async () => {
    const s = await setup();
    const type = await addType(s.slug, s.token, { name: 'Day pass', price: 0 });
    // People with accounts already (a new person's row is created once whatever the concurrency: the mobile is unique).
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(server.ctx)));
    const csv = ['mobile,ticket_id', ...people.map((p) => `${p.mobile},${type.id}`)].join('\n');
    const answers = await Promise.all([upload(s.slug, csv, s.token), upload(s.slug, csv, s.token), upload(s.slug, csv, s.token)]);
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(answers.reduce((n, a) => n + a.body.data.created, 0)).toBe(6);
    expect(answers.reduce((n, a) => n + a.body.data.present, 0)).toBe(12);
    const issued = await ticketsOf(s.event.id);
    expect(issued).toHaveLength(6);
    expect(new Set(issued.map((t) => t.user_id)).size).toBe(6);
  });

  it('answers 401 to guests, 403 to an organizer of another organization and 404 for an unknown event', async () => {
    const s = await setup();
    const csv = `mobile\n${uniqueMobile()}\n`;
    const guest = await upload(s.slug, csv);
    expect(guest.status).toBe(401);
    const second = await upload(s.slug, csv, s.secondToken);
    expect(second.status).toBe(403);
    expect(second.body.errors[0].code).toMatch(/not_organizer|forbidden|not_member/);
    const unknown = await upload(`no-such-event-${Date.now()}`, csv, s.token);
    expect(unknown.status).toBe(404);
    expect(await ticketsOf(s.event.id)).toHaveLength(0);
  });

  it('refuses bad files with 422 before anything is issued, a wrong media type with 415 and a large body with 413', async () => {
    const s = await setup();
    const bad = async (csv: string, field: string, pattern: RegExp) => {
      const res = await upload(s.slug, csv, s.token);
      expect(res.status, res.text).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field });
      expect(res.body.errors[0].message).toMatch(pattern);
    };
    await bad(`mobile,shoe_size\n${uniqueMobile()},42\n`, 'header', /Unknown column "shoe_size"/);
    await bad(`name,surname\nA,B\n`, 'header', /mobile or an email/);
    await bad(`mobile,mobile\n1,2\n`, 'header', /twice/);
    await bad(`mobile,ticket_id,ticket_name\n1,2,3\n`, 'header', /not both/);
    await bad(`mobile,name\n`, 'body', /no rows/);
    await bad('', 'body', /empty/);
    await bad(`mobile,name\n${uniqueMobile()},"unclosed\n`, 'body', /not valid CSV/);
    await bad(`mobile,name\n${uniqueMobile()},a,b,c\n`, 'body', /not valid CSV/);
    const many = ['mobile', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `+98912${String(i).padStart(7, '0')}`)].join('\n');
    await bad(many, 'body', new RegExp(`At most ${IMPORT_MAX_ROWS}`));
    expect(await ticketsOf(s.event.id)).toHaveLength(0);

    const json = await upload(s.slug, JSON.stringify({ mobile: uniqueMobile() }), s.token, 'application/json');
    expect(json.status).toBe(415);
    const big = await upload(s.slug, `mobile,name\n${'x'.repeat(IMPORT_MAX_BYTES + 10)}\n`, s.token);
    expect(big.status).toBe(413);
    expect(big.body.errors[0].code).toBe('too_large');
  });

  it('refuses a canceled event with 409', async () => {
    const s = await setup();
    await server.ctx.db.updateTable('events').set({ canceled_at: new Date() }).where('id', '=', s.event.id).execute();
    const res = await upload(s.slug, `mobile\n${uniqueMobile()}\n`, s.token);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('event_canceled');
  });

  it('limits the imports of an organization per hour, whichever of its events they go to', async () => {
    const s = await setup();
    const sibling = await createEvent(server.ctx, s.event.organization_id);
    for (let i = 0; i < IMPORTS_PER_HOUR; i++) {
      const res = await upload(i % 2 ? sibling.slug : s.slug, 'mobile,shoe_size\n1,2\n', s.token);
      expect(res.status).toBe(422);
    }
    const over = await upload(s.slug, `mobile\n${uniqueMobile()}\n`, s.token);
    expect(over.status).toBe(429);
    expect(over.body.errors[0].code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another organization's budget is its own.
    const other = await setup();
    expect((await upload(other.slug, `mobile\n${uniqueMobile()}\n`, other.token)).status).toBe(200);
  });
});
