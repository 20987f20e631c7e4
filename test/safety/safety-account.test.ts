import { listSubscriptions, saveSubscription } from '../../storage/repositories/push.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createClient, createEvent, createOrganization, createUser, issueTicket, localMobile, login, tokenFor, uniqueMobile } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, connectSocket, eventually } from '../helpers/sockets.js';

let server: TestServer;
let client: { client_id: string; client_secret: string };
beforeAll(async () => {
  // Tests log the same number in twice: a code may be asked again after one second.
  server = await startTestServer({ attachments: [attachRealtime], env: { OTP_RESEND_SECONDS: '1', WEBHOOK_ALLOW_PRIVATE: '1' } });
  client = await createClient(server.ctx);
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});
afterEach(() => closeAllSockets());

const refresh = (refreshToken: string, c = client) =>
  server.http.post('/connect/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: c.client_id, client_secret: c.client_secret });
/** A second login with the same number (after the resend interval). */
async function loginAgain(mobile: string) {
  await new Promise((r) => setTimeout(r, 1100));
  return login(server, client, mobile);
}
const revoke = (body: Record<string, string>) => server.http.post('/connect/oauth2/revoke', body);

/** A user with a ticket of a new event, logged in for real (SMS code, token endpoint). */
async function loggedIn() {
  const mobile = uniqueMobile();
  const org = await createOrganization(server.ctx);
  const event = await createEvent(server.ctx, org.id);
  const first = await login(server, client, mobile);
  expect(first.status).toBe(200);
  const me = await server.http.get('/connect/users/me', { token: first.body.access_token });
  await issueTicket(server.ctx, event.id, me.body.id);
  return { mobile, event, userId: me.body.id as number, access: first.body.access_token as string, refresh: first.body.refresh_token as string };
}

describe('DELETE /connect/users/me', () => {
  it('kills every token and socket at once, erases the profile, keeps others’ chats and the feed, and frees the mobile', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [bob] = world.attendees;
    const user = await loggedIn();
    await issueTicket(server.ctx, world.event.id, user.userId);
    const eventToken = await tokenFor(server.ctx, { id: user.userId, role: 'user' }, { eventId: world.event.id });
    await server.http.patch('/connect/users/me', { name: 'Dana', surname: 'Deleted', biography: 'bio', email: 'dana@example.com', avatar: 'https://cdn.example.com/d.png' }, { token: user.access });
    expect((await server.http.post('/connect/livefeed/messages', { message: 'my post' }, { token: eventToken })).status).toBe(204);
    expect((await server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'my message' }, { token: eventToken })).status).toBe(201);
    expect((await server.http.put(`/connect/bookmarks/users/${user.userId}`, undefined, { token: bob!.token })).status).toBe(201);
    // A device subscribed to Web Push (stored as the push service keeps it).
    await saveSubscription(server.ctx.db, user.userId, { endpoint: 'https://push.example.com/send/abc', p256dh: 'k', auth: 'a' }, 10);
    const socket = await connectSocket(server, user.access);
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));

    const res = await server.http.delete('/connect/users/me', { token: user.access });
    expect(res.status).toBe(204);

    await eventually(() => expect(disconnected).toBe(true));
    expect((await server.http.get('/connect/users/me', { token: user.access })).status).toBe(401);
    expect((await server.http.get('/connect/livefeed/messages', { token: eventToken })).status).toBe(401);
    await expect(connectSocket(server, user.access)).rejects.toThrow();
    const refreshed = await refresh(user.refresh);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');

    // Others: profile 404, out of attendee lists and bookmarks; the post and the chat stay, without the name.
    expect((await server.http.get(`/connect/users/${user.userId}`, { token: bob!.token })).status).toBe(404);
    const attendees = await server.http.get('/connect/event/attendees', { token: bob!.token });
    expect(attendees.body._embedded.public_user.map((u: any) => u.id)).not.toContain(user.userId);
    expect((await server.http.get('/connect/bookmarks/users', { token: bob!.token })).body._total_items).toBe(0);
    const feed = await server.http.get('/connect/livefeed/messages', { token: bob!.token });
    const post = feed.body._embedded.livefeed_message.find((m: any) => m.message === 'my post');
    expect(post.user).toEqual({ id: user.userId, name: '', surname: '', avatar: null, biography: null, jobTitle: null, organization: null, website: null, telegram: null, linkedin: null });
    const chats = await server.http.get('/connect/chats', { token: bob!.token });
    expect(chats.body._embedded.chat[0]).toMatchObject({ user: { id: user.userId, name: '', surname: '' }, last_message: { message: 'my message' } });
    for (const text of [feed.text, chats.text]) {
      expect(text).not.toContain('Dana');
      expect(text).not.toContain('dana@example.com');
    }

    // No push reaches the deleted account's devices.
    expect(await listSubscriptions(server.ctx.db, user.userId)).toEqual([]);

    // The same mobile logs in to a new, empty account.
    const again = await loginAgain(user.mobile);
    expect(again.status).toBe(200);
    const fresh = await server.http.get('/connect/users/me', { token: again.body.access_token });
    expect(fresh.body.id).not.toBe(user.userId);
    expect(fresh.body).toMatchObject({ name: '', email: null, biography: null });
  });

  it('leaves none of the name, surname, mobile or e-mail in any table (webhook deliveries and login codes included)', async () => {
    // Every text and JSON column of every table, searched for each value.
    const textColumns = await sql<{ table_name: string; column_name: string }>`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(server.ctx.db);
    expect(textColumns.rows.length).toBeGreaterThan(20);
    const findings = async (needles: string[]) => {
      const found: string[] = [];
      for (const { table_name, column_name } of textColumns.rows) {
        for (const needle of needles) {
          const hit = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} where strpos(${sql.ref(column_name)}::text, ${needle}) > 0`.execute(server.ctx.db);
          if (hit.rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${needle}`);
        }
      }
      return found;
    };

    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const person = { name: `Zanyar${tag}`, surname: `Qoli${tag}`, mobile: uniqueMobile(), email: `gone.${tag}@example.org` };
    const owner = await createUser(server.ctx);
    const org = await createOrganization(server.ctx, owner);
    const event = await createEvent(server.ctx, org.id);
    const ownerToken = await tokenFor(server.ctx, owner);
    expect((await server.http.post(`/api/organizations/${org.slug}/webhooks`, { url: 'http://127.0.0.1:9/hook', events: ['ticket.issued', 'ticket.voided', 'checkin.created'] }, { token: ownerToken })).status).toBe(201);
    // The organizer issues the ticket (ticket.issued carries the holder's contact details); the holder logs in
    // (a login code for the number) and adds an e-mail.
    const issued = await server.http.post(`/api/events/${event.slug}/attendees`, { mobile: localMobile(person.mobile), name: person.name, surname: person.surname }, { token: ownerToken });
    expect(issued.status, issued.text).toBe(201);
    const first = await login(server, client, person.mobile);
    expect(first.status).toBe(200);
    const access = first.body.access_token as string;
    expect((await server.http.patch('/connect/users/me', { email: person.email }, { token: access })).status).toBe(200);
    // Checked in at the door: `checkin.created` names the holder (name and surname) without a mobile or e-mail
    // (issue 44: the scrub found bodies by those only and left this one whole).
    const checkedIn = await server.http.post(`/api/events/${event.slug}/checkins`, { code: issued.body.data.attendee_id }, { token: ownerToken });
    expect(checkedIn.status, checkedIn.text).toBe(201);
    const voided = await server.http.post(`/api/events/${event.slug}/tickets/${issued.body.data.attendee_id}/void`, {}, { token: ownerToken });
    expect([200, 204]).toContain(voided.status);
    const needles = [person.name, person.surname, person.mobile, person.mobile.slice(3), person.email];
    const beforeDeletion = await findings(needles);
    expect(beforeDeletion.some((f) => f.startsWith('webhook_deliveries.body'))).toBe(true);
    expect(beforeDeletion.some((f) => f.startsWith('verification_codes.mobile'))).toBe(true);

    expect((await server.http.delete('/connect/users/me', { token: access })).status).toBe(204);
    expect(await findings(needles)).toEqual([]);
    // What a delivery history keeps: the event and ticket, the holder's id only.
    const bodies = await server.ctx.db.selectFrom('webhook_deliveries as d').innerJoin('webhooks as w', 'w.id', 'd.webhook_id').select('d.body').where('w.organization_id', '=', org.id).execute();
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    const types = bodies.map(({ body }) => JSON.parse(body).type as string);
    expect(new Set(types)).toEqual(new Set(['ticket.issued', 'ticket.voided', 'checkin.created']));
    for (const { body } of bodies) {
      const { type, data } = JSON.parse(body);
      if (type === 'checkin.created') expect(data.holder).toEqual({ name: '', surname: '' });
      else expect(data.attendee.user).toEqual({ id: issued.body.data.user_id, name: '', surname: '', mobile: null, email: null });
      expect(data.event).toMatchObject({ id: event.id, slug: event.slug, name: event.name });
    }
  });

  it('refuses an organization owner with 409 organization_owner and changes nothing; 401 without a token', async () => {
    const owner = await createUser(server.ctx, { name: 'Owner' });
    await createOrganization(server.ctx, owner);
    const token = await tokenFor(server.ctx, owner);
    const res = await server.http.delete('/connect/users/me', { token });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('organization_owner');
    expect((await server.http.get('/connect/users/me', { token })).body.name).toBe('Owner');
    expect((await server.http.delete('/connect/users/me')).status).toBe(401);
  });
});

describe('POST /connect/oauth2/revoke', () => {
  it('logs out: a revoked refresh token ends its whole login, access tokens included; other logins of the user stay', async () => {
    const user = await loggedIn();
    const other = await loginAgain(user.mobile);
    const rotated = await refresh(user.refresh);
    expect(rotated.status).toBe(200);
    const res = await revoke({ token: rotated.body.refresh_token, client_id: client.client_id, client_secret: client.client_secret });
    expect(res.status).toBe(200);
    expect((await refresh(rotated.body.refresh_token)).body.error).toBe('invalid_grant');
    const viaMe = await server.http.get('/connect/users/me', { token: user.access });
    expect(viaMe.status).toBe(401);
    // GET /users/me reads the revocation with the profile (one statement); its answer is the auth layer's.
    const viaChats = await server.http.get('/connect/chats', { token: user.access });
    expect(viaChats.status).toBe(401);
    expect(JSON.stringify(viaMe.body)).toMatch(/revoked/);
    expect(viaMe.body).toEqual(viaChats.body);
    expect(viaMe.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(viaMe.headers.get('www-authenticate')).toBe(viaChats.headers.get('www-authenticate'));
    expect((await server.http.get('/connect/users/me', { token: rotated.body.access_token })).status).toBe(401);
    expect((await server.http.get('/connect/users/me', { token: other.body.access_token })).status).toBe(200);
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
  });

  it('revokes by access token too (token_type_hint), with HTTP Basic client authentication', async () => {
    const user = await loggedIn();
    const basic = `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`;
    const res = await server.http.post('/connect/oauth2/revoke', undefined, {
      raw: new URLSearchParams({ token: user.access, token_type_hint: 'access_token' }),
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect((await server.http.get('/connect/users/me', { token: user.access })).status).toBe(401);
    expect((await refresh(user.refresh)).body.error).toBe('invalid_grant');
  });

  it('answers 200 for unknown tokens, changes nothing for another client’s token, and refuses bad client authentication', async () => {
    const user = await loggedIn();
    const creds = { client_id: client.client_id, client_secret: client.client_secret };
    expect((await revoke({ token: 'no-such-token', ...creds })).status).toBe(200);
    const otherClient = await createClient(server.ctx);
    expect((await revoke({ token: user.refresh, client_id: otherClient.client_id, client_secret: otherClient.client_secret })).status).toBe(200);
    expect((await server.http.get('/connect/users/me', { token: user.access })).status).toBe(200);
    const bad = await revoke({ token: user.refresh, client_id: client.client_id, client_secret: 'wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('invalid_client');
    expect((await revoke({ token: user.refresh })).status).toBe(401);
    expect((await revoke({ ...creds })).body.error).toBe('invalid_request');
    expect((await refresh(user.refresh)).status).toBe(200);
  });
});

describe('privacy', () => {
  it('shows a profile only to the user, admins, chat partners and people sharing an event; 404 for everyone else', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    const stranger = await createUser(server.ctx);
    const strangerToken = await tokenFor(server.ctx, stranger);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const path = `/connect/users/${alice!.user.id}`;
    expect((await server.http.get(path, { token: alice!.token })).status).toBe(200);
    expect((await server.http.get(path, { token: world.organizer.token })).status).toBe(200);
    expect((await server.http.get(path, { token: await tokenFor(server.ctx, admin) })).status).toBe(200);
    const hidden = await server.http.get(path, { token: strangerToken });
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors[0].code).toBe('user_not_found');
    // A chat partner from another event keeps seeing the profile after the shared event is gone.
    const partner = await createUser(server.ctx);
    await issueTicket(server.ctx, world.event.id, partner.id);
    expect((await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'hi' }, { token: await tokenFor(server.ctx, partner, { eventId: world.event.id }) })).status).toBe(201);
    await server.ctx.db.deleteFrom('attendee_tickets').where('user_id', '=', partner.id).execute();
    expect((await server.http.get(path, { token: await tokenFor(server.ctx, partner) })).status).toBe(200);
  });

  it('directory_visible: false leaves the user out of others’ attendee lists only', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const patched = await server.http.patch('/connect/users/me', { directory_visible: false }, { token: alice!.token });
    expect(patched.status).toBe(200);
    expect(patched.body.directory_visible).toBe(false);
    expect((await server.http.get('/connect/users/me', { token: alice!.token })).body.directory_visible).toBe(false);
    const bobView = await server.http.get('/connect/event/attendees', { token: bob!.token });
    expect(bobView.body._embedded.public_user.map((u: any) => u.id)).toEqual([bob!.user.id]);
    const aliceView = await server.http.get('/connect/event/attendees', { token: alice!.token });
    expect(aliceView.body._total_items).toBe(2);
    // Chat and profile rules unchanged.
    expect((await server.http.get(`/connect/users/${alice!.user.id}`, { token: bob!.token })).status).toBe(200);
    expect((await server.http.post(`/connect/users/${alice!.user.id}/messages`, { message: 'hi' }, { token: bob!.token })).status).toBe(201);
    expect((await server.http.patch('/connect/users/me', { directory_visible: 'no' }, { token: alice!.token })).status).toBe(422);
  });

  it('sanitizes widget HTML when written: formatting and safe links stay, script, style, iframe, on* and javascript: never come back', async () => {
    const world = await eventWorld(server.ctx, 0);
    const html =
      '<p>Hello <b>bold</b> <a href="https://example.com/x" onclick="steal()">link</a></p><script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a><ul><li>item</li></ul>';
    const res = await server.http.put(`/api/events/${world.event.slug}/description`, [{ title: 'About', type: 'description', description: html }], { token: world.organizer.token });
    expect(res.status).toBe(200);
    const stored = (await server.http.get(`/api/events/${world.event.slug}/description`)).body.data[0].description as string;
    expect(stored).toContain('<p>Hello <b>bold</b> <a href="https://example.com/x"');
    expect(stored).toContain('<ul><li>item</li></ul>');
    for (const bad of ['<script', 'alert(1)', '<style', '<iframe', 'onclick', 'onerror', 'javascript:', '<img']) expect(stored).not.toContain(bad);
    const other = await eventWorld(server.ctx, 0);
    const foreign = await server.http.put(`/api/events/${world.event.slug}/description`, [], { token: other.organizer.token });
    expect(foreign.status).toBe(403);
  });
});
