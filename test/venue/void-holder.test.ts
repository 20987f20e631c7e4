import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, createEvent, createOrganization, createUser, issueTicket, login, tokenFor } from '../helpers/factories.js';
import { closeAllSockets, collect, connectSocket, eventually, request } from '../helpers/sockets.js';

/**
 * CONTRACT 8: a voided ticket's holder gets 403 on feed posts, also after the client tried to refresh its event-bound
 * login (the refresh is refused with invalid_grant, but the access token still says who the holder is: 403
 * `not_event_participant`, not 401). Reuse of a rotated refresh token still ends the access token (401).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime], env: { REDIS_KEY_PREFIX: `venue-void-${Date.now()}:` } });
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});

describe('a voided ticket’s holder', () => {
  it('gets 403 not_event_participant on feed posts over REST and sockets, before and after a refused refresh; reuse of the refresh token still ends it (401)', async () => {
    const owner = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, owner);
    const event = await createEvent(server.ctx, org.id);
    const orgToken = await tokenFor(server.ctx, owner);
    const holder = await createUser(server.ctx);
    const ticket = await issueTicket(server.ctx, event.id, holder.id);
    const client = await createClient(server.ctx);
    const loginRes = await login(server, client, holder.mobile, { eventId: event.id });
    expect(loginRes.status).toBe(200);
    const token = loginRes.body.access_token as string;

    const socket = await connectSocket(server, token);
    expect((await request(socket, 'livefeed:post', { message: 'before' })).ok).toBe(true);
    expect((await server.http.post('/connect/livefeed/messages', { message: 'before' }, { token })).status).toBe(204);
    const got = collect(socket, 'livefeed:message');

    expect((await server.http.post(`/api/events/${event.slug}/tickets/${ticket.code}/void`, undefined, { token: orgToken })).status).toBe(200);

    // The open socket gets the participation change as before: it is out of the event's room and its posts refused.
    await eventually(async () => {
      const ack = await request(socket, 'livefeed:post', { message: 'after void' });
      expect(ack.ok).toBe(false);
      expect((ack as { error: { code: string } }).error.code).toBe('not_event_participant');
    });
    const rest = await server.http.post('/connect/livefeed/messages', { message: 'after void' }, { token });
    expect(rest.status).toBe(403);
    expect(rest.body.errors[0].code).toBe('not_event_participant');

    // The client's refresh is refused, and that must not turn the still-valid access token into a 401.
    const refresh = await server.http.post('/connect/oauth2/token', {
      grant_type: 'refresh_token',
      client_id: client.client_id,
      client_secret: client.client_secret,
      refresh_token: loginRes.body.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
    // As another node (or this one REVOCATION_CACHE_MS later) sees it: no cached answer about the holder.
    server.ctx.tokens.forgetUser(holder.id);
    const afterRefresh = await server.http.post('/connect/livefeed/messages', { message: 'after refresh' }, { token });
    expect(afterRefresh.status).toBe(403);
    expect(afterRefresh.body.errors[0].code).toBe('not_event_participant');
    // A socket opened now with that token is the holder's (not unauthorized), outside the event.
    const again = await connectSocket(server, token);
    const ack = await request(again, 'livefeed:post', { message: 'new socket' });
    expect(ack.ok).toBe(false);
    expect((ack as { error: { code: string } }).error.code).toBe('not_event_participant');
    // Presenting the refused (rotated) refresh token again is reuse: the login ends, its access tokens too (401).
    const reuse = await server.http.post('/connect/oauth2/token', {
      grant_type: 'refresh_token',
      client_id: client.client_id,
      client_secret: client.client_secret,
      refresh_token: loginRes.body.refresh_token,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error_description).toMatch(/already used/);
    server.ctx.tokens.forgetUser(holder.id);
    const ended = await server.http.post('/connect/livefeed/messages', { message: 'x' }, { token });
    expect(ended.status).toBe(401);
    expect(got.map((m) => m.message)).not.toContain('after void');
  });
});
