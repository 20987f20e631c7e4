import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import type { LivefeedItem } from '../../server/networking/types.js';
import { eventWorld } from '../helpers/networking.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { closeAllSockets, connectSocket, request } from '../helpers/sockets.js';

/**
 * `sync` catch-up after a long gap (issue 22): `limit` up to 1000 brings 10,000 missed feed items back in 10 calls
 * (within the 30-per-10-s budget), in order, none lost or repeated; the default stays 100 (CONTRACT 6); out of
 * range is `invalid` on `limit`.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ attachments: [attachRealtime] });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => closeAllSockets());

describe('sync catch-up', () => {
  it('10,000 missed feed items come back in 10 calls of limit 1000, in a few seconds', async () => {
    const world = await eventWorld(server.ctx, 2);
    const [alice, bob] = world.attendees;
    const socket = await connectSocket(server, alice!.token);
    const first = await request<{ livefeed: LivefeedItem[] }>(socket, 'sync', { livefeed_after: 0 });
    expect(first).toMatchObject({ ok: true, data: { livefeed: [], has_more: false } });
    await sql`insert into livefeed_messages (event_id, user_id, message)
      select ${world.event.id}, ${bob!.user.id}, 'missed ' || g from generate_series(1, 10000) g`.execute(server.ctx.db);

    const defaultPage = await request<{ livefeed: LivefeedItem[]; has_more: boolean }>(socket, 'sync', { livefeed_after: 0 });
    expect(defaultPage.ok && defaultPage.data.livefeed.length).toBe(100);
    expect(defaultPage.ok && defaultPage.data.has_more).toBe(true);

    const started = Date.now();
    const seen: number[] = [];
    let after = 0;
    let calls = 0;
    for (;;) {
      const ack = await request<{ livefeed: LivefeedItem[]; has_more: boolean }>(socket, 'sync', { livefeed_after: after, limit: 1000 }, 20_000);
      if (!ack.ok) throw new Error(JSON.stringify(ack));
      calls += 1;
      seen.push(...ack.data.livefeed.map((i) => i.id));
      if (!ack.data.has_more) break;
      after = ack.data.livefeed.at(-1)!.id;
    }
    const ms = Date.now() - started;
    expect(seen.length).toBe(10_000);
    expect(new Set(seen).size).toBe(10_000);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(calls).toBe(10);
    expect(ms).toBeLessThan(10_000);
    console.log(`sync catch-up of 10,000 feed items: ${calls} calls, ${ms} ms (${server.ctx.database.kind})`);
  }, 60_000);

  it('limit out of range or not an integer is invalid on limit', async () => {
    const world = await eventWorld(server.ctx, 1);
    const socket = await connectSocket(server, world.attendees[0]!.token);
    for (const limit of [0, 1001, 2.5, '100']) {
      const ack = await request(socket, 'sync', { livefeed_after: 0, limit });
      expect(ack).toMatchObject({ ok: false, error: { code: 'invalid', field: 'limit' } });
    }
  });
});
