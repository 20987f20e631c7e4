import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, transaction } from '../../server/service.js';
import { AppError } from '../../server/errors.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { eventWorld } from '../helpers/networking.js';
import { createUser, issueTicket } from '../helpers/factories.js';

/**
 * The access policy reads through one database handle (server/access/policy.ts): inside `inTransaction` services get
 * the transaction's policy (`access.on(trx)`), so its checks see what the transaction wrote before it commits. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the pool's policy, on another connection, could not).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

class Rollback extends Error {}

describe('the access policy of a transaction', () => {
  it('sees an uncommitted ticket, ban and block of its transaction, and nothing of it after a rollback', async () => {
    const { ctx } = server;
    const world = await eventWorld(ctx, 1);
    const [alice] = world.attendees;
    const newcomer = await createUser(ctx);
    const deps = { db: ctx.db, access: ctx.access };
    const actor = await ctx.tokens.verifyAccessToken(alice!.token);

    expect(await ctx.access.isParticipant(newcomer.id, world.event.id)).toBe(false);
    const seen = await inTransaction(deps, async (trxDeps) => {
      expect(trxDeps.access).not.toBe(ctx.access);
      const before = await trxDeps.access.isParticipant(newcomer.id, world.event.id);
      // Written in the transaction, not committed yet: a ticket, then a block, then a ban.
      await trxDeps.db.insertInto('attendee_tickets').values({ code: `TRX-${newcomer.id}`, event_id: world.event.id, user_id: newcomer.id }).execute();
      const participant = await trxDeps.access.isParticipant(newcomer.id, world.event.id);
      await trxDeps.access.requireInteraction(actor, newcomer.id);
      await trxDeps.db.insertInto('user_blocks').values({ user_id: newcomer.id, blocked_user_id: alice!.user.id }).execute();
      const blocked = await trxDeps.access.isBlockedBetween(alice!.user.id, newcomer.id);
      const blockRefusal = await trxDeps.access.requireInteraction(actor, newcomer.id).catch((err: AppError) => err.code);
      await trxDeps.db.insertInto('event_bans').values({ event_id: world.event.id, user_id: alice!.user.id }).execute();
      const banRefusal = await trxDeps.access.requireInteraction(actor, newcomer.id).catch((err: AppError) => err.code);
      // A nested transaction (a service's own) joins it and keeps its policy.
      const nested = await inTransaction(trxDeps, async (inner) => inner.access);
      return { before, participant, blocked, blockRefusal, banRefusal, sameInside: nested === trxDeps.access };
    });
    expect(seen).toEqual({ before: false, participant: true, blocked: true, blockRefusal: 'blocked', banRefusal: 'banned', sameInside: true });
    // Committed: the pool's policy sees it now.
    expect(await ctx.access.isParticipant(newcomer.id, world.event.id)).toBe(true);

    // Rolled back: the transaction's policy saw the write, the pool's never does.
    const other = await createUser(ctx);
    let inside = false;
    await expect(
      inTransaction(deps, async (trxDeps) => {
        await trxDeps.db.insertInto('attendee_tickets').values({ code: `TRX-${other.id}`, event_id: world.event.id, user_id: other.id }).execute();
        inside = await trxDeps.access.isParticipant(other.id, world.event.id);
        throw new Rollback('changed its mind');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(inside).toBe(true);
    expect(await ctx.access.isParticipant(other.id, world.event.id)).toBe(false);
  });

  it('gives a service’s own transaction its policy through access.on(trx)', async () => {
    const { ctx } = server;
    const world = await eventWorld(ctx, 0);
    const user = await createUser(ctx);
    await expect(
      transaction(ctx.db, async (trx) => {
        const trxAccess = ctx.access.on(trx);
        expect(trxAccess.on(trx)).toBe(trxAccess);
        expect(ctx.access.on(ctx.db)).toBe(ctx.access);
        await trx.insertInto('organization_members').values({ organization_id: world.org.id, user_id: user.id, role: 'member' }).execute();
        expect(await trxAccess.isOrganizer(user.id, world.event.id)).toBe(true);
        await trxAccess.requireOrganizer(user.id, world.event.id);
        throw new Rollback('rolled back');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await ctx.access.isOrganizer(user.id, world.event.id)).toBe(false);
    await issueTicket(ctx, world.event.id, user.id);
    expect(await ctx.access.isParticipant(user.id, world.event.id)).toBe(true);
  });
});
