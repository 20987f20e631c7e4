import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { DEMO_ADMIN_MOBILE, DEMO_ATTENDEE_MOBILE } from '../../server/app/demo-data.js';
import { findUserByMobile } from '../../storage/repositories/users.js';
import { demoNetworkingEvent } from '../../storage/demo/networking.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_DATA: '1' } });
});
afterAll(async () => {
  await server.stop();
});

describe('networking demo data', () => {
  it('gives the demo admin a live feed, a chat with unread messages and a bookmark in their first event', async () => {
    const admin = (await findUserByMobile(server.ctx.db, DEMO_ADMIN_MOBILE))!;
    const event = (await demoNetworkingEvent(server.ctx.db, admin.id))!;
    const token = await tokenFor(server.ctx, admin, { eventId: event.event_id });
    const feed = await server.http.get('/connect/livefeed/messages', { token });
    expect(feed.body._total_items).toBe(3);
    const chats = await server.http.get('/connect/chats', { token });
    expect(chats.body._embedded.chat[0]).toMatchObject({ unread: 2, last_message: { message: 'Deal ☕' } });
    const bookmarks = await server.http.get('/connect/bookmarks/users', { token });
    expect(bookmarks.body._embedded.public_user[0].id).toBe(chats.body._embedded.chat[0].user.id);
  });

  it("the README's quick start: the demo admin and the second demo attendee log in to event 2 and chat, as written there", async () => {
    const admin = (await findUserByMobile(server.ctx.db, DEMO_ADMIN_MOBILE))!;
    const event = (await demoNetworkingEvent(server.ctx.db, admin.id))!;
    expect(event.event_id).toBe(2);
    const tokens: string[] = [];
    for (const mobile of ['09120000000', '09120000001']) {
      expect((await server.http.post('/connect/mobile/verification-codes', { mobile })).status).toBe(201);
      const res = await server.http.post('/connect/oauth2/token', {
        grant_type: 'event_mobile_verification',
        client_id: 'demo-app',
        client_secret: 'demo-secret',
        mobile,
        mobile_verification_code: server.sms.lastCode(`+98${mobile.slice(1)}`)!,
        event_id: 2,
      });
      expect(res.status).toBe(200);
      tokens.push(res.body.access_token);
    }
    const attendee = (await findUserByMobile(server.ctx.db, DEMO_ATTENDEE_MOBILE))!;
    const found = await server.http.get('/connect/event/attendees?q=Attendee', { token: tokens[0] });
    expect(found.body._embedded.public_user.map((u: { id: number }) => u.id)).toContain(attendee.id);
    const sent = await server.http.post(`/connect/users/${attendee.id}/messages`, { message: 'Hello' }, { token: tokens[0] });
    expect(sent.status).toBe(201);
    const chats = await server.http.get('/connect/chats', { token: tokens[1] });
    expect(chats.body._embedded.chat[0]).toMatchObject({ user: { id: admin.id }, last_message: { message: 'Hello' } });
  });
});
