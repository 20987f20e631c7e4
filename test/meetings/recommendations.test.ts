import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CompiledQuery, QueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from '../helpers/http.js';
import { tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import type { AccessClaims } from '../../server/identity/tokens.js';
import type { DB } from '../../storage/database.js';
import { createMatchmakingService, RECOMMENDATION_EXACT_COUNT } from '../../server/matchmaking/service.js';
import { createProfileIndex, EventProfiles, type ProfileIndex } from '../../server/matchmaking/profile-index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const TAGS = ['ai', 'fintech', 'investors', 'design'].map((slug) => ({ slug, title: slug.toUpperCase() }));

async function world() {
  const w = await eventWorld(server.ctx, 8);
  await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: TAGS }, { token: await tokenFor(server.ctx, w.organizer.user) });
  const [me, a, b, d, hidden, voided, none, banned] = w.attendees as Array<(typeof w.attendees)[0]>;
  const put = (p: (typeof w.attendees)[0], body: object) => server.http.put('/connect/event/networking-profile', body, { token: p.token });
  await put(me!, { looking_for: ['fintech'], offering: ['ai'], interests: ['ai', 'investors'] });
  await put(a!, { offering: ['fintech'], interests: ['ai'] }); // 3 + 1 = 4
  await put(b!, { looking_for: ['ai'], offering: ['fintech'], interests: ['investors', 'ai'] }); // 3 + 3 + 2 = 8
  await put(d!, { interests: ['investors'] }); // 1
  await put(hidden!, { offering: ['fintech'] });
  await put(voided!, { offering: ['fintech'] });
  await put(none!, { interests: ['design'] }); // 0: never listed
  await put(banned!, { offering: ['fintech'] });
  await server.ctx.db.updateTable('users').set({ directory_visible: false }).where('id', '=', hidden!.user.id).execute();
  await server.ctx.db.updateTable('attendee_tickets').set({ status: 'void' }).where('user_id', '=', voided!.user.id).where('event_id', '=', w.event.id).execute();
  await server.ctx.db.insertInto('event_bans').values({ event_id: w.event.id, user_id: banned!.user.id, reason: null, created_by: null }).execute();
  return { w, me: me!, a: a!, b: b!, d: d! };
}

const list = async (token: string, query = '') => server.http.get(`/connect/event/recommendations${query}`, { token });

describe('GET /connect/event/recommendations (CONTRACT 11)', () => {
  it('scores 3·they_offer + 3·they_look_for + shared_interests, orders by score then id, with reasons and fields', async () => {
    const { me, a, b, d } = await world();
    const res = await list(me.token);
    expect(res.status).toBe(200);
    const items = res.body._embedded.public_user;
    expect(items.map((i: { id: number }) => i.id)).toEqual([b.user.id, a.user.id, d.user.id]);
    expect(items[0]).toMatchObject({
      score: 8,
      reasons: { they_offer: ['fintech'], they_look_for: ['ai'], shared_interests: ['ai', 'investors'] },
      looking_for: ['ai'],
      available_for_meetings: true,
      online: false,
    });
    expect(items[1]).toMatchObject({ score: 4, reasons: { they_offer: ['fintech'], they_look_for: [], shared_interests: ['ai'] } });
    expect(items[2]).toMatchObject({ score: 1, reasons: { they_offer: [], they_look_for: [], shared_interests: ['investors'] } });
    expect(res.body._total_items).toBe(3);
    // Paging.
    const second = await list(me.token, '?page=2&page_size=2');
    expect(second.body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual([d.user.id]);
    expect(second.body._total_items).toBe(3);
    // A page past the end is empty but still carries the real total.
    const past = await list(me.token, '?page=5&page_size=2');
    expect(past.status).toBe(200);
    expect(past.body._embedded.public_user).toEqual([]);
    expect(past.body._total_items).toBe(3);
    expect(past.body._page_count).toBe(2);
  });

  it('leaves out blocks either way and dismissed people; a dismissal is undone; the other user is unaffected', async () => {
    const { me, a, b, d } = await world();
    await server.ctx.db.insertInto('user_blocks').values({ user_id: d.user.id, blocked_user_id: me.user.id }).execute();
    const dismiss = await server.http.post(`/connect/event/recommendations/${a.user.id}/dismiss`, undefined, { token: me.token });
    expect(dismiss.status).toBe(204);
    expect((await server.http.post(`/connect/event/recommendations/${a.user.id}/dismiss`, undefined, { token: me.token })).status).toBe(204);
    expect((await list(me.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual([b.user.id]);
    // The second user still sees the caller (dismissals are per viewer).
    expect((await list(a.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).toContain(me.user.id);
    expect((await server.http.delete(`/connect/event/recommendations/${a.user.id}/dismiss`, { token: me.token })).status).toBe(204);
    expect((await list(me.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual([b.user.id, a.user.id]);
    // The blocked side does not see the blocker either.
    expect((await list(d.token)).body._embedded.public_user.map((i: { id: number }) => i.id)).not.toContain(me.user.id);
  });

  it('refuses outsiders, unbound tokens and bad input', async () => {
    const { w, me } = await world();
    expect((await list(w.outsider.token)).status).toBe(403);
    expect((await list(await tokenFor(server.ctx, me.user))).status).toBe(403);
    // A token bound to the event whose ticket was voided: no longer a participant (checked by the page's statement).
    const voided = await list(w.attendees[5]!.token);
    expect(voided.status).toBe(403);
    expect(voided.body.errors[0].code).toBe('not_event_participant');
    expect((await server.http.get('/connect/event/recommendations')).status).toBe(401);
    expect((await list(me.token, '?page=0')).status).toBe(422);
    expect((await list(me.token, '?extra=1')).status).toBe(422);
    expect((await server.http.post('/connect/event/recommendations/abc/dismiss', undefined, { token: me.token })).status).toBe(422);
    expect((await server.http.post('/connect/event/recommendations/999999999/dismiss', undefined, { token: me.token })).status).toBe(404);
    expect((await server.http.post(`/connect/event/recommendations/${me.user.id}/dismiss`, undefined, { token: w.outsider.token })).status).toBe(403);
  });
});

/** The raw answer (bytes as sent, headers), for the encodings. */
const raw = (path: string, headers: Record<string, string>, method = 'GET') => rawRequest(server.url, path, headers, method);

describe('the page as sent (issue 24: compressed in one call)', () => {
  it('answers the same JSON in every encoding, with one ETag, 304 when fresh, private and varying by token and encoding', async () => {
    const { me } = await world();
    const path = '/connect/event/recommendations?page=1&page_size=20';
    const auth = { authorization: `Bearer ${me.token}` };
    const plain = await raw(path, auth);
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThanOrEqual(1024); // over the compression threshold
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.bytes.toString())).toEqual((await list(me.token, '?page=1&page_size=20')).body);
    const gzip = await raw(path, { ...auth, 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    // A browser's list: gzip first (as the ready answers of the catalogue choose; cheaper than brotli per request).
    expect((await raw(path, { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('gzip');
    const br = await raw(path, { ...auth, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    for (const answer of [plain, gzip, br]) {
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(String(answer.headers.vary)).toMatch(/Authorization/);
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(answer.headers['cache-control']).toBe('private');
    }
    const fresh = await raw(path, { ...auth, 'if-none-match': String(plain.headers.etag) });
    expect(fresh.status).toBe(304);
    expect(fresh.bytes.length).toBe(0);
    const head = await raw(path, { ...auth, 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    // Without a token: the usual 401, not a ready answer.
    expect((await raw(path, {})).status).toBe(401);
  });

  it('lists fields and reasons in the event’s tag order, following the organizer’s reordering at once', async () => {
    const { w, me, b } = await world();
    const first = (await list(me.token)).body._embedded.public_user[0];
    expect(first.id).toBe(b.user.id);
    expect(first.interests).toEqual(['ai', 'investors']);
    expect(first.reasons.shared_interests).toEqual(['ai', 'investors']);
    // Reordered (no profile changes, so the index's version stays): the next answer follows the new order.
    const reordered = [...TAGS].reverse();
    expect((await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: reordered }, { token: await tokenFor(server.ctx, w.organizer.user) })).status).toBe(200);
    const again = (await list(me.token)).body._embedded.public_user[0];
    expect(again.interests).toEqual(['investors', 'ai']);
    expect(again.reasons).toEqual({ they_offer: ['fintech'], they_look_for: ['ai'], shared_interests: ['investors', 'ai'] });
    expect(again.score).toBe(8);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Issue 24: the in-memory index (server/matchmaking/profile-index.ts), the window statement and the estimated total.

type Kind = 'interest' | 'looking_for' | 'offering';
interface Profile {
  interests: string[];
  looking_for: string[];
  offering: string[];
}
const CROWD_TAGS = Array.from({ length: 12 }, (_, i) => ({ slug: `t${i}`, title: `Tag ${i}` }));
const ORDER = new Map(CROWD_TAGS.map((t, i) => [t.slug, i]));
const byEventOrder = (slugs: string[]) => [...slugs].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);

/** A few tags of the 12, picked by a small linear congruential generator (the same every run). */
function pick(seed: number, count: number): string[] {
  const out = new Set<string>();
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.add(`t${x % 12}`);
  }
  return byEventOrder([...out]);
}

/** What CONTRACT 11 says the viewer sees of `them`: score and reasons (tags in the event's order). */
function expected(me: Profile, them: Profile) {
  const they_offer = byEventOrder(them.offering.filter((s) => me.looking_for.includes(s)));
  const they_look_for = byEventOrder(them.looking_for.filter((s) => me.offering.includes(s)));
  const shared_interests = byEventOrder(them.interests.filter((s) => me.interests.includes(s)));
  return { score: 3 * they_offer.length + 3 * they_look_for.length + shared_interests.length, reasons: { they_offer, they_look_for, shared_interests } };
}

interface CrowdMember {
  id: number;
  profile: Profile;
  /** Why the viewer must not see them (undefined: they may be listed). */
  excluded?: string;
}

/**
 * An event with `size` people written straight into the tables (users, tickets, profile_tags in bulk: the triggers
 * see what a bulk import would do), one of each exclusion rule every few people, plus two organizers without a ticket
 * (one listed, one out of the directory). The viewer and a second user have tokens and save their profiles over HTTP.
 */
async function crowd(size: number) {
  const w = await eventWorld(server.ctx, 2);
  const [viewer, second] = w.attendees as [(typeof w.attendees)[0], (typeof w.attendees)[0]];
  const db = server.ctx.db;
  await server.http.put(`/api/events/${w.event.slug}/networking/tags`, { tags: CROWD_TAGS }, { token: await tokenFor(server.ctx, w.organizer.user) });
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  // Consecutive numbers from a random start (unique within the crowd; other tests' numbers are random 9-digit ones).
  const base = Math.floor(Math.random() * (9_000_000 - size));
  const users = await db
    .insertInto('users')
    .values(Array.from({ length: size }, (_, i) => ({ mobile: `+98935${String(base + i).padStart(7, '0')}`, name: 'Crowd', surname: `${stamp} ${i}` })))
    .returning('id')
    .execute();
  const ids = users.map((u) => u.id).sort((a, b) => a - b);
  const members: CrowdMember[] = ids.map((id, i) => ({
    id,
    profile: { interests: pick(i * 7 + 1, 4), looking_for: pick(i * 13 + 5, 3), offering: pick(i * 17 + 9, 3) },
  }));
  const rule = (i: number): string | undefined =>
    i % 17 === 3 ? 'hidden' : i % 19 === 5 ? 'deleted' : i % 23 === 7 ? 'voided' : i % 29 === 11 ? 'no ticket' : i % 31 === 13 ? 'banned'
      : i % 37 === 1 ? 'blocked by the viewer' : i % 41 === 2 ? 'blocks the viewer' : i % 43 === 4 ? 'dismissed' : i === 6 ? 'organizer, hidden' : undefined;
  members.forEach((m, i) => (m.excluded = rule(i)));
  const organizers = [members[6]!, members[8]!]; // members[8]: a listed organizer without a ticket (a participant)
  members[8]!.excluded = undefined;
  const ticketed = members.filter((m) => m.excluded !== 'no ticket' && !organizers.includes(m));
  await db.insertInto('attendee_tickets').values(ticketed.map((m) => ({ code: `C-${stamp}-${m.id}`, event_id: w.event.id, user_id: m.id, status: m.excluded === 'voided' ? 'void' : 'valid' }))).execute();
  await db.insertInto('organization_members').values(organizers.map((m) => ({ organization_id: w.org.id, user_id: m.id, role: 'member' as const }))).execute();
  const rows = members.flatMap((m) =>
    (['interests', 'looking_for', 'offering'] as const).flatMap((list) =>
      m.profile[list].map((slug) => ({ event_id: w.event.id, user_id: m.id, kind: (list === 'interests' ? 'interest' : list) as Kind, slug })),
    ),
  );
  await db.insertInto('profile_tags').values(rows).execute();
  const of = (why: string) => members.filter((m) => m.excluded === why).map((m) => m.id);
  const idsOf = (...whys: string[]) => whys.flatMap(of);
  if (idsOf('hidden', 'organizer, hidden').length) await db.updateTable('users').set({ directory_visible: false }).where('id', 'in', idsOf('hidden', 'organizer, hidden')).execute();
  if (of('deleted').length) await db.updateTable('users').set({ deleted_at: new Date() }).where('id', 'in', of('deleted')).execute();
  if (of('banned').length) await db.insertInto('event_bans').values(of('banned').map((id) => ({ event_id: w.event.id, user_id: id, reason: null, created_by: null }))).execute();
  const blocks = [...of('blocked by the viewer').map((id) => ({ user_id: viewer.user.id, blocked_user_id: id })), ...of('blocks the viewer').map((id) => ({ user_id: id, blocked_user_id: viewer.user.id }))];
  if (blocks.length) await db.insertInto('user_blocks').values(blocks).execute();
  if (of('dismissed').length) await db.insertInto('recommendation_dismissals').values(of('dismissed').map((id) => ({ event_id: w.event.id, user_id: viewer.user.id, dismissed_user_id: id }))).execute();
  const viewerProfile: Profile = { interests: ['t5', 't6', 't7', 't8'], looking_for: ['t0', 't1', 't2'], offering: ['t3', 't4'] };
  const secondProfile: Profile = { interests: ['t11'], looking_for: [], offering: [] };
  const save = async (p: (typeof w.attendees)[0], profile: Profile) =>
    expect((await server.http.put('/connect/event/networking-profile', { ...profile, available_for_meetings: true }, { token: p.token })).status).toBe(200);
  await save(viewer, viewerProfile);
  await save(second, secondProfile);
  /** What `who` must see, in order (the full reference sort): score desc, then id asc. */
  const reference = (profile: Profile, visible: (m: CrowdMember) => boolean) =>
    members
      .filter(visible)
      .map((m) => ({ id: m.id, ...expected(profile, m.profile), fields: m.profile }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.id - b.id);
  return { w, viewer, second, members, viewerProfile, secondProfile, reference };
}

/** Every page of the caller's recommendations, following `_links.next`, with each page's `_total_items`. */
async function allPages(token: string, size: number) {
  const items: Array<{ id: number; score: number; reasons: unknown; fields: Profile }> = [];
  const totals: number[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await list(token, `?page=${page}&page_size=${size}`);
    expect(res.status).toBe(200);
    const got = res.body._embedded.public_user as Array<{ id: number; score: number; reasons: unknown } & Profile>;
    items.push(...got.map((i) => ({ id: i.id, score: i.score, reasons: i.reasons, fields: { interests: i.interests, looking_for: i.looking_for, offering: i.offering } })));
    totals.push(res.body._total_items);
    if (!res.body._links.next) break;
  }
  return { items, totals };
}

/**
 * The database as the service sees it, recording the SQL of every raw statement it sends (the repositories' raw and
 * prepared statements; query-builder statements pass through unrecorded).
 */
function recording(db: DB, statements: string[]): DB {
  const executor = db.getExecutor();
  const wrapped = new Proxy(executor, {
    get(target, prop) {
      if (prop === 'executeQuery') {
        return (query: CompiledQuery, ...rest: unknown[]) => {
          statements.push(query.sql);
          return (target.executeQuery as (...args: unknown[]) => unknown)(query, ...rest);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as QueryExecutor;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'getExecutor') return () => wrapped;
      if (prop === 'executeQuery') return (query: CompiledQuery) => wrapped.executeQuery(query);
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('recommendations at size (issue 24): the index, the window, the total', () => {
  it('pages follow the full reference sort of a few hundred people, every exclusion rule holds, the total is an upper estimate that ends exact', async () => {
    const c = await crowd(360);
    const want = c.reference(c.viewerProfile, (m) => !m.excluded);
    expect(want.length).toBeGreaterThan(RECOMMENDATION_EXACT_COUNT); // the estimated total, not the exact one
    const { items, totals } = await allPages(c.viewer.token, 25);
    expect(items).toEqual(want);
    // Never below the real number; exact on the page that reaches the end.
    for (const t of totals) expect(t).toBeGreaterThanOrEqual(want.length);
    expect(totals.at(-1)).toBe(want.length);
    // Each rule leaves its people out (and they would have matched otherwise).
    const shown = new Set(items.map((i) => i.id));
    for (const why of ['hidden', 'deleted', 'voided', 'no ticket', 'banned', 'blocked by the viewer', 'blocks the viewer', 'dismissed', 'organizer, hidden']) {
      const matching = c.members.filter((m) => m.excluded === why && expected(c.viewerProfile, m.profile).score > 0);
      expect(matching.length, why).toBeGreaterThan(0);
      for (const m of matching) expect(shown.has(m.id), `${why} ${m.id}`).toBe(false);
    }
    // A listed organizer without a ticket is a participant; the caller never sees themselves.
    expect(shown.has(c.members[8]!.id)).toBe(true);
    expect(shown.has(c.viewer.user.id)).toBe(false);
    // A page past the real end is empty and carries the exact total.
    const past = await list(c.viewer.token, `?page=${Math.ceil(want.length / 25) + 3}&page_size=25`);
    expect(past.body._embedded.public_user).toEqual([]);
    expect(past.body._total_items).toBe(want.length);
    // Any page on its own (no walk before it) is the same slice of the reference, including deep ones.
    for (const [page, size] of [[1, 20], [3, 50], [7, 30], [2, 100]] as const) {
      const res = await list(c.viewer.token, `?page=${page}&page_size=${size}`);
      expect(res.body._embedded.public_user.map((i: { id: number }) => i.id)).toEqual(want.slice((page - 1) * size, page * size).map((r) => r.id));
    }
    // The second user sees their own list (few candidates: counted exactly), not the viewer's.
    const theirs = c.reference(c.secondProfile, (m) => !m.excluded || m.excluded.startsWith('blocked') || m.excluded.startsWith('blocks') || m.excluded === 'dismissed');
    expect(theirs.length).toBeLessThanOrEqual(RECOMMENDATION_EXACT_COUNT);
    const second = await list(c.second.token, '?page=1&page_size=100');
    expect(second.body._total_items).toBe(theirs.length);
    expect(second.body._embedded.public_user.map((i: { id: number; score: number }) => [i.id, i.score])).toEqual(theirs.slice(0, 100).map((r) => [r.id, r.score]));
  });

  it('follows every change of the database at once, on this node and on another one', async () => {
    const c = await crowd(240);
    const other = await startTestServer({ shareDatabaseWith: server });
    // Besides both servers over HTTP, three services of their own (three more nodes), recording their statements: one
    // catches up, one with a tiny catch-up limit reloads the event instead, one starts cold at every check.
    const statements: string[] = [];
    const db = recording(server.ctx.db, statements);
    const deps = { db, access: server.ctx.access, presence: server.ctx.presence };
    const warm = createMatchmakingService(deps);
    const reloading = createMatchmakingService({ ...deps, profiles: createProfileIndex({ db, maxCatchUp: 1 }) });
    const claims: AccessClaims = { userId: c.viewer.user.id, role: 'user', eventId: c.w.event.id, exp: 0, jti: 'recommendations-test' };
    try {
      const onBoth = async (visible: (m: CrowdMember) => boolean, profile = c.viewerProfile) => {
        const want = c.reference(profile, visible).slice(0, 40).map((r) => [r.id, r.score]);
        for (const node of [server, other]) {
          const res = await node.http.get('/connect/event/recommendations?page=1&page_size=40', { token: c.viewer.token });
          expect(res.status).toBe(200);
          expect(res.body._embedded.public_user.map((i: { id: number; score: number }) => [i.id, i.score])).toEqual(want);
        }
        for (const service of [warm, reloading, createMatchmakingService(deps)]) {
          const page = await service.recommendations(claims, { page: 1, size: 40 });
          expect(page.items.map((i) => [i.id, i.score])).toEqual(want);
        }
        // Never the exact statement: the index answered every time.
        expect(statements.filter((s) => s.includes('group by user_id'))).toEqual([]);
      };
      let visible = (m: CrowdMember) => !m.excluded;
      await onBoth(visible); // both nodes have loaded the event
      // Someone low in the list saves a profile that matches everything the viewer wants, over HTTP on the other node.
      const riser = c.members.filter((m) => !m.excluded).at(-1)!;
      const riserToken = await tokenFor(server.ctx, { id: riser.id, role: 'user' }, { eventId: c.w.event.id });
      riser.profile = { interests: ['t5', 't6', 't7', 't8'], looking_for: ['t3', 't4'], offering: ['t0', 't1', 't2'] };
      expect((await other.http.put('/connect/event/networking-profile', riser.profile, { token: riserToken })).status).toBe(200);
      await onBoth(visible);
      // A row written by hand (no service): the triggers still raise the version.
      const quiet = c.members.find((m) => !m.excluded && m.id !== riser.id && expected(c.viewerProfile, m.profile).score === 0) ?? c.members.find((m) => !m.excluded && m.id !== riser.id)!;
      await server.ctx.db.deleteFrom('profile_tags').where('event_id', '=', c.w.event.id).where('user_id', '=', quiet.id).execute();
      await server.ctx.db.insertInto('profile_tags').values({ event_id: c.w.event.id, user_id: quiet.id, kind: 'offering', slug: 't0' }).execute();
      quiet.profile = { interests: [], looking_for: [], offering: ['t0'] };
      await onBoth(visible);
      // The organizer removes a tag: the foreign key's cascade takes it out of every profile.
      const keep = CROWD_TAGS.filter((t) => t.slug !== 't5');
      expect((await other.http.put(`/api/events/${c.w.event.slug}/networking/tags`, { tags: keep }, { token: await tokenFor(server.ctx, c.w.organizer.user) })).status).toBe(200);
      for (const m of c.members) m.profile = { interests: m.profile.interests.filter((s) => s !== 't5'), looking_for: m.profile.looking_for.filter((s) => s !== 't5'), offering: m.profile.offering.filter((s) => s !== 't5') };
      const viewerNow: Profile = { ...c.viewerProfile, interests: c.viewerProfile.interests.filter((s) => s !== 't5') };
      await onBoth(visible, viewerNow);
      // A ticket voided, an account hidden, a block: checked live, not from the index.
      const [voided, hidden, blocked] = c.reference(viewerNow, visible).slice(0, 3).map((r) => r.id);
      await server.ctx.db.updateTable('attendee_tickets').set({ status: 'void' }).where('event_id', '=', c.w.event.id).where('user_id', '=', voided!).execute();
      await server.ctx.db.updateTable('users').set({ directory_visible: false }).where('id', '=', hidden!).execute();
      await server.ctx.db.insertInto('user_blocks').values({ user_id: blocked!, blocked_user_id: c.viewer.user.id }).execute();
      const gone = new Set([voided, hidden, blocked]);
      visible = (m) => !m.excluded && !gone.has(m.id);
      await onBoth(visible, viewerNow);
      // A ban and a dismissal (over HTTP on the other node) while every node holds the viewer's ranking: checked live too.
      const [banned, dismissed] = c.reference(viewerNow, visible).slice(0, 2).map((r) => r.id);
      await server.ctx.db.insertInto('event_bans').values({ event_id: c.w.event.id, user_id: banned!, reason: null, created_by: null }).execute();
      expect((await other.http.post(`/connect/event/recommendations/${dismissed}/dismiss`, undefined, { token: c.viewer.token })).status).toBe(204);
      gone.add(banned).add(dismissed);
      await onBoth(visible, viewerNow);
      // The viewer's own profile changes: their whole ranking does.
      const flipped: Profile = { interests: ['t9'], looking_for: ['t10', 't11'], offering: ['t6'] };
      expect((await other.http.put('/connect/event/networking-profile', flipped, { token: c.viewer.token })).status).toBe(200);
      await onBoth(visible, flipped);
      // They caught up on the users changed (and the one with the tiny limit reloaded: the event's full read again).
      expect(statements.filter((s) => s.includes('from profile_tag_changes')).length).toBeGreaterThan(0);
      const loads = statements.filter((s) => s.includes('string_agg(p.user_id::text')).length;
      expect(loads).toBeGreaterThan(6 + 2); // a cold service per check (6 checks), the first loads of the two others, and reloads
    } finally {
      await other.stop();
    }
  });

  it('answers from the index with one statement; the exact statement answers when the versions keep moving', async () => {
    const c = await crowd(120);
    const want = c.reference(c.viewerProfile, (m) => !m.excluded);
    const statements: string[] = [];
    const db = recording(server.ctx.db, statements);
    const claims = (userId: number): AccessClaims => ({ userId, role: 'user', eventId: c.w.event.id, exp: 0, jti: 'recommendations-test' });
    const ids = (page: { items: Array<{ id: number }> }) => page.items.map((i) => i.id);
    const service = createMatchmakingService({ db, access: server.ctx.access, presence: server.ctx.presence });
    const first = await service.recommendations(claims(c.viewer.user.id), { page: 1, size: 20 });
    expect(ids(first)).toEqual(want.slice(0, 20).map((r) => r.id));
    statements.length = 0;
    const again = await service.recommendations(claims(c.viewer.user.id), { page: 2, size: 20 });
    expect(ids(again)).toEqual(want.slice(20, 40).map((r) => r.id));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('unnest(string_to_array(');
    // An index that never catches up (a stand-in): after a few tries the exact statement answers, with the same page.
    const stuck = createProfileIndex({ db });
    const real = await stuck.current(c.w.event.id);
    real.version = -1;
    const lagging: ProfileIndex = { current: async () => real, catchUp: async () => real };
    const fallback = createMatchmakingService({ db, access: server.ctx.access, presence: server.ctx.presence, profiles: lagging });
    statements.length = 0;
    const exact = await fallback.recommendations(claims(c.viewer.user.id), { page: 2, size: 20 });
    expect(ids(exact)).toEqual(want.slice(20, 40).map((r) => r.id));
    expect(exact.total).toBe(want.length);
    expect(statements.some((s) => s.includes('group by user_id'))).toBe(true);
    // The second user's answer is theirs, whichever path.
    const theirs = await fallback.recommendations(claims(c.second.user.id), { page: 1, size: 50 });
    const secondWant = c.reference(c.secondProfile, (m) => !m.excluded || m.excluded.startsWith('blocked') || m.excluded.startsWith('blocks') || m.excluded === 'dismissed');
    expect(ids(theirs)).toEqual(secondWant.slice(0, 50).map((r) => r.id));
  });
});

describe('EventProfiles (the in-memory ranking)', () => {
  const KINDS: Kind[] = ['interest', 'looking_for', 'offering'];
  const MATCH: Record<Kind, Kind> = { interest: 'interest', looking_for: 'offering', offering: 'looking_for' };
  function randomTags(seed: number) {
    const tags: Array<{ kind: Kind; slug: string }> = [];
    for (const [k, kind] of KINDS.entries()) for (const slug of pick(seed * 3 + k, 1 + (seed % 4))) tags.push({ kind, slug });
    return tags;
  }
  function brute(people: Map<number, Array<{ kind: Kind; slug: string }>>, viewerId: number) {
    const mine = people.get(viewerId) ?? [];
    return [...people]
      .filter(([id]) => id !== viewerId)
      .map(([id, tags]) => ({
        id,
        score: tags.reduce((s, t) => s + (mine.some((m) => MATCH[m.kind] === t.kind && m.slug === t.slug) ? (t.kind === 'interest' ? 1 : 3) : 0), 0),
      }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .map((r) => r.id);
  }
  function lists(people: Map<number, Array<{ kind: Kind; slug: string }>>) {
    const byKey = new Map<string, { kind: Kind; slug: string; users: number[] }>();
    for (const [id, tags] of people) {
      for (const t of tags) {
        const key = `${t.kind} ${t.slug}`;
        if (!byKey.has(key)) byKey.set(key, { kind: t.kind, slug: t.slug, users: [] });
        byKey.get(key)!.users.push(id);
      }
    }
    return [...byKey.values()];
  }

  it('ranks like a full sort, and a catch-up equals a fresh load', () => {
    const people = new Map<number, Array<{ kind: Kind; slug: string }>>();
    // Ids out of order and sparse, as in a real event.
    for (let i = 0; i < 400; i++) people.set(((i * 7919) % 4001) + 1, randomTags(i));
    const index = new EventProfiles(5, lists(people));
    const head = (ranking: { ids: Int32Array }, n: number) => Array.from(ranking.ids.subarray(0, n));
    for (const viewer of [...people.keys()].slice(0, 25)) {
      const want = brute(people, viewer);
      // A short head (whole score buckets: at least what was asked), then the whole list (the kept ranking grows).
      const short = index.rank(viewer, 7);
      expect(short.count).toBe(want.length);
      expect(short.ids.length).toBeGreaterThanOrEqual(Math.min(7, want.length));
      expect(head(short, short.ids.length)).toEqual(want.slice(0, short.ids.length));
      expect(index.rank(viewer, 7)).toBe(short); // kept for this viewer at this version
      const all = index.rank(viewer, want.length + 10);
      expect(Array.from(all.ids)).toEqual(want);
    }
    expect(index.rank(999_999, 10).count).toBe(0); // no profile: no candidates
    // Changes: new people, people whose tags changed, people who cleared their profile.
    const changes: Array<{ userId: number; tags: Array<{ kind: Kind; slug: string }> }> = [];
    for (let i = 0; i < 60; i++) changes.push({ userId: 5000 + i, tags: randomTags(1000 + i) });
    for (const id of [...people.keys()].slice(0, 80)) changes.push({ userId: id, tags: id % 3 === 0 ? [] : randomTags(id + 7) });
    for (const ch of changes) {
      if (ch.tags.length) people.set(ch.userId, ch.tags);
      else people.delete(ch.userId);
    }
    index.apply(6, changes);
    expect(index.version).toBe(6);
    const fresh = new EventProfiles(6, lists(people));
    expect(index.size).toBe(fresh.size);
    for (const viewer of [...people.keys()].filter((_, i) => i % 9 === 0)) {
      const want = brute(people, viewer);
      expect(head(index.rank(viewer, 1000), 1000)).toEqual(want);
      expect(head(fresh.rank(viewer, 1000), 1000)).toEqual(want);
    }
  });

  it('describes candidates as CONTRACT 11 does (fields, score, reasons in the given order), as of when the tags were taken', () => {
    const people = new Map<number, Array<{ kind: Kind; slug: string }>>();
    for (let i = 0; i < 200; i++) people.set(i + 1, randomTags(i));
    const index = new EventProfiles(1, lists(people));
    // A tag order other than the slugs' own (t11 first, then t0 … t10).
    const slugs = ['t11', ...Array.from({ length: 11 }, (_, i) => `t${i}`)];
    const order = new Map(slugs.map((slug, i) => [slug, i]));
    const inOrder = (list: string[]) => [...list].sort((a, b) => order.get(a)! - order.get(b)!);
    const profileOf = (tags: Array<{ kind: Kind; slug: string }>): Profile => ({
      interests: inOrder(tags.filter((t) => t.kind === 'interest').map((t) => t.slug)),
      looking_for: inOrder(tags.filter((t) => t.kind === 'looking_for').map((t) => t.slug)),
      offering: inOrder(tags.filter((t) => t.kind === 'offering').map((t) => t.slug)),
    });
    const describeAll = (viewer: number, ids: number[], tags: ReturnType<EventProfiles['tagsAt']>) => ids.map((_, i) => tags.describe(i, order));
    for (const viewer of [1, 2, 3, 50, 199]) {
      const ids = brute(people, viewer).slice(0, 40);
      const got = describeAll(viewer, ids, index.tagsAt(viewer, ids));
      const mine = profileOf(people.get(viewer)!);
      got.forEach((d, i) => {
        const theirs = profileOf(people.get(ids[i]!)!);
        const want = expected(mine, theirs);
        expect(d).toEqual({ ...theirs, score: want.score, reasons: { they_offer: inOrder(want.reasons.they_offer), they_look_for: inOrder(want.reasons.they_look_for), shared_interests: inOrder(want.reasons.shared_interests) } });
        expect(d.score).toBeGreaterThan(0);
      });
    }
    // Taken before a catch-up: still the tags of that version (the page's statement confirmed that one).
    const viewer = 1;
    const ids = brute(people, viewer).slice(0, 10);
    const before = index.tagsAt(viewer, ids);
    const was = describeAll(viewer, ids, before);
    index.apply(2, [{ userId: viewer, tags: [] }, ...ids.map((userId) => ({ userId, tags: [{ kind: 'interest' as Kind, slug: 't11' }] }))]);
    expect(describeAll(viewer, ids, before)).toEqual(was);
    expect(index.tagsAt(viewer, ids).describe(0, order)).toEqual({ interests: ['t11'], looking_for: [], offering: [], score: 0, reasons: { they_offer: [], they_look_for: [], shared_interests: [] } });
  });
});
