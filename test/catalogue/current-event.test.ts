import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /connect/event', () => {
  it('answers the event of an event-bound token to its participants, with its time zone; others are refused', async () => {
    const ctx = server.ctx;
    const org = await createOrganization(ctx, await createUser(ctx));
    const event = await createEvent(ctx, org.id, { name: 'همایش نوین' });
    const other = await createEvent(ctx, org.id);
    const ana = await createUser(ctx);
    await issueTicket(ctx, event.id, ana.id);
    const res = await server.http.get('/connect/event', { token: await tokenFor(ctx, ana, { eventId: event.id }) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: event.id, slug: event.slug, name: 'همایش نوین', time_zone: expect.any(String) });
    expect(new Date(res.body.data.starts_at).getTime()).toBe(new Date(event.starts_at).getTime());
    // A second user: a token for an event they hold no ticket of; a token bound to no event; no token.
    const ben = await createUser(ctx);
    expect((await server.http.get('/connect/event', { token: await tokenFor(ctx, ben, { eventId: other.id }) })).status).toBe(403);
    const unbound = await server.http.get('/connect/event', { token: await tokenFor(ctx, ana) });
    expect(unbound.status).toBe(403);
    expect((await server.http.get('/connect/event')).status).toBe(401);
  });
});
