import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, tokenFor, uniqueMobile } from '../helpers/factories.js';

/**
 * Per-event venue networks (issue 21): organizers declare their hall's ranges; per-address ceilings step aside for
 * requests tied to that event from those ranges. Ceilings are scaled down (3) so the exemption shows in a few requests.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    attachments: [attachRealtime],
    env: { OTP_IP_LIMIT: '3', OTP_PREFIX_LIMIT: '100000', ENGINE_HANDSHAKE_LIMIT: '3', REDIS_KEY_PREFIX: `venue-nets-${Date.now()}:` },
  });
});
afterAll(async () => {
  await server.stop();
});

async function organized() {
  const owner = await createUser(server.ctx);
  const org = await createOrganization(server.ctx, owner);
  const event = await createEvent(server.ctx, org.id);
  return { event, token: await tokenFor(server.ctx, owner) };
}

describe('PUT/GET /api/events/{slug}/venue-networks', () => {
  it('stores the ranges normalized, answers them, and clears them with []', async () => {
    const { event, token } = await organized();
    expect((await server.http.get(`/api/events/${event.slug}/venue-networks`, { token })).body).toEqual({ data: { networks: [] } });
    const put = await server.http.put(`/api/events/${event.slug}/venue-networks`, { networks: ['203.0.113.7/24', ' 10.1.0.0/16', '203.0.113.0/24', '::ffff:192.0.2.0/120', '2001:db8::/48'] }, { token });
    expect(put.status).toBe(200);
    expect(put.body.data.networks).toEqual(['203.0.113.0/24', '10.1.0.0/16', '192.0.2.0/24', '2001:db8:0:0:0:0:0:0/48']);
    expect((await server.http.get(`/api/events/${event.slug}/venue-networks`, { token })).body.data.networks).toEqual(put.body.data.networks);
    expect((await server.http.put(`/api/events/${event.slug}/venue-networks`, { networks: [] }, { token })).body.data.networks).toEqual([]);
    expect((await server.http.get(`/api/events/${event.slug}/venue-networks`, { token })).body.data.networks).toEqual([]);
  });

  it('refuses guests (401), other users (403) and unknown events (404)', async () => {
    const { event } = await organized();
    const other = await tokenFor(server.ctx, await createUser(server.ctx));
    expect((await server.http.get(`/api/events/${event.slug}/venue-networks`)).status).toBe(401);
    expect((await server.http.put(`/api/events/${event.slug}/venue-networks`, { networks: ['10.0.0.0/24'] })).status).toBe(401);
    const forbidden = await server.http.put(`/api/events/${event.slug}/venue-networks`, { networks: ['10.0.0.0/24'] }, { token: other });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0].code).toBe('not_organizer');
    expect((await server.http.get(`/api/events/${event.slug}/venue-networks`, { token: other })).status).toBe(403);
    const { token } = await organized();
    expect((await server.http.get('/api/events/no-such-event-venue/venue-networks', { token })).status).toBe(404);
  });

  it('refuses what is not a range, too wide, too many, or not the documented shape (422)', async () => {
    const { event, token } = await organized();
    const put = (body: unknown) => server.http.put(`/api/events/${event.slug}/venue-networks`, body, { token });
    for (const body of [
      { networks: ['not-a-cidr'] },
      { networks: ['10.0.0.1'] },
      { networks: ['0.0.0.0/0'] },
      { networks: ['10.0.0.0/8'] },
      { networks: ['2001::/16'] },
      { networks: Array.from({ length: 17 }, (_, i) => `10.${i}.0.0/16`) },
      { networks: '10.0.0.0/24' },
      { networks: [24] },
      { networks: ['10.0.0.0/24'], extra: true },
      {},
    ]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0].code).toBeTruthy();
    }
    expect((await put({ networks: ['10.0.0.0/8'] })).body.errors[0].message).toMatch(/too wide/);
    // Nothing was stored by the refused requests.
    expect((await server.http.get(`/api/events/${event.slug}/venue-networks`, { token })).body.data.networks).toEqual([]);
  });
});

describe('per-address ceilings step aside for an event’s venue networks', () => {
  it('code requests naming the event from its hall pass OTP_IP_LIMIT; others from the same address do not', async () => {
    const { event, token } = await organized();
    const { event: elsewhere } = await organized();
    expect((await server.http.put(`/api/events/${event.slug}/venue-networks`, { networks: ['127.0.0.0/24', '::1/128'] }, { token })).status).toBe(200);
    const ask = (eventId?: number) => server.http.post('/api/mobile/verification-codes', { mobile: uniqueMobile(), ...(eventId ? { event_id: eventId } : {}) });
    const named: number[] = [];
    for (let i = 0; i < 6; i++) named.push((await ask(event.id)).status);
    expect(named).toEqual([201, 201, 201, 201, 201, 201]);
    // Not counted: the address still has its whole ceiling for requests not tied to the event...
    const plain: number[] = [];
    for (let i = 0; i < 4; i++) plain.push((await ask()).status);
    expect(plain).toEqual([201, 201, 201, 429]);
    // ...and naming an event whose hall this is not gains nothing.
    expect((await ask(elsewhere.id)).status).toBe(429);
    expect((await ask(2_000_000_000)).status).toBe(429);
    const bad = await server.http.post('/api/mobile/verification-codes', { mobile: uniqueMobile(), event_id: 'x' });
    expect(bad.status).toBe(422);
  });

  it('Engine.IO handshakes that name the event from its hall pass ENGINE_HANDSHAKE_LIMIT; others are refused', async () => {
    const { event, token } = await organized();
    const { event: elsewhere } = await organized();
    expect((await server.http.put(`/api/events/${event.slug}/venue-networks`, { networks: ['127.0.0.0/24', '::1/128'] }, { token })).status).toBe(200);
    // Its own server: a fresh handshake ceiling (3 per minute) for 127.0.0.1.
    const own = await startTestServer({
      shareDatabaseWith: server,
      attachments: [attachRealtime],
      env: { ENGINE_HANDSHAKE_LIMIT: '3', REDIS_KEY_PREFIX: `venue-nets-eio-${Date.now()}:` },
    });
    // Counts the venue lookups (the real ones, answered as before).
    const venue = own.ctx.venue;
    const isVenueAddress = venue.isVenueAddress.bind(venue);
    const lookups: number[] = [];
    venue.isVenueAddress = async (eventId, address) => {
      lookups.push(Number(eventId));
      return isVenueAddress(eventId, address);
    };
    const handshake = async (query: string) => {
      const res = await fetch(`${own.url}/connect/socket.io/?EIO=4&transport=polling${query}`);
      await res.text();
      return res.status;
    };
    try {
      // Under the ceiling, naming a different event each time costs no lookup: the ceiling's count is asked first.
      const cheap: number[] = [];
      for (let i = 1; i <= 3; i++) cheap.push(await handshake(`&event_id=${1_500_000_000 + i}`));
      expect(cheap).toEqual([200, 200, 200]);
      expect(lookups).toEqual([]);
      // Past it, the venue networks are looked up: the hall naming its event is let in...
      const named: number[] = [];
      for (let i = 0; i < 4; i++) named.push(await handshake(`&event_id=${event.id}`));
      expect(named).toEqual([200, 200, 200, 200]);
      expect(lookups).toEqual([event.id, event.id, event.id, event.id]);
      // ...while a handshake naming no event, or an event whose hall this is not, is refused.
      expect(await handshake('')).not.toBe(200);
      expect(await handshake(`&event_id=${elsewhere.id}`)).not.toBe(200);
      expect(lookups).toEqual([event.id, event.id, event.id, event.id, elsewhere.id]);
    } finally {
      await own.stop();
    }
  });
});
