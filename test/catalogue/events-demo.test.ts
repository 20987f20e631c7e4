import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { seedDemoEvents } from '../../storage/demo/events.js';
import { findUserByMobile } from '../../storage/repositories/users.js';
import { eventStateSql } from '../../storage/repositories/event-state.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const ADMIN = '+989120000000';

describe('demo catalogue', () => {
  it('seeds ~50 events across every state with widgets, tickets and the demo admin as organizer and attendee', async () => {
    const started = Date.now();
    await seedDemoEvents(server.ctx.db, ADMIN);
    expect(Date.now() - started).toBeLessThan(10_000);
    await seedDemoEvents(server.ctx.db, ADMIN); // a second run adds nothing
    const states = await sql<{ state: string; n: number }>`select ${eventStateSql('e')} as state, count(*)::int as n
      from events e where e.slug like 'demo-%' group by 1`.execute(server.ctx.db);
    const byState = Object.fromEntries(states.rows.map((r) => [r.state, r.n]));
    expect(byState).toEqual({ active: 26, sold_out: 6, sales_ended: 5, ended: 9, canceled: 4 });

    const admin = (await findUserByMobile(server.ctx.db, ADMIN))!;
    const token = await tokenFor(server.ctx, admin);
    const list = await server.http.get('/api/events?per_page=100', { token });
    expect(list.body.meta.pagination.total).toBe(50);
    const held = list.body.data.filter((e: { _links: { user_ticket: unknown } }) => e._links.user_ticket !== null);
    expect(held.length).toBe(6);
    const orgEvents = await server.http.get('/api/organizations/tehran-tech-hub/events', { token });
    expect(orgEvents.body.data.length).toBeGreaterThan(0);
    const widgets = await server.http.get(`/api/events/${encodeURIComponent(held[0].slug)}/description`);
    expect(widgets.body.data.map((w: { type: string }) => w.type)).toEqual(['description', 'speakers', 'organizers']);
    expect((await server.http.get('/api/followed-categories/events', { token })).body.data).toHaveLength(3);
    expect((await server.http.get('/api/recently-visited-events', { token })).body.data).toHaveLength(3);
    const special = await server.http.get('/api/events?sort=user-special-events&per_page=4', { token });
    expect(special.body.data.every((e: { is_user_special_event: boolean }) => e.is_user_special_event)).toBe(true);
    const sales = await sql<{ bad: number }>`select count(*)::int as bad from events e
      where e.slug like 'demo-%' and e.sales_count <> (select count(*) from attendee_tickets t where t.event_id = e.id)`.execute(server.ctx.db);
    expect(sales.rows[0]!.bad).toBe(0);
  });
});
