import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const TAGS = ['ai', 'fintech', 'investors', 'design'].map((slug) => ({ slug, title: slug.toUpperCase() }));

async function world() {
  const w = await eventWorld(server.ctx, 8);
  await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: TAGS }, { token: await tokenFor(server.ctx, w.organizer.user) });
  const [me, a, b, d, hidden, voided, none, banned] = w.attendees as Array<(typeof w.attendees)[0]>;
  const put = (p: (typeof w.attendees)[0], body: object) => server.http.put('/connect/event/networking-profile', body, { token: p.token });
  await put(me!, { looking_for: ['fintech'], offering: ['ai'], interests: ['ai', 'investors'] });
  await put(a!, { offering: ['fintech'], interests: ['ai'] }); // 3 + 1 = 4
  await put(b!, { looking_for: ['ai'], offering: ['fintech'], interests: ['investors', 'ai'] }); // 3 + 3 + 2 = 8
  await put(d!, { interests: ['investors'] }); // 1
  await put(hidden!, { offering: ['fintech'] });
  await put(voided!, { offering: ['fintech'] });
  await put(none!, { interests: ['design'] }); // 0: never listed
  await put(banned!, { offering: ['fintech'] });
  await server.ctx.db.updateTable('users').set({ directory_visible: false }).where('id', '=', hidden!.user.id).execute();
  await server.ctx.db.updateTable('attendee_tickets').set({ status: 'void' }).where('user_id', '=', voided!.user.id).where('event_id', '=', w.event.id).execute();
  await server.ctx.db.insertInto('event_bans').values({ event_id: w.event.id, user_id: banned!.user.id, reason: null, created_by: null }).execute();
  return { w, me: me!, a: a!, b: b!, d: d! };
}

const list = async (token: string, query = '') => server.http.get(`/connect/event/recommendations${query}`, { token });

describe('GET /connect/event/recommendations (CONTRACT 11)', () => {
  it('scores 3·they_offer + 3·they_look_for + shared_interests, orders by score then id, with reasons and fields', async () => {
    const { me, a, b, d } = await world();
    const res = await list(me.token);
    expect(res.status).toBe(200);
    const items = res.body._embedded.public_user;
    expect(items.map((i: { id: number }) => i.id)).toEqual([b.user.id, a.user.id, d.user.id]);
    expect(items[0]).toMatchObject({
      score: 8,
      reasons: { they_offer: ['fintech'], they_look_for: ['ai'], shared_interests: ['ai', 'investors'] },
      looking_for: ['ai'],
      available_for_meetings: true,
      online: false,
    });
    expect(items[1]).toMatchObject({ score: 4, reasons: { they_offer: ['fintech'], they_look_for: [], shared_interests: ['ai'] } });
    expect(items[2]).toMatchObject({ score: 1, reasons: { they_offer: [], they_look_for: [], shared_interests: ['investors'] } });
    expect(res.body._total_items).toBe(3);
    // Paging.
    const second = await list(me.token, '?page=2&page_size=2');
    expect(second.body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual([d.user.id]);
    expect(second.body._total_items).toBe(3);
    // A page past the end is empty but still carries the real total.
    const past = await list(me.token, '?page=5&page_size=2');
    expect(past.status).toBe(200);
    expect(past.body._embedded.public_user).toEqual([]);
    expect(past.body._total_items).toBe(3);
    expect(past.body._page_count).toBe(2);
  });

  it('leaves out blocks either way and dismissed people; a dismissal is undone; the other user is unaffected', async () => {
    const { me, a, b, d } = await world();
    await server.ctx.db.insertInto('user_blocks').values({ user_id: d.user.id, blocked_user_id: me.user.id }).execute();
    const dismiss = await server.http.post(`/connect/event/recommendations/${a.user.id}/dismiss`, undefined, { token: me.token });
    expect(dismiss.status).toBe(204);
    expect((await server.http.post(`/connect/event/recommendations/${a.user.id}/dismiss`, undefined, { token: me.token })).status).toBe(204);
    expect((await list(me.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual([b.user.id]);
    // The second user still sees the caller (dismissals are per viewer).
    expect((await list(a.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).toContain(me.user.id);
    expect((await server.http.delete(`/connect/event/recommendations/${a.user.id}/dismiss`, { token: me.token })).status).toBe(204);
    expect((await list(me.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual([b.user.id, a.user.id]);
    // The blocked side does not see the blocker either.
    expect((await list(d.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).not.toContain(me.user.id);
  });

  it('refuses outsiders, unbound tokens and bad input', async () => {
    const { w, me } = await world();
    expect((await list(w.outsider.token)).status).toBe(403);
    expect((await list(await tokenFor(server.ctx, me.user))).status).toBe(403);
    expect((await server.http.get('/connect/event/recommendations')).status).toBe(401);
    expect((await list(me.token, '?page=0')).status).toBe(422);
    expect((await list(me.token, '?extra=1')).status).toBe(422);
    expect((await server.http.post('/connect/event/recommendations/abc/dismiss', undefined, { token: me.token })).status).toBe(422);
    expect((await server.http.post('/connect/event/recommendations/999999999/dismiss', undefined, { token: me.token })).status).toBe(404);
    expect((await server.http.post(`/connect/event/recommendations/${me.user.id}/dismiss`, undefined, { token: w.outsider.token })).status).toBe(403);
  });
});
