import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';

/**
 * Message ids must be handed out in commit order per stream, or a client that syncs past a committed id can miss
 * an earlier id that committed later. Inserts take the stream's advisory lock first: while another transaction
 * holds it, a post waits (PostgreSQL only; the embedded database has one connection and is serial anyway).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const settledWithin = async (p: Promise<unknown>, ms: number) => {
  let settled = false;
  void p.finally(() => (settled = true));
  await new Promise((r) => setTimeout(r, ms));
  return settled;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('stream ordering locks', () => {
  it('a feed post and a chat message wait for their stream lock, then store', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const holder = new pg.Client({ connectionString: server.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(1, $1::int)', [world.event.id]);
      await holder.query('select pg_advisory_xact_lock(2, $1::int)', [bob!.user.id]);
      const post = server.http.post('/connect/livefeed/messages', { message: 'ordered' }, { token: alice!.token });
      const chat = server.http.post(`/connect/users/${bob!.user.id}/messages`, { message: 'ordered too' }, { token: alice!.token });
      expect(await settledWithin(post, 300)).toBe(false);
      expect(await settledWithin(chat, 0)).toBe(false);
      await holder.query('commit');
      expect((await post).status).toBe(204);
      expect((await chat).status).toBe(201);
    } finally {
      await holder.end();
    }
  });
});

describe('stream ordering', () => {
  it('parallel posts from two users all store, each once, and all come back from the after cursor', async () => {
    const world = await eventWorld(server.ctx, 1);
    const [alice] = world.attendees;
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => server.http.post('/connect/livefeed/messages', { message: `m${i}` }, { token: i % 2 ? alice!.token : world.organizer.token })),
    );
    expect(results.every((r) => r.status === 204)).toBe(true);
    const after = await server.http.get('/connect/livefeed/messages?after=0&page_size=100', { token: alice!.token });
    const ids = after.body._embedded.livefeed_message.map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(15);
    const messages = after.body._embedded.livefeed_message.map((m: { message: string }) => m.message).sort();
    expect(messages).toEqual(Array.from({ length: 15 }, (_, i) => `m${i}`).sort());
  });
});
