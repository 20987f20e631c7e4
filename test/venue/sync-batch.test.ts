import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { AccessClaims } from '../../server/identity/tokens.js';
import { createBatchLoader } from '../../infra/batch.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, issueTicket, tokenFor } from '../helpers/factories.js';
import { eventWorld } from '../helpers/networking.js';
import { closeAllSockets, connectSocket, request, type TestSocket } from '../helpers/sockets.js';

/**
 * `sync` in a reconnect storm (issue 21): syncs that arrive together share one statement per stream
 * (test/platform/statement-counts.test.ts counts them). Here: every socket of a batch gets exactly what its own sync,
 * asked alone, returns, with every access rule applied per socket.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});
afterEach(() => closeAllSockets());

const claims = (userId: number, eventId: number): AccessClaims => ({ userId, role: 'user', eventId, exp: 0, jti: 'sync-batch-test' });

type SyncAnswer = { ok: true; data: { livefeed: Array<{ id: number; message: string; user: { id: number; name?: unknown } }>; chat: Array<{ id: number; message: string }>; has_more: boolean } } | { ok: false; error: { code: string } };

describe('createBatchLoader with refuse', () => {
  it('answers a refused key with its refusal at its turn, unloaded, and fills the batch with the next keys', async () => {
    const loads: number[][] = [];
    let release = () => undefined as void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const refused = new Set<number>();
    const lookup = createBatchLoader(
      async (keys: number[]) => {
        loads.push(keys);
        if (loads.length === 1) await first;
        return keys.map((k) => k * 10);
      },
      { maxBatch: 3, inFlight: 1, refuse: (k) => (refused.has(k) ? new Error(`refused ${k}`) : undefined) },
    );
    const answers = [1, 2, 3, 4, 5, 6].map((k) => lookup(k).then(String, (err: Error) => err.message));
    // 1 is loaded alone at once; 2 to 6 wait. 3 and 4 are refused before their turn comes.
    refused.add(3).add(4);
    release();
    expect(await Promise.all(answers)).toEqual(['10', '20', 'refused 3', 'refused 4', '50', '60']);
    expect(loads).toEqual([[1], [2, 5, 6]]);
  });
});

describe('syncs of many sockets at once', () => {
  it('each gets what its own sync returns: blocks both ways, a ban, a voided ticket, a deleted author, chats, pages with has_more', async () => {
    const world = await eventWorld(server.ctx, 5);
    const [alice, bob, dave, erin, frank] = world.attendees;
    const eventId = world.event.id;
    // Carol's ticket is voided below (her token keeps its event_id; her socket stays).
    const carolUser = await createUser(server.ctx);
    const carolTicket = await issueTicket(server.ctx, eventId, carolUser.id);
    const carol = { user: carolUser, token: await tokenFor(server.ctx, carolUser, { eventId }) };
    // Another event's feed never shows.
    const elsewhere = await eventWorld(server.ctx, 1);
    await server.ctx.livefeed.post(claims(elsewhere.attendees[0]!.user.id, elsewhere.event.id), { message: 'elsewhere' });

    for (const [who, n] of [[alice!, 2], [bob!, 2], [carol, 1], [dave!, 1], [erin!, 1], [frank!, 1]] as const) {
      for (let i = 1; i <= n; i++) await server.ctx.livefeed.post(claims(who.user.id, eventId), { message: `${who.user.id}:${i}` });
    }
    await server.ctx.chat.send(claims(alice!.user.id, eventId), { to: bob!.user.id, message: 'alice to bob, before the block' });
    await server.ctx.chat.send(claims(erin!.user.id, eventId), { to: alice!.user.id, message: 'erin to alice' });
    await server.ctx.chat.send(claims(dave!.user.id, eventId), { to: erin!.user.id, message: 'dave to erin' });

    expect((await server.http.put(`/connect/blocks/users/${bob!.user.id}`, undefined, { token: alice!.token })).status).toBe(201);
    expect((await server.http.put(`/api/events/${world.event.slug}/bans/${dave!.user.id}`, {}, { token: world.organizer.token })).status).toBe(201);
    expect((await server.http.post(`/api/events/${world.event.slug}/tickets/${carolTicket.code}/void`, undefined, { token: world.organizer.token })).status).toBe(200);
    expect((await server.http.delete('/connect/users/me', { token: frank!.token })).status).toBe(204);

    // Three sockets per person, each asking for something else: 18 syncs sent at once.
    const people = [alice!, bob!, carol, dave!, erin!, world.organizer];
    const payloads: Array<Record<string, number>> = [{ livefeed_after: 0, chat_after: 0 }, { livefeed_after: 0, chat_after: 0, limit: 2 }, { livefeed_after: 0 }];
    const sockets: Array<{ who: (typeof people)[number]; socket: TestSocket; payload: Record<string, number> }> = [];
    for (const who of people) {
      for (const payload of payloads) sockets.push({ who, socket: await connectSocket(server, who.token), payload });
    }
    const together = (await Promise.all(sockets.map((s) => request(s.socket, 'sync', s.payload)))) as SyncAnswer[];
    // The same asks one at a time.
    const alone: SyncAnswer[] = [];
    for (const s of sockets) alone.push((await request(s.socket, 'sync', s.payload)) as SyncAnswer);
    expect(together).toEqual(alone);

    const answer = (who: (typeof people)[number], payload = 0) => together[people.indexOf(who) * payloads.length + payload]!;
    const feedOf = (who: (typeof people)[number], payload = 0) => {
      const a = answer(who, payload);
      if (!a.ok) throw new Error(`refused: ${a.error.code}`);
      return a.data.livefeed.map((m) => m.message);
    };
    const posts = (who: { user: { id: number } }, n: number) => Array.from({ length: n }, (_, i) => `${who.user.id}:${i + 1}`);
    const everyone = [...posts(alice!, 2), ...posts(bob!, 2), ...posts(carol, 1), ...posts(dave!, 1), ...posts(erin!, 1), ...posts(frank!, 1)];
    // A block hides the feed both ways.
    expect(feedOf(alice!)).toEqual(everyone.filter((m) => !posts(bob!, 2).includes(m)));
    expect(feedOf(bob!)).toEqual(everyone.filter((m) => !posts(alice!, 2).includes(m)));
    // A banned user still reads; the organizer sees all; nothing of another event.
    expect(feedOf(dave!)).toEqual(everyone);
    expect(feedOf(world.organizer)).toEqual(everyone);
    expect(feedOf(erin!, 2)).toEqual(everyone);
    // A voided ticket: no feed (403), on every socket of the batch.
    for (let p = 0; p < payloads.length; p++) expect(answer(carol, p)).toMatchObject({ ok: false, error: { code: 'not_event_participant' } });
    // A deleted author's posts stay, without their profile.
    const franks = (answer(erin!) as Extract<SyncAnswer, { ok: true }>).data.livefeed.find((m) => m.user.id === frank!.user.id)!;
    expect(franks.message).toBe(`${frank!.user.id}:1`);
    expect(franks.user.name).not.toBe(frank!.user.name);
    // Chats: only one's own, the history across a block kept.
    const chatOf = (who: (typeof people)[number], payload = 0) => (answer(who, payload) as Extract<SyncAnswer, { ok: true }>).data.chat.map((m) => m.message);
    expect(chatOf(alice!)).toEqual(['alice to bob, before the block', 'erin to alice']);
    expect(chatOf(bob!)).toEqual(['alice to bob, before the block']);
    expect(chatOf(erin!)).toEqual(['erin to alice', 'dave to erin']);
    expect(chatOf(world.organizer)).toEqual([]);
    expect(chatOf(alice!, 2)).toEqual([]);
    // Pages of 2: the first two of each stream, has_more when either has more.
    expect(answer(alice!, 1)).toMatchObject({ ok: true, data: { has_more: true } });
    expect(feedOf(alice!, 1)).toEqual(everyone.filter((m) => !posts(bob!, 2).includes(m)).slice(0, 2));
    expect(chatOf(alice!, 1)).toEqual(['alice to bob, before the block', 'erin to alice']);
    expect(answer(alice!, 0)).toMatchObject({ ok: true, data: { has_more: false } });
  });

  it('a socket’s newer sync asking the same replaces its older one that still waits, different syncs are all answered, and a socket waits on at most 4; a sync that waited past its deadline is answered overloaded', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    await server.ctx.livefeed.post(claims(bob!.user.id, world.event.id), { message: 'hello' });
    const a = await connectSocket(server, alice!.token);
    const b = await connectSocket(server, bob!.token);
    const listAfter = server.ctx.livefeed.listAfter;
    // A slow database: every page waits until released.
    const gates: Array<() => void> = [];
    server.ctx.livefeed.listAfter = async (actor, after, limit, wait) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return listAfter(actor, after, limit, wait);
    };
    const hello = { ok: true, data: { livefeed: [{ message: 'hello' }] } };
    const replaced = { ok: false, error: { code: 'overloaded', retry_after: 1 } };
    try {
      const first = request<unknown>(a, 'sync', { livefeed_after: 0 });
      const second = request<unknown>(a, 'sync', { livefeed_after: 0 });
      const other = request<unknown>(b, 'sync', { livefeed_after: 0 });
      // Different asks of one socket sent together: each answered.
      const feedAndChat = request<unknown>(b, 'sync', { livefeed_after: 0, chat_after: 0 });
      const smallPage = request<unknown>(b, 'sync', { livefeed_after: 0, limit: 1 });
      await new Promise((r) => setTimeout(r, 100));
      for (const release of gates.splice(0)) release();
      const answers = await Promise.all([first, second, other, feedAndChat, smallPage]);
      expect(answers[0]).toMatchObject(replaced);
      expect(answers[1]).toMatchObject(hello);
      expect(answers[2]).toMatchObject(hello);
      expect(answers[3]).toMatchObject({ ...hello, data: { ...hello.data, chat: [] } });
      expect(answers[4]).toMatchObject(hello);
      // Six different asks at once: the two oldest make room for the newest four.
      const six = [1, 2, 3, 4, 5, 6].map((n) => request<unknown>(a, 'sync', { livefeed_after: 0, limit: n }));
      await new Promise((r) => setTimeout(r, 100));
      for (const release of gates.splice(0)) release();
      const sixAnswers = await Promise.all(six);
      for (const answer of sixAnswers.slice(0, 2)) expect(answer).toMatchObject(replaced);
      for (const answer of sixAnswers.slice(2)) expect(answer).toMatchObject(hello);
    } finally {
      server.ctx.livefeed.listAfter = listAfter;
    }
    // Past its deadline: answered at its turn without a read.
    await expect(server.ctx.livefeed.listAfter(claims(alice!.user.id, world.event.id), 0, 10, { until: Date.now() - 1, wanted: () => true })).rejects.toMatchObject({
      code: 'overloaded',
    });
    await expect(server.ctx.livefeed.listAfter(claims(alice!.user.id, world.event.id), 0, 10, { until: Date.now() + 5000, wanted: () => true })).resolves.toHaveLength(1);
  });
});
