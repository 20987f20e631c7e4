import ICAL from 'ical.js';
import { parse as parseCsv } from 'csv-parse/sync';
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

/** An event with an organizer, an exhibitor with one staff member, and two attendees (tokens bound to the event). */
async function booth() {
  const ctx = server.ctx;
  const organizer = await createUser(ctx);
  const org = await createOrganization(ctx, organizer);
  const event = await createEvent(ctx, org.id);
  const token = await tokenFor(ctx, organizer);
  const participant = async (attrs: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx, attrs);
    const ticket = await issueTicket(ctx, event.id, user.id);
    return { user, ticket, token: await tokenFor(ctx, user, { eventId: event.id }) };
  };
  const staff = await participant({ name: 'Staff' });
  const other = await participant({ name: 'Other' });
  const person = await participant({ name: 'Sara', surname: 'Ahmadi', email: 'sara@example.com', job_title: 'CTO', organization: 'Acme; Inc' });
  const created = await server.http.post(`/api/events/${event.slug}/exhibitors`, { name: 'Acme Booth', booth: 'Hall B, 12', logo: 'https://example.com/logo.png' }, { token });
  expect(created.status, created.text).toBe(201);
  const exhibitor = created.body.data;
  const added = await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${staff.user.id}`, undefined, { token });
  expect(added.status, added.text).toBe(201);
  return { ctx, org, event, organizer, token, staff, other, person, exhibitor };
}

const badgeOf = async (token: string) => {
  const res = await server.http.get('/connect/badge', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.code as string;
};

describe('exhibitors', () => {
  it('are managed by organizers, listed to participants, and refused to everyone else', async () => {
    const { event, token, staff, other, exhibitor, ctx } = await booth();
    expect(exhibitor).toMatchObject({ name: 'Acme Booth', booth: 'Hall B, 12', description: null, questions: [], staff: [] });

    const patched = await server.http.patch(`/api/events/${event.slug}/exhibitors/${exhibitor.id}`, { description: 'Robots', booth: null }, { token });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({ description: 'Robots', booth: null, staff: [{ id: staff.user.id }] });
    expect(patched.body.data.staff[0].mobile).toBeUndefined();

    const listed = await server.http.get('/connect/exhibitors', { token: other.token });
    expect(listed.status).toBe(200);
    expect(listed.body._embedded.exhibitors.map((x: any) => x.id)).toEqual([exhibitor.id]);
    expect((await server.http.get(`/connect/exhibitors/${exhibitor.id}`, { token: other.token })).body.name).toBe('Acme Booth');

    // Another organizer, an attendee, nobody, and another event's participant.
    const outsider = await tokenFor(ctx, await createUser(ctx));
    expect((await server.http.post(`/api/events/${event.slug}/exhibitors`, { name: 'X' }, { token: outsider })).status).toBe(403);
    expect((await server.http.patch(`/api/events/${event.slug}/exhibitors/${exhibitor.id}`, { name: 'X' }, { token: outsider })).status).toBe(403);
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors`)).status).toBe(401);
    expect((await server.http.get('/connect/exhibitors', { token: outsider })).status).toBe(403);
    const elsewhere = await booth();
    expect((await server.http.get(`/connect/exhibitors/${exhibitor.id}`, { token: elsewhere.other.token })).status).toBe(404);
    expect((await server.http.patch(`/api/events/${elsewhere.event.slug}/exhibitors/${exhibitor.id}`, { name: 'X' }, { token: elsewhere.token })).status).toBe(404);

    // Bad input.
    const bad = await server.http.post(`/api/events/${event.slug}/exhibitors`, { name: '', logo: 'javascript:alert(1)', extra: 1 }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(expect.arrayContaining(['name', 'logo']));
    expect((await server.http.patch(`/api/events/${event.slug}/exhibitors/abc`, { name: 'X' }, { token })).status).toBe(422);

    // Staff must be participants; again is 200; removal is idempotent.
    const stranger = await createUser(ctx);
    const refused = await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${stranger.id}`, undefined, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('staff_not_participant');
    expect((await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${staff.user.id}`, undefined, { token })).status).toBe(200);
    expect((await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/999999`, undefined, { token })).status).toBe(404);
    expect((await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${other.user.id}`, undefined, { token: other.token })).status).toBe(403);
    expect((await server.http.delete(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${other.user.id}`, { token })).status).toBe(204);

    const removed = await server.http.delete(`/api/events/${event.slug}/exhibitors/${exhibitor.id}`, { token });
    expect(removed.status).toBe(204);
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}`, { token })).status).toBe(404);
  });
});

describe('badges', () => {
  it('are per participant, random, stable until rotated, and refused at the door without naming a ticket', async () => {
    const { event, token, person, other } = await booth();
    const first = await server.http.get('/connect/badge', { token: person.token });
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(/^B-[0-9A-Z]{26}$/);
    expect(first.body.code).not.toBe(person.ticket.code);
    expect(first.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.body.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(await badgeOf(person.token)).toBe(first.body.code);
    expect(await badgeOf(other.token)).not.toBe(first.body.code);

    const door = await server.http.post(`/api/events/${event.slug}/checkins`, { code: first.body.code }, { token });
    expect(door.status).toBe(422);
    expect(door.body.errors[0].code).toBe('badge_not_ticket');
    expect(door.text).not.toContain(person.ticket.code);
    const batch = await server.http.post(`/api/events/${event.slug}/checkins/batch`, { checkins: [{ code: first.body.code, checked_in_at: new Date().toISOString() }] }, { token });
    expect(batch.status).toBe(200);
    expect(batch.body.data[0]).toMatchObject({ result: 'invalid', checked_in_at: null });
    expect(batch.text).not.toContain(person.ticket.code);

    const rotated = await server.http.post('/connect/badge/rotate', undefined, { token: person.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.code).not.toBe(first.body.code);
    expect(await badgeOf(person.token)).toBe(rotated.body.code);

    expect((await server.http.get('/connect/badge')).status).toBe(401);
    expect((await server.http.get('/connect/badge', { token: await tokenFor(server.ctx, person.user) })).status).toBe(403);
  });
});

describe('leads', () => {
  it('are captured by staff (201, then 200 updated), with contact only by consent, answers checked', async () => {
    const { ctx, event, token, staff, other, person, exhibitor } = await booth();
    const q = await server.http.put(
      `/api/events/${event.slug}/exhibitors/${exhibitor.id}/questions`,
      { questions: [{ title: 'Budget?', type: 'single', options: ['<10k', '>10k'] }, { title: 'Topics', type: 'multiple', options: ['AI', 'IoT', 'Web'] }] },
      { token },
    );
    expect(q.status, q.text).toBe(200);
    expect(q.body.data.questions.map((x: any) => x.id)).toEqual([1, 2]);
    expect((await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/questions`, { questions: [{ title: 'x', type: 'single' }] }, { token })).status).toBe(422);

    const badge = await badgeOf(person.token);
    const first = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge, rating: 'warm', answers: [{ question_id: 1, answer: '>10k' }] }, { token: staff.token });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      person: { id: person.user.id, name: 'Sara', surname: 'Ahmadi', email: null, mobile: null },
      rating: 'warm',
      notes: null,
      answers: [{ question_id: 1, answer: '>10k' }],
      captured_by: staff.user.id,
      source: 'scan',
    });

    // Consent: the contact appears in the lead (also one already captured). The person's own profile shows it.
    expect((await server.http.get('/connect/event/networking-profile', { token: person.token })).body).toMatchObject({ share_contact_with_exhibitors: false });
    const consent = await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: true }, { token: person.token });
    expect(consent.status, consent.text).toBe(200);
    expect((await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: 'yes' }, { token: person.token })).status).toBe(422);
    expect((await server.http.get('/connect/event/networking-profile', { token: person.token })).body).toMatchObject({ share_contact_with_exhibitors: true });
    // Replacing the networking profile keeps the consent; nobody else's profile is readable here (own token only).
    const replaced = await server.http.put('/connect/event/networking-profile', { available_for_meetings: false }, { token: person.token });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({ available_for_meetings: false, share_contact_with_exhibitors: true });
    expect((await server.http.get('/connect/event/networking-profile', { token: staff.token })).body).toMatchObject({ share_contact_with_exhibitors: false });
    const again = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge, rating: 'hot', notes: 'Wants a demo' }, { token: staff.token });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, rating: 'hot', notes: 'Wants a demo', answers: [{ question_id: 1, answer: '>10k' }] });
    expect(again.body.person).toMatchObject({ email: 'sara@example.com', mobile: person.user.mobile });

    // Bad answers, bad ratings, unknown and foreign badges, ticket codes, non-staff.
    const badAnswer = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge, answers: [{ question_id: 2, answer: ['AI', 'Blockchain'] }, { question_id: 9, answer: 'x' }] }, { token: staff.token });
    expect(badAnswer.status).toBe(422);
    expect(badAnswer.body.errors.map((e: any) => e.code)).toEqual(['unknown_option', 'unknown_question']);
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge, rating: 'lukewarm' }, { token: staff.token })).status).toBe(422);
    const ticket = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: person.ticket.code }, { token: staff.token });
    expect(ticket.status).toBe(404);
    expect(ticket.body.errors[0].code).toBe('badge_not_found');
    const unknown = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: 'B-NOPE' }, { token: staff.token });
    expect(unknown.body).toEqual(ticket.body);
    const elsewhere = await booth();
    const foreign = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(elsewhere.person.token) }, { token: staff.token });
    expect(foreign.status).toBe(404);
    const notStaff = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge }, { token: other.token });
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.errors[0].code).toBe('not_exhibitor_staff');
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge }, { token: elsewhere.staff.token })).status).toBe(404);

    // The list: its staff only.
    const list = await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.body._embedded.leads).toHaveLength(1);
    expect((await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: other.token })).status).toBe(403);
    expect((await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: person.token })).status).toBe(403);
    expect((await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads?format=pdf`, { token: staff.token })).status).toBe(422);

    // A visit: the attendee leaves their own details.
    const visit = await server.http.post(`/connect/exhibitors/${exhibitor.id}/visit`, { answers: [{ question_id: 2, answer: ['AI'] }] }, { token: other.token });
    expect(visit.status, visit.text).toBe(201);
    expect(visit.body).toMatchObject({ source: 'visit', captured_by: null, person: { id: other.user.id, email: null, mobile: null } });
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/visit`, {}, { token: other.token })).status).toBe(200);
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/visit`, { answers: [{ question_id: 1, answer: 'maybe' }] }, { token: other.token })).status).toBe(422);

    // Organizers see counts.
    const counts = await server.http.get(`/api/events/${event.slug}/exhibitors`, { token });
    expect(counts.body.data[0]).toMatchObject({ id: exhibitor.id, leads: 2 });

    // Organizers read the same leads and exports; nobody else does through {api_url}.
    const byOrganizer = await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads`, { token });
    expect(byOrganizer.status, byOrganizer.text).toBe(200);
    const staffView = await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: staff.token });
    expect(byOrganizer.body._embedded.leads).toEqual(staffView.body._embedded.leads);
    expect(byOrganizer.body._embedded.leads.find((l: any) => l.person.id === person.user.id).person).toMatchObject({ email: 'sara@example.com' });
    const orgCsv = await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads?format=csv`, { token });
    expect(orgCsv.status).toBe(200);
    expect(orgCsv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(orgCsv.text).toContain('sara@example.com');
    const orgVcard = await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads?format=vcard`, { token });
    expect(orgVcard.text).toContain('BEGIN:VCARD');
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads?format=pdf`, { token })).status).toBe(422);
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads`)).status).toBe(401);
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads`, { token: await tokenFor(ctx, staff.user) })).status).toBe(403);
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads`, { token: await tokenFor(ctx, person.user) })).status).toBe(403);
    expect((await server.http.get(`/api/events/${elsewhere.event.slug}/exhibitors/${exhibitor.id}/leads`, { token: elsewhere.token })).status).toBe(404);
    expect((await server.http.get(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/leads`, { token: elsewhere.token })).status).toBe(403);
  });

  it('take offline batches: at most 500, the earliest scan wins, a result per item', async () => {
    const { staff, other, person, exhibitor } = await booth();
    const a = await badgeOf(person.token);
    const b = await badgeOf(other.token);
    const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const first = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads/batch`, {
      scans: [
        { badge: a, captured_at: t(10), rating: 'cold' },
        { badge: a, captured_at: t(20), rating: 'hot', notes: 'first' },
        { badge: 'B-UNKNOWN', captured_at: t(5) },
        { badge: b, captured_at: 'yesterday' },
        { badge: b, captured_at: new Date(Date.now() + 3600_000).toISOString() },
        42,
      ],
    }, { token: staff.token });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((r: any) => r.result)).toEqual(['created', 'already_captured', 'not_found', 'invalid', 'invalid', 'invalid']);
    expect(Math.abs(Date.parse(first.body.data[0].captured_at) - Date.parse(t(20)))).toBeLessThan(5_000);
    expect(first.body.data[1].lead_id).toBe(first.body.data[0].lead_id);
    const lead = (await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: staff.token })).body._embedded.leads[0];
    expect(lead).toMatchObject({ rating: 'hot', notes: 'first' });

    const later = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads/batch`, { scans: [{ badge: a, captured_at: t(15), rating: 'warm' }, { badge: a, captured_at: t(30), rating: 'cold' }] }, { token: staff.token });
    expect(later.body.data.map((r: any) => r.result)).toEqual(['updated', 'already_captured']);
    const kept = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads/batch`, { scans: [{ badge: a, captured_at: t(25) }] }, { token: staff.token });
    expect(kept.body.data[0].result).toBe('already_captured');
    const after = (await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: staff.token })).body._embedded.leads[0];
    expect(after.rating).toBe('cold');

    const tooMany = await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads/batch`, { scans: Array.from({ length: 501 }, () => ({ badge: a, captured_at: t(1) })) }, { token: staff.token });
    expect(tooMany.status).toBe(422);
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads/batch`, { scans: [] }, { token: staff.token })).status).toBe(422);
    expect((await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads/batch`, { scans: [{ badge: a, captured_at: t(1) }] }, { token: other.token })).status).toBe(403);
  });

  it('export as CSV (formulas escaped) and vCard 4.0 that parse back, and announce lead.captured', async () => {
    const { ctx, org, organizer, staff, person, other, exhibitor } = await booth();
    await ctx.db.insertInto('webhooks').values({ organization_id: org.id, url: 'https://hooks.example.com/x', events: ['lead.captured'], secret: 'whsec_test', created_by: organizer.id }).execute();
    await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: true }, { token: person.token });
    await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(person.token), notes: '=HYPERLINK("http://evil")', rating: 'hot' }, { token: staff.token });
    await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(other.token), notes: 'line one\nline two, with; marks' }, { token: staff.token });

    const csv = await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads?format=csv`, { token: staff.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(csv.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'Sara', email: 'sara@example.com', notes: `'=HYPERLINK("http://evil")`, rating: 'hot', organization: 'Acme; Inc' });
    expect(rows[0]!.mobile).toBe(`'${person.user.mobile}`);
    expect(rows[1]).toMatchObject({ email: '', mobile: '', notes: 'line one\nline two, with; marks' });

    const vcf = await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads?format=vcard`, { token: staff.token });
    expect(vcf.status).toBe(200);
    expect(vcf.headers.get('content-type')).toContain('text/vcard');
    const parsed = ICAL.parse(vcf.text) as unknown as unknown[];
    const cards = (Array.isArray(parsed[0]) ? parsed : [parsed]).map((jcard) => new ICAL.Component(jcard as never));
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getFirstPropertyValue('version')).toBe('4.0');
    expect(cards[0]!.getFirstPropertyValue('fn')).toBe('Sara Ahmadi');
    expect(cards[0]!.getFirstPropertyValue('email')).toBe('sara@example.com');
    expect(cards[0]!.getFirstPropertyValue('org')).toBe('Acme; Inc');
    expect(cards[1]!.getFirstPropertyValue('email')).toBeNull();
    expect(cards[1]!.getFirstPropertyValue('note')).toBe('line one\nline two, with; marks');
    expect((await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads?format=vcard`, { token: other.token })).status).toBe(403);

    const deliveries = await ctx.db.selectFrom('webhook_deliveries').select(['type', 'body']).where('type', '=', 'lead.captured').execute();
    const mine = deliveries.map((d) => JSON.parse(d.body)).filter((d) => d.data.exhibitor.id === exhibitor.id);
    expect(mine).toHaveLength(2);
    expect(mine[0].data).toMatchObject({ created: true, lead: { person: { id: person.user.id } } });
  });
});

describe('privacy', () => {
  it('a block with any staff member, a withdrawal, or the account’s deletion removes the contact; the person sees who holds it', async () => {
    const { staff, other, person, exhibitor, ctx, event, token } = await booth();
    const staff2 = await createUser(ctx);
    await issueTicket(ctx, event.id, staff2.id);
    await server.http.put(`/api/events/${event.slug}/exhibitors/${exhibitor.id}/staff/${staff2.id}`, undefined, { token });
    for (const p of [person, other]) {
      await server.http.patch('/connect/event/networking-profile', { share_contact_with_exhibitors: true }, { token: p.token });
      await server.http.post(`/connect/exhibitors/${exhibitor.id}/leads`, { badge: await badgeOf(p.token) }, { token: staff.token });
    }
    const mine = await server.http.get('/connect/me/leads', { token: person.token });
    expect(mine.status).toBe(200);
    expect(mine.body._embedded.leads).toEqual([expect.objectContaining({ exhibitor: { id: exhibitor.id, name: 'Acme Booth', event_id: event.id }, holds_contact: true })]);
    const leadId = mine.body._embedded.leads[0].id;

    // A block between the person and the other staff member (not the one who scanned) removes it, for good.
    const block = await server.http.put(`/connect/blocks/users/${staff2.id}`, undefined, { token: person.token });
    expect([200, 201, 204]).toContain(block.status);
    await server.http.delete(`/connect/blocks/users/${staff2.id}`, { token: person.token });
    const leads = (await server.http.get(`/connect/exhibitors/${exhibitor.id}/leads`, { token: staff.token })).body._embedded.leads;
    expect(leads.find((l: any) => l.person.id === person.user.id).person).toMatchObject({ email: null, mobile: null });
    expect(leads.find((l: any) => l.person.id === other.user.id).person.mobile).toBe(other.user.mobile);
    expect((await server.http.get('/connect/me/leads', { token: person.token })).body._embedded.leads[0].holds_contact).toBe(false);

    // Withdrawal: only one's own lead.
    const otherLead = (await server.http.get('/connect/me/leads', { token: other.token })).body._embedded.leads[0].id;
    expect((await server.http.delete(`/connect/me/leads/${otherLead}`, { token: person.token })).status).toBe(404);
    expect((await server.http.delete(`/connect/me/leads/${leadId}`, { token: person.token })).status).toBe(204);
    expect((await server.http.delete('/connect/me/leads/1')).status).toBe(401);

    // Deletion of the account.
    expect((await server.http.delete('/connect/users/me', { token: other.token })).status).toBe(204);
    const rows = await ctx.db.selectFrom('leads').select(['user_id', 'contact_removed']).where('exhibitor_id', '=', exhibitor.id).execute();
    expect(rows.every((r) => r.contact_removed)).toBe(true);
  });
});
