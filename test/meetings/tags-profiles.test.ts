import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { unknownTagSlugs } from '../../storage/repositories/tags.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const TAGS = [
  { slug: 'ai', title: 'AI' },
  { slug: 'fintech', title: 'Fintech' },
  { slug: 'investors', title: 'Investors' },
];

async function world(attendees = 2) {
  const w = await eventWorld(server.ctx, attendees);
  const orgToken = await tokenFor(server.ctx, w.organizer.user);
  const res = await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: TAGS }, { token: orgToken });
  expect(res.status).toBe(200);
  return { ...w, orgToken };
}

describe('event tags (CONTRACT 11)', () => {
  it('stores the whole list in the organizer order; participants read it; a second user may not write it', async () => {
    const w = await world();
    expect((await server.http.get(`/api/events/${w.event.slug}/networking/tags`, { token: w.orgToken })).body).toEqual({ data: TAGS });
    const reordered = [TAGS[2]!, { slug: 'ai', title: 'Machine learning' }];
    const put = await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: reordered }, { token: w.orgToken });
    expect(put.body).toEqual({ data: reordered });
    expect((await server.http.get('/connect/networking/tags', { token: w.attendees[0]!.token })).body).toEqual({ data: reordered });
    // A second user (an attendee, not an organizer) and anonymous callers are refused.
    const attendeeToken = await tokenFor(server.ctx, w.attendees[0]!.user);
    expect((await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: TAGS }, { token: attendeeToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${w.event.slug}/networking/tags`, { token: attendeeToken })).status).toBe(403);
    expect((await server.http.get(`/api/events/${w.event.slug}/networking/tags`)).status).toBe(401);
    expect((await server.http.get('/connect/networking/tags', { token: w.outsider.token })).status).toBe(403);
    expect((await server.http.get('/api/events/no-such-event-xyz/networking/tags', { token: w.orgToken })).status).toBe(404);
  });

  it('rejects bad slugs, duplicates, long titles and more than 200 tags with 422', async () => {
    const w = await world();
    const put = (tags: unknown) => server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags }, { token: w.orgToken });
    expect((await put([{ slug: 'Bad Slug', title: 'x' }])).status).toBe(422);
    expect((await put([{ slug: '-x', title: 'x' }])).status).toBe(422);
    expect((await put([{ slug: 'a'.repeat(41), title: 'x' }])).status).toBe(422);
    expect((await put([{ slug: 'ok', title: '' }])).status).toBe(422);
    expect((await put([{ slug: 'ok', title: 'x'.repeat(81) }])).status).toBe(422);
    expect((await put([{ slug: 'ok', title: 'a' }, { slug: 'ok', title: 'b' }])).status).toBe(422);
    expect((await put(Array.from({ length: 201 }, (_, i) => ({ slug: `t${i}`, title: `T${i}` })))).status).toBe(422);
    expect((await put(Array.from({ length: 200 }, (_, i) => ({ slug: `t${i}`, title: `T${i}` })))).status).toBe(200);
  });

  it('unknownTagSlugs names the slugs that are not tags of the event', async () => {
    const w = await world();
    expect(await unknownTagSlugs(server.ctx.db, w.event.id, ['ai', 'nope', 'fintech', 'nope', 'x'])).toEqual(['nope', 'x']);
    expect(await unknownTagSlugs(server.ctx.db, w.event.id, [])).toEqual([]);
  });
});

describe('networking profile (CONTRACT 11)', () => {
  it('defaults to empty lists and available; stores and returns the profile; each user sees only their own', async () => {
    const w = await world();
    const [a, b] = w.attendees as [(typeof w.attendees)[0], (typeof w.attendees)[0]];
    expect((await server.http.get('/connect/event/networking-profile', { token: a.token })).body).toEqual({
      interests: [],
      looking_for: [],
      offering: [],
      available_for_meetings: true,
      // CONTRACT 20: the exhibitors' consent lives on the networking profile too (changed with PATCH).
      share_contact_with_exhibitors: false,
    });
    const profile = { interests: ['fintech', 'ai'], looking_for: ['investors'], offering: ['ai'], available_for_meetings: false };
    const put = await server.http.put('/connect/event/networking-profile', profile, { token: a.token });
    expect(put.status).toBe(200);
    // Tags come back in the event's order.
    expect(put.body).toEqual({ ...profile, interests: ['ai', 'fintech'], share_contact_with_exhibitors: false });
    expect((await server.http.get('/connect/event/networking-profile', { token: a.token })).body).toEqual(put.body);
    // The second user's profile is untouched.
    expect((await server.http.get('/connect/event/networking-profile', { token: b.token })).body.interests).toEqual([]);
  });

  it('422 names an unknown tag; more than 10 or a bad body is 422; outsiders and tokens without an event 403', async () => {
    const w = await world();
    const token = w.attendees[0]!.token;
    const res = await server.http.put('/connect/event/networking-profile', { interests: ['ai', 'blockchain'] }, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toContain('blockchain');
    expect(res.body.errors[0].field).toBe('interests');
    const eleven = Array.from({ length: 11 }, () => 'ai');
    expect((await server.http.put('/connect/event/networking-profile', { offering: eleven }, { token })).status).toBe(422);
    expect((await server.http.put('/connect/event/networking-profile', { available_for_meetings: 'yes' }, { token })).status).toBe(422);
    expect((await server.http.put('/connect/event/networking-profile', { extra: 1 }, { token })).status).toBe(422);
    expect((await server.http.put('/connect/event/networking-profile', {}, { token: w.outsider.token })).status).toBe(403);
    const unbound = await tokenFor(server.ctx, w.attendees[0]!.user);
    expect((await server.http.get('/connect/event/networking-profile', { token: unbound })).status).toBe(403);
    expect((await server.http.get('/connect/event/networking-profile')).status).toBe(401);
  });

  it('removing a tag from the event removes it from every profile', async () => {
    const w = await world();
    const token = w.attendees[0]!.token;
    await server.http.put('/connect/event/networking-profile', { interests: ['ai', 'fintech'], offering: ['fintech'] }, { token });
    await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: [TAGS[0]] }, { token: w.orgToken });
    const res = await server.http.get('/connect/event/networking-profile', { token });
    expect(res.body).toMatchObject({ interests: ['ai'], offering: [] });
  });
});

describe('attendee list filters and fields (CONTRACT 11)', () => {
  it('items carry the networking fields; interest=, looking_for=, offering= filter, combinable with q', async () => {
    const w = await world(3);
    const [a, b, c] = w.attendees as [(typeof w.attendees)[0], (typeof w.attendees)[0], (typeof w.attendees)[0]];
    await server.http.put('/connect/event/networking-profile', { interests: ['ai'], offering: ['fintech'] }, { token: a.token });
    await server.http.put('/connect/event/networking-profile', { interests: ['ai'], looking_for: ['fintech'], available_for_meetings: false }, { token: b.token });
    const all = await server.http.get('/connect/event/attendees', { token: c.token });
    expect(all.status).toBe(200);
    const items = all.body._embedded.public_user as Array<Record<string, unknown>>;
    expect(items.find((i) => i.id === a.user.id)).toMatchObject({ interests: ['ai'], looking_for: [], offering: ['fintech'], available_for_meetings: true, online: false });
    expect(items.find((i) => i.id === b.user.id)).toMatchObject({ looking_for: ['fintech'], available_for_meetings: false });
    expect(items.find((i) => i.id === c.user.id)).toMatchObject({ interests: [], available_for_meetings: true });

    const ids = async (query: string) =>
      ((await server.http.get(`/connect/event/attendees?${query}`, { token: c.token })).body._embedded.public_user as Array<{ id: number }>).map((i) => i.id).sort();
    expect(await ids('interest=ai')).toEqual([a.user.id, b.user.id].sort());
    expect(await ids('offering=fintech')).toEqual([a.user.id]);
    expect(await ids('looking_for=fintech')).toEqual([b.user.id]);
    expect(await ids('interest=ai&offering=fintech')).toEqual([a.user.id]);
    expect(await ids(`interest=ai&q=${encodeURIComponent(b.user.name)}`)).toContain(b.user.id);
    expect(await ids('interest=investors')).toEqual([]);
    expect((await server.http.get('/connect/event/attendees?interest=Bad%20Slug', { token: c.token })).status).toBe(422);
  });

  it('a user outside the event is refused', async () => {
    const w = await world();
    const stranger = await createUser(server.ctx);
    expect((await server.http.get('/connect/event/attendees?interest=ai', { token: await tokenFor(server.ctx, stranger) })).status).toBe(403);
    expect((await server.http.get('/connect/event/attendees?interest=ai', { token: w.outsider.token })).status).toBe(403);
  });
});
