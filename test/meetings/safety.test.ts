import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld, type Participant } from '../helpers/networking.js';
import { noopNotifier } from '../../server/ports.js';

/** Blocks, bans, voided tickets and deleted accounts cancel meetings (CONTRACT 11) and tell both members. */
let server: TestServer;
const updates: Array<{ userIds: readonly number[]; item: any }> = [];
beforeAll(async () => {
  server = await startTestServer();
  server.ctx.notifier.use({ ...noopNotifier, push: (to, event, item) => void (event === 'meeting:updated' && 'user' in to && updates.push({ userIds: [to.user].flat(), item })) });
});
afterAll(async () => {
  await server.stop();
});

/** A, B, C, D in an event with meetings on: A–B accepted, A–C pending, C–D accepted (the bystanders). */
async function world() {
  const w = await eventWorld(server.ctx, 4);
  const start = new Date(w.event.starts_at);
  const organizerToken = await tokenFor(server.ctx, w.organizer.user);
  await server.http.put(
    `/api/events/${w.event.slug}/meetings/settings`,
    { enabled: true, slot_minutes: 30, windows: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3600_000).toISOString() }], locations: [{ name: 'T1' }, { name: 'T2' }] },
    { token: organizerToken },
  );
  const [a, b, c, d] = w.attendees as [Participant, Participant, Participant, Participant];
  const slot = (i: number) => new Date(start.getTime() + i * 30 * 60_000).toISOString();
  const ask = async (from: Participant, to: Participant, i: number, accept: boolean) => {
    const res = await server.http.post('/connect/meetings', { with: to.user.id, starts_at: slot(i) }, { token: from.token });
    expect(res.status).toBe(201);
    if (accept) expect((await server.http.post(`/connect/meetings/${res.body.id}/accept`, undefined, { token: to.token })).status).toBe(200);
    return res.body.id as number;
  };
  const ab = await ask(a, b, 0, true);
  const ac = await ask(a, c, 1, false);
  const cd = await ask(c, d, 0, true);
  updates.length = 0;
  return { w, a, b, c, d, ab, ac, cd, organizerToken };
}

async function statusOf(ids: number[]) {
  const rows = await server.ctx.db.selectFrom('meetings').select(['id', 'status', 'cancelled_by']).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((r) => [r.id, `${r.status}${r.cancelled_by === null ? '' : ` by ${r.cancelled_by}`}`]));
}
const bookings = async (id: number) => (await server.ctx.db.selectFrom('meeting_bookings').select('meeting_id').where('meeting_id', '=', id).execute()).length;

describe('participation ending cancels meetings (CONTRACT 11)', () => {
  it('a block cancels only the meetings between the two, and both are told', async () => {
    const { a, b, ab, ac, cd } = await world();
    expect((await server.http.put(`/connect/blocks/users/${a.user.id}`, undefined, { token: b.token })).status).toBe(201);
    expect(await statusOf([ab, ac, cd])).toEqual({ [ab]: 'cancelled', [ac]: 'pending', [cd]: 'accepted' });
    expect(await bookings(ab)).toBe(0);
    expect(updates.map((u) => [u.item.id, u.item.status, u.item.cancelled_by, [...u.userIds].sort()])).toEqual([[ab, 'cancelled', null, [a.user.id, b.user.id].sort()]]);
  });

  it('a ban cancels the user’s meetings in the event', async () => {
    const { w, a, ab, ac, cd, organizerToken } = await world();
    const res = await server.http.put(`/api/events/${w.event.slug}/bans/${a.user.id}`, {}, { token: organizerToken });
    expect(res.status).toBeLessThan(300);
    expect(await statusOf([ab, ac, cd])).toEqual({ [ab]: 'cancelled', [ac]: 'cancelled', [cd]: 'accepted' });
    expect(updates.map((u) => u.item.id).sort()).toEqual([ab, ac].sort());
  });

  it('a voided ticket cancels them unless the holder still takes part', async () => {
    const { w, a, c, ab, ac, cd, organizerToken } = await world();
    // C holds a second ticket: voiding one changes nothing for C.
    const second = await issueTicket(server.ctx, w.event.id, c.user.id);
    expect((await server.http.post(`/api/events/${w.event.slug}/tickets/${second.code}/void`, undefined, { token: organizerToken })).status).toBe(200);
    expect(await statusOf([ab, ac, cd])).toEqual({ [ab]: 'accepted', [ac]: 'pending', [cd]: 'accepted' });
    const ticket = await server.ctx.db.selectFrom('attendee_tickets').select('code').where('user_id', '=', a.user.id).where('event_id', '=', w.event.id).executeTakeFirstOrThrow();
    expect((await server.http.post(`/api/events/${w.event.slug}/tickets/${ticket.code}/void`, undefined, { token: organizerToken })).status).toBe(200);
    expect(await statusOf([ab, ac, cd])).toEqual({ [ab]: 'cancelled', [ac]: 'cancelled', [cd]: 'accepted' });
    expect(updates.map((u) => u.item.id).sort()).toEqual([ab, ac].sort());
  });

  it('a deleted account cancels its meetings; the slot is free again for the other', async () => {
    const { a, ab, ac, cd } = await world();
    expect((await server.http.delete('/connect/users/me', { token: a.token })).status).toBe(204);
    expect(await statusOf([ab, ac, cd])).toEqual({ [ab]: 'cancelled', [ac]: 'cancelled', [cd]: 'accepted' });
    expect(updates.map((u) => u.item.id).sort()).toEqual([ab, ac].sort());
    // B's booking went with it: slot 0 is free for B again.
    expect(await bookings(ab)).toBe(0);
    expect(await bookings(cd)).toBe(3);
  });
});
