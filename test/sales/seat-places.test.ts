import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { createEvent, createOrganization, createUser, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { sendPartialBody } from '../helpers/http.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';

// Issue 50 (CONTRACT 19), what was left: the seat wherever a ticket is shown (the buyer's ticket and orders, the door's
// check-in answer, the organizer's attendee list and CSV, the order mail on a real SMTP server), and the seat-plan
// upload authorised before its body (up to 8 MiB) is read.
let server: TestServer;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ attachments: [attachRealtime], env: { OUTBOX_POLL_MS: '50', MAX_PENDING_ORDERS: '5', PAYMENT_PROVIDERS: 'test', MAIL_URL: smtp.url, DEFAULT_LOCALE: 'fa' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let keys = 0;
const key = () => `place-${Date.now()}-${++keys}`;

/** An event with a free seated type (orders are paid at once) and a free unseated one, and a plan of two rows. */
async function seatedShop(labelOfB1 = 'B 1') {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id, { capacity: null });
  const token = await tokenFor(ctx, organizer);
  const mk = async (name: string) => {
    const res = await server.http.post(`/api/events/${event.slug}/tickets`, { name, price: 0, capacity: 100 }, { token });
    expect(res.status, res.text).toBe(201);
    return (res.body.data as { id: number }).id;
  };
  const seated = await mk('Stalls');
  const standing = await mk('Standing');
  const seats = [
    { id: 'A1', label: 'A 1', section: 'Stalls', row: 'A', ticket_id: seated, x: 10, y: 0 },
    { id: 'A2', label: 'A 2', section: 'Stalls', row: 'A', ticket_id: seated, x: 20, y: 0 },
    { id: 'B1', label: labelOfB1, section: 'Balcony', row: null, ticket_id: seated, x: 10, y: 10 },
  ];
  const plan = await server.http.put(`/api/events/${event.slug}/seat-plan`, { seats }, { token });
  expect(plan.status, plan.text).toBe(200);
  return { org, event, slug: event.slug, token, seated, standing };
}

async function buyer(locale: 'fa' | 'en' = 'en') {
  const user = await createUser(server.ctx, { name: 'Sara', surname: 'Ahmadi' });
  await server.ctx.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  return { user, token: await tokenFor(server.ctx, user) };
}

function order(slug: string, token: string, email: string, items: Array<{ ticket_id: number; seats?: string[]; quantity?: number }>) {
  return server.http.post(`/api/events/${slug}/orders`, { email, items }, { token, headers: { 'idempotency-key': key() } });
}

interface Place {
  id: string;
  label: string;
  section: string | null;
  row: string | null;
}
const A1: Place = { id: 'A1', label: 'A 1', section: 'Stalls', row: 'A' };

describe('the seat wherever a ticket is shown', () => {
  it('the buyer’s order, order list and ticket carry the seat with its label, section and row; an unseated ticket has none', async () => {
    const s = await seatedShop();
    const b = await buyer();
    const placed = await order(s.slug, b.token, 'seat-buyer@example.test', [
      { ticket_id: s.seated, seats: ['A1', 'B1'] },
      { ticket_id: s.standing, quantity: 1 },
    ]);
    expect(placed.status, placed.text).toBe(201);
    const o = placed.body.data;
    expect(o.status).toBe('paid');
    const bySeat = (tickets: Array<{ seat?: string; seat_place?: Place; ticket_name: string }>) => Object.fromEntries(tickets.map((t) => [t.seat ?? t.ticket_name, t.seat_place ?? null]));
    const expected = { A1, B1: { id: 'B1', label: 'B 1', section: 'Balcony', row: null }, Standing: null };
    expect(bySeat(o.tickets)).toEqual(expected);

    const got = await server.http.get(`/api/orders/${o.code}`, { token: b.token });
    expect(got.status).toBe(200);
    expect(bySeat(got.body.data.tickets)).toEqual(expected);
    const mine = await server.http.get('/connect/orders', { token: b.token });
    expect(mine.status).toBe(200);
    const listed = (mine.body._embedded.order as Array<{ code: string; tickets: never[] }>).find((x) => x.code === o.code)!;
    expect(bySeat(listed.tickets)).toEqual(expected);

    const a1 = (o.tickets as Array<{ code: string; seat?: string }>).find((t) => t.seat === 'A1')!;
    const ticket = await server.http.get(`/api/tickets/${a1.code}`, { token: b.token });
    expect(ticket.status, ticket.text).toBe(200);
    expect(ticket.body.data.seat).toBe('A1');
    expect(ticket.body.data.seat_place).toEqual(A1);
    const standing = (o.tickets as Array<{ code: string; seat?: string }>).find((t) => t.seat === undefined)!;
    const plain = await server.http.get(`/api/tickets/${standing.code}`, { token: b.token });
    expect(plain.body.data.seat).toBeUndefined();
    expect(plain.body.data.seat_place).toBeUndefined();

    // Another user learns nothing of the ticket, its seat included.
    const other = await buyer();
    const refused = await server.http.get(`/api/tickets/${a1.code}`, { token: other.token });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('A 1');
    expect((await server.http.get(`/api/orders/${o.code}`, { token: other.token })).status).toBe(404);
  });

  it('the door’s check-in answer names the seat; the organizer’s attendee list and its CSV carry it (formula-escaped); others are refused', async () => {
    const s = await seatedShop('=HYPERLINK("http://x.test")');
    const b = await buyer();
    const placed = await order(s.slug, b.token, 'door@example.test', [{ ticket_id: s.seated, seats: ['A1', 'B1'] }, { ticket_id: s.standing, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    const tickets = placed.body.data.tickets as Array<{ code: string; seat?: string }>;
    const a1 = tickets.find((t) => t.seat === 'A1')!;
    const standing = tickets.find((t) => !t.seat)!;

    const scan = await server.http.post(`/api/events/${s.slug}/checkins`, { code: a1.code }, { token: s.token, headers: { 'idempotency-key': key() } });
    expect(scan.status, scan.text).toBe(201);
    expect(scan.body.data.seat_place).toEqual(A1);
    expect(scan.body.data.holder).toEqual({ name: 'Sara', surname: 'Ahmadi' });
    const scanPlain = await server.http.post(`/api/events/${s.slug}/checkins`, { code: standing.code }, { token: s.token, headers: { 'idempotency-key': key() } });
    expect(scanPlain.status).toBe(201);
    expect(scanPlain.body.data.seat_place).toBeUndefined();

    // Another organization's member can neither check in nor read the list.
    const stranger = await createUser(server.ctx);
    await createOrganization(server.ctx, stranger);
    const strangerToken = await tokenFor(server.ctx, stranger);
    const b1 = tickets.find((t) => t.seat === 'B1')!;
    expect((await server.http.post(`/api/events/${s.slug}/checkins`, { code: b1.code }, { token: strangerToken, headers: { 'idempotency-key': key() } })).status).toBe(403);
    expect((await server.http.get(`/api/events/${s.slug}/attendees`, { token: strangerToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${s.slug}/attendees?format=csv`, { token: strangerToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${s.slug}/attendees`)).status).toBe(401);

    const list = await server.http.get(`/api/events/${s.slug}/attendees`, { token: s.token });
    expect(list.status, list.text).toBe(200);
    const rows = list.body.data as Array<{ ticket_code: string; seat_place?: Place }>;
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.ticket_code === a1.code)!.seat_place).toEqual(A1);
    expect(rows.find((r) => r.ticket_code === b1.code)!.seat_place).toEqual({ id: 'B1', label: '=HYPERLINK("http://x.test")', section: 'Balcony', row: null });
    expect(rows.find((r) => r.ticket_code === standing.code)!.seat_place).toBeUndefined();

    const csv = await server.http.get(`/api/events/${s.slug}/attendees?format=csv`, { token: s.token });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('ticket_code,ticket_name,status,issued_at,checked_in_at,user_id,name,surname,mobile,email,seat,seat_label,seat_section,seat_row');
    const line = (code: string) => lines.find((l) => l.startsWith(`${code},`))!;
    expect(line(a1.code).endsWith(',A1,A 1,Stalls,A')).toBe(true);
    // The label a spreadsheet would run is neutralised like every other cell.
    expect(line(b1.code).endsWith(`,B1,"'=HYPERLINK(""http://x.test"")",Balcony,`)).toBe(true);
    expect(line(standing.code).endsWith(',,,,')).toBe(true);
  });

  it('the order confirmation mail names each ticket’s seat in its HTML and text parts, in the buyer’s language', async () => {
    const s = await seatedShop();
    const en = await buyer('en');
    const address = `seat-mail-${Date.now()}@example.test`;
    const placed = await order(s.slug, en.token, address, [{ ticket_id: s.seated, seats: ['A1'] }, { ticket_id: s.standing, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('Stalls — Sara Ahmadi · Seat: Stalls, row A, A 1');
    expect(text).toMatch(/Standing — Sara Ahmadi\s*$/m);
    expect(mail!.parsed.html as string).toContain('Stalls — Sara Ahmadi · Seat: Stalls, row A, A 1');

    const fa = await buyer('fa');
    const faAddress = `seat-mail-fa-${Date.now()}@example.test`;
    const faPlaced = await order(s.slug, fa.token, faAddress, [{ ticket_id: s.seated, seats: ['B1'] }]);
    expect(faPlaced.status, faPlaced.text).toBe(201);
    const [faMail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(faAddress));
    expect(faMail!.parsed.text).toContain('صندلی: Balcony، B 1');
    expect(faMail!.parsed.html as string).toContain('صندلی: Balcony، B 1');
  });
});

const partialUpload = (path: string, token: string | undefined, total: number, first: number) =>
  sendPartialBody(server.url, 'PUT', path, token, total, first, '{"seats":[');

describe('the seat-plan upload is authorised before its body is read', () => {
  const total = 8 * 1024 * 1024 - 1;

  it('a guest gets 401 at once, with most of an 8 MiB body never sent', async () => {
    const s = await seatedShop();
    const answer = await partialUpload(`/api/events/${s.slug}/seat-plan`, undefined, total, 64 * 1024);
    expect(answer.status).toBe(401);
    expect(answer.sent).toBeLessThanOrEqual(64 * 1024);
    expect(answer.ms).toBeLessThan(5_000);
  });

  it('a member of another organization gets 403 and an organizer of another event too, without the body being read', async () => {
    const s = await seatedShop();
    const stranger = await createUser(server.ctx);
    await createOrganization(server.ctx, stranger);
    const answer = await partialUpload(`/api/events/${s.slug}/seat-plan`, await tokenFor(server.ctx, stranger), total, 64 * 1024);
    expect(answer.status).toBe(403);
    expect(answer.sent).toBeLessThanOrEqual(64 * 1024);
    const unknown = await partialUpload(`/api/events/no-such-event-${Date.now()}/seat-plan`, s.token, total, 64 * 1024);
    expect(unknown.status).toBe(404);
    // The same refusals through an ordinary client, with a complete body.
    const whole = await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: [] }, { token: await tokenFor(server.ctx, stranger) });
    expect(whole.status).toBe(403);
    expect(whole.body.errors[0].code).toBe('not_organizer');
  });

  it('the organizer’s body is read after the check: bad JSON 400, too large 413, a bad seat 422, a good plan 200', async () => {
    const s = await seatedShop();
    const bad = await server.http.put(`/api/events/${s.slug}/seat-plan`, undefined, { token: s.token, raw: '{"seats": [', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('malformed_body');
    const big = await partialUpload(`/api/events/${s.slug}/seat-plan`, s.token, 8 * 1024 * 1024 + 1, 1024);
    expect(big.status).toBe(413);
    const invalid = await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: [{ id: 'Z1', label: 'Z 1', ticket_id: 999_999_999 }] }, { token: s.token });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].field).toBe('seats.0.ticket_id');
    const media = await server.http.put(`/api/events/${s.slug}/seat-plan`, undefined, { token: s.token, raw: 'seats', headers: { 'content-type': 'text/plain' } });
    expect(media.status).toBe(415);
    const good = await server.http.put(`/api/events/${s.slug}/seat-plan`, { seats: [{ id: 'A1', label: 'A 1', section: 'Stalls', row: 'A', ticket_id: s.seated }, { id: 'C9', label: 'C 9', ticket_id: s.seated }] }, { token: s.token });
    expect(good.status, good.text).toBe(200);
    expect((good.body.data.seats as Array<{ id: string }>).map((x) => x.id)).toEqual(['A1', 'C9']);
  });
});
