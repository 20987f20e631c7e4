import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';
import { encodeCursor, MAX_PAGE_OFFSET } from '../../server/paging.js';
import { MEETING_COUNT_CAP } from '../../server/meetings/service.js';

/** A small RFC 4180 reader (quoted cells, doubled quotes, CRLF) into objects keyed by the header row. */
function parse(text: string, _options: { columns: true }): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

/** Organizers' list, CSV and stats of meetings, and the meeting webhooks (CONTRACT 11 and 8). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function world() {
  const w = await eventWorld(server.ctx, 4);
  const start = new Date(w.event.starts_at);
  const organizerToken = await tokenFor(server.ctx, w.organizer.user);
  const settings = await server.http.put(
    `/api/events/${w.event.slug}/meetings/settings`,
    { enabled: true, slot_minutes: 30, windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 2 * 3600_000).toISOString() }], locations: [{ name: '=Table 1' }, { name: 'Table 2' }] },
    { token: organizerToken },
  );
  // A webhook of the organization that takes the meeting types (its address is never reached in this test).
  await server.ctx.db
    .insertInto('webhooks')
    .values({ organization_id: w.org.id, url: 'https://hooks.invalid/x', events: sql`array['meeting.accepted', 'meeting.cancelled']` as never, secret: 'whsec_test', created_by: null })
    .execute();
  const [a, b, c, d] = w.attendees as [Participant, Participant, Participant, Participant];
  const slot = (i: number) => new Date(start.getTime() + i * 30 * 60_000).toISOString();
  const ask = async (from: Participant, to: Participant, i: number) => (await server.http.post('/connect/meetings', { with: to.user.id, starts_at: slot(i) }, { token: from.token })).body.id as number;
  const ab = await ask(a, b, 0);
  const cd = await ask(c, d, 0);
  const ac = await ask(a, c, 1);
  const bd = await ask(b, d, 2);
  await server.http.post(`/connect/meetings/${ab}/accept`, undefined, { token: b.token });
  await server.http.post(`/connect/meetings/${cd}/accept`, undefined, { token: d.token });
  await server.http.post(`/connect/meetings/${ac}/decline`, undefined, { token: c.token });
  await server.http.post(`/connect/meetings/${cd}/cancel`, undefined, { token: c.token });
  return { w, a, b, c, d, ab, cd, ac, bd, organizerToken, locations: settings.body.data.locations };
}

describe('organizers’ meetings', () => {
  it('lists the event’s meetings with members’ id, name and surname only; filters by status; pages', async () => {
    const { w, a, b, ab, cd, ac, bd, organizerToken } = await world();
    const res = await server.http.get(`/api/events/${w.event.slug}/meetings`, { token: organizerToken });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { id: number }) => m.id)).toEqual([ab, cd, ac, bd]);
    expect(res.body.meta.pagination.total).toBe(4);
    expect(res.body.data[0]).toMatchObject({ status: 'accepted', from: { id: a.user.id, name: a.user.name, surname: a.user.surname }, to: { id: b.user.id } });
    expect(Object.keys(res.body.data[0].from).sort()).toEqual(['id', 'name', 'surname']);
    const accepted = await server.http.get(`/api/events/${w.event.slug}/meetings?status=accepted&per_page=1`, { token: organizerToken });
    expect(accepted.body.data.map((m: { id: number }) => m.id)).toEqual([ab]);
    expect(accepted.body.meta.pagination.total).toBe(1);
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings?status=nope`, { token: organizerToken })).status).toBe(422);
    // A participant (second user) is not an organizer.
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings`, { token: a.token })).status).toBe(403);
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings/stats`, { token: a.token })).status).toBe(403);
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings`)).status).toBe(401);
  });

  it('streams the CSV, formula-like cells neutralised', async () => {
    const { w, ab, cd, organizerToken } = await world();
    const res = await server.http.get(`/api/events/${w.event.slug}/meetings?format=csv&status=cancelled`, { token: organizerToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = parse(res.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => Number(r.id))).toEqual([cd]);
    expect(rows[0]).toMatchObject({ status: 'cancelled', location: 'Table 2', cancelled_by: expect.stringMatching(/^\d+$/) });
    const all = parse((await server.http.get(`/api/events/${w.event.slug}/meetings?format=csv`, { token: organizerToken })).text, { columns: true }) as Array<Record<string, string>>;
    expect(all.find((r) => Number(r.id) === ab)!.location).toBe("'=Table 1");
    expect(Object.keys(all[0]!)).not.toContain('mobile');
  });

  it('stats count statuses, met and no-show, and booked slots per table', async () => {
    const { w, a, b, ab, organizerToken, locations } = await world();
    await server.ctx.db
      .updateTable('meetings')
      .set({ starts_at: new Date(Date.now() - 2 * 3600_000), ends_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', ab)
      .execute();
    await server.http.post(`/connect/meetings/${ab}/attendance`, { met: true }, { token: a.token });
    await server.http.post(`/connect/meetings/${ab}/attendance`, { met: true }, { token: b.token });
    const res = await server.http.get(`/api/events/${w.event.slug}/meetings/stats`, { token: organizerToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      pending: 1,
      accepted: 1,
      declined: 1,
      cancelled: 1,
      met: 1,
      no_show: 0,
      locations: [
        { id: locations[0].id, name: '=Table 1', booked_slots: 1, total_slots: 4 },
        { id: locations[1].id, name: 'Table 2', booked_slots: 0, total_slots: 4 },
      ],
    });
    await server.http.post(`/connect/meetings/${ab}/attendance`, { met: false }, { token: b.token });
    expect((await server.http.get(`/api/events/${w.event.slug}/meetings/stats`, { token: organizerToken })).body.data).toMatchObject({ met: 0, no_show: 1 });
  });

  it('announces meeting.accepted and meeting.cancelled (a cancelled acceptance) to the organization’s webhooks', async () => {
    const { w, ab, cd, ac, bd } = await world();
    const rows = await server.ctx.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as h', 'h.id', 'd.webhook_id')
      .select(['d.type', 'd.body'])
      .where('h.organization_id', '=', w.org.id)
      .orderBy('d.id')
      .execute();
    const seen = rows.map((r) => {
      const body = JSON.parse(r.body) as { type: string; data: { event: { slug: string }; meeting: { id: number; status: string; from: object } } };
      expect(body.data.event.slug).toBe(w.event.slug);
      expect(Object.keys(body.data.meeting.from).sort()).toEqual(['id', 'name', 'surname']);
      return [r.type, body.data.meeting.id, body.data.meeting.status];
    });
    expect(seen).toEqual([
      ['meeting.accepted', ab, 'accepted'],
      ['meeting.accepted', cd, 'accepted'],
      ['meeting.cancelled', cd, 'cancelled'],
    ]);
    expect(seen.flat()).not.toContain(ac);
    expect(seen.flat()).not.toContain(bd);
  });

  it('a ban announces meeting.cancelled for the accepted meetings it cancels only, as a member’s cancel does', async () => {
    const { w, b, ab, bd, organizerToken } = await world();
    const deliveries = () =>
      server.ctx.db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as h', 'h.id', 'd.webhook_id')
        .select(['d.type', 'd.body'])
        .where('h.organization_id', '=', w.org.id)
        .where('d.type', '=', 'meeting.cancelled')
        .orderBy('d.id')
        .execute();
    const before = (await deliveries()).length;
    // B holds the accepted A–B meeting and the pending B–D request: the ban cancels both.
    expect((await server.http.put(`/api/events/${w.event.slug}/bans/${b.user.id}`, {}, { token: organizerToken })).status).toBeLessThan(300);
    const statuses = await server.ctx.db.selectFrom('meetings').select(['id', 'status']).where('id', 'in', [ab, bd]).orderBy('id').execute();
    expect(statuses.map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
    const added = (await deliveries()).slice(before).map((r) => {
      const body = JSON.parse(r.body) as { data: { meeting: { id: number; status: string; cancelled_by: number | null } } };
      return [body.data.meeting.id, body.data.meeting.status, body.data.meeting.cancelled_by];
    });
    expect(added).toEqual([[ab, 'cancelled', null]]);
  });

  it('pages the list by a cursor in links.next through every meeting exactly once; page alone reaches 10,000 (422 beyond); the total is capped', async () => {
    const { w, a, b, c, d, organizerToken } = await world();
    // 1,050 more meetings (the four of world() besides), several per slot start (ties broken by id), written straight
    // to the table; another event's meetings never appear.
    await sql`insert into meetings (event_id, from_user_id, to_user_id, starts_at, ends_at, status)
      select ${w.event.id}::int, (array[${a.user.id}::int, ${b.user.id}::int, ${c.user.id}::int])[1 + i % 3], ${d.user.id}::int,
        ${w.event.starts_at}::timestamptz + ((i * 37) % 100) * interval '30 minutes', ${w.event.starts_at}::timestamptz + ((i * 37) % 100 + 1) * interval '30 minutes',
        case when i % 4 = 0 then 'accepted' when i % 4 = 1 then 'declined' else 'cancelled' end
      from generate_series(0, 1049) i`.execute(server.ctx.db);
    const other = await world();
    const expected = async (extra = sql`true`) =>
      (await sql<{ id: number }>`select id from meetings where event_id = ${w.event.id} and ${extra} order by starts_at, id`.execute(server.ctx.db)).rows.map((r) => r.id);
    const base = `/api/events/${w.event.slug}/meetings`;
    const get = (path: string, token = organizerToken) => server.http.get(path.replace(server.url, ''), { token });
    const follow = async (path: string) => {
      const seen: number[] = [];
      let next: string | undefined = path;
      for (let pages = 0; next !== undefined; pages++) {
        expect(pages).toBeLessThan(200);
        const res = await get(next);
        expect(res.status, next).toBe(200);
        seen.push(...res.body.data.map((m: { id: number }) => m.id));
        next = res.body.meta.pagination.links.next;
      }
      return seen;
    };
    const all = await expected();
    expect(all).toHaveLength(1_054);
    const viaCursor = await follow(`${base}?per_page=100`);
    expect(viaCursor).toEqual(all);
    expect(new Set(viaCursor).size).toBe(all.length);
    expect(await follow(`${base}?per_page=7&status=accepted`)).toEqual(await expected(sql`status = 'accepted'`));
    expect(viaCursor.some((id) => other.ab === id)).toBe(false);
    // The total: capped (a floor), so every full page links to the next; under the cap, exact.
    const page1 = await get(`${base}?per_page=100`);
    expect(page1.body.meta.pagination).toMatchObject({ total: MEETING_COUNT_CAP, count: 100, current_page: 1 });
    const link = new URL(page1.body.meta.pagination.links.next);
    expect([link.searchParams.get('page'), link.searchParams.get('per_page')]).toEqual(['2', '100']);
    expect(link.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    // The cursor page 2 is the offset page 2.
    expect((await get(page1.body.meta.pagination.links.next)).body.data.map((m: { id: number }) => m.id)).toEqual(
      (await get(`${base}?per_page=100&page=2`)).body.data.map((m: { id: number }) => m.id),
    );
    expect((await get(`${base}?status=accepted`)).body.meta.pagination.total).toBe((await expected(sql`status = 'accepted'`)).length);
    // A cursor this list did not give, and a page deeper than 10,000: 422 naming the parameter.
    for (const bad of ['not-a-cursor', encodeCursor([1, 2]), encodeCursor(['2026-13-45T00:00:00.000000Z', 2]), encodeCursor(['2026-02-30T00:00:00.000000Z', 2]), encodeCursor([new Date().toISOString(), 2])]) {
      const res = await get(`${base}?cursor=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'invalid', field: 'cursor' });
    }
    expect(MAX_PAGE_OFFSET).toBe(10_000);
    for (const q of ['page=501', 'page=101&per_page=100', 'status=cancelled&page=101&per_page=100']) {
      const deep = await get(`${base}?${q}`);
      expect(deep.status, q).toBe(422);
      expect(deep.body.errors[0]).toMatchObject({ code: 'invalid', field: 'page' });
      expect(deep.body.errors[0].message).toMatch(/10,000 items deep; follow the next link/);
    }
    // A participant is refused before the page is looked at; the organizer of another event too.
    expect((await get(`${base}?page=501`, a.token)).status).toBe(403);
    expect((await get(`${base}?cursor=${link.searchParams.get('cursor')}`, other.organizerToken)).status).toBe(403);
  });
});
