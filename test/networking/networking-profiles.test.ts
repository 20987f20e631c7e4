import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** Profiles are shown to users who share an event (CONTRACT 7): both hold a ticket of a new event. */
async function shareEvent(...userIds: number[]): Promise<void> {
  const event = await createEvent(server.ctx, (await createOrganization(server.ctx)).id);
  for (const id of userIds) await issueTicket(server.ctx, event.id, id);
}

const PUBLIC_KEYS = ['avatar', 'biography', 'id', 'jobTitle', 'linkedin', 'name', 'organization', 'surname', 'telegram', 'website'];
/** Profiles and attendee lists also say whether the user is online (live chat, CONTRACT 10). */
const PRESENCE_KEYS = [...PUBLIC_KEYS, 'online'].sort();
/** Attendee list items also carry the networking fields (CONTRACT 11). */
const ATTENDEE_KEYS = [...PRESENCE_KEYS, 'available_for_meetings', 'interests', 'looking_for', 'offering'].sort();

describe('GET /connect/users/{id}', () => {
  it('answers the public profile: seed 2.1 plus id, never mobile or e-mail', async () => {
    const viewer = await createUser(server.ctx);
    const target = await createUser(server.ctx, { email: 'target@example.com', job_title: 'CTO', organization: 'Acme', role: 'admin' });
    await shareEvent(viewer.id, target.id);
    const res = await server.http.get(`/connect/users/${target.id}`, { token: await tokenFor(server.ctx, viewer) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PRESENCE_KEYS);
    expect(res.body).toMatchObject({ id: target.id, name: target.name, surname: target.surname, jobTitle: 'CTO', organization: 'Acme', avatar: null });
    expect(res.text).not.toContain(target.mobile);
    expect(res.text).not.toContain('target@example.com');
    expect(res.text).not.toContain('admin');
  });

  it('answers 401 without a token, 404 for an unknown user, 422 for a bad id', async () => {
    const viewer = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, viewer);
    expect((await server.http.get(`/connect/users/${viewer.id}`)).status).toBe(401);
    const missing = await server.http.get('/connect/users/999999999', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('user_not_found');
    expect((await server.http.get('/connect/users/1e3', { token })).status).toBe(422);
    expect((await server.http.get('/connect/users/-1', { token })).status).toBe(422);
  });
});

describe('GET and PATCH /connect/users/me', () => {
  it('shows the caller their own mobile and e-mail', async () => {
    const me = await createUser(server.ctx, { email: 'me@example.com' });
    const res = await server.http.get('/connect/users/me', { token: await tokenFor(server.ctx, me) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, mobile: me.mobile, email: 'me@example.com' });
    expect(Object.keys(res.body).sort()).toEqual([...PUBLIC_KEYS, 'directory_visible', 'email', 'locale', 'mobile'].sort());
    expect(res.body.directory_visible).toBe(true);
    expect((await server.http.get('/connect/users/me')).status).toBe(401);
  });

  it('edits the seed 2.1 fields and email; the change is public, the email is not', async () => {
    const me = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    await shareEvent(me.id, other.id);
    const token = await tokenFor(server.ctx, me);
    const patch = {
      name: 'Sara',
      surname: 'Karimi',
      avatar: 'https://cdn.example.com/a.png',
      biography: 'Builds things <b>fast</b>',
      jobTitle: 'Engineer',
      organization: 'Convene',
      website: 'https://sara.example.com',
      telegram: '@sara',
      linkedin: 'https://linkedin.com/in/sara',
      email: 'sara@example.com',
    };
    const res = await server.http.patch('/connect/users/me', patch, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...patch, id: me.id, mobile: me.mobile });
    const seen = await server.http.get(`/connect/users/${me.id}`, { token: await tokenFor(server.ctx, other) });
    const { email: _email, ...publicPart } = patch;
    expect(seen.body).toEqual({ id: me.id, ...publicPart, online: false });
    // Clearing and partial updates.
    const cleared = await server.http.patch('/connect/users/me', { biography: null, telegram: '' }, { token });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ biography: null, telegram: null, name: 'Sara', jobTitle: 'Engineer' });
  });

  it('refuses role, mobile and unknown fields (422) and stores nothing of that body', async () => {
    const me = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, me);
    for (const body of [{ role: 'admin', name: 'X' }, { mobile: '+989120000001', name: 'X' }, { id: 1 }, { name: 'X', is_admin: true }]) {
      const res = await server.http.patch('/connect/users/me', body, { token });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0].code).toBe('invalid');
    }
    const row = await server.ctx.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'user', mobile: me.mobile, name: me.name });
  });

  it('refuses badly typed or shaped fields with 422 naming the field', async () => {
    const me = await createUser(server.ctx);
    const token = await tokenFor(server.ctx, me);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ surname: null }, 'surname'],
      [{ email: 'not-an-email' }, 'email'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ avatar: 'ftp://x/y.png' }, 'avatar'],
      [{ biography: 'x'.repeat(2001) }, 'biography'],
      [{ jobTitle: ['a'] }, 'jobTitle'],
    ];
    for (const [body, field] of cases) {
      const res = await server.http.patch('/connect/users/me', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    expect((await server.http.patch('/connect/users/me', undefined, { token, raw: 'name=x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await server.http.patch('/connect/users/me', { name: 'X' })).status).toBe(401);
  });
});

describe('GET /connect/event/attendees', () => {
  it('pages the event’s ticket holders by name with the envelope and no private fields', async () => {
    const world = await eventWorld(server.ctx, 0);
    const names = ['Dara', 'Ali', 'Cyrus', 'Bahar', 'Ehsan'];
    const users = [];
    for (const name of names) {
      const user = await createUser(server.ctx, { name, surname: 'Test', email: `${name}@example.com` });
      await issueTicket(server.ctx, world.event.id, user.id);
      users.push(user);
    }
    await issueTicket(server.ctx, world.event.id, users[0]!.id); // a second ticket: still listed once
    const token = await tokenFor(server.ctx, users[0]!, { eventId: world.event.id });
    const page1 = await server.http.get('/connect/event/attendees?page_size=2', { token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ _total_items: 5, _page: 1, _page_count: 3 });
    expect(page1.body._embedded.public_user.map((u: any) => u.name)).toEqual(['Ali', 'Bahar']);
    // The next link carries the cursor after the page's last row (test/networking/directory-paging.test.ts walks it).
    expect(page1.body._links.next.href).toMatch(new RegExp(`^${server.url}/connect/event/attendees\\?page_size=2&page=2&cursor=[A-Za-z0-9_-]+$`));
    expect(page1.body._links.last.href).toBe(`${server.url}/connect/event/attendees?page_size=2&page=3`);
    const page3 = await server.http.get('/connect/event/attendees?page_size=2&page=3', { token });
    expect(page3.body._embedded.public_user.map((u: any) => u.name)).toEqual(['Ehsan']);
    expect(page3.body._links.next).toBeUndefined();
    const all = await server.http.get('/connect/event/attendees', { token });
    expect(all.body._embedded.public_user).toHaveLength(5);
    for (const u of all.body._embedded.public_user) expect(Object.keys(u).sort()).toEqual(ATTENDEE_KEYS);
    for (const u of users) expect(all.text).not.toContain(u.mobile);
    expect(all.text).not.toContain('@example.com');
    // The organizer (no ticket) and outsiders are not attendees.
    expect(all.body._embedded.public_user.map((u: any) => u.id)).not.toContain(world.organizer.user.id);
  });

  it('searches by q in names, job title and organization (wildcards are literal)', async () => {
    const world = await eventWorld(server.ctx, 0);
    const specs = [
      { name: 'Nima', surname: 'Rad', job_title: 'Designer', organization: 'Pixel' },
      { name: 'Mina', surname: 'Rostami', job_title: 'Engineer', organization: 'Acme_Co' },
      { name: 'Omid', surname: 'Nikpour', job_title: 'Founder', organization: '100% Labs' },
    ];
    for (const spec of specs) {
      const user = await createUser(server.ctx, spec);
      await issueTicket(server.ctx, world.event.id, user.id);
    }
    const token = world.organizer.token;
    const names = async (q: string) =>
      (await server.http.get(`/connect/event/attendees?q=${encodeURIComponent(q)}`, { token })).body._embedded.public_user.map((u: any) => u.name);
    expect(await names('ina')).toEqual(['Mina']);
    expect(await names('nima')).toEqual(['Nima']);
    expect(await names('Mina Ros')).toEqual(['Mina']);
    expect(await names('designer')).toEqual(['Nima']);
    expect(await names('acme_')).toEqual(['Mina']);
    expect(await names('%')).toEqual(['Omid']);
    expect(await names('_')).toEqual(['Mina']);
    expect(await names('nobody')).toEqual([]);
    expect((await server.http.get(`/connect/event/attendees?q=${'x'.repeat(101)}`, { token })).status).toBe(422);
  });

  it('answers 401 without a token, 403 event_token_required with an unbound one, 422 for bad paging', async () => {
    const world = await eventWorld(server.ctx, 1);
    expect((await server.http.get('/connect/event/attendees')).status).toBe(401);
    const unbound = await server.http.get('/connect/event/attendees', { token: world.outsider.token });
    expect(unbound.status).toBe(403);
    expect(unbound.body.errors[0].code).toBe('event_token_required');
    const stranger = await createUser(server.ctx);
    const strangerToken = await tokenFor(server.ctx, stranger, { eventId: world.event.id });
    const notParticipant = await server.http.get('/connect/event/attendees', { token: strangerToken });
    expect(notParticipant.status).toBe(403);
    expect(notParticipant.body.errors[0].code).toBe('not_event_participant');
    expect((await server.http.get('/connect/event/attendees?page=0', { token: world.organizer.token })).status).toBe(422);
    expect((await server.http.get('/connect/event/attendees?page_size=101', { token: world.organizer.token })).status).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents the profile, attendee and bookmark routes', async () => {
    const doc = (await server.http.get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/connect/users/me']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(doc.paths).toHaveProperty(['/connect/users/{user_id}', 'get']);
    expect(doc.paths).toHaveProperty(['/connect/event/attendees', 'get']);
    expect(doc.paths).toHaveProperty(['/connect/bookmarks/users', 'get']);
    expect(Object.keys(doc.paths['/connect/bookmarks/users/{target_user_id}']).sort()).toEqual(['delete', 'put']);
    expect(doc.paths['/connect/bookmarks/users/{target_user_id}'].put.responses).toHaveProperty('500');
  });
});
