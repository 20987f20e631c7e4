import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Never oversold (CONTRACT 15): buyers race for the places of one quota over two real server instances sharing one
 * database. On PostgreSQL the nodes have their own pools and the claims run concurrently; on the embedded database
 * the second instance shares the first one's connection (the same code, serialised).
 */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer({});
  b = await startTestServer({ shareDatabaseWith: a });
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('a ticket drop over two nodes', () => {
  it('200 buyers for 50 places of one quota: exactly 50 sold, every buyer 201 or 409; a voucher is never used past max_uses', async () => {
    const ctx = a.ctx;
    const organizer = await createUser(ctx);
    const org = await createOrganization(ctx, organizer);
    const event = await createEvent(ctx, org.id);
    const token = await tokenFor(ctx, organizer);
    const mk = async (body: Record<string, unknown>) => (await a.http.post(`/api/events/${event.slug}/tickets`, body, { token })).body.data.id as number;
    const free = await mk({ name: 'Free', price: 0 });
    const paid = await mk({ name: 'Paid', price: 1000 });
    const extra = await mk({ name: 'Extra', price: 500 });
    expect((await a.http.post(`/api/events/${event.slug}/quotas`, { name: 'Hall', size: 50, ticket_ids: [free, paid] }, { token })).status).toBe(201);
    // 100 % off the paid type for at most 10 tickets.
    expect((await a.http.post(`/api/events/${event.slug}/vouchers`, { code: 'RACE', discount: { percent: 100 }, max_uses: 10, ticket_ids: [paid] }, { token })).status).toBe(201);

    const buyers = await Promise.all(Array.from({ length: 200 }, async () => tokenFor(ctx, await createUser(ctx))));
    const answers = await Promise.all(
      buyers.map((t, i) => {
        const node = i % 2 === 0 ? a : b;
        const body =
          i % 3 === 0
            ? { items: [{ ticket_id: free, quantity: 1 }] }
            : i % 3 === 1
              ? { items: [{ ticket_id: paid, quantity: 1 }] }
              : { items: [{ ticket_id: paid, quantity: 1 }], voucher: 'race' };
        // As an app does: a 503 `overloaded` (the node's claim queue waited past SALES_CLAIM_WAIT_MS) is sent again
        // with the same key after its Retry-After.
        const send = () => node.http.post(`/api/events/${event.slug}/orders`, { email: `b${i}@example.com`, ...body }, { token: t, headers: { 'idempotency-key': `race-${i}` } });
        return (async () => {
          for (let attempt = 0; ; attempt++) {
            const res = await send();
            if (res.status !== 503 || attempt === 20) return res;
            await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
          }
        })();
      }),
    );
    const statuses = answers.map((r) => r.status);
    // 200: a retry (after a 503) whose first try had placed the order answers that order: a win like a 201.
    const placed = (r: (typeof answers)[number]) => r.status === 201 || (r.status === 200 && typeof r.body?.data?.code === 'string');
    const unexpected = answers.filter((r) => !placed(r) && r.status !== 409 && !(r.status === 422 && r.body.errors?.[0]?.code === 'voucher_invalid'));
    expect(unexpected.map((r) => r.text)).toEqual([]);
    const won = answers.filter(placed);
    expect(won).toHaveLength(50);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.errors[0].code).toBe('sold_out');
    // Voucher buyers past its 10 uses are told so (422) when places remained, else sold_out (409).
    expect(statuses.filter((s) => s === 422).length).toBeGreaterThanOrEqual(0);

    // Every pending order is paid through its sandbox page, each button pressed twice at once on both nodes.
    const pending = won.map((r) => r.body.data).filter((o: any) => o.status === 'pending');
    // A press answered 503 (a node short of database connections under load) is pressed again after its Retry-After.
    const form = { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const press = async (node: typeof a, path: string) => {
      for (let attempt = 0; ; attempt++) {
        const res = await node.http.post(`${path}/pay`, undefined, form);
        if (res.status !== 503 || attempt === 20) return res;
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      }
    };
    const presses = await Promise.all(
      pending.flatMap((o: any) => {
        const path = new URL(o.payment.action.url).pathname;
        return [press(a, path), press(b, path)];
      }),
    );
    expect(presses.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);

    const db = ctx.db;
    const tickets = await sql<{ n: number }>`select count(*)::int as n from attendee_tickets where event_id = ${event.id} and status = 'valid'`.execute(db);
    expect(tickets.rows[0]!.n).toBe(50);
    const orders = await sql<{ status: string; n: number }>`select status, count(*)::int as n from orders where event_id = ${event.id} group by status`.execute(db);
    expect(orders.rows).toEqual([{ status: 'paid', n: 50 }]);
    const quota = await db.selectFrom('quotas').select(['held', 'sold']).where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(quota).toEqual({ held: 0, sold: 50 });
    const types = await db.selectFrom('ticket_types').select(['id', 'held', 'sold']).where('event_id', '=', event.id).orderBy('id').execute();
    expect(types[0]!.sold + types[1]!.sold).toBe(50);
    expect(types.every((t) => t.held === 0)).toBe(true);
    const ev = await db.selectFrom('events').select(['held', 'sales_count']).where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(ev).toEqual({ held: 0, sales_count: 50 });
    const voucher = await db.selectFrom('vouchers').select(['used', 'max_uses']).where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(voucher.used).toBeLessThanOrEqual(10);
    const withVoucher = await sql<{ n: number }>`select coalesce(sum(voucher_uses), 0)::int as n from orders where event_id = ${event.id}`.execute(db);
    expect(withVoucher.rows[0]!.n).toBe(voucher.used);

    // A voucher race on its own: 60 buyers for 10 uses on an unlimited type: exactly 10 orders, the rest 422.
    expect((await a.http.post(`/api/events/${event.slug}/vouchers`, { code: 'TEN', discount: { amount: 100 }, max_uses: 10, ticket_ids: [extra] }, { token })).status).toBe(201);
    const more = await Promise.all(Array.from({ length: 60 }, async () => tokenFor(ctx, await createUser(ctx))));
    const vrace = await Promise.all(
      more.map((t, i) =>
        (i % 2 ? a : b).http.post(`/api/events/${event.slug}/orders`, { email: `v${i}@example.com`, items: [{ ticket_id: extra, quantity: 1 }], voucher: 'TEN' }, { token: t, headers: { 'idempotency-key': `v-${i}` } }),
      ),
    );
    expect(vrace.filter((r) => r.status === 201), JSON.stringify(vrace.slice(0, 3).map((r) => r.text))).toHaveLength(10);
    expect(vrace.filter((r) => r.status === 422).every((r) => r.body.errors[0].code === 'voucher_invalid')).toBe(true);
    expect(vrace.filter((r) => r.status === 422)).toHaveLength(50);
    const ten = await db.selectFrom('vouchers').select('used').where('code_key', '=', 'TEN').where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(ten.used).toBe(10);
  }, 300_000);
});
