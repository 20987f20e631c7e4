import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';
import { tokenFor } from './helpers/factories.js';
import { DEMO_ADMIN_MOBILE } from '../server/app/demo-data.js';
import { findUserByMobile } from '../storage/repositories/users.js';
import { demoNetworkingEvent } from '../storage/demo/networking.js';

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
});
