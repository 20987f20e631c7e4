import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/factories.js';
import { DEMO_ADMIN_MOBILE, DEMO_ATTENDEE_MOBILE } from '../../context/demo-data.js';
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
  it('"For you" has matches on a first start: the demo event\'s participants have networking profiles with its tags', async () => {
    const admin = (await findUserByMobile(server.ctx.db, DEMO_ADMIN_MOBILE))!;
    const event = (await demoNetworkingEvent(server.ctx.db, admin.id))!;
    const token = await tokenFor(server.ctx, admin, { eventId: event.event_id });
    const mine = await server.http.get('/connect/event/networking-profile', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.interests.length).toBeGreaterThan(0);
    const forYou = await server.http.get('/connect/event/recommendations?page_size=20', { token });
    expect(forYou.status, forYou.text).toBe(200);
    expect(forYou.body._embedded.public_user.length).toBeGreaterThan(0);
  });

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

  it('the demo admin, logged in without an event, organizes the demo events (issue 44); the demo attendee does not', async () => {
    // Tokens as the code login without an event gives them (the quick start above already asked these numbers' codes).
    const adminUser = (await findUserByMobile(server.ctx.db, DEMO_ADMIN_MOBILE))!;
    const admin = await tokenFor(server.ctx, adminUser);
    const attendee = await tokenFor(server.ctx, (await findUserByMobile(server.ctx.db, DEMO_ATTENDEE_MOBILE))!);
    const slug = encodeURIComponent('demo-2-node-js-meetup-1405');
    // Every organizer screen of the web app for the quick start's event 2 (and another organization's event 3).
    const screens = [`/api/events/${slug}/attendees`, `/api/events/${slug}/checkins/stats`, `/api/events/${slug}/reports`, `/api/events/${slug}/meetings`, `/api/events/${slug}/meetings/stats`];
    for (const path of screens) {
      expect((await server.http.get(path, { token: admin })).status, path).toBe(200);
      const refused = await server.http.get(path, { token: attendee });
      expect([refused.status, refused.body.errors[0].code], path).toEqual([403, 'not_organizer']);
    }
    // Every demo event, whichever demo organization runs it.
    for (let eventId = 1; eventId <= 50; eventId++) expect(await server.ctx.access.isOrganizer(adminUser.id, eventId), `event ${eventId}`).toBe(true);
    // A member, not the owner: the second organization's owner is still its demo owner.
    const members = await server.ctx.db
      .selectFrom('organization_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.organization_id', 'm.role', 'u.mobile'])
      .where('u.mobile', 'in', [DEMO_ADMIN_MOBILE, '+989121000000'])
      .orderBy('m.organization_id')
      .orderBy('u.mobile')
      .execute();
    expect(members.filter((m) => m.mobile === DEMO_ADMIN_MOBILE).map((m) => m.role)).toEqual(['owner', 'member', 'member', 'member']);
    expect(members.filter((m) => m.mobile === '+989121000000').map((m) => m.role)).toEqual(['owner']);
  });

  it("the demo networking event has a programme: the two demo logins meet and vote, as the README's quick start says", async () => {
    const admin = (await findUserByMobile(server.ctx.db, DEMO_ADMIN_MOBILE))!;
    const attendee = (await findUserByMobile(server.ctx.db, DEMO_ATTENDEE_MOBILE))!;
    const a = await tokenFor(server.ctx, admin, { eventId: 2 });
    const b = await tokenFor(server.ctx, attendee, { eventId: 2 });
    // Tags to fill a profile with, and meetings on.
    const tags = await server.http.get('/connect/networking/tags', { token: a });
    expect(tags.body.data.map((t: { slug: string }) => t.slug)).toEqual(['ai', 'design', 'startups', 'hiring']);
    const slots = await server.http.get(`/connect/meetings/slots?with=${attendee.id}`, { token: a });
    expect(slots.status).toBe(200);
    expect(slots.body.data.length).toBeGreaterThan(0);
    const requested = await server.http.post('/connect/meetings', { with: attendee.id, starts_at: slots.body.data[0].starts_at }, { token: a });
    expect(requested.status).toBe(201);
    const accepted = await server.http.post(`/connect/meetings/${requested.body.id}/accept`, {}, { token: b });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', location: { name: 'Table 1' } });
    // The programme: the keynote takes questions and has an open poll.
    const sessions = await server.http.get('/api/events/demo-2-node-js-meetup-1405/sessions');
    expect(sessions.status).toBe(200);
    const titles = sessions.body.data.map((s: { title: string }) => s.title);
    expect(titles).toEqual(['Opening keynote: building for the hall', 'Workshop: design for a phone in one hand']);
    const keynote = sessions.body.data[0];
    const asked = await server.http.post(`/connect/sessions/${keynote.id}/questions`, { text: 'How do you keep a hall of phones online?' }, { token: b });
    expect(asked.status).toBe(201);
    expect((await server.http.put(`/connect/sessions/${keynote.id}/questions/${asked.body.id}/vote`, {}, { token: a })).status).toBe(201);
    const questions = await server.http.get(`/connect/sessions/${keynote.id}/questions`, { token: b });
    expect(questions.body._embedded.question[0]).toMatchObject({ id: asked.body.id, votes: 1 });
    const polls = await server.http.get(`/connect/sessions/${keynote.id}/polls`, { token: a });
    expect(polls.body.data[0]).toMatchObject({ question: 'Which track are you here for?', status: 'open' });
    const voted = await server.http.put(`/connect/polls/${polls.body.data[0].id}/vote`, { options: [1] }, { token: a });
    expect(voted.status).toBe(200);
    expect(voted.body.options[1].votes).toBe(1);
  });
});
