import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../infra/config.js';
import { createContext, type AppContext } from '../../context/context.js';
import { createLogger } from '../../infra/logger.js';
import type { AccessClaims } from '../../server/identity/tokens.js';
import { pgliteExtensions, type DatabaseHandle } from '../../storage/database.js';
import type { Database } from '../../storage/schema.js';
import { createTestDatabase } from '../helpers/database.js';
import { eventWorld } from '../helpers/networking.js';

/**
 * Regression guard for the hot paths' round trips (issue 7's bench: a chat message cost 11 sequential statements
 * before its acknowledgement, a feed post 6, an event by slug and the event list 2 each). Every statement the services send, `begin` and `commit`
 * included, is counted through Kysely's `log` on a database of this file's own.
 */
const statements: string[] = [];
let ctx: AppContext;

/** This file's database behind a Kysely that records every statement it sends. */
async function countingDatabase(): Promise<DatabaseHandle> {
  const log = (event: LogEvent) => {
    statements.push(event.query.sql.replace(/\s+/g, ' ').trim());
  };
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    const pglite = await PGlite.create({ dataDir: 'memory://', extensions: pgliteExtensions, loadDataDir: new Blob([await readFile(snapshot)]) });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log });
    return { db, kind: 'pglite', ping: async () => undefined, close: () => db.destroy() };
  }
  const test = await createTestDatabase();
  await test.handle.close();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: test.url, max: 4 }) }), log });
  return { db, kind: 'postgres', ping: async () => undefined, close: () => db.destroy() };
}

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: '0', SMS_DRIVER: 'log', QA_JOIN_SNAPSHOT_TTL_MS: '60000' });
  const sink = new Writable({ write: (_chunk, _enc, done) => done() });
  ctx = await createContext(config, { database: await countingDatabase(), logger: createLogger('warn', sink), skipMigrations: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

beforeEach(() => {
  statements.length = 0;
});

const claims = (userId: number, eventId: number): AccessClaims => ({ userId, role: 'user', eventId, exp: 0, jti: 'statements-test' });

/** The statements `fn` sends. */
async function sent(fn: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await fn();
  return [...statements];
}

describe('statements per message', () => {
  it('chat:send: 1 statement (checks, chat, locks, insert and the members update in one), first and later messages', async () => {
    const world = await eventWorld(ctx, 2);
    const [alice, bob] = world.attendees;
    const actor = claims(alice!.user.id, world.event.id);
    for (const [n, clientMessageId] of [[1, 'c-1'], [2, 'c-2'], [3, undefined]] as const) {
      const list = await sent(() => ctx.chat.send(actor, { to: bob!.user.id, message: `hi ${n}`, client_message_id: clientMessageId }));
      expect(list, list.join('\n')).toHaveLength(1);
      // The stream locks are taken before the insert that draws the message id (ids follow commit order): the
      // insert reads from the locks' CTE.
      const [statement] = list;
      expect(statement).toMatch(/locks as \(select pg_advisory_xact_lock/);
      expect(statement).toMatch(/insert into chat_messages[^;]*from chat, go, \(select count\(\*\) from locks\)/);
    }
    const stored = await ctx.db.selectFrom('chat_members').select(['user_id', 'last_message_id']).where('user_id', 'in', [alice!.user.id, bob!.user.id]).execute();
    const last = await ctx.db.selectFrom('chat_messages').select((eb) => eb.fn.max('id').as('id')).where('sender_id', '=', alice!.user.id).executeTakeFirstOrThrow();
    expect(stored).toHaveLength(2);
    for (const member of stored) expect(member.last_message_id).toBe(last.id);
  });

  it('a chat:send retry is answered by the same single statement (nothing written)', async () => {
    const world = await eventWorld(ctx, 2);
    const [alice, bob] = world.attendees;
    const actor = claims(alice!.user.id, world.event.id);
    const first = await ctx.chat.send(actor, { to: bob!.user.id, message: 'once', client_message_id: 'retry-me' });
    const list = await sent(async () => {
      const again = await ctx.chat.send(actor, { to: bob!.user.id, message: 'once', client_message_id: 'retry-me' });
      expect(again).toEqual({ item: first.item, created: false });
    });
    expect(list).toHaveLength(1);
  });

  it('livefeed:post: 1 statement (checks, lock and the insert returning the item with its author); a retry 1', async () => {
    const world = await eventWorld(ctx, 1);
    const [alice] = world.attendees;
    const actor = claims(alice!.user.id, world.event.id);
    let first: unknown;
    for (const clientMessageId of ['f-1', undefined]) {
      const list = await sent(async () => {
        first = await ctx.livefeed.post(actor, { message: 'hello', client_message_id: clientMessageId });
      });
      expect(list, list.join('\n')).toHaveLength(1);
      // The insert reads from the lock's CTE: the feed's stream lock is held before the id is drawn.
      expect(list[0]).toMatch(/locks as \(select pg_advisory_xact_lock/);
      expect(list[0]).toMatch(/insert into livefeed_messages[^;]*from go, \(select count\(\*\) from locks\)/);
    }
    const list = await sent(async () => {
      const again = await ctx.livefeed.post(actor, { message: 'hello', client_message_id: 'f-1' });
      expect(again.created).toBe(false);
      expect(again.item.user).toMatchObject({ id: alice!.user.id });
    });
    expect(list).toHaveLength(1);
    expect(first).toMatchObject({ created: true, item: { message: 'hello', user: { id: alice!.user.id } } });
  });
});

describe('statements per catalogue read', () => {
  it('GET /events/{slug} is one statement, guest or authenticated (the visit is recorded in the same one)', async () => {
    const world = await eventWorld(ctx, 1);
    const [alice] = world.attendees;
    for (const userId of [null, alice!.user.id]) {
      const list = await sent(async () => {
        const found = await ctx.catalogue.getEvent({ apiBase: 'http://x/api', userId }, world.event.slug);
        expect(found).toMatchObject({ kind: 'found', record: { id: world.event.id } });
      });
      expect(list, list.join('\n')).toHaveLength(1);
    }
    const visits = await ctx.db.selectFrom('event_visits').select('event_id').where('user_id', '=', alice!.user.id).execute();
    expect(visits).toEqual([{ event_id: world.event.id }]);
  });

  it('GET /events is one statement with its total; only a page past the end counts on its own', async () => {
    await eventWorld(ctx, 0);
    for (const sort of ['starts_at', '-sales', 'user-special-events'] as const) {
      let total = 0;
      const list = await sent(async () => {
        const page = await ctx.catalogue.listEvents({ apiBase: 'http://x/api', userId: null }, { filters: {}, sort, paging: { page: 1, size: 20 } });
        total = page.total;
        expect(page.items.length).toBe(Math.min(total, 20));
      });
      expect(total).toBeGreaterThan(0);
      expect(list, list.join('\n')).toHaveLength(1);
      const past = await sent(async () => {
        const page = await ctx.catalogue.listEvents({ apiBase: 'http://x/api', userId: null }, { filters: {}, sort, paging: { page: 1000, size: 20 } });
        expect(page).toEqual({ items: [], total });
      });
      expect(past).toHaveLength(2);
    }
  });
});

describe('statements per live Q&A vote (issue 25)', () => {
  it('a question vote is 1 statement (access, bans, the question and the counter in one); a poll vote 2', async () => {
    const world = await eventWorld(ctx, 2);
    const [alice, bob] = world.attendees;
    const at = (m: number) => new Date(new Date(world.event.starts_at).getTime() + m * 60_000).toISOString();
    const session = await ctx.sessions.create(world.organizer.user.id, world.event.slug, { title: 'S', starts_at: at(0), ends_at: at(30) });
    const q = await ctx.qa.ask(claims(alice!.user.id, world.event.id), session.id, { text: 'Counted?' });
    for (const sessionId of [session.id, undefined]) {
      const list = await sent(() => ctx.qa.vote(claims(bob!.user.id, world.event.id), sessionId, q.id));
      expect(list, list.join('\n')).toHaveLength(1);
    }
    const poll = await ctx.qa.createPoll(world.organizer.user.id, world.event.slug, session.id, { question: 'P?', options: ['a', 'b'], multiple: false });
    await ctx.qa.setPollStatus(world.organizer.user.id, world.event.slug, session.id, poll.id, 'open');
    const list = await sent(async () => {
      const out = await ctx.qa.votePoll(claims(bob!.user.id, world.event.id), poll.id, [1]);
      expect(out).toMatchObject({ total_voters: 1, options: [{ votes: 0 }, { votes: 1 }] });
    });
    expect(list, list.join('\n')).toHaveLength(2);
  });
});

describe('statements per session:join (issue 25: a keynote hall joins at once)', () => {
  it('concurrent joins of one session share one snapshot read (2 statements) and one statement for all the joiners’ own facts', async () => {
    const world = await eventWorld(ctx, 12);
    const at = (m: number) => new Date(new Date(world.event.starts_at).getTime() + m * 60_000).toISOString();
    const session = await ctx.sessions.create(world.organizer.user.id, world.event.slug, { title: 'Keynote', starts_at: at(0), ends_at: at(30) });
    const [alice, bob] = world.attendees;
    const q1 = await ctx.qa.ask(claims(alice!.user.id, world.event.id), session.id, { text: 'First?' });
    const q2 = await ctx.qa.ask(claims(bob!.user.id, world.event.id), session.id, { text: 'Second?', anonymous: true });
    await ctx.qa.vote(claims(bob!.user.id, world.event.id), session.id, q1.id);
    const joiners = world.attendees.slice(2);
    const enter = async () => undefined;
    let answers: Array<Awaited<ReturnType<typeof ctx.qa.join>>> = [];
    const list = await sent(async () => {
      answers = await Promise.all(joiners.map((p) => ctx.qa.join(claims(p.user.id, world.event.id), session.id, enter)));
    });
    const snapshot = list.filter((s) => /union all/.test(s));
    const polls = list.filter((s) => /from session_polls p where p\.session_id/.test(s));
    const viewer = list.filter((s) => /as known/.test(s));
    expect({ snapshot: snapshot.length, polls: polls.length, viewer: viewer.length, all: list.length }, list.join('\n')).toEqual({ snapshot: 1, polls: 1, viewer: 1, all: 3 });
    for (const answer of answers) {
      expect(answer.questions.map((q) => [q.id, q.votes, q.voted, q.author === null])).toEqual([
        [q1.id, 1, false, false],
        [q2.id, 0, false, true],
      ]);
    }
    // A join on its own while the snapshot is current: its one keyed statement only.
    const again = await sent(() => ctx.qa.join(claims(bob!.user.id, world.event.id), session.id, enter));
    expect(again, again.join('\n')).toHaveLength(1);
  });
});

describe('sync: one statement per stream (issue 21: a hall reconnecting syncs at once)', () => {
  it('the feed page after a cursor is 1 statement with the participation check; the chat page 1; a non-participant is refused', async () => {
    const world = await eventWorld(ctx, 2);
    const [alice, bob] = world.attendees;
    const actor = claims(alice!.user.id, world.event.id);
    await ctx.livefeed.post(claims(bob!.user.id, world.event.id), { message: 'one' });
    await ctx.livefeed.post(claims(bob!.user.id, world.event.id), { message: 'two' });
    let items: Array<{ message: string }> = [];
    const feed = await sent(async () => {
      items = await ctx.livefeed.listAfter(actor, 0, 101);
    });
    expect(feed, feed.join('\n')).toHaveLength(1);
    expect(items.map((i) => i.message)).toEqual(['one', 'two']);
    expect(await sent(() => ctx.chat.listAfter(actor, 0, 101))).toHaveLength(1);
    const outsider = claims(alice!.user.id, world.event.id + 1_000_000);
    const refused = await sent(() => ctx.livefeed.listAfter(outsider, 0, 101).then(() => 'listed', (err: { code?: string }) => err.code));
    expect(refused).toHaveLength(1);
    await expect(ctx.livefeed.listAfter(outsider, 0, 101)).rejects.toMatchObject({ code: 'not_event_participant' });
  });
});

describe('syncs of many sockets at once share statements (issue 21: a hall reconnecting syncs together)', () => {
  it('30 syncs at once: at most 3 statements per stream (two alone, the rest together), each its own page, blocks and participation per ask', async () => {
    const world = await eventWorld(ctx, 30);
    const people = world.attendees;
    const [alice, bob, carol] = people;
    const as = (p: { user: { id: number } }) => claims(p.user.id, world.event.id);
    await ctx.livefeed.post(as(alice!), { message: 'from alice' });
    await ctx.livefeed.post(as(bob!), { message: 'from bob' });
    await ctx.chat.send(as(alice!), { to: carol!.user.id, message: 'hi carol' });
    await ctx.blocks.block(as(alice!), bob!.user.id);
    const outsider = claims(world.outsider.user.id, world.event.id);
    const [hello] = await ctx.chat.listAfter(as(carol!), 0, 101);
    await ctx.liveChat.edit(as(alice!), hello!.chat_id, hello!.id, { message: 'hi carol, edited' });
    let feeds: Array<string[] | string> = [];
    let chats: string[][] = [];
    let updates: string[][] = [];
    const list = await sent(async () => {
      [feeds, chats, updates] = await Promise.all([
        Promise.all([...people.map(as), outsider].map((actor) =>
          ctx.livefeed.listAfter(actor, 0, 101).then(
            (items) => items.map((i) => i.message),
            (err: { code?: string }) => String(err.code),
          ),
        )),
        Promise.all(people.map((p) => ctx.chat.listAfter(as(p), 0, 101).then((items) => items.map((i) => i.message)))),
        Promise.all(people.map((p) => ctx.liveChat.updatesAfter(as(p), 0, 100).then((page) => page.items.map((i) => i.message)))),
      ]);
    });
    const feedStatements = list.filter((s) => /from livefeed_messages f join users/.test(s));
    const chatStatements = list.filter((s) => /from chat_messages m/.test(s) && !/update_seq"? >/.test(s));
    const updateStatements = list.filter((s) => /from chat_messages m/.test(s) && /update_seq"? >/.test(s));
    expect(feedStatements.length, list.join('\n')).toBeLessThanOrEqual(3);
    expect(chatStatements.length, list.join('\n')).toBeLessThanOrEqual(3);
    expect(updateStatements.length, list.join('\n')).toBeGreaterThan(0);
    expect(updateStatements.length, list.join('\n')).toBeLessThanOrEqual(3);
    // The edit reaches its chat's two members only.
    expect(updates[0]).toEqual(['hi carol, edited']);
    expect(updates[2]).toEqual(['hi carol, edited']);
    expect(updates.filter((u) => u.length > 0)).toHaveLength(2);
    // Blocks work both ways, per viewer; the outsider alone is refused.
    expect(feeds[0]).toEqual(['from alice']);
    expect(feeds[1]).toEqual(['from bob']);
    for (const feed of feeds.slice(2, 30)) expect(feed).toEqual(['from alice', 'from bob']);
    expect(feeds[30]).toBe('not_event_participant');
    expect(chats[0]).toEqual(['hi carol, edited']);
    expect(chats[2]).toEqual(['hi carol, edited']);
    expect(chats.filter((c) => c.length > 0)).toHaveLength(2);
  });
});

describe('socket admission: 1 statement (issue 21: a hall reconnecting at once)', () => {
  it('token, revocation, the event room, block partners and chat peers in one statement; the presence push reads nothing more', async () => {
    const world = await eventWorld(ctx, 3);
    const [alice, bob, carol] = world.attendees;
    await ctx.chat.send(claims(alice!.user.id, world.event.id), { to: bob!.user.id, message: 'hello' });
    await ctx.blocks.block(claims(carol!.user.id, world.event.id), alice!.user.id);
    // A token of a login (sid) that was never revoked, bound to the event.
    const { token } = await ctx.tokens.issueAccessToken({ userId: alice!.user.id, role: 'user', eventId: world.event.id, sid: crypto.randomUUID() });
    let admitted: Awaited<ReturnType<typeof ctx.socketAdmission.admit>> | undefined;
    const list = await sent(async () => {
      admitted = await ctx.socketAdmission.admit(token);
    });
    expect(list, list.join('\n')).toHaveLength(1);
    expect(admitted).toMatchObject({ inEvent: true, blockPartners: [carol!.user.id], chatPeers: [bob!.user.id] });
    expect(admitted!.claims.userId).toBe(alice!.user.id);
    // The first socket's presence push to chat peers uses what admission read.
    const pushed = await sent(() => ctx.presence.connected(alice!.user.id, 'statements-socket', { chatPeers: admitted!.chatPeers, blockPartners: admitted!.blockPartners }));
    expect(pushed).toHaveLength(0);
    await ctx.presence.disconnected(alice!.user.id, 'statements-socket');
    // Someone outside the event: admitted (the token is good) but not in the event's room; still one statement.
    const outside = await ctx.tokens.issueAccessToken({ userId: world.outsider.user.id, role: 'user', eventId: world.event.id });
    const outsider = await sent(async () => {
      admitted = await ctx.socketAdmission.admit(outside.token);
    });
    expect(outsider).toHaveLength(1);
    expect(admitted).toMatchObject({ inEvent: false, blockPartners: [], chatPeers: [] });
  });

  it('sockets admitted together share statements: 200 at once in at most 4, each with its own facts', async () => {
    const world = await eventWorld(ctx, 4);
    const [alice, bob, carol, dave] = world.attendees;
    await ctx.chat.send(claims(alice!.user.id, world.event.id), { to: bob!.user.id, message: 'hello' });
    await ctx.blocks.block(claims(carol!.user.id, world.event.id), dave!.user.id);
    const people = [alice!, bob!, carol!, dave!, world.outsider];
    const tokens = await Promise.all(
      Array.from({ length: 200 }, (_, i) => ctx.tokens.issueAccessToken({ userId: people[i % 5]!.user.id, role: 'user', eventId: world.event.id, sid: crypto.randomUUID() })),
    );
    // A reconnection presents tokens this node verified when they first connected (their signatures are remembered).
    await Promise.all(tokens.map((t) => ctx.tokens.verifyAccessToken(t.token, { revocation: 'by_caller' })));
    let answers: Array<Awaited<ReturnType<typeof ctx.socketAdmission.admit>>> = [];
    const list = await sent(async () => {
      answers = await Promise.all(tokens.map((t) => ctx.socketAdmission.admit(t.token)));
    });
    expect(list.length, list.join('\n')).toBeLessThanOrEqual(4);
    const expected = [
      { inEvent: true, blockPartners: [], chatPeers: [bob!.user.id] },
      { inEvent: true, blockPartners: [], chatPeers: [alice!.user.id] },
      { inEvent: true, blockPartners: [dave!.user.id], chatPeers: [] },
      { inEvent: true, blockPartners: [carol!.user.id], chatPeers: [] },
      { inEvent: false, blockPartners: [], chatPeers: [] },
    ];
    answers.forEach((a, i) => {
      expect(a).toMatchObject(expected[i % 5]!);
      expect(a.claims.userId).toBe(people[i % 5]!.user.id);
    });
  });
});

describe('presence when a hall drops at once (issue 21)', () => {
  it('100 users going offline together: their chat peers read in at most 2 statements (3 with a block check), the pushes go to each one’s peers', async () => {
    const world = await eventWorld(ctx, 4);
    const [alice, bob] = world.attendees;
    await ctx.chat.send(claims(alice!.user.id, world.event.id), { to: bob!.user.id, message: 'hello' });
    const users = [alice!.user.id, ...Array.from({ length: 99 }, (_, i) => 1_000_000 + i)];
    for (const id of users) await ctx.presence.connected(id, `hall-${id}`, { chatPeers: [], blockPartners: [] });
    const pushes: Array<{ to: readonly number[]; userId: number; online: boolean }> = [];
    const notifier = ctx.notifier as unknown as { push: (to: unknown, event: string, p: unknown) => void };
    const original = notifier.push.bind(notifier);
    notifier.push = (to, event, p) => {
      if (event !== 'presence') return original(to, event, p);
      const { user } = to as { user: readonly number[] };
      const { user_id, online } = p as { user_id: number; online: boolean };
      pushes.push({ to: user, userId: user_id, online });
    };
    try {
      const list = await sent(() => Promise.all(users.map((id) => ctx.presence.disconnected(id, `hall-${id}`))));
      // The peers of all 100 in at most 2 (the first alone, the rest together), and the block check of the one user with a peer.
      expect(list.filter((s) => s.includes('from "chat_members"')).length, list.join('\n')).toBeLessThanOrEqual(2);
      expect(list.length, list.join('\n')).toBeLessThanOrEqual(3);
      expect(pushes).toEqual([{ to: [bob!.user.id], userId: alice!.user.id, online: false }]);
    } finally {
      notifier.push = original;
    }
  });
});
