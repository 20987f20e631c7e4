import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/service.js';
import { createBlockService } from '../../server/safety/blocks.js';
import { createBookmarkService } from '../../server/networking/bookmarks.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';

/**
 * Issue 20: one service shape, with a working way to bind services to a caller's transaction. Two services built
 * by `inTransaction` (the block service, which opens its own transaction, and the bookmark service) commit or roll
 * back together, on the real database.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('inTransaction', () => {
  it('rolls back what two services wrote when the work fails, and keeps both when it succeeds', async () => {
    const { ctx } = server;
    const world = await eventWorld(ctx, 3);
    const [alice, bob, carol] = world.attendees;
    const actor = await ctx.tokens.verifyAccessToken(alice!.token);
    const deps = { db: ctx.db, access: ctx.access, notifier: ctx.notifier, leads: ctx.exhibitors };

    await expect(
      inTransaction(deps, async (trx) => {
        await createBookmarkService(trx).add(actor, carol!.user.id);
        await createBlockService(trx).block(actor, bob!.user.id);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect((await ctx.bookmarks.list(actor, { page: 1, size: 20 })).total).toBe(0);
    expect((await ctx.blocks.list(actor, { page: 1, size: 20 })).total).toBe(0);

    await inTransaction(deps, async (trx) => {
      await createBookmarkService(trx).add(actor, carol!.user.id);
      await createBlockService(trx).block(actor, bob!.user.id);
    });
    expect((await ctx.bookmarks.list(actor, { page: 1, size: 20 })).items.map((u) => u.id)).toEqual([carol!.user.id]);
    expect((await ctx.blocks.list(actor, { page: 1, size: 20 })).items.map((u) => u.id)).toEqual([bob!.user.id]);
  });

  it('joins a transaction it is already in instead of opening a second one', async () => {
    const { ctx } = server;
    const world = await eventWorld(ctx, 2);
    const [alice, bob] = world.attendees;
    const actor = await ctx.tokens.verifyAccessToken(alice!.token);
    const deps = { db: ctx.db, access: ctx.access, notifier: ctx.notifier, leads: ctx.exhibitors };
    await expect(
      inTransaction(deps, (outer) =>
        inTransaction(outer, async (inner) => {
          expect(inner.db).toBe(outer.db);
          await createBlockService(inner).block(actor, bob!.user.id);
          throw new Error('inner failure');
        }),
      ),
    ).rejects.toThrow('inner failure');
    expect((await ctx.blocks.list(actor, { page: 1, size: 20 })).total).toBe(0);
  });
});
